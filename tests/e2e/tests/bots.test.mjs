// Computer players: chosen in the dialog, thinking in a Web Worker without freezing the
// page, watched to the end, held after an undo, hints, and seats carried in links.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useSite, open, newGame, playFirst, setupTwo, pageLink, referee, movesPlayed, settled, cellsWith, clickCell,
  waitForMoves, waitForPersonTurn, watchBotWorker, botTraffic, nextRevision, watchLongTasks, pageNow, longTasks, median,
} from '../helpers.mjs';

const site = useSite();

// The strong level thinks for a second a move (STRONG_THINK_MS in crates/web/src/bot_driver.rs),
// less once it has solved the position late in a game. That search, run on the page's main
// thread, would block it as long.
const STRONG_THINK_MS = 1000;
// Per bot move, the longest main-thread task from the action that sets the bot thinking
// (the start of the game, a person's click) to the moment the person may click again (a
// turn; when the bot moves k times in a turn, its moves get the k longest tasks of the turn,
// one each). The median over the bot moves must stay under BUDGET_MS: drawing a move takes
// a few milliseconds, a few tens on a busy two-core machine, while a search on the main
// thread would block for most of a second. Only the first turns of a game are measured,
// where the strong level has not solved the game and uses its full time; the test checks,
// from the worker's own reports, that the median measured search took MAIN_THREAD_MS or
// more, so that run on the main thread it would break the budget.
const BUDGET_MS = 150;
const MAIN_THREAD_MS = 500;

/** Runs `act`, which sets the bot thinking (a person's move by clicks or, with `opening`, a
 * new game the bot opens), waits until the person may click again, and returns one
 * { longest, thinking } per bot move made meanwhile: the longest main-thread
 * tasks of the turn, one to each move (0: none of 50 ms or more), and what the worker
 * reported each search took (ms). Checks the bot's move is marked and the referee accepts
 * the game with the person (seat 1) to move. */
async function botTurn(page, act, { opening = false } = {}) {
  const before = opening ? 0 : (await movesPlayed(page)) + 1;
  const { thinkingMs: known } = await botTraffic(page);
  const from = await pageNow(page);
  await act();
  // The bot answers in the worker; meanwhile the main thread stays free. Wait until the
  // person may click again (the bot has moved, or was skipped) or the game is over.
  await waitForPersonTurn(page);
  const to = await pageNow(page);
  const botMoves = (await movesPlayed(page)) - before;
  const tasks = (await longTasks(page, from, to)).sort((a, b) => b - a);
  // Every answer that was played has its report (answers arrive before they are shown).
  const thinking = (await botTraffic(page)).thinkingMs.slice(known.length);
  assert.ok(thinking.length >= botMoves, `${thinking.length} reports for ${botMoves} bot moves`);
  if (botMoves > 0) {
    // The bot's segment is marked as its move.
    assert.equal(await page.$$eval('.arch.bot-move', (els) => els.length), 1);
  }
  const verdict = referee(await pageLink(page));
  assert.ok(verdict.phase === 'over' || verdict.to_move === 1, `seat ${verdict.to_move} to move after the bot's turn`);
  return Array.from({ length: botMoves }, (_, i) => ({ longest: tasks[i] ?? 0, thinking: thinking[thinking.length - botMoves + i] }));
}

/** Starts `games` games of the strong bot (seat 0) against a person who plays by clicks
 * and measures the bot's opening move and its answers to the person's first `turns`
 * moves in each (see botTurn). */
async function playTheBot(page, games, turns) {
  const moves = [];
  for (let game = 0; game < games; game++) {
    moves.push(...await botTurn(page, () => newGame(page, { players: 2, kinds: ['strong', 'human'] }), { opening: true }));
    assert.match(await page.textContent('[data-testid="tray-0"]'), /Bot: strong/);
    assert.match(await pageLink(page), /~sh$/);
    for (let turn = 0; turn < turns && !(await page.$('[data-testid="ranking"]')); turn++) {
      moves.push(...await botTurn(page, () => playFirst(page)));
    }
  }
  return moves;
}

/** A page whose long tasks and questions to the bot are recorded (see the helpers). */
async function watchedPage(options) {
  const page = await site.newPage();
  await watchLongTasks(page);
  await watchBotWorker(page, options);
  await open(page, site.url);
  return page;
}

