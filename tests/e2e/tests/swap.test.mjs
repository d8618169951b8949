// The swap rule: chosen in the dialog for two players, offered to the second player once,
// carried by undo, redo, the link and the saved game, and played by a computer player.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useSite, open, reload, newGame, clickCell, playFirst, pageLink, referee, movesPlayed, settled,
  waitForMoves, waitForPersonTurn, watchBotWorker,
} from '../helpers.mjs';

const site = useSite();

/** Who plays each tray in a game with the swap rule: the person's number, from 0. */
async function people(page) {
  return page.$$eval('[data-testid^="person-"]', (els) => els.map((e) => Number(e.dataset.person)));
}

async function lastMoveText(page) {
  return page.$$eval('[data-testid="move-list"] li.move:not(.undone)', (lis) => lis.at(-1).textContent);
}

test('two people with the swap rule: the second takes over the first starter, undo and the link carry it', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  // The choice is offered for two players only.
  await page.selectOption('[data-testid="player-count"]', '3');
  assert.equal(await page.$('[data-testid="swap-rule"]'), null);
  await page.selectOption('[data-testid="player-count"]', '2');
  assert.ok(await page.$eval('[data-testid="swap-note"]', (p) => p.textContent.length > 20));
  await newGame(page, { swap: true });
  assert.equal(await page.$('[data-testid="swap"]'), null, 'nothing to take over before the first starter');
  assert.deepEqual(await people(page), [0, 1]);

  await clickCell(page, 'e5');
  await clickCell(page, 'e7');
  await page.waitForSelector('[data-testid="swap"]');
  await page.click('[data-testid="swap"]');
  await settled(page);
  assert.equal(await movesPlayed(page), 2);
  assert.match(await lastMoveText(page), /swap/);
  assert.equal(await page.$('[data-testid="swap"]'), null, 'one swap only');
  assert.deepEqual(await people(page), [1, 0], 'the answerer now plays orange, the opener green');
  assert.match(await page.textContent('[data-testid="announcer"]'), /Swap/);
  const verdict = referee(await pageLink(page));
  assert.equal(verdict.swapped, true);
  assert.equal(verdict.to_move, 1, 'the opener lays green next');

  await page.click('[data-testid="undo"]');
  await page.waitForSelector('[data-testid="swap"]');
  assert.deepEqual(await people(page), [0, 1]);
  await page.click('[data-testid="redo"]');
  await page.waitForSelector('[data-testid="swap"]', { state: 'detached' });
  assert.deepEqual(await people(page), [1, 0]);

  // The game goes on as usual: green's starter, then orange (the answerer) moves first.
  await clickCell(page, 'h4');
  await clickCell(page, 'h7');
  await playFirst(page);
  const link = await pageLink(page);
  assert.equal(referee(link).swapped, true);

  // The link opens the same game elsewhere, and a reload keeps it.
  const other = await site.newPage();
  await open(other, `${site.url}#${link}`);
  assert.equal(await movesPlayed(other), 4);
  assert.deepEqual(await people(other), [1, 0]);
  await reload(page);
  assert.equal(await movesPlayed(page), 4);
  assert.deepEqual(await people(page), [1, 0]);
  assert.deepEqual([...page.errors, ...other.errors], []);
});

test('a computer player that swaps takes over the colour on the loch, and the link keeps who plays what', async () => {
  const page = await site.newPage();
  await watchBotWorker(page);
  await open(page, site.url);
  await newGame(page, { swap: true, kinds: ['human', 'medium'] });
  // A central starter on f5-f7: the medium level takes it over.
  await clickCell(page, 'f5');
  await clickCell(page, 'f7');
  await waitForMoves(page, 2);
  assert.match(await lastMoveText(page), /swap/);
  // One person here: the trays say "you" and the computer's level, not people's numbers.
  assert.deepEqual(await people(page), []);
  assert.match(await page.textContent('[data-testid="tray-0"] .kind'), /medium/i);
  assert.equal(await page.textContent('[data-testid="tray-1"] .kind'), 'you');
  // The person now lays green's starter; orange, the bot's, moves first after it.
  await waitForPersonTurn(page);
  await clickCell(page, 'h4');
  await clickCell(page, 'h7');
  await waitForMoves(page, 4);
  await waitForPersonTurn(page);
  const link = await pageLink(page);
  assert.match(link, /~hm$/, 'seat letters follow the people: the opener is the person');
  const verdict = referee(link);
  assert.equal(verdict.swapped, true);
  assert.equal(verdict.to_move, 1, 'green, the person, is to move after the bot');
  assert.deepEqual(page.errors, []);
});
