// The strong computer player thinks in a Web Worker: while it searches, the page's main
// thread stays free. Measured with the browser's long-task observer, and calibrated: the
// same measurement with a search-long busy loop on the main thread must fail. (A file of
// its own, so its games do not count against the time limit of the other bot tests.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useSite, open, newGame, playFirst, pageLink, referee, movesPlayed, waitForPersonTurn, watchBotWorker,
  botTraffic, watchLongTasks, pageNow, longTasks, median,
} from '../helpers.mjs';

const site = useSite();

// The strong level thinks for a second a move (STRONG_THINK_MS in crates/web-board/src/bot_driver.rs),
// less once it has solved the position late in a game. That search, run on the page's main
// thread, would block it as long.
const STRONG_THINK_MS = 1000;
// Per bot move, the longest main-thread task from the action that sets the bot thinking
// (the start of the game, a person's click) to the moment the person may click again (a
// turn; when the bot moves k times in a turn, its moves get the k longest tasks of the turn,
// one each). The median over the bot moves must stay under BUDGET_MS. Drawing a move takes
// a few milliseconds, and stretches with the machine's load: on two cores shared with
// builds and other browsers (load average 12 to 15) single tasks of 100 to 300 ms and
// medians up to about 100 ms were seen. A search on the main thread blocks it for as long
// as the search: only the first turns of a game are measured, where the strong level has
// not solved the game and uses its full second, and the test checks, from the worker's own
// reports, that the median measured search took MAIN_THREAD_MS or more, three times the
// budget, so that run on the main thread it could not pass.
const BUDGET_MS = 250;
const MAIN_THREAD_MS = 750;

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