const ms = (xs) => xs.map((x) => x.toFixed(0)).join(', ');

test('a person plays the strong bot by clicks; the page never blocks while it thinks', async () => {
  const page = await watchedPage();
  const moves = await playTheBot(page, 2, 2);
  const longest = moves.map((m) => m.longest);
  const thinking = moves.map((m) => m.thinking);
  console.log(`strong bot, ${moves.length} moves: searches of ${ms(thinking)} ms in the worker (median ${median(thinking).toFixed(0)}); `
    + `longest main-thread task per move ${ms(longest)} ms (0 = none of 50 ms or more; median ${median(longest).toFixed(0)})`);
  assert.ok(moves.length >= 5, `the bot made ${moves.length} moves`);
  assert.ok(median(thinking) >= MAIN_THREAD_MS, `the bot's searches are long enough to show on the main thread (${ms(thinking)} ms)`);
  assert.ok(median(longest) < BUDGET_MS, `the main thread stays free while the bot thinks: median of per-move longest tasks ${median(longest).toFixed(0)} ms (${ms(longest)})`);
  assert.deepEqual(page.errors, []);
});

test('the main-thread check catches a search run on the main thread', async () => {
  // Calibration of the test above: the same game and the same measurement, but every
  // question to the bot first blocks the main thread for as long as the strong level
  // searches. That must be seen at every question and break the budget.
  const page = await watchedPage({ mainThreadMs: STRONG_THINK_MS });
  const longest = (await playTheBot(page, 1, 2)).map((m) => m.longest);
  const { asked } = await botTraffic(page);
  // Every blocked question is reported by the observer (installed before the page's first
  // script, buffered): waited for as a condition, not for a while.
  await page.waitForFunction(
    ([n, least]) => window.__longTasks().filter((t) => t.duration >= least).length >= n,
    [asked, STRONG_THINK_MS - 50],
  );
  console.log(`with the search on the main thread: longest task per bot move ${ms(longest)} ms (median ${median(longest).toFixed(0)})`);
  assert.ok(longest.length >= 3, `the bot made ${longest.length} moves`);
  assert.ok(longest.every((m) => m >= MAIN_THREAD_MS), `every main-thread search is seen (${ms(longest)})`);
  assert.ok(median(longest) >= BUDGET_MS, 'and breaks the budget of the test above');
  assert.deepEqual(page.errors, []);
});

test('two bots play a whole game alone, with pause and resume, to the ranking', async () => {
  const page = await site.newPage();
  await watchBotWorker(page);
  await open(page, site.url);
  await newGame(page, { players: 2, kinds: ['easy', 'medium'] });
  await waitForMoves(page, 3);
  await page.click('[data-testid="bot-pause"]');
  await page.waitForSelector('[data-testid="bot-resume"]');
  // No question is outstanding any more: an answer still on its way no longer counts.
  await page.waitForFunction(() => !document.querySelector('[data-testid="bot-thinking"]'));
  await page.waitForFunction(() => window.__bots.answered >= window.__bots.asked);
  const paused = await movesPlayed(page);
  const { asked } = await botTraffic(page);
  // Paused bots are not even asked: the game stands still through later actions of the page.
  for (let i = 0; i < 3; i++) {
    await nextRevision(page);
    assert.equal(await movesPlayed(page), paused, 'paused bots do not move');
    assert.equal((await botTraffic(page)).asked, asked, 'paused bots are not asked for a move');
    assert.ok(await page.$('[data-testid="bot-resume"]'));
  }
  await page.click('[data-testid="bot-resume"]');
  await page.waitForSelector('[data-testid="ranking"]', { timeout: 100000 });
  await settled(page);
  const verdict = referee(await pageLink(page));
  assert.equal(verdict.phase, 'over');
  const rows = await page.$$eval('[data-testid="ranking"] tbody tr', (trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent)));
  assert.equal(rows.length, 2);
  for (const [i, standing] of verdict.ranking.entries()) {
    assert.equal(rows[i][2], String(standing.left));
  }
  assert.deepEqual(page.errors, []);
});

