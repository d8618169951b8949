// Firefox: after one visit the service worker (www/sw.js) keeps the game playable with the
// server gone, as tests/offline.test.mjs checks in Chromium. The site is served under a
// sub-path, as GitHub Pages does, by a server of this test's own that it can stop.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serve } from '../server.mjs';
import {
  useFirefox, dist, open, reload, until, newGame, playFirst, cellsWith, movesPlayed, boardState, pageLink,
} from './firefox.mjs';

const BASE = '/some-repo/';

const site = useFirefox();

test('Firefox: after one visit the game starts and plays with the server gone', async () => {
  const server = await serve(dist, BASE);
  let page;
  try {
    // The first visit: the worker installs, takes control and stores what the page loaded.
    page = await site.newPage(await site.newContext());
    await open(page, server.url);
    await page.waitForSelector('html[data-offline-ready="true"]');
    await until(page, () => navigator.serviceWorker.controller !== null);
  } finally {
    await server.close();
  }
  await assert.rejects(fetch(server.url), 'the server is really gone');
  // Firefox's own offline mode (WebDriver BiDi's network conditions) on top: not even a
  // connection attempt leaves the page.
  await page.setOfflineMode(true);

  await reload(page);
  assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the worker answered the reload');
  await newGame(page, { players: 2 });
  const before = await boardState(page);
  assert.equal(await movesPlayed(page), 0);
  assert.ok((await cellsWith(page, 'legal-start')).length > 0, 'the board offers places to start');
  await playFirst(page);
  assert.equal(await movesPlayed(page), 1);
  const after = await boardState(page);
  assert.equal(after.arches.length, before.arches.length + 1, 'the placed segment is drawn');

  // A reload with the game's link in the address resumes it, still offline.
  const link = await pageLink(page);
  await reload(page);
  assert.equal(await pageLink(page), link);
  assert.deepEqual(await boardState(page), after);
  assert.deepEqual(page.errors, []);
});
