// The views the first screen does not show (rules, tutorial, solo) live in a module of their
// own, and Loch Ness and live tables in others: a first visit downloads neither, the first view opened
// fetches its own module once and nothing of the other, a view
// opened offline before the module was ever stored says so and offers the way back, and
// after one visit every view opens offline.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, open, reload, newGame, playFirst, movesPlayed } from '../helpers.mjs';

// The service worker runs here: the file is about it, or about what it serves.
const site = useSite('/', { serviceWorkers: 'allow' });

const VIEWS = /\/blockness-views-[0-9a-f]{16}(_bg\.wasm|\.js)$/;
const LOCHNESS = /\/blockness-lochness-view-[0-9a-f]{16}(_bg\.wasm|\.js)$/;
const LIVE = /\/blockness-live-(view|table)-[0-9a-f]{16}(_bg\.wasm|\.js)$/;
const LOCHNESS_LIVE = /\/blockness-lochness-(live|table)-[0-9a-f]{16}(_bg\.wasm|\.js)$/;
// Trunk writes its hash without leading zeros, so it is 16 hex digits or fewer.
const GAME = /\/blockness-web-[0-9a-f]{1,16}(_bg\.wasm|\.js)$/;
const WELCOME = /\/blockness-welcome-[0-9a-f]{16}(_bg\.wasm|\.js)$/;

/** Records the site's files the page requests. */
function requests(page) {
  const seen = [];
  page.on('request', (r) => seen.push(new URL(r.url()).pathname));
  return seen;
}

test('the first visit loads the welcome module alone, the game then the game\'s; the first view opened fetches the views module once, Loch Ness its own', async () => {
  const page = await site.newPage();
  const seen = requests(page);
  await open(page, site.url);
  await page.waitForLoadState('networkidle');
  assert.equal(seen.filter((p) => WELCOME.test(p)).length, 2, 'the welcome module loads: its script and its wasm');
  assert.deepEqual(seen.filter((p) => GAME.test(p) && p.endsWith('.wasm')), [], 'the game module waits until the game is asked for');
  assert.deepEqual(seen.filter((p) => VIEWS.test(p)), [], 'the views module waits until a view opens');
  await newGame(page, { players: 2 });
  assert.equal(seen.filter((p) => GAME.test(p) && p.endsWith('.wasm')).length, 1, 'starting a game loads the game module');

  await page.click('[data-testid="open-rules"]');
  await page.waitForSelector('[data-testid="rules-section"]');
  assert.equal(seen.filter((p) => VIEWS.test(p)).length, 2, 'its script and its wasm, once each');
  await page.click('[data-testid="open-tutorial"]');
  await page.waitForSelector('[data-testid="tutorial-page"]');
  await page.click('[data-testid="solo"]');
  await page.waitForSelector('[data-testid="campaign"]');
  assert.equal(seen.filter((p) => VIEWS.test(p)).length, 2, 'no second download for the other views');
  // The view is drawn beside the page's root, never inside it (each module runs its own Yew).
  assert.equal(await page.$('#app-root [data-testid="campaign"]'), null);
  assert.ok(await page.$('#views [data-testid="campaign"]'));
  assert.deepEqual(seen.filter((p) => LOCHNESS.test(p)), [], 'Block Ness\'s views bring nothing of Loch Ness');
  await page.click('[data-testid="lochness"]');
  await page.waitForSelector('#views [data-testid="lochness-view"]');
  assert.equal(seen.filter((p) => LOCHNESS.test(p)).length, 2, 'Loch Ness opens from its own module, script and wasm');
  assert.equal(seen.filter((p) => VIEWS.test(p)).length, 2, 'and needs nothing more of the views module');
  assert.deepEqual(seen.filter((p) => LIVE.test(p)), [], 'live tables wait until one is shown');
  assert.deepEqual(seen.filter((p) => LOCHNESS_LIVE.test(p)), [], 'a Loch Ness game brings nothing of its live tables');
  assert.deepEqual(page.errors, []);
});

test('a view opened offline before the module was stored says so, and opens once the connection is back', async () => {
  // No service worker: nothing is stored, as on a first visit cut short.
  const context = await site.newContext({ serviceWorkers: 'block' });
  const page = await site.newPage(context);
  await open(page, site.url);
  await newGame(page, { players: 2 });
  await playFirst(page);
  await context.setOffline(true);
  await page.click('[data-testid="open-rules"]');
  const failed = await page.waitForSelector('[data-testid="view-failed"]');
  assert.match(await failed.textContent(), /could not be loaded.*connect once/s);
  // The way back keeps the game as it was.
  await page.click('[data-testid="view-failed"] button');
  await page.waitForSelector('[data-testid="board"]');
  assert.equal(await movesPlayed(page), 1);
  // Only the failed fetch of the module was reported.
  assert.ok(page.errors.every((e) => /blockness-views|Failed to fetch|ERR_INTERNET_DISCONNECTED|dynamically imported/i.test(e)), page.errors.join('\n'));

  await context.setOffline(false);
  await page.click('[data-testid="open-rules"]');
  await page.waitForSelector('[data-testid="rules-section"]');
  assert.equal(await page.$('[data-testid="view-failed"]'), null);
});

test('after one visit with a connection, every view opens offline', async () => {
  const context = await site.newContext();
  const page = await site.newPage(context);
  await open(page, site.url);
  await page.waitForSelector('html[data-offline-ready="true"]', { state: 'attached' });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await newGame(page, { players: 2 });
  await context.setOffline(true);
  await reload(page);
  await page.click('[data-testid="open-tutorial"]');
  await page.waitForSelector('[data-testid="tutorial-page"]');
  await page.click('[data-testid="open-rules"]');
  await page.waitForSelector('[data-testid="rules-section"]');
  await page.click('[data-testid="solo"]');
  await page.waitForSelector('[data-testid="campaign"]');
  assert.deepEqual(page.errors, []);
});
