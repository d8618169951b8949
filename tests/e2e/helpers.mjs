// Shared set-up for the end-to-end tests: the built site, Debian's Chromium, and small
// helpers to play and read the board the way a player does. Every wait here waits on a
// condition of the page (its revision counters, the move list, an element), never on time.
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './server.mjs';
import { READY, addressHoldsGame, boardFingerprint, isSettled, reportPolicyViolations } from './probes.mjs';

export { READY };

const here = path.dirname(fileURLToPath(import.meta.url));
export const repo = path.resolve(here, '../..');
export const dist = process.env.BLOCKNESS_DIST ?? path.join(repo, 'dist');

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Starts the server and the browser; returns { url, browser, newContext, newPage, close }.
 * `newContext(options)` takes Playwright's context options (locale, viewport, isMobile…)
 * over a 1280x860 desktop and the file's `defaults`; `newPage(context)` opens an
 * instrumented page (see `instrument`) that collects the page's errors in `page.errors`, in
 * a fresh context when none is given. Contexts still open are closed with the site.
 *
 * A context runs no service worker unless the file's `defaults` (or the context's options)
 * say `serviceWorkers: 'allow'`: in every fresh context the worker would download and hash
 * the whole deployment (every module of both games), work that only the files testing the
 * worker and the offline copy are about, and a sixth of the suite's CPU time otherwise. */
