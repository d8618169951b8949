// Firefox: the tutorial opens over a game, its first steps are completed by clicking the
// moves they teach, and closing it leaves the game as it was.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useFirefox, open, click, until, newGame, setupTwo, highlights, exists, text, boardState, pageLink,
} from './firefox.mjs';
import { T, tutorialHelpers } from '../tutorial-page.mjs';

const site = useFirefox();
const { tutorialSettled, tap, play, step, feedback, expectCompleted } = tutorialHelpers({ click, until, highlights });

test('Firefox: the tutorial teaches the starter and the first move, then gives the game back', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  await setupTwo(page);
  const game = await boardState(page);
  const link = await pageLink(page);

  await click(page, '[data-testid="open-tutorial"]');
  await page.waitForSelector(T);
  await tutorialSettled(page);
  assert.equal(await exists(page, '[data-testid="move-list"]'), false, 'the game is out of sight');
  assert.match(await text(page, '[data-testid="tutorial-instructions"]'), /deep water/);

  // Step 1: the starter, in the deep water.
  assert.deepEqual(await step(page), { index: 0, completed: false });
  await play(page, 'e5', 'e7');
  await expectCompleted(page, 0);
  await tap(page, '[data-testid="tutorial-next"]');
  assert.deepEqual(await step(page), { index: 1, completed: false });

  // Step 2: six start cells beside the ends; a segment from the tail completes it.
  assert.deepEqual((await highlights(page, T)).starts, ['d5', 'd7', 'e4', 'e8', 'f5', 'f7']);
  // Orange has one segment of span 1: the move is played without a choice of segment.
  await play(page, 'e8', 'e9');
  await expectCompleted(page, 1);

  // Back to the game, exactly as it was.
  await click(page, '[data-testid="close-page"]');
  await page.waitForSelector('[data-testid="move-list"]');
  assert.equal(await exists(page, T), false);
  assert.deepEqual(await boardState(page), game);
  assert.equal(await pageLink(page), link);
  assert.deepEqual(page.errors, []);
});
