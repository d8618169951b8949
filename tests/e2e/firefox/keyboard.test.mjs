// Firefox: play with the keyboard alone, as tests/keyboard.test.mjs does in Chromium: Tab
// to the board (one cell in the tab order at a time), arrows across the loch, Enter or
// Space to act, Ctrl+Z to take a move back; and the focus ring for the keyboard only
// (:focus-visible is each browser's own judgement).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ROVING, focused, tabTo, grid, arrow, assertRoving, arrowTo, ringOpacity } from '../keyboard-focus.mjs';
import { useFirefox, open, until, press, click, exists, cellsWith, movesPlayed, text, settled } from './firefox.mjs';

const site = useFirefox();

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

/** Keys pressed as firefox.mjs presses them, the focus waited for after an arrow key. */
const KEYS = { press, expectFocus };

/** Plays from `from` to `to` (the first highlighted end unless given) with the arrows and
 * `key` ("Enter" or " "), then the first offered segment and the head when the page asks. */
async function playByKeys(page, board, from, key, to) {
  const before = await movesPlayed(page);
  await arrowTo(page, board, from, KEYS);
  await press(page, key);
  const ends = await cellsWith(page, 'legal-end');
  to ??= ends[0];
  assert.ok(ends.includes(to), `${to} is highlighted after choosing ${from}`);
  await arrowTo(page, board, to, KEYS);
  await press(page, key);
  if ((await movesPlayed(page)) === before && (await exists(page, '.piece.offered:not(:disabled)'))) {
    await tabTo(page, '.piece.offered:not(:disabled)', KEYS);
    await press(page, 'Enter');
  }
  if ((await movesPlayed(page)) === before) {
    await tabTo(page, '[data-testid="choose-head"]', KEYS);
    await press(page, 'Enter');
  }
  assert.equal(await movesPlayed(page), before + 1, `the move ${from}-${to} is played`);
}

test('Firefox: Tab, arrows and Enter set up and play a game; Ctrl+Z takes a move back', async () => {
  const page = await site.newPage();
  await open(page, site.url);

  // The new-game dialog, by keys: the player count changes with the arrows.
  await tabTo(page, '[data-testid="player-count"]', KEYS);
  await press(page, 'ArrowDown');
  assert.equal(await page.evaluate(() => document.querySelector('[data-testid="player-count"]').value), '3');
  await expectFocus(page, 'player-count', 'the player count keeps the focus when seats are added');
  await press(page, 'ArrowUp');
  assert.equal(await exists(page, '[data-testid="seat-colour-2"]'), false, 'back to two seats');
  await tabTo(page, '[data-testid="start-game"]', KEYS);
  await press(page, 'Enter');
  // A fresh visit's Start fetches the game's module first (the welcome screen).
  await page.waitForSelector('[data-testid="start-game"]', { hidden: true });
  await settled(page);
  assert.equal(await exists(page, '[data-testid="start-game"]'), false, 'Enter on Start closes the dialog');

  // Into the loch: one tab stop; the arrows move it, the ring shows where it is.
  const board = await grid(page);
  await tabTo(page, ROVING, KEYS);
  await assertRoving(page, await focused(page));
  await arrowTo(page, board, 'e5', KEYS);
  await assertRoving(page, 'e5');
  assert.equal(await ringOpacity(page, 'e5'), '1', 'the focused cell shows its ring');
  assert.equal(await ringOpacity(page, 'f5'), '0', 'other cells do not');
  await arrowTo(page, board, 'c1', KEYS);
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
  await tabTo(page, '[data-testid="start-game"]', KEYS);
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
  await tabTo(page, '[data-testid="start-game"]', KEYS);
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
