// On a phone-sized touch screen: the loch fits the width and taps play.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, open, newGame, cellsWith, movesPlayed, instrument, settled } from '../helpers.mjs';

let site;
before(async () => { site = await start(); });
after(async () => { await site?.close(); });

test('taps play a game on a phone-sized screen', async () => {
  const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = instrument(await context.newPage());
    await open(page, site.url);
    await newGame(page, { players: 2 });
    const box = await page.locator('[data-testid="board"]').boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 390, `the board fits the width (${JSON.stringify(box)})`);
    for (const cell of ['e5', 'e7', 'h4', 'h7']) await page.tap(`[data-cell="${cell}"]`);
    assert.equal(await movesPlayed(page), 2);
    const [first] = await cellsWith(page, 'legal-start');
    await page.tap(`[data-cell="${first}"]`);
    const ends = await cellsWith(page, 'legal-end');
    assert.ok(ends.length > 0);
    await page.tap(`[data-cell="${ends[ends.length - 1]}"]`);
    const offered = page.locator('.piece.offered').first();
    if (await offered.count()) {
      await offered.tap();
      await settled(page);
    }
    assert.equal(await movesPlayed(page), 3);
    // A tap on a hole that is not legal explains it.
    await page.tap('[data-cell="e6"]');
    assert.match(await page.textContent('[data-testid="explanation"]'), /e6/);
  } finally {
    await context.close();
  }
});
