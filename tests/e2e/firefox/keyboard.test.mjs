// Firefox: play with the keyboard alone, as tests/keyboard.test.mjs does in Chromium: Tab
// to the board (one cell in the tab order at a time), arrows across the loch, Enter or
// Space to act, Ctrl+Z to take a move back; and the focus ring for the keyboard only
// (:focus-visible is each browser's own judgement).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cellXY } from '../helpers.mjs';
import { useFirefox, open, until, press, click, exists, cellsWith, movesPlayed, text, settled } from './firefox.mjs';

const site = useFirefox();

const ROVING = '[data-testid="board"] [data-cell][tabindex="0"]';
const STEPS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** What has the keyboard focus: a cell's name, a test id, or the tag. */
async function focused(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute('data-cell') ?? el?.getAttribute('data-testid') ?? el?.tagName.toLowerCase() ?? null;
  });
}

/** Waits until `name` (a cell's name or a test id) has the keyboard focus. An arrow key
 * applies no action to the page's state (its revision stays), and the page moves the focus
 * in an effect of its next render, which Yew may run a task later: so the focus is waited
 * for, not read once. */
async function expectFocus(page, name, message) {
  try {
    await until(page, (n) => {
      const el = document.activeElement;
      return el !== null && (el.getAttribute('data-cell') ?? el.getAttribute('data-testid')) === n;
    }, name);
  } catch {
    assert.equal(await focused(page), name, message);
  }
}

/** Presses Tab (or Shift+Tab when the target comes earlier in the page) until the element
 * matching `selector` has the focus. */
async function tabTo(page, selector) {
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
    await press(page, where === 'before' ? 'Shift+Tab' : 'Tab');
  }
  assert.fail(`Tab never reaches ${selector} (focus is on ${await focused(page)})`);
}

/** The board's cells as the arrows see them: names by position, and the grid's size. */
async function grid(page) {
  const names = await page.evaluate(() => [...document.querySelectorAll('[data-testid="board"] [data-cell]')].map((e) => e.getAttribute('data-cell')));
  const at = new Map(names.map((n) => [cellXY(n).join(','), n]));
  const xs = names.map((n) => cellXY(n)[0]);
  const ys = names.map((n) => cellXY(n)[1]);
  return { at, width: Math.max(...xs) + 1, height: Math.max(...ys) + 1 };
}

/** Where an arrow key leads from `name`: the nearest cell in that direction, past holes the
 * map does not have; the same cell at the edge. */
