// The game page keeps what matters in view at 1366x768 and on a touch phone, in English
// and French: the move list at its newest move as the game goes on (unless the reader has
// scrolled back), a four-player log with no move broken across lines, and a side panel
// that does not jump when a segment choice or a hint appears.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useSite, open, newGame, setupTwo, playFirst, settled, cellsWith, cellXY, botGameLink, playMoves,
} from '../helpers.mjs';

const site = useSite();

const SIZES = [
  { name: 'desktop, English', options: { viewport: { width: 1366, height: 768 }, locale: 'en-GB' }, via: 'click' },
  { name: 'phone, French', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'fr-FR' }, via: 'tap' },
];

// Four players (medium bots, whose games run past 30 moves): 24 and 30 moves into the
// game, and the whole game.
const EARLY = botGameLink(4, { moves: 24, level: 'medium', seed: 2 });
const MIDGAME = botGameLink(4, { moves: 30, level: 'medium', seed: 2 });
const FINISHED = botGameLink(4, { level: 'medium', seed: 2 });

/** Whether the log line `selector` shows inside the move list's scroll box. */
const inList = (page, selector) => page.evaluate((selector) => {
  const list = document.querySelector('[data-testid="move-list"]').getBoundingClientRect();
  const line = document.querySelector(selector)?.getBoundingClientRect();
  return Boolean(line) && line.height > 0 && line.top >= list.top - 1 && line.bottom <= list.bottom + 1;
}, selector);

/** The selector of the log's newest move. */
const newest = async (page) => `[data-testid="${await page.$$eval('[data-testid="move-list"] li.move button', (bs) => bs.at(-1).dataset.testid)}"]`;

/** The log's moves that are broken across lines or cut by their column. */
const brokenMoves = (page) => page.$$eval('[data-testid="move-list"] li.move', (lines) => lines
  .filter((li) => {
    const button = li.querySelector('button');
    const text = li.querySelector('.text');
    return text.getClientRects().length !== 1 || text.getBoundingClientRect().height > 1.6 * parseFloat(getComputedStyle(text).lineHeight || '16')
      || button.scrollWidth > button.clientWidth + 1;
  })
  .map((li) => li.textContent));

for (const { name, options, via } of SIZES) {
  test(`a four-player link opens its move list at the newest move (${name})`, async () => {
    const page = await site.newPage(await site.newContext(options));
    await open(page, `${site.url}#${MIDGAME}`);
    assert.ok(await inList(page, await newest(page)), 'the newest move is in view');
    assert.ok(!(await inList(page, '[data-testid="move-0"]')), 'the list is longer than its box');
    assert.deepEqual(await brokenMoves(page), [], 'no move is broken across lines');
    assert.deepEqual(page.errors, []);
  });

  test(`a four-player move list follows the game, unless scrolled back (${name})`, async () => {
    const page = await site.newPage(await site.newContext(options));
    // Four people at this device, 24 moves in: six more by hand make 30.
    await open(page, `${site.url}#${EARLY}`);
    await playMoves(page, 6, { via });
    await settled(page);
    assert.ok(await inList(page, await newest(page)), 'the newest move is in view');
    assert.ok(!(await inList(page, '[data-testid="move-0"]')), 'the list is longer than its box');
    assert.deepEqual(await brokenMoves(page), [], 'no move is broken across lines');
    // Passed turns span the row, whatever the columns.
    for (const [start, end] of await page.$$eval('[data-testid="move-list"] li.skip', (ls) => ls.map((li) => [getComputedStyle(li).gridColumnStart, getComputedStyle(li).gridColumnEnd]))) {
      assert.deepEqual([start, end], ['1', '-1']);
    }
    // Each new move comes into view.
    await playFirst(page, { via });
    await settled(page);
    assert.ok(await inList(page, await newest(page)), 'the move just played is in view');
    // A reader who scrolls back stays where they are while the game goes on.
    await page.$eval('[data-testid="move-list"]', (list) => { list.scrollTop = 0; list.dispatchEvent(new Event('scroll')); });
    await playFirst(page, { via });
    await settled(page);
    assert.equal(await page.$eval('[data-testid="move-list"]', (list) => list.scrollTop), 0, 'the list stayed where the reader left it');
    assert.ok(await inList(page, '[data-testid="move-0"]'));
    // Scrolled back down to the end, it follows again.
    await page.$eval('[data-testid="move-list"]', (list) => { list.scrollTop = list.scrollHeight; list.dispatchEvent(new Event('scroll')); });
    await playFirst(page, { via });
    await settled(page);
    assert.ok(await inList(page, await newest(page)));
    assert.deepEqual(page.errors, []);
  });

  test(`a finished four-player game opened by its link shows its last moves and its end (${name})`, async () => {
    const page = await site.newPage(await site.newContext(options));
    await open(page, `${site.url}#${FINISHED}`);
    await page.waitForSelector('[data-testid="log-ending"]');
    assert.ok(await inList(page, await newest(page)), 'the last move is in view');
    assert.ok(await inList(page, '[data-testid="log-ending"]'), 'the game\'s end is in view');
    assert.deepEqual(await brokenMoves(page), []);
    // Stepping back through the game keeps the move shown in view.
    await page.click('[data-testid="replay-first"]');
    await page.click('[data-testid="replay-next"]');
    await settled(page);
    assert.ok(await inList(page, '[data-testid="move-0"]'), 'the first move, shown, is in view');
    assert.deepEqual(page.errors, []);
  });

  test(`a segment choice or a hint does not push the side panel about (${name})`, async () => {
    const page = await site.newPage(await site.newContext(options));
    await open(page, site.url);
    await newGame(page, { players: 2 });
    await setupTwo(page);
    const trays = () => page.$eval('.trays', (t) => t.getBoundingClientRect().top + window.scrollY);
    const at = await trays();
    const shifts = [];
    // The hint: its suggestion appears in the status.
    await page.click('[data-testid="hint"]');
    await page.waitForSelector('[data-testid="suggestion"]');
    shifts.push(Math.abs((await trays()) - at));
    // A second foot two holes away, where segments of several heights fit: the status asks
    // which one.
    let asked = false;
    for (let tries = 0; tries < 6 && !asked; tries++) {
      const starts = await cellsWith(page, 'legal-start');
      for (const from of starts) {
        await page.click(`[data-cell="${from}"]`);
        const ends = await cellsWith(page, 'legal-end');
        const [fx, fy] = cellXY(from);
        const far = ends.find((c) => { const [x, y] = cellXY(c); return Math.abs(x - fx) + Math.abs(y - fy) === 2; });
        if (!far) { await page.click(`[data-cell="${from}"]`); continue; }
        await page.click(`[data-cell="${far}"]`);
        await settled(page);
        if (await page.$('[data-testid="segment-choices"]')) { asked = true; break; }
      }
      if (!asked) await playFirst(page);
    }
    assert.ok(asked, 'the status asked which segment');
    shifts.push(Math.abs((await trays()) - at));
    assert.ok(shifts.every((s) => s <= 5), `the trays moved by ${shifts.join(' and ')} px`);
    assert.deepEqual(page.errors, []);
  });
}
