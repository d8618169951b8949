// Links and saving: a copied link opened in a fresh page, a reload, a bad link, corrupt
// saved data, and the site served from a sub-path.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useSite, start, open, reload, newGame, setupTwo, playFirst, playMoves, boardState, pageLink, movesPlayed, cellsWith, settle,
} from '../helpers.mjs';

const site = useSite();

test('a copied link opens the same position in a fresh browser', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 3, colours: ['purple', 'orange', 'black'] });
  await playMoves(page, 8);
  const shown = await boardState(page);
  await settle(page);
  await page.click('[data-testid="copy-link"]');
  await page.waitForSelector('[data-testid="message"] .info');
  assert.match(await page.textContent('[data-testid="message"]'), /Link copied/);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, await page.evaluate(() => location.href));

  const fresh = await site.newPage(await site.newContext());
  await open(fresh, copied);
  assert.deepEqual(await boardState(fresh), shown);
  assert.equal(await fresh.$('[data-testid="start-game"]'), null, 'no dialog over a link');
  assert.deepEqual(page.errors, []);
  assert.deepEqual(fresh.errors, []);
});

test('the address holds the game and a reload resumes it with its undone moves', async () => {
  const context = await site.newContext();
  const page = await site.newPage(context);
  await open(page, site.url);
  await newGame(page, { players: 2 });
  await setupTwo(page);
  await playFirst(page);
  await playFirst(page);
  await page.click('[data-testid="undo"]');
  const link = await pageLink(page);
  const shown = await boardState(page);
  // The core's link (version 2: a new game is on the balanced edition), then the game's id.
  assert.match(link, /^2[A-Za-z0-9_-]+\.[A-Za-z0-9]{8}$/);
  await reload(page);
  assert.deepEqual(await boardState(page), shown);
  assert.ok(!(await page.isDisabled('[data-testid="redo"]')), 'redo survives the reload');
  // Without the link in the address, storage alone resumes it too.
  const bare = await site.newPage(context);
  await open(bare, site.url);
  assert.deepEqual(await boardState(bare), shown);
  assert.equal(await pageLink(bare), link);
});

test('a bad link explains itself, shows a usable board and keeps the game in progress', async () => {
  const context = await site.newContext();
  const page = await site.newPage(context);
  await open(page, site.url);
  await newGame(page, { players: 2 });
  await setupTwo(page);
  await settle(page);
  const saved = await page.evaluate(() => localStorage.getItem('blockness.games'));
  const library = JSON.parse(saved);
  const [core, id] = (await pageLink(page)).split('.');
  assert.equal(library.current, id);
  assert.equal(library.games.find((g) => g.id === id).link, core);

  for (const [bad, words] of [['1AQI', /cut short/], ['9xyz', /unknown version/], ['1AA$A', /cannot be part of a game link/]]) {
    const other = await site.newPage(context);
    await open(other, site.url + '#' + bad);
    const message = await other.textContent('[data-testid="message"]');
    assert.match(message, /This link cannot be opened/);
    assert.match(message, words);
    assert.equal((await cellsWith(other, 'legal-start')).length > 0, true, 'the board is usable');
    assert.equal(await other.evaluate(() => localStorage.getItem('blockness.games')), saved, 'the library is untouched');
    await other.close();
  }

  const other = await site.newPage(context);
  await open(other, site.url + '#1AQI');
  await other.click('[data-testid="resume-saved"]');
  assert.equal(await movesPlayed(other), 2);
  assert.equal(await other.$('[data-testid="message"]'), null);
});

test('corrupt saved data is reported and set aside, not a crash', async () => {
  const context = await site.newContext();
  const page = await site.newPage(context);
  await open(page, site.url);
  await page.evaluate(() => localStorage.setItem('blockness.saved-game', '{"version":1,"link":"1AQ'));
  await open(page, site.url + '?again');
  assert.match(await page.textContent('[data-testid="message"]'), /saved game could not be resumed.*set aside/);
  assert.equal(await page.evaluate(() => localStorage.getItem('blockness.saved-game.unreadable')), '{"version":1,"link":"1AQ');
  assert.ok((await cellsWith(page, 'legal-start')).length > 0);
  assert.deepEqual(page.errors, []);
});

test('the site works from a sub-path', async () => {
  const sub = await start('/some-repo/');
  try {
    const page = await sub.newPage();
    await open(page, sub.url);
    await newGame(page, { players: 4 });
    assert.equal(await page.$$eval('[data-cell].out-of-play', (e) => e.length), 0, 'four players use every zone');
    await playFirst(page);
    assert.equal(await movesPlayed(page), 1);
    await settle(page);
    assert.ok(page.url().startsWith(sub.url + '#2'));
    assert.deepEqual(page.errors, []);
  } finally {
    await sub.close();
  }
});

test('a link pasted into the address bar of an open page opens that game', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  await setupTwo(page);
  await playFirst(page);
  const link = await pageLink(page);
  const shown = await boardState(page);
  await page.click('[data-testid="new-game"]');
  await page.click('[data-testid="start-game"]');
  assert.equal(await movesPlayed(page), 0);
  await page.evaluate((link) => { location.hash = '#' + link; }, link);
  await page.waitForFunction(() => document.querySelectorAll('.arch').length === 3);
  assert.deepEqual(await boardState(page), shown);
  await page.evaluate(() => { location.hash = '#1zzz'; });
  await page.waitForSelector('[data-testid="message"] .error');
  assert.match(await page.textContent('[data-testid="message"]'), /The game on the board is unchanged/);
  assert.equal(await movesPlayed(page), 3);
  assert.equal(await page.evaluate(() => location.hash), '#1zzz', 'the refused link stays in the address bar, to be copied or mended');
  // The next move writes the game's link again.
  await playFirst(page);
  assert.equal(await movesPlayed(page), 4);
  assert.notEqual(await pageLink(page), '1zzz');
});

test('without a clipboard, copy link shows the address to copy by hand', async () => {
  const page = await site.newPage();
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true });
  });
  await open(page, site.url);
  await newGame(page, { players: 2 });
  await setupTwo(page);
  await settle(page);
  await page.click('[data-testid="copy-link"]');
  await page.waitForSelector('[data-testid="message"]');
  const text = await page.textContent('[data-testid="message"]');
  assert.match(text, /could not be copied/);
  assert.ok(text.includes(await page.evaluate(() => location.href)), text);
  assert.deepEqual(page.errors, []);
});
