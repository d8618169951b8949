// Loch Ness's computer players in the browser: the new-game screen offers every rung of the
// ladder with its rating, and a rung between two levels plays a whole game. The strong one
// thinks in the bot worker (the page asks, the worker answers with the action, the page
// plays exactly that), and when the worker cannot run the page says so and finds the same
// actions itself, so the game never stalls. It also gives the person to act a hint, drawn
// on the lake and kept with the game once acted on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, watchBotWorker, cli } from '../helpers.mjs';
import { VIEW, lochnessCli, openView, startGame, lnClick } from '../lochness-page.mjs';

const site = useSite();

/** The actions of a Loch Ness link, as the command line reads it. */
function actionsOf(link) {
  return JSON.parse(lochnessCli(['link', 'decode'], link)).actions;
}

const linkOf = (hash) => hash.replace(/^#?l\//, '').split('~')[0];

test('the new-game screen offers a strong computer player, which thinks in the worker: the page plays each action it answers', async () => {
  const page = await site.newPage();
  await watchBotWorker(page);
  await openView(page, `${site.url}#l/`);
  const offered = await page.$$eval('[data-testid="ln-seat-kind"][data-seat="1"] option', (options) => options.map((o) => o.value));
  assert.ok(offered.includes('strong'));
  await startGame(page, ['strong', 'medium']);
  assert.match(await page.evaluate(() => location.hash), /~sm$/, 'the address names the strong seat');
  // No click from here: both computers play, the strong one by the worker's answers.
  await page.waitForFunction(() => window.__bots.answers.length >= 6, null, { timeout: 120000 });
  const { questions, answers: heard, hash } = await page.evaluate(() => ({ ...window.__bots, hash: location.hash }));
  const asked = questions.map((q) => q.lochness);
  const answers = heard.map((a) => a.lochness);
  assert.ok(asked.every(Boolean) && answers.every(Boolean), 'only Loch Ness questions and answers');
  const played = actionsOf(linkOf(hash));
  for (const answer of answers) {
    assert.equal(answer.error, undefined, `the worker answered: ${JSON.stringify(answer)}`);
    const question = asked.find((q) => q.id === answer.id);
    assert.ok(question, `an answer to a question of the page: ${JSON.stringify(answer)}`);
    assert.equal(question.level, 'strong');
    // The game asked about, then the action answered, is how the game went on.
    const before = actionsOf(question.link);
    assert.equal(answer.played, before.length);
    assert.deepEqual(played.slice(0, before.length), before);
    if (played.length > before.length) assert.deepEqual(played[before.length], answer.action, 'the page played the answer');
  }
  const times = answers.map((a) => a.elapsed_ms).sort((a, b) => a - b);
  console.log(`strong decisions in the worker (wasm): ${times.length}, median ${times[times.length >> 1].toFixed(0)} ms, range ${times[0].toFixed(0)} to ${times[times.length - 1].toFixed(0)} ms`);
  assert.deepEqual(page.errors, []);
});

test('the new-game screen offers every rung of the ladder with its rating, and a rung between two levels plays a whole game', async () => {
  // The ladder as the command line prints it, from the same crate the page uses.
  const ladder = JSON.parse(cli(['levels', '--game', 'lochness', '--json']));
  const page = await site.newPage();
  await openView(page, `${site.url}#l/`);
  const offered = await page.$$eval('[data-testid="ln-seat-kind"][data-seat="1"] option', (options) => options.map((o) => [o.value, o.textContent]));
  assert.deepEqual(offered.map(([value]) => value), ['human', ...ladder.map((rung) => rung.name)], 'a person, then every rung, weakest first');
  for (const [[value, words], rung] of offered.slice(1).map((o, i) => [o, ladder[i]])) {
    assert.equal(words, `Computer (${value}) · ${Math.round(rung.rating)}`);
  }
  await startGame(page, ['steady', 'steady']);
  assert.match(await page.evaluate(() => location.hash), /~44$/, 'a rung between two levels is written as its number');
  // No click from here: both computers play the whole game.
  await page.waitForFunction((sel) => document.querySelector(sel).dataset.step === 'over', VIEW, { timeout: 120000 });
  const played = actionsOf(linkOf(await page.evaluate(() => location.hash)));
  assert.ok(played.length > 20, `a whole game: ${played.length} actions`);
  assert.deepEqual(page.errors, []);
});

test('a bot worker that cannot start: the page says so, and the strong player plays on from the page', async () => {
  // No service worker, which would serve the worker's files from its cache.
  const page = await site.newPage(await site.newContext({ serviceWorkers: 'block' }));
  await page.route(/blockness-bot-worker[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  await openView(page, `${site.url}#l/`);
  await startGame(page, ['strong', 'easy']);
  await page.waitForSelector('[data-testid="ln-thinking-on-page"]');
  assert.match(await page.textContent('[data-testid="ln-thinking-on-page"]'), /think on this page/);
  // The game goes on: the strong seat's actions are found by the page itself.
  await page.waitForFunction((sel) => Number(document.querySelector(sel).dataset.actions) >= 12, VIEW, { timeout: 120000 });
  const link = linkOf(await page.evaluate(() => location.hash));
  const referee = JSON.parse(lochnessCli(['referee'], lochnessCli(['link', 'decode'], link)));
  assert.ok(referee, 'the referee replays the game');
  assert.equal(await page.$$eval('[data-testid="ln-thinking-on-page"]', (notes) => notes.length), 1, 'said once');
  assert.deepEqual(page.errors.filter((e) => !/404|Failed to load|worker/i.test(e)), []);
});

test('a hint from the strong level is drawn on the lake, and the action taken with it is kept with the game', async () => {
  const page = await site.newPage();
  await watchBotWorker(page);
  await openView(page, `${site.url}#l/`);
  await startGame(page, ['human', 'easy']);
  await lnClick(page, '[data-testid="ln-hint"]');
  await page.waitForSelector('[data-testid="ln-hint-text"]');
  const text = await page.textContent('[data-testid="ln-hint-text"]');
  const point = text.match(/^Hint: post a photographer on point (\d+)\.$/)?.[1];
  assert.ok(point, `the hint says where: ${text}`);
  assert.deepEqual(await page.$$eval('.ln-point.hint', (points) => points.map((p) => p.dataset.lnPoint)), [point], 'that point, and no other, is marked');
  const { questions } = await page.evaluate(() => window.__bots);
  assert.deepEqual(questions.map((q) => q.lochness?.level), ['strong'], 'the strong level was asked, in the worker');
  // Taken: the log's line says it was played with a hint, and so does the kept game.
  await lnClick(page, `.ln-point[data-ln-point="${point}"] .plate`);
  const hinted = () => page.$$eval('[data-testid="ln-log"] li[data-hinted="yes"]', (lines) => lines.map((li) => li.textContent));
  const lines = await hinted();
  assert.equal(lines.length, 1);
  assert.match(lines[0], /\(with a hint\)$/);
  assert.equal(await page.$('[data-testid="ln-hint-text"]'), null, 'the hint went with its position');
  await page.reload();
  await page.waitForSelector(VIEW);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="ln-log"] li[data-hinted="yes"]').length === 1);
  assert.deepEqual(await hinted(), lines, 'kept with the game on the device');
  assert.deepEqual(page.errors, []);
});
