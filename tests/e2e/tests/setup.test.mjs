// A two-player game from the new-game dialog through setup, then the highlights of the
// first turn compared with the command-line referee's legal moves.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, open, newGame, clickCell, cellsWith, highlights, cellName, pageLink, referee, waitForMoves, movesPlayed } from '../helpers.mjs';

const site = useSite();

test('setup from the dialog, six start cells, second feet as the referee says', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  // Two players: the medium and shallow water is out of play.
  assert.ok(await page.$('[data-cell="a3"].out-of-play'), 'a3 (shallow) is out of play');
  assert.ok(await page.$('[data-cell="b3"].out-of-play'), 'b3 (medium) is out of play');

  // Setup: head cells are highlighted, then the tail cells of the chosen head.
  let verdict = referee(await pageLink(page));
  assert.equal(verdict.phase, 'setup');
  const heads = [...new Set(verdict.legal.map((m) => cellName(m.head)))].sort();
  assert.deepEqual(await cellsWith(page, 'legal-start'), heads);
  await clickCell(page, 'e5');
  const tails = verdict.legal.filter((m) => cellName(m.head) === 'e5').map((m) => cellName(m.tail)).sort();
  assert.deepEqual(await cellsWith(page, 'legal-end'), tails);
  await clickCell(page, 'e7');
  await clickCell(page, 'h4');
  await clickCell(page, 'h7');
  assert.match(await page.textContent('[data-testid="status"]'), /Orange \(O\) to move/);

  // The first turn: six start cells, and from each the referee's second feet.
  verdict = referee(await pageLink(page));
  assert.equal(verdict.phase, 'play');
  const starts = await cellsWith(page, 'legal-start');
  assert.equal(starts.length, 6);
  assert.deepEqual(starts, [...new Set(verdict.legal.map((m) => cellName(m.from)))].sort());
  for (const from of starts) {
    await clickCell(page, from);
    const expected = [...new Set(verdict.legal.filter((m) => cellName(m.from) === from).map((m) => cellName(m.to)))].sort();
    assert.deepEqual((await highlights(page)).ends, expected, `second feet from ${from}`);
    await page.keyboard.press('Escape');
    assert.deepEqual(await highlights(page), { starts, ends: [] }, 'Escape cancels');
  }

  // A cell that is not legal is explained in words from the engine.
  await page.hover('[data-cell="e6"]');
  assert.match(await page.textContent('[data-testid="explanation"]'), /e6 is not a start cell: e6 lies under Orange's arch of height 1/);
  assert.deepEqual(page.errors, []);
});

test('a tray segment narrows the highlights and marks what cannot be placed', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  for (const c of ['e5', 'e7', 'h4', 'h7']) await clickCell(page, c);
  const verdict = referee(await pageLink(page));
  // Orange's tray: pick the tallest segment, height 6 (piece 9).
  await page.click('[data-testid="piece-0-9"]');
  const expected = [...new Set(verdict.legal.filter((m) => m.piece === 9).map((m) => cellName(m.from)))].sort();
  assert.deepEqual(await cellsWith(page, 'legal-start'), expected);
  assert.ok(await page.$('[data-testid="piece-0-9"].chosen'));
  // The starter is on the board.
  assert.ok(await page.$('[data-testid="piece-0-0"].placed'));
  await page.click('[data-testid="piece-0-9"]');
  assert.equal((await cellsWith(page, 'legal-start')).length, 6);
});

test('the expert variant highlights the start cells two away, as the referee says', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2, expert: true });
  for (const c of ['e5', 'e7', 'h4', 'h7']) await clickCell(page, c);
  const verdict = referee(await pageLink(page));
  const starts = await cellsWith(page, 'legal-start');
  assert.deepEqual(starts, [...new Set(verdict.legal.map((m) => cellName(m.from)))].sort());
  assert.ok(starts.includes('e3'), 'two above the head');
  assert.ok(!starts.includes('e4'), 'not next to the head');
  // Out-of-play holes explain themselves too.
  await page.hover('[data-cell="a3"]');
  assert.match(await page.textContent('[data-testid="explanation"]'), /^a3 is not in play with this many players\.$/);
});

test('"Play the computer" in the page\'s new-game dialog starts a game against a medium computer player in one tap', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 3 });
  await page.click('[data-testid="new-game"]');
  assert.match(await page.textContent('[data-testid="game-goal"]'), /^The goal: /, 'the dialog says the goal');
  await page.click('[data-testid="play-computer"]');
  await page.waitForSelector('dialog.new-game', { state: 'detached' });
  const trays = await page.$$eval('.tray', (ts) => ts.map((t) => [t.querySelector('.name').textContent, t.querySelector('.kind').textContent]));
  assert.deepEqual(trays, [['Orange (O)', 'Human'], ['Green (G)', 'Bot: medium']]);
  assert.ok(await page.$('[data-cell="a3"].out-of-play'), 'two players: the shallow water is out of play');
  // The address carries the seats: the person, then a medium computer player.
  assert.match(await pageLink(page), /~hm$/);
  await clickCell(page, 'e5');
  await clickCell(page, 'e7');
  await waitForMoves(page, 2);
  assert.equal(await movesPlayed(page), 2, 'the computer player laid its starter after the person\'s');
  assert.equal(referee(await pageLink(page)).phase, 'play');
  assert.deepEqual(page.errors, []);
});
