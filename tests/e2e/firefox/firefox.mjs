// Shared set-up for the Firefox part of the end-to-end tests: the built site in Debian's
// Firefox ESR, driven over WebDriver BiDi by puppeteer-core (Playwright cannot drive a
// stock Firefox). The helpers mirror those of ../helpers.mjs for Puppeteer's API, and wait
// the same way: on a condition of the page (its revision counters, the move list, an
// element), never on time.
import { before, after } from 'node:test';
import puppeteer from 'puppeteer-core';
import { dist } from '../helpers.mjs';
import { serve } from '../server.mjs';
import { READY, addressHoldsGame, boardFingerprint, isSettled, reportPolicyViolations } from '../probes.mjs';

export { dist };

/** Long enough for a loaded two-core machine; a wait that fails still fails well before
 * the two-minute limit of a test, naming what it waited for. */
const WAIT_MS = 60000;

/** Starts a server of the built site under `base` and Firefox; returns
 * { url, browser, newContext, newPage, close }. `newContext()` is a fresh browser context
 * (its own storage and service workers); `newPage(context)` opens a 1280x860 page, in a
 * fresh context when none is given, that collects the page's errors in `page.errors`. */
export async function start(base = '/') {
  const server = await serve(dist, base);
  let browser;
  try {
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: process.env.FIREFOX ?? '/usr/bin/firefox-esr',
      headless: true,
      defaultViewport: { width: 1280, height: 860 },
      // Starting Firefox takes seconds, many more when the machine is busy.
      timeout: WAIT_MS,
    });
  } catch (error) {
    await server.close();
    throw error;
  }
  const newContext = () => browser.createBrowserContext();
  const newPage = async (context) => {
    const page = await (context ?? (await newContext())).newPage();
    page.setDefaultTimeout(WAIT_MS);
    // Anything the page's Content-Security-Policy blocks is an error of the page.
    await page.evaluateOnNewDocument(reportPolicyViolations);
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.errors = errors;
    return page;
  };
  return {
    url: server.url,
    browser,
    newContext,
    newPage,
    async close() {
      await browser.close().catch(() => {});
      await server.close();
    },
  };
}

/** Starts the site and Firefox once for the calling test file (a `before` hook) and stops
 * them after its last test (an `after` hook); the object is filled in by then. */
export function useFirefox(base = '/') {
  const site = {};
  before(async () => { Object.assign(site, await start(base)); });
  after(async () => { await site.close?.(); });
  return site;
}

/** Waits until `predicate(...args)`, run in the page, is true. Mostly it already is: one
 * evaluation over BiDi costs a fifth of setting up a wait, so that is tried first. */
export async function until(page, predicate, ...args) {
  if (await page.evaluate(predicate, ...args)) return;
  await page.waitForFunction(predicate, { timeout: WAIT_MS }, ...args);
}

/** Waits until the page has caught up with its last action: the revision the reducer
 * reached (`.app[data-revision]`) is the one its effects marked (`<html data-settled>`).
 * As in Chromium's helper (../helpers.mjs), the page first reaches its next frame: an
 * action's render may be scheduled for a later task, and until then the last revision
 * still reads as settled (a move's clicks read the board before the move was drawn). */
export async function settled(page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  await until(page, isSettled);
}

/** Opens `url` and waits until the page is ready (the board, or a fresh visit's welcome
 * screen: see `READY`) and has settled. */
export async function open(page, url) {
  await page.goto(url);
  await page.waitForSelector(READY);
  await settled(page);
}

/** Reloads the page and waits until it is ready (see `READY`) and has settled. */
export async function reload(page) {
  await page.reload();
  await page.waitForSelector(READY);
  await settled(page);
}

/** Where a person would click what `selector` matches: the middle of its box, scrolled
 * into view. Fails when nothing matches, or when something else is on top there (the
 * click would land on that instead). */
export async function pointAt(page, selector) {
  const at = await page.evaluate((s) => {
    const target = document.querySelector(s);
    if (!target) return { error: `nothing on the page matches ${s}` };
    target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const box = target.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hit = document.elementFromPoint(x, y);
    if (!hit || !(target === hit || target.contains(hit))) {
      const what = hit ? hit.outerHTML.slice(0, 120) : 'nothing';
      return { error: `${s} is covered at its middle (${Math.round(x)}, ${Math.round(y)}) by ${what}` };
    }
    return { x, y };
  }, selector);
  if (at.error) throw new Error(at.error);
  return at;
}

/** Clicks the middle of what `selector` matches, then waits until the page has settled.
 * (Puppeteer's own page.click asks for an element handle and its box in several round
 * trips over BiDi; one evaluation is several times faster on a busy machine.) */
export async function click(page, selector) {
  const { x, y } = await pointAt(page, selector);
  await page.mouse.click(x, y);
  await settled(page);
}

