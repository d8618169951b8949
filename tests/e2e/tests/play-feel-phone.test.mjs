// A phone in the hand: the board stays under the finger for the whole of a move, and any
// choice the page asks for shows where the finger is.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useSite, open, newGame, cellsWith, cellXY, movesPlayed, waitForPersonTurn, settled,
} from '../helpers.mjs';

const site = useSite();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** Where the board is on the page (not on the screen: a tap may scroll). */
const boardTop = (page) => page.$eval('[data-testid="board"]', (b) => b.getBoundingClientRect().top + window.scrollY);

/** Whether the element is wholly on the screen. */
const onScreen = (page, selector) => page.$eval(selector, (e) => {
  const r = e.getBoundingClientRect();
  return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
});

test('a whole game against the computer by taps: the board never moves between the taps of a move', async () => {
  const page = await site.newPage(await site.newContext(PHONE));
  await open(page, site.url);
  await newGame(page, { players: 2, kinds: ['human', 'easy'] });
  let taps = 0;
  let choices = 0;
  const drift = [];
  while (true) {
    await waitForPersonTurn(page);
    if (await page.$('[data-testid="ranking"]')) break;
    const before = await movesPlayed(page);
    const top = await boardTop(page);
    const [from] = await cellsWith(page, 'legal-start');
    await page.tap(`[data-cell="${from}"]`);
    await settled(page);
    drift.push(Math.abs((await boardTop(page)) - top));
    // A second foot two holes away: segments of several heights fit there, so the page asks.
    const ends = await cellsWith(page, 'legal-end');
    const [fx, fy] = cellXY(from);
    const far = ends.find((c) => { const [x, y] = cellXY(c); return Math.abs(x - fx) + Math.abs(y - fy) === 2; });
    await page.tap(`[data-cell="${far ?? ends[0]}"]`);
    await settled(page);
    drift.push(Math.abs((await boardTop(page)) - top));
    taps += 2;
    if ((await movesPlayed(page)) === before && (await page.$('[data-testid="segment-choices"]'))) {
      assert.ok(await onScreen(page, '[data-testid="segment-choices"] button'), 'the segments offered are on the screen');
      await page.tap('[data-testid="segment-choices"] button');
      await settled(page);
      drift.push(Math.abs((await boardTop(page)) - top));
      choices += 1;
    }
    if ((await movesPlayed(page)) === before && (await page.$('[data-testid="choose-head"]'))) {
      assert.ok(await onScreen(page, '[data-testid="choose-head"]'), 'the choice of end is on the screen');
      await page.tap('[data-testid="choose-head"]');
    }
    assert.ok((await movesPlayed(page)) > before, `the move from ${from} was played`);
  }
  assert.ok(taps >= 10, `a whole game: ${taps} taps`);
  assert.ok(choices > 0, 'the page asked for a segment at least once');
  assert.ok(Math.max(...drift) <= 2, `the board moved ${Math.max(...drift)} px between the taps of a move`);
  assert.deepEqual(page.errors, []);
});
