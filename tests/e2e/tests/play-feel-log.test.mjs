// What a new player reads about what happened: the log of moves, passed turns and the end in
// its seats' columns, the notation's key and words, the end's reason, the hint in words, the
// tray's "ways out" explained, plurals and colour letters in each language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useSite, open, newGame, setupTwo, playToEnd, pageLink, referee, pickLanguage, settled,
} from '../helpers.mjs';

const site = useSite();

/** The log's lines in order: each with its kind, its grid column and its text. */
const logLines = (page) => page.$$eval('[data-testid="move-list"] > li', (lines) => lines.map((li) => ({
  kind: li.classList.contains('skip') ? 'skip' : li.classList.contains('ending') ? 'ending' : 'move',
  column: getComputedStyle(li).gridColumnStart,
  end: getComputedStyle(li).gridColumnEnd,
  text: li.textContent.trim(),
  title: li.querySelector('button')?.title ?? '',
})));

test('the log lists every move in its seat\'s column and every passed turn across the row, then why the game ended', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  // Always the first highlighted cells: a game that blocks a monster before the end.
  await playToEnd(page);
  const verdict = referee(await pageLink(page));
  assert.equal(verdict.phase, 'over');
  const lines = await logLines(page);
  const moves = lines.filter((l) => l.kind === 'move');
  const skips = lines.filter((l) => l.kind === 'skip');
  assert.ok(skips.length > 0, 'the game passed somebody over');
  // Seat by seat, turn by turn: the lines follow the turn order, each move in its seat's
  // column, a passed turn across the row (a column is too narrow for its sentence).
  let seat = 0;
  for (const line of lines.slice(0, -1)) {
    if (line.kind === 'skip') {
      assert.match(line.text, /skips this turn/);
      assert.deepEqual([line.column, line.end], ['1', '-1'], `"${line.text}" spans the row`);
    } else {
      assert.equal(line.column, String(seat + 1), `${line.kind} "${line.text}" in seat ${seat + 1}'s column`);
    }
    seat = (seat + 1) % 2;
  }
  // Every move says itself in words for a pointer or a reader.
  assert.match(moves[0].title, /placed the starter: head on [a-l]\d+, tail on [a-l]\d+/);
  assert.match(moves[3].title, /grew the (head|tail) with a segment of height \d/);
  const ending = lines.at(-1);
  assert.equal(ending.kind, 'ending');
  assert.match(ending.text, /(cannot place any segment|placed every segment).*: the game is over\./);
  // The status says the reason too, beside the winner.
  assert.match(await page.textContent('.status'), /: the game is over\./);
  assert.match(await page.textContent('[data-testid="notation-key"]'), /S places the starter.*H grows the head, T the tail/);
  assert.deepEqual(page.errors, []);
});

test('the hint says the move in words, and "ways out" is explained beside the trays', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  assert.equal(await page.$('[data-testid="ways-out-key"]'), null, 'no monster has started: nothing to explain');
  await setupTwo(page);
  assert.match(await page.textContent('[data-testid="ways-out-key"]'), /Ways out: how many placements a monster could make/);
  await page.click('[data-testid="hint"]');
  await page.waitForSelector('[data-testid="suggestion"]');
  const hint = await page.textContent('[data-testid="suggestion"]');
  assert.match(hint, /^Hint: grow your (head|tail) with the segment of span \d+, height \d+, from [a-l]\d+ to [a-l]\d+ \([HT]\d+ [a-l]\d+-[a-l]\d+\)\.$/, hint);
  assert.deepEqual(page.errors, []);
});

test('colour letters follow the language', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 4 });
  await pickLanguage(page, 'fr');
  await settled(page);
  const letters = async () => page.$$eval('.tray .swatch', (s) => s.map((e) => e.textContent.trim()));
  assert.deepEqual(await letters(), ['O', 'V', 'M', 'N'], 'Orange, Vert, Mauve, Noir');
  await pickLanguage(page, 'de');
  await settled(page);
  assert.deepEqual(await letters(), ['O', 'G', 'L', 'S'], 'Orange, Grün, Lila, Schwarz');
  await pickLanguage(page, 'it');
  await settled(page);
  assert.deepEqual(await letters(), ['A', 'V', 'P', 'N'], 'Arancione, Verde, Porpora, Nero');
  assert.match(await page.textContent('.status'), /Arancione \(A\)/);
  assert.deepEqual(page.errors, []);
});