export async function start(base = '/', defaults = {}) {
  const server = await serve(dist, base);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ARGS });
  const contexts = [];
  const newContext = async (options = {}) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, serviceWorkers: 'block', ...defaults, ...options });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(server.url).origin });
    contexts.push(context);
    return context;
  };
  const newPage = async (context) => {
    const page = await (context ?? (await newContext())).newPage();
    // Anything the page's Content-Security-Policy blocks is an error of the page.
    await page.addInitScript(reportPolicyViolations);
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    // A console error names where it came from (for a resource that failed, its address).
    page.on('console', (m) => { if (m.type() === 'error') errors.push(`${m.text()} (${m.location().url || 'no address'})`); });
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

/** Starts the site once for the calling test file (a `before` hook) and stops it after
 * the file's last test (an `after` hook), with the file's context `defaults` (see `start`).
 * Returns the site object of `start`, filled in by the time the tests run:
 *     const site = useSite();
 *     test('…', async () => { const page = await site.newPage(); … });   */
export function useSite(base = '/', defaults = {}) {
  const site = {};
  before(async () => { Object.assign(site, await start(base, defaults)); });
  after(async () => { await site.close?.(); });
  return site;
}

/** Waits until the page has caught up with the last action: Yew's scheduler may split
 * rendering and effects across tasks, and the page marks the revision its effects reached. */
export async function settled(page) {
  // An action's render may be scheduled for a later task: let the page reach its next
  // frame first, so its revision counters include whatever the action set off.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  await page.waitForFunction(isSettled);
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

/** The page's revision: the number of actions its reducer has applied. */
export async function revision(page) {
  return page.$eval('.app', (app) => Number(app.dataset.revision));
}

/** Waits until the page has applied an action after revision `than` and has settled. */
export async function settledAfter(page, than) {
  await page.waitForFunction((r) => {
    const app = document.querySelector('.app');
    return app !== null && Number(app.dataset.revision) > r && app.dataset.revision === document.documentElement.dataset.settled;
  }, than);
}

/** Makes the page apply one harmless action (Escape: drop any selection) and waits until it
 * has settled past it; returns the new revision. Whatever the page was going to do of
 * itself by then it has had a turn to do: the way to show that something does NOT happen
 * without waiting on the clock. */
export async function nextRevision(page) {
  const before = await revision(page);
  await page.keyboard.press('Escape');
  await settledAfter(page, before);
  return revision(page);
}

/** Opens `url` (a page address, often a game link) and waits until the page is ready (the
 * board, or a fresh visit's welcome screen: see `READY`) and has settled. */
export async function open(page, url) {
  await page.goto(url);
  await page.waitForSelector(READY);
  await settled(page);
}

/** Picks `lang` in the header's menu and waits until the whole page speaks it and has
 * settled (on the welcome screen of a fresh visit, the page's own module takes over to do so). */
export async function pickLanguage(page, lang) {
  await page.selectOption('select[data-testid="language"]', lang);
  await page.waitForFunction((code) => document.documentElement.lang === code && !document.getElementById('first-paint'), lang);
  await settled(page);
}

/** Reloads the page and waits until it is ready (see `READY`) and has settled. */
export async function reload(page) {
  await page.reload();
  await page.waitForSelector(READY);
  await settled(page);
}

/** Names of the cells carrying `cls`, sorted; only those inside `within` when given (a
 * selector, such as the tutorial's own board). */
export async function cellsWith(page, cls, within) {
  const selector = `${within ? within + ' ' : ''}[data-cell].${cls}`;
  const names = await page.$$eval(selector, (els) => els.map((e) => e.getAttribute('data-cell')));
  return names.sort();
}

/** The highlighted cells: start cells and second feet, each sorted (see `cellsWith`). */
export async function highlights(page, within) {
  return { starts: await cellsWith(page, 'legal-start', within), ends: await cellsWith(page, 'legal-end', within) };
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

/** Starts a game from the new-game dialog (`swap`: with the swap rule, two players only). */
export async function newGame(page, { players = 2, colours, expert = false, kinds, swap = false } = {}) {
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
  // The swap rule is offered for two players only.
  if (players === 2) await page.setChecked('[data-testid="swap-rule"]', swap);
  else if (swap) throw new Error('the swap rule is for two players');
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

/** Plays one move as a person does: the first highlighted start, the first (or with
 * `end: 'last'`, the last) highlighted end, and when the tray offers several segments the
 * first offered one, then the head if both ends fit. `via: 'tap'` taps instead of clicking
 * (touch contexts). Returns the cells { from, to }. Fails unless exactly this one move was
 * played (a bot seat may answer at once: then its move, marked as the bot's, may follow). */
export async function playFirst(page, { end = 'first', via = 'click' } = {}) {
  const act = (selector) => (via === 'tap' ? page.tap(selector) : page.click(selector));
  const before = await movesPlayed(page);
  const [from] = await cellsWith(page, 'legal-start');
  if (!from) throw new Error('no legal start highlighted');
  await act(`[data-cell="${from}"]`);
  const ends = await cellsWith(page, 'legal-end');
  if (ends.length === 0) throw new Error(`no legal end highlighted from ${from}`);
  const to = end === 'last' ? ends[ends.length - 1] : ends[0];
  await act(`[data-cell="${to}"]`);
  if ((await movesPlayed(page)) === before && (await page.$('.piece.offered:not(:disabled)'))) {
    await act('.piece.offered:not(:disabled)');
  }
  if ((await movesPlayed(page)) === before) await act('[data-testid="choose-head"]');
  const played = await movesPlayed(page);
  if (played === before) throw new Error(`the move ${from}-${to} was not played`);
  if (played > before + 1 && !(await page.$('.arch.bot-move'))) {
    throw new Error(`one move by clicks (${from}-${to}) played ${played - before} moves`);
  }
  return { from, to };
}

/** Plays `count` moves with `playFirst` (options passed on). */
export async function playMoves(page, count, options) {
  for (let i = 0; i < count; i++) await playFirst(page, options);
}

/** Plays until the ranking shows: `play(page)` makes each move (`playFirst` unless given),
 * `each(result, index)` checks after every move. Fails after `limit` moves. Returns the
 * number of moves made. */
export async function playToEnd(page, { play = playFirst, each, limit = 200 } = {}) {
  let made = 0;
  while (!(await page.$('[data-testid="ranking"]'))) {
    if (made >= limit) throw new Error(`the game does not end within ${limit} moves`);
    const result = await play(page);
    made += 1;
    if (each) await each(result, made);
  }
  return made;
}

/** Waits until `count` moves are played or the game is over (bots answer in their own
 * time: a strong bot thinks for a second, every bot move stays alone on screen 0.7 s). */
export async function waitForMoves(page, count, { timeout = 60000 } = {}) {
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="move-list"] li.move:not(.undone)').length >= n
      || document.querySelector('[data-testid="ranking"]') !== null,
    count,
    { timeout },
  );
  await settled(page);
}

/** Waits until the person may click again (the bots have moved or were skipped) or the game
 * is over. */
export async function waitForPersonTurn(page, { timeout = 60000 } = {}) {
  await page.waitForFunction(
    () => document.querySelector('[data-cell].legal-start') || document.querySelector('[data-testid="ranking"]'),
    null,
    { timeout },
  );
  await settled(page);
}

/** Counts, from the page's first script on, the questions the page posts to the bot worker
 * and the answers the worker posts back (`window.__bots.asked`, `.answered`), with the
 * time each answer says the search took (`.thinkingMs`, the worker's own clock). With
 * `mainThreadMs`, every question first blocks the page's main thread that long, as a
 * search run on the main thread instead of in the worker would: the calibration of the
 * main-thread check in bot-main-thread.test.mjs. Call before the page is opened. */
export async function watchBotWorker(page, { mainThreadMs = 0 } = {}) {
  await page.addInitScript((busy) => {
    // Every message both ways too, as plain values (64-bit integers made numbers).
    const bots = { asked: 0, answered: 0, thinkingMs: [], questions: [], answers: [] };
    window.__bots = bots;
    const plain = (value) => JSON.parse(JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? Number(v) : v)) ?? 'null');
    const post = Worker.prototype.postMessage;
    const heard = new WeakSet();
    Worker.prototype.postMessage = function (message, ...rest) {
      if (!heard.has(this)) {
        heard.add(this);
        this.addEventListener('message', (e) => {
          // Messages are structured-clone values ("ready", or { reply: { … } }); text is
          // read as JSON too, so a worker of either kind is counted.
          let said = e.data;
          if (typeof said === 'string' && said !== 'ready') {
            try { said = JSON.parse(said); } catch { said = null; }
          }
          if (said === 'ready') return;
          bots.answered += 1;
          bots.answers.push(plain(said));
          const ms = said?.reply?.info?.elapsed_ms;
          if (typeof ms === 'number') bots.thinkingMs.push(ms);
        });
      }
      bots.asked += 1;
      bots.questions.push(plain(message));
      if (busy > 0) {
        const from = performance.now();
        while (performance.now() - from < busy);
      }
      return post.call(this, message, ...rest);
    };
  }, mainThreadMs);
}

