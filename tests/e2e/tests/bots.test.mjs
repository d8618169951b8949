// Computer players: chosen in the dialog, thinking in a Web Worker without freezing the
// page, watched to the end, held after an undo, hints, and seats carried in links.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  start, open, newGame, playFirst, setupTwo, pageLink, referee, movesPlayed, settled, cellsWith, clickCell,
} from '../helpers.mjs';

let site;
before(async () => { site = await start(); });
after(async () => { await site?.close(); });

/** Records every long main-thread task (over 50 ms) from page load on. */
async function watchLongTasks(page) {
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** Waits until `count` moves are played (bots answer in their own time). */
async function waitForMoves(page, count, timeout = 30000) {
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="move-list"] li:not(.undone)').length >= n
      || document.querySelector('[data-testid="ranking"]') !== null,
    count,
    { timeout },
  );
  await settled(page);
}

test('a person plays the strong bot by clicks; the page never blocks while it thinks', async () => {
  const page = await site.newPage();
  await watchLongTasks(page);
  await open(page, site.url);
  await newGame(page, { players: 2, kinds: ['human', 'strong'] });
  assert.match(await page.textContent('[data-testid="tray-1"]'), /Bot: strong/);
  assert.match(await pageLink(page), /~hs$/);

  let longest = 0;
  let botMoves = 0;
  for (let turn = 0; turn < 6 && !(await page.$('[data-testid="ranking"]')); turn += 1) {
    const before = await movesPlayed(page);
    await playFirst(page);
    // The bot answers in the worker; meanwhile the main thread stays free. Wait until the
    // person may click again (the bot has moved, or was skipped) or the game is over.
    const thinkingFrom = await page.evaluate(() => performance.now());
    await page.waitForFunction(
      () => document.querySelector('[data-cell].legal-start') || document.querySelector('[data-testid="ranking"]'),
      null,
      { timeout: 30000 },
    );
    await settled(page);
    const thinkingTo = await page.evaluate(() => performance.now());
    const after = await movesPlayed(page);
    botMoves += after - before - 1;
    const tasks = await page.evaluate(([a, b]) => window.__longTasks.filter((t) => t.start >= a && t.start <= b), [thinkingFrom, thinkingTo]);
    for (const t of tasks) longest = Math.max(longest, t.duration);
    if (after > before + 1) {
      // The bot's segment is marked as its move.
      assert.equal(await page.$$eval('.arch.bot-move', (els) => els.length), 1);
    }
    // The referee accepts every move so far, and it is the person's turn again.
    const verdict = referee(await pageLink(page));
    assert.ok(verdict.phase === 'over' || verdict.to_move === 0, `seat ${verdict.to_move} to move after turn ${turn}`);
  }
  assert.ok(botMoves >= 3, `the bot answered ${botMoves} moves`);
  console.log(`longest main-thread task over ${botMoves} strong bot moves: ${longest.toFixed(0)} ms (0 = none over 50 ms)`);
  // The observer does see long tasks: a deliberate 120 ms one is recorded.
  await page.evaluate(() => { const t = performance.now(); while (performance.now() - t < 120); });
  await page.waitForFunction(() => window.__longTasks.some((t) => t.duration >= 100));
  assert.equal(longest, 0, 'no main-thread task over 50 ms while the bot thinks');
  assert.deepEqual(page.errors, []);
});

test('two bots play a whole game alone, with pause and resume, to the ranking', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2, kinds: ['easy', 'medium'] });
  await waitForMoves(page, 3);
  await page.click('[data-testid="bot-pause"]');
  await page.waitForSelector('[data-testid="bot-resume"]');
  // A move already on its way may still land; after that the game stands still.
  await page.waitForFunction(() => !document.querySelector('[data-testid="bot-thinking"]'));
  const paused = await movesPlayed(page);
  await page.waitForTimeout(1500);
  assert.equal(await movesPlayed(page), paused, 'paused bots do not move');
  await page.click('[data-testid="bot-resume"]');
  await page.waitForSelector('[data-testid="ranking"]', { timeout: 120000 });
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

test('after an undo the bot waits until it is let play', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2, kinds: ['human', 'easy'] });
  await playFirst(page);
  await waitForMoves(page, 2);
  await page.click('[data-testid="undo"]');
  assert.equal(await movesPlayed(page), 1);
  await page.waitForSelector('[data-testid="bot-waiting"]');
  await page.waitForTimeout(1500);
  assert.equal(await movesPlayed(page), 1, 'the undone bot move is not replayed by itself');
  await page.click('[data-testid="bot-resume"]');
  await waitForMoves(page, 2);
  assert.equal(await movesPlayed(page), 2);
  // Undoing twice goes back to the person's move; playing again wakes the bot.
  await page.click('[data-testid="undo"]');
  await page.click('[data-testid="undo"]');
  assert.equal(await movesPlayed(page), 0);
  await playFirst(page);
  await waitForMoves(page, 2);
  assert.deepEqual(page.errors, []);
});

test('a hint marks a legal move of the player to move without playing it', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  await setupTwo(page);
  const played = await movesPlayed(page);
  await page.click('[data-testid="hint"]');
  await page.waitForSelector('[data-cell].hint-start', { timeout: 20000 });
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
