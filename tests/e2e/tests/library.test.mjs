// My games: every game kept on the device, links told apart by the game's id, games
// played by passing links between two devices, export and import, storage failures and
// the migration of the one saved game of earlier versions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import {
  useSite, open, newGame, setupTwo, playFirst, pageLink, movesPlayed, settled, cellsWith, clickCell, referee,
} from '../helpers.mjs';

const site = useSite();

/** Opens `link` in `page` as a fresh load (a link followed from a message). */
async function follow(page, link) {
  await page.goto('about:blank');
  await open(page, `${site.url}#${link}`);
}

/** The games listed in My games: the moves and state of each. */
async function listed(page) {
  await page.click('[data-testid="my-games"]');
  await page.waitForSelector('[data-testid="library"]');
  const items = await page.$$eval('[data-testid="game-item"]', (els) => els.map((e) => ({
    id: e.dataset.gameId,
    state: e.querySelector('[data-testid="game-state"]').textContent,
    text: e.textContent,
  })));
  await page.click('[data-testid="library-back"]');
  await page.waitForSelector('[data-testid="library"]', { state: 'detached' });
  return items;
}

async function storedLibrary(page) {
  return JSON.parse(await page.evaluate(() => localStorage.getItem('blockness.games')));
}

test('a game in progress survives a friend\'s link; a longer link updates it, a different one is kept beside', async () => {
  const friend = await site.newPage();
  await open(friend, site.url);
  await newGame(friend);
  await setupTwo(friend);
  const early = await pageLink(friend);
  await playFirst(friend);
  const later = await pageLink(friend);

  const home = await site.newPage();
  await open(home, site.url);
  await newGame(home, { players: 3 });
  await playFirst(home);
  await follow(home, early);
  assert.equal(await movesPlayed(home), 2);
  let games = await listed(home);
  assert.equal(games.length, 2, 'the game in progress is kept beside the friend\'s');
  assert.ok(games.some((g) => /1 move/.test(g.text)));

  // A longer state of the same game updates it in place.
  await follow(home, later);
  assert.equal(await movesPlayed(home), 3);
  assert.equal((await listed(home)).length, 2);
  // An older state opens the game as it now stands, and says so.
  await follow(home, early);
  assert.equal(await movesPlayed(home), 3);
  assert.match(await home.textContent('[data-testid="message"]'), /earlier state/);

  // The friend takes the move back and plays another: a different continuation.
  await friend.click('[data-testid="undo"]');
  await playFirst(friend, { end: 'last' });
  const other = await pageLink(friend);
  assert.notEqual(other, later);
  await follow(home, other);
  assert.equal(await movesPlayed(home), 3);
  assert.match(await home.textContent('[data-testid="message"]'), /both versions/);
  games = await listed(home);
  assert.equal(games.length, 3);

  // Opening a game from the list puts it on the board.
  await home.click('[data-testid="my-games"]');
  const threePlayer = await home.$$eval('[data-testid="game-item"]', (els) => els.findIndex((e) => /1 move/.test(e.textContent)));
  await (await home.$$('[data-testid="game-item"]'))[threePlayer].click();
  await home.waitForSelector('[data-testid="library"]', { state: 'detached' });
  await settled(home);
  assert.equal(await movesPlayed(home), 1);
  assert.equal((await home.$$('[data-testid^="tray-"]')).length, 3);
  assert.deepEqual([...home.errors, ...friend.errors], []);
});

test('two devices play a whole game by passing the link, each only its own seat', async () => {
  const alice = await site.newPage();
  const bob = await site.newPage();
  await open(alice, site.url);
  await newGame(alice, { kinds: ['human', 'link'] });
  let [mover, waiter] = [alice, bob];
  let moves = 0;
  while (!(await mover.$('[data-testid="ranking"]'))) {
    await playFirst(mover);
    moves += 1;
    if (moves > 80) throw new Error('the game does not end');
    if (await mover.$('[data-testid="ranking"]')) break;
    // The other player is blocked and skipped: the same player moves again.
    if ((await cellsWith(mover, 'legal-start')).length > 0) continue;
    // The other seat is not playable here; the page offers to send the link.
    assert.match(await mover.textContent('[data-testid="status"] + .detail'), /another device/);
    await mover.waitForSelector('[data-testid="send-link"]');
    await follow(waiter, await pageLink(mover));
    assert.ok((await cellsWith(waiter, 'legal-start')).length > 0, 'the link takes the player to their move');
    [mover, waiter] = [waiter, mover];
  }
  const last = await pageLink(mover);
  await follow(waiter, last);
  await waiter.waitForSelector('[data-testid="ranking"]');
  assert.equal(referee(last).phase, 'over');
  // Each device keeps one game, finished.
  for (const page of [alice, bob]) {
    const games = await listed(page);
    assert.equal(games.length, 1);
    assert.match(games[0].state, /Finished/);
  }
  assert.deepEqual([...alice.errors, ...bob.errors], []);
});

