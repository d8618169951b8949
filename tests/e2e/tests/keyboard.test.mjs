// A whole two-player game with the keyboard alone: Tab between controls, arrows across the
// loch (one cell in the tab order at a time), Enter or Space to act, Ctrl+Z and the undo
// button to take moves back. No click, tap or hover anywhere in this file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, open, settled, cellsWith, movesPlayed, playToEnd } from '../helpers.mjs';
import { ROVING, focused, tabTo, grid, arrow, assertRoving, arrowTo, ringOpacity } from '../keyboard-focus.mjs';

const site = useSite();

/** Plays the first highlighted start and end, as the click tests do, with keys only;
 * `key` ("Enter" or " ") activates the cells. */
async function playFirstByKeys(page, board, key) {
  const before = await movesPlayed(page);
  const [from] = await cellsWith(page, 'legal-start');
  assert.ok(from, 'a start cell is highlighted');
  await arrowTo(page, board, from);
  await page.keyboard.press(key);
  const [to] = await cellsWith(page, 'legal-end');
  assert.ok(to, `an end cell is highlighted after choosing ${from}`);
  await arrowTo(page, board, to);
  await page.keyboard.press(key);
  let offered = false;
  if ((await movesPlayed(page)) === before && (await page.$('[data-testid="segment-choices"]'))) {
    // The segments offered come right after the board, before the trays.
    await page.keyboard.press('Tab');
    assert.match(await focused(page), /^choose-segment-\d+$/, 'Tab from the board reaches the segments offered');
    await page.keyboard.press('Enter');
    offered = true;
  }
  if ((await movesPlayed(page)) === before) {
    await tabTo(page, '[data-testid="choose-head"]');
    await page.keyboard.press('Enter');
    offered = true;
  }
  assert.equal(await movesPlayed(page), before + 1, `the move ${from}-${to} is played`);
  if (offered) {
    assert.match(await focused(page), /^[a-l]\d+$/, 'the keyboard is back on the board once the choice is gone');
  }
}

test('a two-player game played with the keyboard alone reaches the ranking', async () => {
  const page = await site.newPage();
  await open(page, site.url);

  // The new-game dialog: change the player count with the arrows, change it back, start.
  await tabTo(page, '[data-testid="player-count"]');
  assert.equal(await page.$eval('[data-testid="player-count"]', (s) => s.value), '2');
  await page.keyboard.press('ArrowDown');
  assert.equal(await page.$eval('[data-testid="player-count"]', (s) => s.value), '3');
  assert.ok(await page.$('[data-testid="seat-colour-2"]'), 'a third seat appears');
  assert.equal(await focused(page), 'player-count', 'the player count keeps the focus when seats are added');
  await page.keyboard.press('ArrowUp');
  assert.equal(await page.$('[data-testid="seat-colour-2"]'), null, 'back to two seats');
  await tabTo(page, '[data-testid="start-game"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid="start-game"]', { state: 'detached' });

  // Into the loch: one tab stop, arrows move the focus, the ring shows where it is.
  const board = await grid(page);
  await tabTo(page, ROVING);
  const entry = await focused(page);
  await assertRoving(page, entry);
  await arrowTo(page, board, 'e5');
  await assertRoving(page, 'e5');
  assert.equal(await ringOpacity(page, 'e5'), '1', 'the focused cell shows its ring');
  assert.equal(await ringOpacity(page, 'f5'), '0', 'other cells do not');
  // At the edge the focus stays; holes missing from the map are passed over.
  await arrowTo(page, board, 'c1');
  await page.keyboard.press('ArrowUp');
  assert.equal(await focused(page), 'c1', 'ArrowUp at the top edge keeps the focus');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await focused(page), arrow(board, 'c1', 'ArrowLeft'), 'ArrowLeft past missing holes');
  await arrowTo(page, board, 'b2');
  await page.keyboard.press('ArrowUp');
  assert.equal(await focused(page), arrow(board, 'b2', 'ArrowUp'));

  // The game: Enter and Space both act, in turns; an undo by Ctrl+Z and one by the button.
  let turn = 0;
  await playToEnd(page, {
    play: () => playFirstByKeys(page, board, turn++ % 2 ? ' ' : 'Enter'),
    each: async (_, made) => {
      if (made !== 8) return;
      await page.keyboard.press('Control+z');
      assert.equal(await movesPlayed(page), 7, 'Ctrl+Z takes the last move back');
      await tabTo(page, '[data-testid="undo"]');
      await page.keyboard.press('Enter');
      assert.equal(await movesPlayed(page), 6, 'Enter on Undo takes another back');
    },
  });
  assert.match(await page.textContent('[data-testid="status"]'), /Game over/);
  const played = await movesPlayed(page);
  await page.keyboard.press('Control+z');
  await page.waitForSelector('[data-testid="ranking"]', { state: 'detached' });
  assert.equal(await movesPlayed(page), played - 1, 'undoing the last move leaves the ranking');
  await page.keyboard.press('Control+y');
  await page.waitForSelector('[data-testid="ranking"]');
  assert.equal(await movesPlayed(page), played, 'redoing it brings the ranking back');
  assert.deepEqual(page.errors, []);
});