/** The page's count of bot questions and answers (see `watchBotWorker`). */
export async function botTraffic(page) {
  return page.evaluate(() => structuredClone(window.__bots));
}

/** Records every long main-thread task (50 ms or more, as the browser reports them) from the
 * page's first script on. Call before the page is opened. */
export async function watchLongTasks(page) {
  await page.addInitScript(() => {
    const seen = [];
    const keep = (entries) => { for (const e of entries) seen.push({ start: e.startTime, duration: e.duration }); };
    const observer = new PerformanceObserver((list) => keep(list.getEntries()));
    observer.observe({ type: 'longtask', buffered: true });
    // Entries already recorded but not yet handed to the callback are taken at once, so a
    // reader never misses a task that has just ended.
    window.__longTasks = () => {
      keep(observer.takeRecords());
      return seen;
    };
  });
}

/** The page's clock (ms since its navigation started). */
export async function pageNow(page) {
  return page.evaluate(() => performance.now());
}

/** The durations of the long main-thread tasks (50 ms or more, see `watchLongTasks`) that
 * overlapped [from, to] on the page's clock, in ms. */
export async function longTasks(page, from, to) {
  return page.evaluate(([a, b]) => window.__longTasks()
    .filter((t) => t.start <= b && t.start + t.duration >= a)
    .map((t) => t.duration), [from, to]);
}

