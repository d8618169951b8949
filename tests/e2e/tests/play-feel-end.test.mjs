// Hints said in words and counted, a finale that says why, and links that are mended
// rather than thrown away.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useSite, open, newGame, setupTwo, playFirst, playMoves, playToEnd, clickCell, cellsWith,
  movesPlayed, pageLink, waitForPersonTurn, settled,
} from '../helpers.mjs';

const site = useSite();

test('a hint is said in words and counted at the end', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  await setupTwo(page);
  await page.click('[data-testid="hint"]');
  await page.waitForSelector('[data-testid="suggestion"]', { timeout: 60000 });
  assert.match(await page.textContent('[data-testid="suggestion"]'), /Hint: grow your (head|tail) .* \([HT]\d+ [a-k]\d+-[a-k]\d+\)/);
  const [from] = await cellsWith(page, 'hint-start');
  const [to] = await cellsWith(page, 'hint-end');
  await clickCell(page, from);
  await clickCell(page, to);
  if ((await movesPlayed(page)) === 2 && (await page.$('.piece.hinted.offered'))) await page.click('.piece.hinted.offered');
  if ((await movesPlayed(page)) === 2 && (await page.$('[data-testid="choose-head"]'))) await page.click('[data-testid="choose-head"]');
  assert.equal(await movesPlayed(page), 3);
  assert.ok(await page.$('[data-testid="hinted-2"]'), 'the move list marks the move played with a hint');
  // The mark is drawn, so it shows where no emoji font is installed.
  assert.ok(await page.$('[data-testid="hinted-2"] svg.hint-icon'), 'the hint mark is a drawing');
  assert.doesNotMatch(await page.textContent('[data-testid="hinted-2"]'), /\p{Extended_Pictographic}/u);
  await playToEnd(page);
  assert.equal(await page.$eval('[data-testid="ranking"] tr.c-orange [data-testid="hints-used"]', (e) => e.textContent), '1');
});

test('the end says why, offers the other player the start, and replays the game', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  await playToEnd(page);
  assert.match(await page.textContent('[data-testid="finale"]'), /left against|Tied/);
  assert.equal(await page.$('[data-testid="bot-pause"]'), null);
  assert.equal(await page.$$eval('.badge-note', (els) => els.filter((e) => /blocked/.test(e.textContent)).length), 0, 'no tray says blocked at the end');
  // The page did not scroll the headline away.
  const headline = await page.$eval('[data-testid="status"]', (e) => e.getBoundingClientRect().top);
  assert.ok(headline >= 0, 'the status headline is in view');
  const total = await movesPlayed(page);
  await page.click('[data-testid="replay-game"]');
  await page.waitForFunction(() => document.querySelector('.layout.replaying') !== null);
  await page.waitForSelector('[data-testid="ranking"]', { timeout: 120000 });
  assert.equal(await movesPlayed(page), total);
  await page.click('[data-testid="rematch-swapped"]');
  assert.match(await page.textContent('[data-testid="status"]'), /Green/, 'the other player starts');
});

test('a damaged link offers its readable moves, random text is no Block Ness link, and the address keeps what was typed', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  await setupTwo(page);
  await playMoves(page, 2);
  // The core's link, cut short (the game's id after it is left out).
  const [link] = (await pageLink(page)).split('.');
  const damaged = link.slice(0, -2);
  const other = await site.newPage();
  await open(other, `${site.url}#${damaged}`);
  assert.match(await other.textContent('[data-testid="message"]'), /3 moves can still be read/);
  assert.equal(await other.evaluate(() => location.hash.slice(1)), damaged, 'the refused link stays in the address bar');
  await other.click('[data-testid="open-salvaged"]');
  assert.equal(await movesPlayed(other), 3);
  const third = await site.newPage();
  await open(third, `${site.url}#hello`);
  assert.match(await third.textContent('[data-testid="message"]'), /not a Block Ness link/);
});