test('export then import into a fresh browser restores every game; a broken file changes nothing', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page);
  await setupTwo(page);
  await newGame(page, { players: 4 });
  await playFirst(page);
  await page.click('[data-testid="my-games"]');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.click('[data-testid="export-games"]'),
  ]);
  const file = await download.path();
  const exported = JSON.parse(await readFile(file, 'utf8'));
  assert.equal(exported.games.length, 2);

  const fresh = await site.newPage();
  await open(fresh, site.url);
  // A first visit opens the new-game dialog; the library is behind it.
  await fresh.click('[data-testid="cancel-new-game"]');
  await fresh.click('[data-testid="my-games"]');
  await fresh.setInputFiles('[data-testid="import-games"]', file);
  await fresh.waitForFunction(() => document.querySelectorAll('[data-testid="game-item"]').length === 2);
  assert.match(await fresh.textContent('[data-testid="message"]'), /2 new/);
  const before = await fresh.evaluate(() => localStorage.getItem('blockness.games'));
  await fresh.setInputFiles('[data-testid="import-games"]', { name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"blockness-games","version":1,"games":[{"id":"x"}]}') });
  await fresh.waitForFunction(() => /cannot be imported/.test(document.querySelector('[data-testid="message"]')?.textContent ?? ''));
  assert.equal(await fresh.evaluate(() => localStorage.getItem('blockness.games')), before);
  assert.equal((await fresh.$$('[data-testid="game-item"]')).length, 2);
  assert.deepEqual([...page.errors, ...fresh.errors], []);
});

test('a full storage is reported, loses nothing, and the next save after it works again', async () => {
  const context = await site.newContext();
  await context.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (window.__storageFull && key === 'blockness.games') {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      return setItem.call(this, key, value);
    };
  });
  const page = await site.newPage(context);
  await open(page, site.url);
  await newGame(page);
  await setupTwo(page);
  await settled(page);
  const kept = await storedLibrary(page);
  await page.evaluate(() => { window.__storageFull = true; });
  await playFirst(page);
  await page.waitForFunction(() => /cannot be stored.*full/.test(document.querySelector('[data-testid="message"]')?.textContent ?? ''));
  assert.deepEqual(await storedLibrary(page), kept, 'what was stored is untouched');
  assert.equal(await movesPlayed(page), 3, 'the game goes on');
  await page.evaluate(() => { window.__storageFull = false; });
  await playFirst(page);
  await page.waitForFunction(() => !/cannot be stored/.test(document.querySelector('[data-testid="message"]')?.textContent ?? ''));
  const now = await storedLibrary(page);
  assert.equal(now.games.length, 1);
  assert.equal(now.games[0].link, (await pageLink(page)).split('.')[0]);
  assert.deepEqual(page.errors, []);
});

test('the one saved game of earlier versions becomes the first game of the library', async () => {
  const cli = process.env.BLOCKNESS_CLI;
  const link = execFileSync(cli, ['link', 'encode'], {
    input: JSON.stringify({ players: 2, moves: [{ kind: 'start', head: [4, 4], tail: [4, 6] }, { kind: 'start', head: [7, 3], tail: [7, 6] }] }),
    encoding: 'utf8',
  }).trim();
  const context = await site.newContext();
  const page = await site.newPage(context);
  await open(page, site.url);
  await page.evaluate((saved) => localStorage.setItem('blockness.saved-game', saved), JSON.stringify({ version: 1, link, redo: [], seats: ['human', 'medium'] }));
  const again = await site.newPage(context);
  await open(again, site.url);
  assert.equal(await movesPlayed(again), 2);
  assert.match(await again.textContent('[data-testid="tray-1"] .kind'), /medium/i);
  const library = await storedLibrary(again);
  assert.equal(library.games.length, 1);
  assert.equal(library.games[0].link, link);
  assert.equal((await listed(again)).length, 1);
  assert.deepEqual(again.errors, []);
});
