// Firefox: the game's link in the address opens the same position in a fresh page, and a
// bad link is explained while the page stays usable.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useFirefox, open, newGame, setupTwo, playFirst, boardState, pageLink, movesPlayed, exists, text, cellsWith,
} from './firefox.mjs';

const site = useFirefox();

test('Firefox: the address after some moves opens the same position in a fresh page', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  await setupTwo(page);
  for (let i = 0; i < 4; i++) await playFirst(page);
  const link = await pageLink(page);
  // The core's link (version 2: a new game is on the balanced edition), then the game's id.
  assert.match(link, /^2[A-Za-z0-9_-]+\.[A-Za-z0-9]{8}$/);
  const shown = await boardState(page);
  const address = page.url();
  assert.equal(address, site.url + '#' + link);

  // A fresh context has no saved game: only the address can bring the position back.
  const fresh = await site.newPage(await site.newContext());
  await open(fresh, address);
  assert.deepEqual(await boardState(fresh), shown);
  assert.equal(await movesPlayed(fresh), 6);
  assert.equal(await exists(fresh, '[data-testid="start-game"]'), false, 'no new-game dialog over a link');
  // The position goes on from there.
  await playFirst(fresh);
  assert.equal(await movesPlayed(fresh), 7);
  assert.deepEqual(page.errors, []);
  assert.deepEqual(fresh.errors, []);
});

for (const [bad, words] of [['1zzz', /cut short/], ['hello', /not a Block Ness link/]]) {
  test(`Firefox: the bad link #${bad} is explained and the page stays usable`, async () => {
    const page = await site.newPage();
    await open(page, `${site.url}#${bad}`);
    assert.ok(await exists(page, '[data-testid="message"] .error'), 'the message is shown as an error');
    const message = await text(page, '[data-testid="message"]');
    assert.match(message, /This link cannot be opened/);
    assert.match(message, words);
    // A new game is shown instead, and it plays.
    assert.ok((await cellsWith(page, 'legal-start')).length > 0, 'the board offers places to start');
    await setupTwo(page);
    await playFirst(page);
    assert.equal(await movesPlayed(page), 3);
    assert.notEqual(await pageLink(page), bad, 'the next move writes the game into the address');
    assert.deepEqual(page.errors, []);
  });
}
