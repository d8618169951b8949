// Firefox: a first visit (the board drawn where a click lands, the new-game dialog, setup,
// the highlights of the first turn as the command-line referee says), and a whole
// two-player game by clicks to the ranking.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cellName, referee } from '../helpers.mjs';
import {
  useFirefox, open, newGame, clickCell, cellsWith, highlights, exists, text, pointAt, playToEnd, pageLink, movesPlayed,
  click,
} from './firefox.mjs';

const site = useFirefox();

test('Firefox: a first visit draws the board, starts a game and highlights the six start cells', async () => {
  const page = await site.newPage();
  await open(page, site.url);

  // A first visit opens the new-game dialog over the board, its Start button on top (the
  // welcome screen: the game's own module comes with Start).
  assert.ok(await exists(page, '[data-testid="start-game"]'), 'the new-game dialog is open');
  await pointAt(page, '[data-testid="start-game"]');
  await newGame(page, { players: 2 });

  // The loch is laid out as a grid of holes, in reading order, at a usable size.
  const layout = await page.evaluate(() => {
    // A DOMRect does not cross BiDi as an object: its numbers are copied out.
    const plain = ({ left, top, width, height }) => ({ left, top, width, height });
    const box = (name) => plain(document.querySelector(`[data-testid="board"] [data-cell="${name}"]`).getBoundingClientRect());
    return {
      cells: document.querySelectorAll('[data-testid="board"] [data-cell]').length,
      board: plain(document.querySelector('[data-testid="board"]').getBoundingClientRect()),
      e5: box('e5'), f5: box('f5'), e6: box('e6'),
    };
  });
  assert.ok(layout.cells >= 100, `the board has its holes (${layout.cells})`);
  assert.ok(layout.board.width > 400 && layout.board.height > 400, `the board is drawn at a usable size (${JSON.stringify(layout.board)})`);
  assert.ok(layout.e5.width > 20 && layout.e5.height > 20, `a hole is big enough to click (${JSON.stringify(layout.e5)})`);
  assert.ok(layout.f5.left > layout.e5.left && Math.abs(layout.f5.top - layout.e5.top) < 1, 'f5 is right of e5');
  assert.ok(layout.e6.top > layout.e5.top && Math.abs(layout.e6.left - layout.e5.left) < 1, 'e6 is below e5');

  assert.match(await text(page, '[data-testid="status"]'), /places the starter/);
  assert.ok(await exists(page, '[data-cell="a3"].out-of-play'), 'two players leave the shallow water out');

  // Setup, as the referee has it: the head cells, then the tails of the chosen head.
  let verdict = referee(await pageLink(page));
  assert.equal(verdict.phase, 'setup');
  assert.deepEqual(await cellsWith(page, 'legal-start'), [...new Set(verdict.legal.map((m) => cellName(m.head)))].sort());
  await clickCell(page, 'e5');
  assert.deepEqual(await cellsWith(page, 'legal-end'),
    verdict.legal.filter((m) => cellName(m.head) === 'e5').map((m) => cellName(m.tail)).sort());
  for (const name of ['e7', 'h4', 'h7']) await clickCell(page, name);
  assert.match(await text(page, '[data-testid="status"]'), /Orange \(O\) to move/);
  assert.equal(await page.evaluate(() => document.querySelectorAll('.arch').length), 2, 'both starters are drawn');

  // The first turn: six start cells, each clickable where it is drawn, and from each the
  // referee's second feet.
  verdict = referee(await pageLink(page));
  assert.equal(verdict.phase, 'play');
  const starts = await cellsWith(page, 'legal-start');
  assert.deepEqual(starts, [...new Set(verdict.legal.map((m) => cellName(m.from)))].sort());
  assert.deepEqual(starts, ['d5', 'd7', 'e4', 'e8', 'f5', 'f7'], 'beside both ends of the starter');
  for (const from of starts) {
    await clickCell(page, from);
    const expected = [...new Set(verdict.legal.filter((m) => cellName(m.from) === from).map((m) => cellName(m.to)))].sort();
    assert.deepEqual((await highlights(page)).ends, expected, `second feet from ${from}`);
    await clickCell(page, from); // clicking the chosen start again lets go of it
    assert.deepEqual(await highlights(page), { starts, ends: [] });
  }
  assert.deepEqual(page.errors, []);
});

test('Firefox: a two-player game played by clicks reaches the ranking the referee gives', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  const made = await playToEnd(page);
  assert.equal(await movesPlayed(page), made);

  const verdict = referee(await pageLink(page));
  assert.equal(verdict.phase, 'over');
  const rows = await page.evaluate(() => [...document.querySelectorAll('[data-testid="ranking"] tbody tr')]
    .map((tr) => [...tr.children].map((td) => td.textContent)));
  assert.equal(rows.length, 2);
  for (const [i, standing] of verdict.ranking.entries()) {
    assert.equal(rows[i][0], String(standing.place));
    assert.equal(rows[i][2], String(standing.left));
    assert.equal(rows[i][3], String(standing.head_height));
  }
  assert.match(await text(page, '[data-testid="status"]'), /Game over/);
  assert.deepEqual(await highlights(page), { starts: [], ends: [] }, 'nothing is highlighted once the game is over');

  await click(page, '[data-testid="rematch"]');
  assert.equal(await movesPlayed(page), 0);
  assert.equal(await exists(page, '[data-testid="ranking"]'), false);
  assert.deepEqual(page.errors, []);
});