/** Presses a key or a chord such as "Shift+Tab" or "Control+z" (Puppeteer presses one key
 * at a time), then waits until the page has settled. */
export async function press(page, chord) {
  const keys = chord === '+' ? ['+'] : chord.split('+');
  const key = keys.pop();
  for (const modifier of keys) await page.keyboard.down(modifier);
  await page.keyboard.press(key);
  for (const modifier of keys.reverse()) await page.keyboard.up(modifier);
  await settled(page);
}

/** Chooses `value` in the <select> matching `selector`, then waits until the page settled. */
export async function select(page, selector, value) {
  await page.select(selector, value);
  await settled(page);
}

/** The text of the first element matching `selector`. */
export async function text(page, selector) {
  const found = await page.evaluate((s) => document.querySelector(s)?.textContent ?? null, selector);
  if (found === null) throw new Error(`nothing on the page matches ${selector}`);
  return found;
}

/** Names of the cells carrying `cls`, sorted; only those inside `within` when given. */
export async function cellsWith(page, cls, within) {
  // Puppeteer's $$eval would hand every element over BiDi one by one, tenfold slower.
  const selector = `${within ? within + ' ' : ''}[data-cell].${cls}`;
  return page.evaluate((s) => [...document.querySelectorAll(s)].map((e) => e.getAttribute('data-cell')).sort(), selector);
}

/** Whether something on the page matches `selector`. */
export async function exists(page, selector) {
  return page.evaluate((s) => document.querySelector(s) !== null, selector);
}

/** The highlighted cells: start cells and second feet, each sorted. */
export async function highlights(page, within) {
  return { starts: await cellsWith(page, 'legal-start', within), ends: await cellsWith(page, 'legal-end', within) };
}

/** Clicks a hole by its name (e.g. "e5"), inside `within` when given. */
export async function clickCell(page, name, within) {
  await click(page, `${within ? within + ' ' : ''}[data-cell="${name}"]`);
}

/** Starts a game of `players` from the new-game dialog (a first visit opens it by itself). */
export async function newGame(page, { players = 2 } = {}) {
  if (!(await exists(page, '[data-testid="start-game"]'))) await click(page, '[data-testid="new-game"]');
  await select(page, '[data-testid="player-count"]', String(players));
  await click(page, '[data-testid="start-game"]');
  await page.waitForSelector('[data-testid="start-game"]', { hidden: true });
}

/** Places both starters of a two-player game in open water: e5-e7 and h4-h7. */
export async function setupTwo(page) {
  for (const name of ['e5', 'e7', 'h4', 'h7']) await clickCell(page, name);
}

/** Moves in the move list that are played (not undone). */
export async function movesPlayed(page) {
  return page.evaluate(() => document.querySelectorAll('[data-testid="move-list"] li.move:not(.undone)').length);
}

/** Plays one move as a person does, with `act(selector)` (a click unless given): the first
 * highlighted start, the first highlighted end, and when the tray offers several segments
 * the first offered one, then the head if both ends fit. Returns the cells { from, to };
 * fails unless exactly this one move was played. */
export async function playFirst(page, { act = (selector) => click(page, selector) } = {}) {
  const before = await movesPlayed(page);
  const [from] = await cellsWith(page, 'legal-start');
  if (!from) throw new Error('no legal start highlighted');
  await act(`[data-cell="${from}"]`);
  const [to] = await cellsWith(page, 'legal-end');
  if (!to) throw new Error(`no legal end highlighted from ${from}`);
  await act(`[data-cell="${to}"]`);
  if ((await movesPlayed(page)) === before && (await exists(page, '.piece.offered:not(:disabled)'))) {
    await act('.piece.offered:not(:disabled)');
  }
  if ((await movesPlayed(page)) === before) await act('[data-testid="choose-head"]');
  const played = await movesPlayed(page);
  if (played !== before + 1) throw new Error(`the move ${from}-${to} made ${played - before} moves, not one`);
  return { from, to };
}

/** Plays with `play` (`playFirst` unless given) until the ranking shows; fails after
 * `limit` moves. Returns the number of moves made. */
export async function playToEnd(page, { play = () => playFirst(page), limit = 200 } = {}) {
  let made = 0;
  while (!(await exists(page, '[data-testid="ranking"]'))) {
    if (made >= limit) throw new Error(`the game does not end within ${limit} moves`);
    await play();
    made += 1;
  }
  return made;
}

/** Waits until the address (and so the saved game, written in the same step) holds the
 * game on screen: the link's move count equals the moves in the move list. */
export async function settle(page) {
  await until(page, addressHoldsGame);
}

/** The link text in the page's address, once it holds the game on screen. */
export async function pageLink(page) {
  await settle(page);
  return page.evaluate(() => location.hash.slice(1));
}

/** A fingerprint of what the board shows: arches, ends, highlights, moves and status. */
export async function boardState(page) {
  return page.evaluate(boardFingerprint);
}
