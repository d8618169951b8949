// Shared set-up for the end-to-end tests: the built site, Debian's Chromium, and small
// helpers to read the board the way a player sees it.
import { chromium } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repo = path.resolve(here, '../..');
export const dist = process.env.BLOCKNESS_DIST ?? path.join(repo, 'dist');

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Starts the server and the browser; returns { url, browser, newPage, close }. */
export async function start(base = '/') {
  const server = await serve(dist, base);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ARGS });
  const contexts = [];
  const newContext = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(server.url).origin });
    contexts.push(context);
    return context;
  };
  const newPage = async (context) => {
    const page = await (context ?? (await newContext())).newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.errors = errors;
    return instrument(page);
  };
  return {
    url: server.url,
    browser,
    newContext,
    newPage,
    async close() {
      for (const c of contexts) await c.close().catch(() => {});
      await browser.close();
      await server.close();
    },
  };
}

/** Waits until the page has caught up with the last action: Yew's scheduler may split
 * rendering and effects across tasks, and the page marks the revision its effects reached. */
export async function settled(page) {
  await page.waitForFunction(() => {
    const app = document.querySelector('.app');
    return app !== null && app.dataset.revision === document.documentElement.dataset.settled;
  });
}

/** Makes the page's clicks, taps, hovers and key presses wait until the page has settled. */
export function instrument(page) {
  for (const name of ['click', 'tap', 'hover', 'selectOption']) {
    const original = page[name].bind(page);
    page[name] = async (...args) => {
      const result = await original(...args);
      await settled(page);
      return result;
    };
  }
  const press = page.keyboard.press.bind(page.keyboard);
  page.keyboard.press = async (...args) => {
    await press(...args);
    await settled(page);
  };
  return page;
}

/** Opens `url` and waits until the board is drawn. */
export async function open(page, url) {
  await page.goto(url);
  await page.waitForSelector('[data-cell]');
  await settled(page);
}

/** Names of the cells carrying `cls`, sorted. */
export async function cellsWith(page, cls) {
  const names = await page.$$eval(`[data-cell].${cls}`, (els) => els.map((e) => e.getAttribute('data-cell')));
  return names.sort();
}

/** Clicks a hole by its name (e.g. "e5"). */
export async function clickCell(page, name) {
  await page.click(`[data-cell="${name}"]`);
}

/** "e5" → [4, 4]. */
export function cellXY(name) {
  return [name.charCodeAt(0) - 97, Number(name.slice(1)) - 1];
}

/** [4, 4] → "e5". */
export function cellName([x, y]) {
  return String.fromCharCode(97 + x) + (y + 1);
}

/** Starts a game from the new-game dialog. */
export async function newGame(page, { players = 2, colours, expert = false, kinds } = {}) {
  // A first visit opens the dialog by itself.
  if (!(await page.$('[data-testid="start-game"]'))) await page.click('[data-testid="new-game"]');
  await page.selectOption('[data-testid="player-count"]', String(players));
  for (const [seat, colour] of (colours ?? []).entries()) {
    await page.selectOption(`[data-testid="seat-colour-${seat}"]`, colour);
  }
  for (const [seat, kind] of (kinds ?? []).entries()) {
    await page.selectOption(`[data-testid="seat-kind-${seat}"]`, kind);
  }
  await page.selectOption('[data-testid="variant"]', expert ? 'expert' : 'base');
  await page.click('[data-testid="start-game"]');
  await page.waitForSelector('[data-testid="start-game"]', { state: 'detached' });
}

/** Places both starters of a two-player game in open water: e5-e7 and h4-h7. */
export async function setupTwo(page) {
  for (const [head, tail] of [['e5', 'e7'], ['h4', 'h7']]) {
    await clickCell(page, head);
    await clickCell(page, tail);
  }
}

/** Plays one move by clicks: the first highlighted start, the first highlighted end, and
 * when the tray offers several segments, the first offered one (then the head, if both ends fit). */
export async function playFirst(page) {
  const starts = await cellsWith(page, 'legal-start');
  if (starts.length === 0) throw new Error('no legal start highlighted');
  const before = await movesPlayed(page);
  await clickCell(page, starts[0]);
  const ends = await cellsWith(page, 'legal-end');
  if (ends.length === 0) throw new Error(`no legal end highlighted from ${starts[0]}`);
  await clickCell(page, ends[0]);
  if ((await movesPlayed(page)) === before) {
    const offered = page.locator('.piece.offered').first();
    if (await offered.count()) {
      await offered.click();
      await settled(page);
    }
    if ((await movesPlayed(page)) === before) await page.click('[data-testid="choose-head"]');
  }
  if ((await movesPlayed(page)) !== before + 1) throw new Error('the move was not played');
}

/** Moves in the move list that are played (not undone). */
export async function movesPlayed(page) {
  return page.$$eval('[data-testid="move-list"] li:not(.undone)', (els) => els.length);
}

/** A fingerprint of what the board shows: arches, ends and highlights. */
export async function boardState(page) {
  return page.evaluate(() => ({
    arches: [...document.querySelectorAll('.arch')].map((a) => a.getAttribute('class') + ' ' + a.getAttribute('data-height') + ' ' + a.querySelector('.body').getAttribute('d')),
    ends: [...document.querySelectorAll('[data-end]')].map((e) => e.getAttribute('data-end') + ' ' + e.getAttribute('transform')).sort(),
    starts: [...document.querySelectorAll('[data-cell].legal-start')].map((e) => e.getAttribute('data-cell')).sort(),
    moves: [...document.querySelectorAll('[data-testid="move-list"] li')].map((e) => e.textContent),
    status: document.querySelector('[data-testid="status"]').textContent,
  }));
}

/** The command-line referee's view of the game in `link` (built by run.sh). */
export function referee(link) {
  const cli = process.env.BLOCKNESS_CLI;
  if (!cli) throw new Error('BLOCKNESS_CLI is not set: tests/e2e/run.sh builds the blockness tool and sets it');
  // The page may add "~" and a seat code (who is a bot); the core's link is before it.
  const record = execFileSync(cli, ['link', 'decode', link.split('~')[0]], { encoding: 'utf8' });
  const verdict = execFileSync(cli, ['referee'], { input: record, encoding: 'utf8' });
  return JSON.parse(verdict);
}

/** Waits until the address (and so the saved game, written in the same step) holds the
 * game on screen: the link's move count equals the moves in the move list. */
export async function settle(page) {
  await page.waitForFunction(() => {
    const text = location.hash.slice(1).split('~')[0];
    if (!text.startsWith('1')) return false;
    const b64 = text.slice(1).replace(/-/g, '+').replace(/_/g, '/');
    let bytes;
    try {
      bytes = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
    } catch {
      return false;
    }
    const played = document.querySelectorAll('[data-testid="move-list"] li:not(.undone)').length;
    return bytes.length > 1 && bytes.charCodeAt(1) === played;
  });
}

/** The link text in the page's address, once it holds the game on screen. */
export async function pageLink(page) {
  await settle(page);
  return page.evaluate(() => location.hash.slice(1));
}
