// What the keyboard tests share, in Chromium (tests/keyboard.test.mjs) and in Firefox
// (firefox/keyboard.test.mjs): where the keyboard focus is, Tab until an element has it, the
// board's cells as the arrow keys see them and the shortest way there by arrows, the board's
// single tab stop, and the focus ring. Only `page.evaluate` reaches the page here, which
// Playwright and Puppeteer share; the two functions that press keys take the browser's way
// of pressing them (`keys`, Playwright's by default).
import assert from 'node:assert/strict';
import { cellXY } from './helpers.mjs';

/** The board's one cell in the tab order. */
export const ROVING = '[data-testid="board"] [data-cell][tabindex="0"]';

/** Each arrow key's step across the board, [dx, dy]. */
export const STEPS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** How a test presses a key (`press(page, key)`, chords such as "Shift+Tab" too) and checks
 * where the focus went after an arrow key (`expectFocus(page, name, message)`): Playwright's
 * press, and the focus read once it returns. firefox/keyboard.test.mjs passes its own. */
const PLAYWRIGHT_KEYS = {
  press: (page, key) => page.keyboard.press(key),
  expectFocus: async (page, name, message) => assert.equal(await focused(page), name, message),
};

/** What has the keyboard focus: a cell's name, a test id, or the tag. */
export async function focused(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute('data-cell') ?? el?.getAttribute('data-testid') ?? el?.tagName.toLowerCase() ?? null;
  });
}

/** Presses Tab (or Shift+Tab when the target comes earlier in the page) until the element
 * matching `selector` has the focus. */
export async function tabTo(page, selector, keys = PLAYWRIGHT_KEYS) {
  for (let i = 0; i < 200; i++) {
    const where = await page.evaluate((s) => {
      const here = document.activeElement;
      if (here?.matches(s)) return 'here';
      const target = document.querySelector(s);
      if (!target) return 'missing';
      const after = here && here !== document.body && (target.compareDocumentPosition(here) & Node.DOCUMENT_POSITION_FOLLOWING);
      return after ? 'before' : 'after';
    }, selector);
    if (where === 'here') return;
    assert.notEqual(where, 'missing', `nothing on the page matches ${selector}`);
    await keys.press(page, where === 'before' ? 'Shift+Tab' : 'Tab');
  }
  assert.fail(`Tab never reaches ${selector} (focus is on ${await focused(page)})`);
}

/** The board's cells as the arrows see them: names by position, and the grid's size. */
export async function grid(page) {
  const names = await page.evaluate(() => [...document.querySelectorAll('[data-testid="board"] [data-cell]')].map((e) => e.getAttribute('data-cell')));
  const at = new Map(names.map((n) => [cellXY(n).join(','), n]));
  const xs = names.map((n) => cellXY(n)[0]);
  const ys = names.map((n) => cellXY(n)[1]);
  return { names, at, width: Math.max(...xs) + 1, height: Math.max(...ys) + 1 };
}

/** Where an arrow key leads from `name`: the nearest cell in that direction, past holes the
 * map does not have; the same cell at the edge. */
export function arrow(board, name, key) {
  const [dx, dy] = STEPS[key];
  let [x, y] = cellXY(name);
  for (;;) {
    x += dx;
    y += dy;
    if (x < 0 || y < 0 || x >= board.width || y >= board.height) return name;
    const found = board.at.get(`${x},${y}`);
    if (found) return found;
  }
}

/** The shortest list of arrow keys from one cell to another. */
export function route(board, from, to) {
  const back = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const here = queue.shift();
    if (here === to) break;
    for (const key of Object.keys(STEPS)) {
      const next = arrow(board, here, key);
      if (!back.has(next)) {
        back.set(next, [here, key]);
        queue.push(next);
      }
    }
  }
  assert.ok(back.has(to), `arrows lead from ${from} to ${to}`);
  const keys = [];
  for (let step = back.get(to); step; step = back.get(step[0])) keys.unshift(step[1]);
  return keys;
}

/** Exactly one cell is in the tab order, and it is `name`. */
export async function assertRoving(page, name) {
  const stops = await page.evaluate(() => [...document.querySelectorAll('[data-testid="board"] [data-cell]')]
    .map((e) => [e.getAttribute('data-cell'), e.getAttribute('tabindex')]));
  assert.deepEqual(stops.filter(([, t]) => t === '0').map(([n]) => n), [name], 'one cell, the focused one, has tabindex 0');
  assert.deepEqual(stops.filter(([, t]) => t !== '0' && t !== '-1'), [], 'every other cell has tabindex -1');
}

/** Moves the keyboard focus onto cell `name` with the arrow keys, checking every step. */
export async function arrowTo(page, board, name, keys = PLAYWRIGHT_KEYS) {
  if (!(await page.evaluate(() => document.activeElement?.matches('[data-testid="board"] [data-cell]') ?? false))) {
    await tabTo(page, ROVING, keys);
  }
  let here = await focused(page);
  for (const key of route(board, here, name)) {
    const expected = arrow(board, here, key);
    await keys.press(page, key);
    await keys.expectFocus(page, expected, `${key} from ${here} leads to ${expected}`);
    here = expected;
  }
  assert.equal(here, name);
}

/** Opacity of a cell's focus ring. */
export async function ringOpacity(page, name) {
  return page.evaluate((n) => getComputedStyle(document.querySelector(`[data-cell="${n}"] .focus-ring`)).opacity, name);
}
