// What a new player meets on the board in the first minute: explanations that neither
// linger nor move the layout, a status that speaks to the right person, one undo against a
// bot, the arch preview and the legend.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useSite, open, newGame, setupTwo, playFirst, playMoves, playToEnd, clickCell, cellsWith,
  movesPlayed, pageLink, waitForPersonTurn, settled,
} from '../helpers.mjs';

const site = useSite();

const explanation = (page) => page.$eval('[data-testid="explanation"]', (e) => ({ text: e.textContent.trim(), kind: e.dataset.kind }));

test('a completed move leaves no explanation, and pointing reads as information, clicking as a refusal', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  // Pointing at a hole that is not offered explains it in the neutral style.
  await page.hover('[data-cell="a3"]');
  let said = await explanation(page);
  assert.match(said.text, /a3/);
  assert.equal(said.kind, 'info');
  // Clicking it is a refused action.
  await clickCell(page, 'a3');
  said = await explanation(page);
  assert.equal(said.kind, 'refused');
  // The move's last click is on a legal hole; afterwards nothing is explained.
  await clickCell(page, 'e5');
  // The chosen cell says how to take the choice back: guidance, not an error.
  said = await explanation(page);
  assert.match(said.text, /again to cancel/);
  assert.equal(said.kind, 'info');
  await clickCell(page, 'e7');
  assert.equal(await movesPlayed(page), 1);
  said = await explanation(page);
  assert.equal(said.text, '', 'the next player reads no explanation of a hole they never pointed at');
  // Moving to another hole explains again.
  await page.hover('[data-cell="e6"]');
  assert.notEqual((await explanation(page)).text, '');
});

test('explanations, the bot note and the tutorial keep the layout still', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  await setupTwo(page);
  const trayTop = () => page.$eval('[data-testid="tray-0"]', (e) => Math.round(e.getBoundingClientRect().top));
  await page.mouse.move(2, 2);
  await settled(page);
  const before = await trayTop();
  await page.hover('[data-cell="a6"]');
  assert.notEqual((await explanation(page)).text, '');
  assert.equal(await trayTop(), before, 'an explanation does not move the trays');
});

test('a far cell names both the head and the tail in one sentence', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  await setupTwo(page);
  await page.hover('[data-cell="d9"]');
  const { text } = await explanation(page);
  assert.match(text, /head/);
  assert.match(text, /tail/);
  assert.equal(text.match(/not a start cell/g).length, 1, text);
});

test('the status does not ask a person to move while a computer player moves, and says the expert distance', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2, kinds: ['easy', 'easy'] });
  await page.waitForSelector('[data-testid="bot-thinking"]');
  const detail = await page.textContent('.status .detail');
  assert.doesNotMatch(detail, /Choose/, detail);
  await page.click('[data-testid="bot-pause"]');
  await newGame(page, { players: 2, expert: true });
  await setupTwo(page);
  assert.match(await page.textContent('.status .detail'), /two holes/);
});

test('one undo against a computer player gives the person their move back', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2, kinds: ['human', 'easy'] });
  await setupTwo(page).catch(() => {});
  await waitForPersonTurn(page);
  await playFirst(page);
  await waitForPersonTurn(page);
  const played = await movesPlayed(page);
  await page.click('[data-testid="undo"]');
  assert.equal(await movesPlayed(page), played - 2, 'the bot\'s answer and the person\'s move are taken back');
  assert.ok(await page.$('[data-cell].legal-start'), 'the person is to move again');
  assert.equal(await page.$('[data-testid="bot-waiting"]'), null);
});

test('the legend names the head and the tail', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  const legend = await page.textContent('[data-testid="legend"]');
  assert.match(legend, /head/);
  assert.match(legend, /tail/);
});

test('pointing at a second foot previews the arch and lights the segments that fit', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  await setupTwo(page);
  const [start] = await cellsWith(page, 'legal-start');
  await clickCell(page, start);
  assert.equal(await page.$('[data-testid="arch-preview"]'), null);
  const [to] = await cellsWith(page, 'legal-end');
  await page.hover(`[data-cell="${to}"]`);
  await page.waitForSelector('[data-testid="arch-preview"] .arch');
  assert.ok((await page.$$('.piece.fits-here')).length > 0, 'the tray lights what fits');
});

test('coordinates are drawn over the arches, and a finished tutorial step asks nobody to move', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  // Closing the dialog brings the game's own module (a fresh visit opens on the welcome screen).
  await page.click('[data-testid="cancel-new-game"]');
  await page.waitForSelector('[data-testid="board"]');
  const order = await page.evaluate(() => {
    const board = document.querySelector('[data-testid="board"]');
    const coords = board.querySelector('.coords');
    const arches = board.querySelector('.arches');
    return Boolean(arches.compareDocumentPosition(coords) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  assert.ok(order, 'the coordinates come after the arches, so no arch covers them');
  await page.click('[data-testid="open-tutorial"]');
  const T = '[data-testid="tutorial-page"]';
  await page.click(`${T} [data-cell="e5"]`);
  await page.click(`${T} [data-cell="e7"]`);
  await page.waitForSelector(`${T} [data-testid="tutorial-step"][data-completed="true"]`);
  assert.equal(await page.$(`${T} [data-testid="status"]`), null, 'no status asks a person to move on a done step');
  // The step dots go to their step.
  await page.click(`${T} [data-testid="step-dot-2"]`);
  assert.equal(await page.$eval(`${T} [data-testid="tutorial-step"]`, (e) => e.dataset.step), '2');
});

test('on a crowded board no height badge covers another', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 4 });
  // Always the first highlighted cells: arches pile up around the same holes.
  await playToEnd(page);
  const overlaps = await page.$$eval('[data-testid="board"] .arches .badge rect', (rects) => {
    const boxes = rects.map((r) => r.getBoundingClientRect());
    const found = [];
    boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => {
      const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (w > 1 && h > 1) found.push([i, w, h]);
    }));
    return { badges: boxes.length, found };
  });
  assert.ok(overlaps.badges >= 20, `a crowded board: ${overlaps.badges} arches`);
  assert.deepEqual(overlaps.found, [], 'badges that cover one another');
  assert.deepEqual(page.errors, []);
});
