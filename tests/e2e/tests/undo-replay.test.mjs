// Undo, redo and the replay of earlier positions, which never loses the later moves.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, open, newGame, setupTwo, playFirst, playMoves, highlights, boardState, movesPlayed } from '../helpers.mjs';

const site = useSite();

test('undo and redo', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  await setupTwo(page);
  const afterSetup = await boardState(page);
  await playFirst(page);
  await playFirst(page);
  const afterFour = await boardState(page);
  await page.click('[data-testid="undo"]');
  await page.click('[data-testid="undo"]');
  assert.equal(await movesPlayed(page), 2);
  const undone = await boardState(page);
  assert.deepEqual(undone.arches, afterSetup.arches);
  assert.deepEqual(undone.starts, afterSetup.starts);
  assert.equal(await page.$$eval('[data-testid="move-list"] li.undone', (e) => e.length), 2);
  await page.click('[data-testid="redo"]');
  await page.click('[data-testid="redo"]');
  assert.deepEqual(await boardState(page), afterFour);
  assert.ok(await page.isDisabled('[data-testid="redo"]'));
  // The keyboard shortcuts do the same.
  await page.keyboard.press('Control+z');
  assert.equal(await movesPlayed(page), 3);
  await page.keyboard.press('Control+y');
  assert.deepEqual(await boardState(page), afterFour);
});

test('replay steps through the game read-only and can continue from an earlier move', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  await setupTwo(page);
  await playMoves(page, 3);
  const last = await boardState(page);
  await page.click('[data-testid="replay-first"]');
  assert.equal(await page.$$eval('.arch', (e) => e.length), 0);
  assert.match(await page.textContent('[data-testid="status"]'), /Replay: position after move 0 of 5/);
  assert.deepEqual(await highlights(page), { starts: [], ends: [] }, 'read-only');
  await page.click('[data-testid="replay-next"]');
  await page.click('[data-testid="replay-next"]');
  assert.equal(await page.$$eval('.arch', (e) => e.length), 2);
  await page.click('[data-testid="replay-prev"]');
  assert.equal(await page.$$eval('.arch', (e) => e.length), 1);
  await page.click('[data-testid="move-3"]');
  assert.equal(await page.$$eval('.arch', (e) => e.length), 4);
  await page.click('[data-testid="replay-last"]');
  assert.deepEqual(await boardState(page), last);

  await page.click('[data-testid="move-2"]');
  await page.click('[data-testid="continue-here"]');
  assert.equal(await movesPlayed(page), 3);
  assert.equal(await page.$$eval('[data-testid="move-list"] li.undone', (e) => e.length), 2);
  assert.ok((await highlights(page)).starts.length > 0, 'playable again');
  await page.click('[data-testid="redo"]');
  await page.click('[data-testid="redo"]');
  assert.deepEqual(await boardState(page), last);
});