test('Tab goes from the board to the status, the trays and the log, and to the analysis last', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await tabTo(page, '[data-testid="start-game"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid="start-game"]', { state: 'detached' });
  // Both starters placed: the mover's tray is live and the log has moves.
  const board = await grid(page);
  await tabTo(page, ROVING);
  await playFirstByKeys(page, board, 'Enter');
  await playFirstByKeys(page, board, 'Enter');
  await tabTo(page, ROVING);
  const order = [];
  for (let i = 0; i < 60 && !order.includes('analyse'); i++) {
    await page.keyboard.press('Tab');
    order.push(await page.evaluate(() => {
      const el = document.activeElement;
      if (el?.closest('.tray')) return 'tray';
      if (el?.closest('.moves')) return 'log';
      return el?.getAttribute('data-testid') ?? el?.tagName.toLowerCase();
    }));
  }
  const at = (what) => order.indexOf(what);
  assert.ok(at('tray') >= 0 && at('log') >= 0 && at('analyse') >= 0, order.join(' '));
  assert.ok(at('tray') < at('log') && at('log') < at('analyse'), `the order of play: ${order.join(' ')}`);
  assert.deepEqual(page.errors, []);
});

test('the focus ring shows for the keyboard, not after a pointer', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await tabTo(page, '[data-testid="start-game"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid="start-game"]', { state: 'detached' });
  // A mouse click on a start cell focuses it without a visible ring.
  const [first] = await cellsWith(page, 'legal-start');
  await page.click(`[data-cell="${first}"]`);
  assert.equal(await ringOpacity(page, first), '0', 'no ring after a click');
  // The next arrow press is keyboard use: the ring appears on the cell it reaches.
  const board = await grid(page);
  await page.evaluate((n) => document.querySelector(`[data-cell="${n}"]`).focus(), first);
  const target = arrow(board, first, 'ArrowDown');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focused(page), target);
  assert.equal(await ringOpacity(page, target), '1', 'a ring after an arrow key');
  assert.deepEqual(page.errors, []);
});

/** The new-game dialog's stops for Tab, in order, as a first visit's two-player form has them. */
const DIALOG_STOPS = ['play-computer', 'player-count', 'rated-game', 'seat-colour-0', 'seat-kind-0', 'seat-colour-1', 'seat-kind-1',
  'variant', 'swap-rule', 'dialog-tutorial', 'dialog-lochness', 'dialog-online', 'dialog-seek', 'cancel-new-game', 'start-game'];

/** Presses `key` and returns what has the focus then, failing if it is not in the open
 * new-game dialog on screen. */
async function stepInDialog(page, key) {
  await page.keyboard.press(key);
  const where = await page.evaluate(() => {
    const dialogs = [...document.querySelectorAll('dialog.new-game[open]')].filter((d) => d.checkVisibility());
    return dialogs.length === 1 && dialogs[0].contains(document.activeElement);
  });
  const now = await focused(page);
  assert.ok(where, `${key} keeps the keyboard in the dialog on screen (it went to ${now})`);
  return now;
}

/** Walks the dialog with the keyboard from its first field (where it puts the focus as it
 * opens): Tab all the way round and on, Shift+Tab back round, and Tab or Shift+Tab from
 * outside the dialog (`outside`, an element to focus) entering it at its first or last stop. */
async function assertDialogKeepsKeyboard(page, outside) {
  assert.equal(await focused(page), 'player-count', 'the dialog takes the keyboard as it opens');
  const forward = [];
  for (let i = 0; i < DIALOG_STOPS.length + 1; i++) forward.push(await stepInDialog(page, 'Tab'));
  assert.deepEqual(forward, [...DIALOG_STOPS.slice(2), ...DIALOG_STOPS.slice(0, 3)],
    'Tab past Start comes back to the top of the dialog');
  const backward = [];
  for (let i = 0; i < 4; i++) backward.push(await stepInDialog(page, 'Shift+Tab'));
  assert.deepEqual(backward, ['player-count', 'play-computer', 'start-game', 'cancel-new-game'],
    'Shift+Tab before the first stop goes round to Start');
  for (const [key, entry] of [['Tab', 'play-computer'], ['Shift+Tab', 'start-game']]) {
    await page.focus(outside);
    assert.equal(await stepInDialog(page, key), entry, `${key} from outside the dialog enters it`);
    await page.evaluate(() => document.activeElement.blur());
    assert.equal(await stepInDialog(page, key), entry, `${key} from the page's body enters the dialog`);
  }
}

test('the new-game dialog keeps the keyboard on the welcome screen and on the page, and Escape closes it', async () => {
  const page = await site.newPage(await site.newContext({ serviceWorkers: 'block' }));
  await open(page, site.url);
  assert.ok(await page.$('#first-paint .welcome-host dialog.new-game'), 'the welcome screen\'s dialog');
  await assertDialogKeepsKeyboard(page, '#first-paint [data-testid="open-rules"]');
  assert.ok(await page.$('#first-paint'), 'Tab alone does not hand over to the page');

  // Escape closes the welcome screen's dialog: the page takes over without it.
  await page.keyboard.press('Escape');
  await page.waitForSelector('#app-root .app');
  await page.waitForFunction(() => document.getElementById('first-paint') === null);
  await settled(page);
  assert.equal(await page.$('dialog.new-game'), null, 'Escape closed the dialog');

  // The page's own dialog, opened from the keyboard, keeps it the same way.
  await tabTo(page, '[data-testid="new-game"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('dialog.new-game');
  await assertDialogKeepsKeyboard(page, '[data-testid="open-rules"]');
  await page.keyboard.press('Escape');
  assert.equal(await page.$('dialog.new-game'), null, 'Escape closes the page\'s dialog');
  assert.deepEqual(page.errors, []);
});