function arrow(board, name, key) {
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
function route(board, from, to) {
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
async function assertRoving(page, name) {
  const stops = await page.evaluate(() => [...document.querySelectorAll('[data-testid="board"] [data-cell]')]
    .map((e) => [e.getAttribute('data-cell'), e.getAttribute('tabindex')]));
  assert.deepEqual(stops.filter(([, t]) => t === '0').map(([n]) => n), [name], 'one cell, the focused one, has tabindex 0');
  assert.deepEqual(stops.filter(([, t]) => t !== '0' && t !== '-1'), [], 'every other cell has tabindex -1');
}

/** Moves the keyboard focus onto cell `name` with the arrow keys, checking every step. */
async function arrowTo(page, board, name) {
  if (!(await page.evaluate(() => document.activeElement?.matches('[data-testid="board"] [data-cell]') ?? false))) {
    await tabTo(page, ROVING);
  }
  let here = await focused(page);
  for (const key of route(board, here, name)) {
    const expected = arrow(board, here, key);
    await press(page, key);
    await expectFocus(page, expected, `${key} from ${here} leads to ${expected}`);
    here = expected;
  }
  assert.equal(here, name);
}

/** Opacity of a cell's focus ring. */
async function ringOpacity(page, name) {
  return page.evaluate((n) => getComputedStyle(document.querySelector(`[data-cell="${n}"] .focus-ring`)).opacity, name);
}

/** Plays from `from` to `to` (the first highlighted end unless given) with the arrows and
 * `key` ("Enter" or " "), then the first offered segment and the head when the page asks. */
async function playByKeys(page, board, from, key, to) {
  const before = await movesPlayed(page);
  await arrowTo(page, board, from);
  await press(page, key);
  const ends = await cellsWith(page, 'legal-end');
  to ??= ends[0];
  assert.ok(ends.includes(to), `${to} is highlighted after choosing ${from}`);
  await arrowTo(page, board, to);
  await press(page, key);
  if ((await movesPlayed(page)) === before && (await exists(page, '.piece.offered:not(:disabled)'))) {
    await tabTo(page, '.piece.offered:not(:disabled)');
    await press(page, 'Enter');
  }
  if ((await movesPlayed(page)) === before) {
    await tabTo(page, '[data-testid="choose-head"]');
    await press(page, 'Enter');
  }
  assert.equal(await movesPlayed(page), before + 1, `the move ${from}-${to} is played`);
}

test('Firefox: Tab, arrows and Enter set up and play a game; Ctrl+Z takes a move back', async () => {
  const page = await site.newPage();
  await open(page, site.url);

  // The new-game dialog, by keys: the player count changes with the arrows.
  await tabTo(page, '[data-testid="player-count"]');
  await press(page, 'ArrowDown');
  assert.equal(await page.evaluate(() => document.querySelector('[data-testid="player-count"]').value), '3');
  await expectFocus(page, 'player-count', 'the player count keeps the focus when seats are added');
  await press(page, 'ArrowUp');
  assert.equal(await exists(page, '[data-testid="seat-colour-2"]'), false, 'back to two seats');
  await tabTo(page, '[data-testid="start-game"]');
  await press(page, 'Enter');
  // A fresh visit's Start fetches the game's module first (the welcome screen).
  await page.waitForSelector('[data-testid="start-game"]', { hidden: true });
  await settled(page);
  assert.equal(await exists(page, '[data-testid="start-game"]'), false, 'Enter on Start closes the dialog');

  // Into the loch: one tab stop; the arrows move it, the ring shows where it is.
  const board = await grid(page);
  await tabTo(page, ROVING);
  await assertRoving(page, await focused(page));
  await arrowTo(page, board, 'e5');
  await assertRoving(page, 'e5');
  assert.equal(await ringOpacity(page, 'e5'), '1', 'the focused cell shows its ring');
  assert.equal(await ringOpacity(page, 'f5'), '0', 'other cells do not');
  await arrowTo(page, board, 'c1');
  // ArrowUp at the top edge moves nothing, which gives nothing to wait for: that the focus
  // stayed on c1 shows in where the next arrow leads from it.
  await press(page, 'ArrowUp');
  await press(page, 'ArrowRight');
  await expectFocus(page, arrow(board, 'c1', 'ArrowRight'), 'ArrowUp at the top edge kept the focus on c1');

  // Setup and two moves, Enter and Space both acting.
  await playByKeys(page, board, 'e5', 'Enter', 'e7');
  await playByKeys(page, board, 'h4', ' ', 'h7');
  assert.match(await text(page, '[data-testid="status"]'), /Orange \(O\) to move/);
  for (const key of ['Enter', ' ']) {
    const [from] = await cellsWith(page, 'legal-start');
    await playByKeys(page, board, from, key);
  }
  assert.equal(await movesPlayed(page), 4);
  await press(page, 'Control+z');
  assert.equal(await movesPlayed(page), 3, 'Ctrl+Z takes the last move back');
  assert.deepEqual(page.errors, []);
});

test('Firefox: the focus ring shows for the keyboard, not after a click', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await tabTo(page, '[data-testid="start-game"]');
  await press(page, 'Enter');
  await page.waitForSelector('[data-testid="start-game"]', { hidden: true });
  await settled(page);
  const [first] = await cellsWith(page, 'legal-start');
  await click(page, `[data-cell="${first}"]`);
  assert.equal(await focused(page), first, 'a click focuses the cell');
  assert.equal(await ringOpacity(page, first), '0', 'no ring after a click');
  // Tab out of the board and back: the clicked cell is the board's tab stop, now with a ring.
  await press(page, 'Tab');
  assert.notEqual(await focused(page), first, 'Tab leaves the board');
  await press(page, 'Shift+Tab');
  assert.equal(await focused(page), first, 'Shift+Tab comes back to the clicked cell');
  assert.equal(await ringOpacity(page, first), '1', 'a ring after Shift+Tab');
  const board = await grid(page);
  const target = arrow(board, first, 'ArrowDown');
  await press(page, 'ArrowDown');
  await expectFocus(page, target);
  assert.equal(await ringOpacity(page, target), '1', 'a ring after an arrow key');
  assert.deepEqual(page.errors, []);
});

// Focus moved by a script outside the key event is shown as :focus-visible by Firefox only
// if the cell focused before was; after a mouse click it was not. The board therefore
// moves the focus within the key event (ui/board.rs), not in the effect of its next
// render, which Yew runs in a later task when a render has taken 16 ms. The render is made
// slow here so that a late focus would always show.
test('Firefox: after a click, an arrow key shows the ring even when the page draws slowly', async () => {
  const page = await site.newPage();
  await page.evaluateOnNewDocument(() => {
    // After each key press, the first attribute the page writes takes 20 ms: a slow device.
    let slow = false;
    addEventListener('keydown', () => { slow = true; }, true);
    const setAttribute = Element.prototype.setAttribute;
    Element.prototype.setAttribute = function (...args) {
      if (slow) {
        slow = false;
        const from = performance.now();
        while (performance.now() - from < 20);
      }
      return setAttribute.apply(this, args);
    };
  });
  await open(page, site.url);
  await tabTo(page, '[data-testid="start-game"]');
  await press(page, 'Enter');
  await page.waitForSelector('[data-testid="start-game"]', { hidden: true });
  await settled(page);
  const [first] = await cellsWith(page, 'legal-start');
  await click(page, `[data-cell="${first}"]`);
  assert.equal(await ringOpacity(page, first), '0', 'no ring after a click');
  const target = arrow(await grid(page), first, 'ArrowDown');
  await press(page, 'ArrowDown');
  await expectFocus(page, target);
  assert.equal(await ringOpacity(page, target), '1', 'a ring after an arrow key');
});
