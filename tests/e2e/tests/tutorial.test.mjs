// The tutorial: every step completed by clicking the move it teaches, wrong moves refused
// with a word on what was wanted, and the game left as it was.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, open, newGame, setupTwo, highlights, boardState, pageLink } from '../helpers.mjs';
import { T, tutorialHelpers } from '../tutorial-page.mjs';

const site = useSite();
const { tutorialSettled, tap, cell, play, step, feedback, expectCompleted } = tutorialHelpers();

async function next(page) {
  const before = (await step(page)).index;
  await tap(page, '[data-testid="tutorial-next"]');
  assert.deepEqual(await step(page), { index: before + 1, completed: false });
  assert.equal((await feedback(page)).text, '');
}

test('every step of the tutorial, taught moves and refused ones, then back to the game', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  await setupTwo(page);
  const game = await boardState(page);
  const link = await pageLink(page);

  await page.click('[data-testid="open-tutorial"]');
  await page.waitForSelector(T);
  await tutorialSettled(page);
  assert.equal(await page.$('[data-testid="move-list"]'), null, 'the game is out of sight');
  assert.match(await page.textContent('[data-testid="tutorial-instructions"]'), /deep water/);

  // 0. The starter, in the deep water.
  assert.deepEqual(await step(page), { index: 0, completed: false });
  await play(page, 'e5', 'e7');
  await expectCompleted(page, 0);
  await next(page);

  // 1. Six start cells beside the ends.
  assert.deepEqual((await highlights(page, T)).starts, ['d5', 'd7', 'e4', 'e8', 'f5', 'f7']);
  // Orange has one segment of span 1: the move is played without a choice of segment.
  await play(page, 'e8', 'e9');
  await expectCompleted(page, 1);
  await next(page);

  // 2. Crossing a lower arch. A legal move that crosses nothing is taken back with words.
  await play(page, 'e4', 'e3');
  let said = await feedback(page);
  assert.equal(said.kind, 'wrong');
  assert.match(said.text, /passes over nothing/);
  assert.deepEqual(await step(page), { index: 2, completed: false });
  assert.equal(await page.$$eval(`${T} .arch`, (els) => els.length), 2, 'the wrong move was taken back');
  // Clicking a hole out of play does nothing but is explained.
  await cell(page, 'b5');
  assert.match(await page.textContent(`${T} [data-testid="explanation"]`), /b5/);
  assert.equal(await page.$$eval(`${T} .arch`, (els) => els.length), 2);
  // Heads are never crossed: from e4, h4 would pass over green's head on g4.
  await cell(page, 'e4');
  await page.hover(`${T} [data-cell="h4"]`);
  assert.match(await page.textContent(`${T} [data-testid="explanation"]`), /h4.*head on g4/);
  await cell(page, 'e4'); // choosing the start cell again lets go of it
  await play(page, 'f5', 'h5', { piece: 2 });
  await expectCompleted(page, 2);
  await next(page);

  // 3. The refused crossings are explained when pointed at; the one legal foot completes it.
  await cell(page, 'f7');
  for (const [name, words] of [['c7', /under/], ['i7', /just as tall/], ['f9', /tail/]]) {
    await page.hover(`${T} [data-cell="${name}"]`);
    await tutorialSettled(page);
    const text = await page.textContent(`${T} [data-testid="explanation"]`);
    assert.match(text, new RegExp(name), `${name} is named`);
    assert.match(text, words, `${name}: ${text}`);
  }
  await cell(page, 'c7');
  assert.deepEqual(await step(page), { index: 3, completed: false }, 'a refused foot plays nothing');
  assert.deepEqual((await highlights(page, T)).ends, ['h7']);
  await cell(page, 'h7');
  await expectCompleted(page, 3);
  await next(page);

  // 4. Blocking green: its turn is skipped.
  await play(page, 'e4', 'c4', { piece: 3 });
  await expectCompleted(page, 4);
  assert.ok(await page.$(`${T} [data-testid="blocked-1"]`), "green's tray says it is blocked");
  await next(page);

  // 5. The last move: from the tail it loses the tie-break and is taken back; from the head it wins.
  await play(page, 'h8', 'e8', { piece: 8, end: 'tail' });
  said = await feedback(page);
  assert.equal(said.kind, 'wrong');
  assert.match(said.text, /grow the head/);
  await play(page, 'h8', 'e8', { piece: 8, end: 'head' });
  await expectCompleted(page, 5);
  assert.match(await page.textContent(`${T} [data-testid="status"]`), /Orange/);
  await next(page);

  // 6. The expert variant: start cells two holes away.
  const { starts: expert } = await highlights(page, T);
  assert.ok(expert.includes('e3') && !expert.includes('e4'), `${expert}`);
  assert.equal(await page.$('[data-testid="tutorial-done"]'), null, 'not done before the last step');
  await play(page, 'e3', 'g3', { piece: 2 });
  await expectCompleted(page, 6);
  await page.waitForSelector('[data-testid="tutorial-done"]');
  assert.ok(await page.$eval('[data-testid="tutorial-next"]', (b) => b.disabled), 'no step after the last');

  // Back to the game, exactly as it was.
  await page.click('[data-testid="close-page"]');
  await page.waitForSelector('[data-testid="move-list"]');
  assert.equal(await page.$(T), null);
  assert.deepEqual(await boardState(page), game);
  assert.equal(await pageLink(page), link);
  assert.deepEqual(page.errors, []);
});

test('keys on the tutorial page leave the game alone', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  await setupTwo(page);
  const link = await pageLink(page);
  await page.click('[data-testid="open-tutorial"]');
  await page.waitForSelector(T);
  await page.keyboard.press('Control+z');
  await page.click('[data-testid="close-page"]');
  await page.waitForSelector('[data-testid="move-list"]');
  assert.equal(await pageLink(page), link, 'Ctrl+Z on the tutorial did not undo the game');
  assert.deepEqual(page.errors, []);
});

test('the tutorial fits a 360-pixel phone and its buttons are reachable by keyboard', async () => {
  const context = await site.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const page = await site.newPage(context);
  await open(page, site.url);
  await page.keyboard.press('Escape');
  await page.click('[data-testid="open-tutorial"]');
  await page.waitForSelector(T);
  await tutorialSettled(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `no sideways scrolling (${overflow}px too wide)`);
  const board = await page.$eval(`${T} [data-testid="board"]`, (e) => e.getBoundingClientRect().width);
  assert.ok(board > 250, `the board is usable (${board}px wide)`);
  // The next-step button is a real button the keyboard reaches.
  await page.focus('[data-testid="tutorial-next"]');
  await page.keyboard.press('Enter');
  await tutorialSettled(page);
  assert.equal((await step(page)).index, 1);
  await context.close();
});
