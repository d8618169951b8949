// Computer players: chosen in the dialog, watched to the end, held after an undo, hints,
// and seats carried in links. That they think without freezing the page is checked in
// bot-main-thread.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useSite, open, newGame, playFirst, setupTwo, pageLink, referee, movesPlayed, settled, cellsWith, clickCell,
  waitForMoves, watchBotWorker, botTraffic, nextRevision, cli,
} from '../helpers.mjs';

const site = useSite();

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

test('the dialog offers every rung of the ladder with its rating, and a rung between two levels plays as both', async () => {
  // The ladder as the command line prints it, from the same crate the page uses.
  const ladder = JSON.parse(cli(['levels', '--json']));
  const page = await site.newPage();
  await watchBotWorker(page);
  await open(page, site.url);
  if (!(await page.$('[data-testid="start-game"]'))) await page.click('[data-testid="new-game"]');
  const offered = await page.$$eval('[data-testid="seat-kind-1"] option', (options) => options.map((o) => [o.value, o.textContent]));
  const computers = offered.filter(([value]) => value !== 'human' && value !== 'link');
  assert.deepEqual(computers.map(([value]) => value), ladder.map((rung) => rung.name), 'every rung, weakest first');
  for (const [[value, words], rung] of computers.map((c, i) => [c, ladder[i]])) {
    assert.equal(words, `Bot: ${value} · ${Math.round(rung.rating)}`);
  }
  // Casual plays medium's move half the time and easy's otherwise: the worker is asked for both.
  await newGame(page, { players: 2, kinds: ['casual', 'casual'] });
  assert.match(await page.textContent('[data-testid="tray-0"]'), /Bot: casual/);
  await page.waitForSelector('[data-testid="ranking"]', { timeout: 100000 });
  assert.match(await pageLink(page), /~33$/, 'a rung between two levels is written as its number');
  const asked = new Set((await botTraffic(page)).questions.map((q) => JSON.stringify(q).match(/"level":"(\w+)"/)?.[1]));
  assert.deepEqual([...asked].sort(), ['easy', 'medium']);
  assert.equal(referee(await pageLink(page)).phase, 'over');
  assert.deepEqual(page.errors, []);
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

test('a bot worker whose script cannot be loaded: the page says the computer players cannot run here', async () => {
  // No service worker, which would serve the worker's files from its cache.
  const page = await site.newPage(await site.newContext({ serviceWorkers: 'block' }));
  await page.route(/blockness-bot-worker[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  await open(page, site.url);
  await newGame(page, { players: 2, kinds: ['easy', 'medium'] });
  // A script that does not load gives the worker a bare error event, without a message.
  await page.waitForSelector('.notice.error');
  assert.match(await page.textContent('.notice.error'), /computer players cannot run here \(they stopped working\)/);
  assert.equal(await movesPlayed(page), 0);
  assert.deepEqual(page.errors.filter((e) => !/404|Failed to load/i.test(e)), []);
});