/** The median of a list of numbers (the upper one of an even count). */
export function median(xs) {
  return [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
}

/** Moves in the move list that are played (not undone). */
export async function movesPlayed(page) {
  return page.$$eval('[data-testid="move-list"] li.move:not(.undone)', (els) => els.length);
}

/** A fingerprint of what the board shows: arches, ends and highlights. */
export async function boardState(page) {
  return page.evaluate(boardFingerprint);
}

/** Runs the `blockness` tool (built by run.sh, named by BLOCKNESS_CLI) with `args` and
 * `input` on stdin; returns its stdout. */
export function cli(args, input) {
  const bin = process.env.BLOCKNESS_CLI;
  if (!bin) throw new Error('BLOCKNESS_CLI is not set: tests/e2e/run.sh builds the blockness tool and sets it');
  return execFileSync(bin, args, { input, encoding: 'utf8' });
}

/** The command-line referee's view of the game in `link` (built by run.sh). */
export function referee(link) {
  // The whole address decodes; its game id and seats are no business of the referee's.
  const { id, seats, ...record } = JSON.parse(cli(['link', 'decode', link]));
  return JSON.parse(cli(['referee'], JSON.stringify(record)));
}

/** The link text of a game of `players` that the command line's bots of `level` play from
 * the start, for `moves` moves or to its end (seeded: the same game every run). */
export function botGameLink(players, { moves = Infinity, level = 'easy', seed = 7 } = {}) {
  const game = { players, moves: [] };
  while (game.moves.length < moves) {
    const move = JSON.parse(cli(['bestmove', '--level', level, '--seed', String(seed)], JSON.stringify(game)));
    if (move === null) break;
    game.moves.push(move);
  }
  return cli(['link', 'encode'], JSON.stringify(game)).trim();
}

/** Waits until the address (and so the saved game, written in the same step) holds the
 * game on screen: the link's move count equals the moves in the move list. */
export async function settle(page) {
  await page.waitForFunction(addressHoldsGame);
}

/** The link text in the page's address, once it holds the game on screen. */
export async function pageLink(page) {
  await settle(page);
  return page.evaluate(() => location.hash.slice(1));
}

/** axe-core's source, run in the page by `evaluate`: adding it as a script tag would be
 * refused by the page's Content-Security-Policy, and rightly so. */
const AXE_SOURCE = readFileSync(
  path.join(path.dirname(createRequire(import.meta.url).resolve('axe-core/package.json')), 'axe.min.js'),
  'utf8',
);

/** Runs axe on the whole page and fails, listing rule, elements and the fix axe suggests,
 * when any violation is serious or critical. Minor and moderate ones are printed only. */
/** The visible controls matching `selector` that are smaller than `min` CSS pixels either
 * way, each named by its test id, label or text with its size: empty when every one can
 * be tapped. */
export async function smallTargets(page, selector, min = 44) {
  return page.$$eval(selector, (els, min) => els
    // Shown as Playwright's isVisible has it: laid out, and not `visibility: hidden`.
    .filter((e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden')
    .map((e) => {
      const r = e.getBoundingClientRect();
      return { what: e.getAttribute('data-testid') ?? e.getAttribute('aria-label') ?? e.textContent.trim(), width: Math.round(r.width * 10) / 10, height: Math.round(r.height * 10) / 10 };
    })
    .filter((t) => t.width < min || t.height < min), min);
}

export async function assertAccessible(page, view) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE_SOURCE);
  const { violations } = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  const describe = (list) => list.map((v) => [
    `${v.impact} ${v.id}: ${v.help} (${v.helpUrl})`,
    ...v.nodes.map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary.replace(/\n/g, '\n      ')}`),
  ].join('\n')).join('\n');
  const grave = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const mild = violations.filter((v) => !grave.includes(v));
  if (mild.length) console.log(`axe, ${view}, minor or moderate:\n${describe(mild)}`);
  assert.equal(grave.length, 0, `axe finds serious or critical problems in ${view}:\n${describe(grave)}`);
}
