// On phone-sized touch screens: the loch fits the width, taps play, and every control is big
// enough for a finger in portrait and in landscape.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, open, newGame, movesPlayed, settled, playFirst, playMoves, playToEnd, smallTargets } from '../helpers.mjs';

const site = useSite();

test('taps play a game on a phone-sized screen', async () => {
  const context = await site.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await site.newPage(context);
    await open(page, site.url);
    await newGame(page, { players: 2 });
    const box = await page.locator('[data-testid="board"]').boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 390, `the board fits the width (${JSON.stringify(box)})`);
    for (const cell of ['e5', 'e7', 'h4', 'h7']) await page.tap(`[data-cell="${cell}"]`);
    assert.equal(await movesPlayed(page), 2);
    await playFirst(page, { via: 'tap', end: 'last' });
    assert.equal(await movesPlayed(page), 3);
    // A tap on a hole that is not legal explains it.
    await page.tap('[data-cell="e6"]');
    assert.match(await page.textContent('[data-testid="explanation"]'), /e6/);
  } finally {
    await context.close();
  }
});

/** The controls a phone player taps: buttons, selects and tray segments. A fingertip
 * needs 40 CSS px either way. */
const PHONE_CONTROLS = 'button, select, [data-testid^="piece-"]';

/** Fails when the page scrolls sideways or a control is too small to tap. */
async function assertFitsAndTappable(page, width, view) {
  const scroll = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, body: document.body.scrollWidth, viewport: innerWidth }));
  assert.equal(scroll.viewport, width);
  assert.ok(scroll.page <= width && scroll.body <= width, `no sideways scrolling ${view} (${JSON.stringify(scroll)})`);
  assert.deepEqual(await smallTargets(page, PHONE_CONTROLS, 40), [], `every control can be tapped ${view}`);
}

for (const [width, height, way] of [[360, 740, 'portrait'], [740, 360, 'landscape']]) {
  test(`a ${width}x${height} phone (${way}): no sideways scrolling, every control at least 40 px`, async () => {
    const context = await site.newContext({ viewport: { width, height }, isMobile: true, hasTouch: true });
    try {
      const page = await site.newPage(context);
      await open(page, site.url);
      await page.waitForSelector('[data-testid="start-game"]');
      await assertFitsAndTappable(page, width, 'in the new-game dialog');
      const dialog = await page.locator('dialog').boundingBox();
      assert.ok(dialog.x >= 0 && dialog.x + dialog.width <= width, `the dialog fits the width (${JSON.stringify(dialog)})`);
      await newGame(page, { players: 2 });
      for (const cell of ['e5', 'e7', 'h4', 'h7']) await page.tap(`[data-cell="${cell}"]`);
      await playMoves(page, 4, { via: 'tap' });
      await page.tap('[data-testid="replay-prev"]');
      assert.ok(await page.$('[data-testid="continue-here"]'), 'looking back offers to continue from there');
      await assertFitsAndTappable(page, width, 'during a game, looking back');
      await page.tap('[data-testid="replay-last"]');
      for (const id of ['board', 'tray-0', 'tray-1']) {
        const box = await page.locator(`[data-testid="${id}"]`).boundingBox();
        assert.ok(box.x >= 0 && box.x + box.width <= width, `${id} fits the width (${JSON.stringify(box)})`);
      }
      const pitch = await page.evaluate(() => {
        const a = document.querySelector('[data-cell="e5"]').getBoundingClientRect();
        const b = document.querySelector('[data-cell="f5"]').getBoundingClientRect();
        return Math.round((b.x - a.x) * 10) / 10;
      });
      console.log(`board cells are ${pitch} CSS px apart on a ${width}x${height} screen`);
      assert.ok(pitch >= 24, `a cell is at least 24 px, WCAG's minimum target (${pitch})`);
      await playToEnd(page, { play: (p) => playFirst(p, { via: 'tap' }) });
      await assertFitsAndTappable(page, width, 'with the ranking');
    } finally {
      await context.close();
    }
  });
}

// Eleven holes across a 360 px screen leave about 28 px each: the zoom makes every hole at
// least 40 px wide, the loch scrolls inside its frame (never the page), and taps still play.
for (const [width, height, way] of [[360, 740, 'portrait'], [740, 360, 'landscape']]) {
  test(`on a ${width}x${height} phone (${way}) the zoomed loch has finger-sized holes`, async () => {
    const context = await site.newContext({ viewport: { width, height }, isMobile: true, hasTouch: true });
    try {
      const page = await site.newPage(context);
      await open(page, site.url);
      await newGame(page, { players: 2 });
      const holeSizes = () => page.$$eval('[data-cell] .target', (ts) => ts.map((t) => t.getBoundingClientRect().width));
      const before = Math.min(...await holeSizes());
      await page.tap('[data-testid="zoom-board"]');
      await settled(page);
      assert.equal(await page.getAttribute('[data-testid="zoom-board"]', 'aria-pressed'), 'true');
      const after = Math.min(...await holeSizes());
      assert.ok(after >= 40, `zoomed holes are at least 40 px (${before.toFixed(1)} px before, ${after.toFixed(1)} px after)`);
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(scroll <= width, `the page itself does not scroll sideways (${scroll})`);
      for (const cell of ['e5', 'e7', 'h4', 'h7']) await page.tap(`[data-cell="${cell}"]`);
      assert.equal(await movesPlayed(page), 2);
      await page.tap('[data-testid="zoom-board"]');
      await settled(page);
      assert.ok(Math.abs(Math.min(...await holeSizes()) - before) < 1, 'the whole loch comes back');
    } finally {
      await context.close();
    }
  });
}