test('one undo against a bot gives the person their move back; bots alone wait after an undo until let play', async () => {
  const page = await site.newPage();
  await watchBotWorker(page);
  await open(page, site.url);
  await newGame(page, { players: 2, kinds: ['human', 'easy'] });
  await playFirst(page);
  await waitForMoves(page, 2);
  const { asked } = await botTraffic(page);
  await page.click('[data-testid="undo"]');
  assert.equal(await movesPlayed(page), 0, "the bot's answer and the person's move are both taken back");
  assert.equal(await page.$('[data-testid="bot-waiting"]'), null, 'a person is to move');
  // The bot is not asked again, through later actions of the page, until the person moves.
  for (let i = 0; i < 3; i++) {
    await nextRevision(page);
    assert.equal(await movesPlayed(page), 0, 'the undone moves are not replayed by themselves');
    assert.equal((await botTraffic(page)).asked, asked, 'the bot is not asked for a move');
  }
  await playFirst(page);
  await waitForMoves(page, 2);

  // Computer players alone: undo takes back one move and holds them until let play.
  await newGame(page, { players: 2, kinds: ['easy', 'easy'] });
  await waitForMoves(page, 3);
  await page.click('[data-testid="bot-pause"]');
  const held = await movesPlayed(page);
  await page.click('[data-testid="undo"]');
  assert.equal(await movesPlayed(page), held - 1);
  await page.waitForSelector('[data-testid="bot-waiting"]');
  const asking = (await botTraffic(page)).asked;
  for (let i = 0; i < 3; i++) {
    await nextRevision(page);
    assert.equal(await movesPlayed(page), held - 1, 'the undone bot move is not replayed by itself');
    assert.equal((await botTraffic(page)).asked, asking, 'the bot is not asked for a move');
  }
  await page.click('[data-testid="bot-resume"]');
  await waitForMoves(page, held);
  assert.deepEqual(page.errors, []);
});

test('a hint marks a legal move of the player to move without playing it', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  await setupTwo(page);
  const played = await movesPlayed(page);
  await page.click('[data-testid="hint"]');
  await page.waitForSelector('[data-cell].hint-start', { timeout: 30000 });
  await settled(page);
  const [from] = await cellsWith(page, 'hint-start');
  const [to] = await cellsWith(page, 'hint-end');
  assert.ok(from && to, 'both feet are marked');
  assert.equal(await page.$$eval('[data-testid="tray-0"] .piece.hinted', (els) => els.length), 1);
  assert.equal(await movesPlayed(page), played, 'the hint is not played');
  // The page's own highlights, which come from the rules engine, accept the hinted feet.
  assert.ok((await cellsWith(page, 'legal-start')).includes(from));
  await clickCell(page, from);
  assert.ok((await cellsWith(page, 'legal-end')).includes(to));
  assert.deepEqual(page.errors, []);
});

test('a link with a seat code restores the bot seat, and a bad code falls back to people', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  await setupTwo(page);
  const link = await pageLink(page);
  assert.ok(!link.includes('~'), 'hot-seat links carry no seat code');

  const withBot = await site.newPage();
  await open(withBot, `${site.url}#${link}~hs`);
  assert.match(await withBot.textContent('[data-testid="tray-1"]'), /Bot: strong/);
  assert.match(await pageLink(withBot), /~hs$/);
  const before = await movesPlayed(withBot);
  await playFirst(withBot);
  await waitForMoves(withBot, before + 2);
  assert.equal(referee(await pageLink(withBot)).to_move, 0);

  const bad = await site.newPage();
  await open(bad, `${site.url}#${link}~hx`);
  assert.match(await bad.textContent('[data-testid="message"]'), /computer players cannot be read/);
  assert.match(await bad.textContent('[data-testid="tray-1"]'), /Human/);
  assert.equal(await movesPlayed(bad), before);
  assert.deepEqual(withBot.errors, []);
});

test('with reduced motion the bot move is marked without the flash', async () => {
  const context = await site.newContext();
  const page = await site.newPage(context);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, site.url);
  await newGame(page, { players: 2, kinds: ['easy', 'human'] });
  await waitForMoves(page, 1);
  const animation = await page.$eval('.arch.bot-move .outline', (el) => getComputedStyle(el).animationName);
  assert.equal(animation, 'none');

  const moving = await site.newPage();
  await open(moving, site.url);
  await newGame(moving, { players: 2, kinds: ['easy', 'human'] });
  await waitForMoves(moving, 1);
  assert.equal(await moving.$eval('.arch.bot-move .outline', (el) => getComputedStyle(el).animationName), 'bot-flash');
  assert.deepEqual(page.errors, []);
});
