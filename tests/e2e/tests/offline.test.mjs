// Installable and offline: the web app manifest and its icons, a game played after the
// server has gone away, and a new deployment picked up at the next visit with a connection.
// Each test serves its own copy of the site under a sub-path, as GitHub Pages does, so it
// can stop that server or change its files.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  useSite, dist, open, reload, newGame, playFirst, waitForMoves, cellsWith, movesPlayed, boardState, pageLink,
} from '../helpers.mjs';
import { serve } from '../server.mjs';

const BASE = '/some-repo/';

// The service worker runs here: the file is about it, or about what it serves.
const site = useSite('/', { serviceWorkers: 'allow' });

/** Opens the site at `url` in a fresh context and waits until the service worker both
 * controls the page and has stored everything this first visit loaded. */
async function firstVisit(url) {
  const context = await site.newContext();
  const page = await site.newPage(context);
  await open(page, url);
  await page.waitForSelector('html[data-offline-ready="true"]', { state: 'attached' });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return { context, page };
}

test('the manifest is linked, names the game and offers loadable icons', async () => {
  const server = await serve(dist, BASE);
  try {
    const page = await site.newPage();
    await open(page, server.url);
    const href = await page.$eval('link[rel="manifest"]', (link) => link.href);
    assert.equal(href, server.url + 'manifest.webmanifest');
    const manifest = await page.evaluate(async (url) => (await fetch(url)).json(), href);
    assert.equal(manifest.name, 'Block Ness');
    assert.ok(manifest.short_name);
    assert.equal(manifest.display, 'standalone');
    assert.equal(new URL(manifest.start_url, href).href, server.url);
    assert.equal(new URL(manifest.scope, href).href, server.url);
    const themeColour = await page.$eval('meta[name="theme-color"]', (meta) => meta.content);
    assert.equal(manifest.theme_color, themeColour);

    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort();
    assert.deepEqual(sizes, ['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const url = new URL(icon.src, href).href;
      const drawn = await page.evaluate((src) => new Promise((resolve, reject) => {
        const image = new Image();
        image.onload = () => resolve(`${image.naturalWidth}x${image.naturalHeight}`);
        image.onerror = () => reject(new Error('cannot load ' + src));
        image.src = src;
      }), url);
      assert.equal(drawn, icon.sizes, url);
      assert.equal(icon.type, 'image/png');
    }
    assert.deepEqual(page.errors, []);
  } finally {
    await server.close();
  }
});

test('after one visit the game starts and plays with the server gone', async () => {
  const server = await serve(dist, BASE);
  const { context, page } = await firstVisit(server.url);
  await server.close();
  // Playwright's offline mode may not cover the service worker's own fetches; the stopped
  // server above is what guarantees nothing is served.
  await context.setOffline(true);
  await assert.rejects(fetch(server.url), 'the server is really gone');

  await reload(page);
  await newGame(page, { players: 2 });
  const before = await boardState(page);
  assert.equal(await movesPlayed(page), 0);
  assert.ok((await cellsWith(page, 'legal-start')).length > 0, 'the board offers places to start');
  await playFirst(page);
  assert.equal(await movesPlayed(page), 1);
  const after = await boardState(page);
  assert.equal(after.arches.length, before.arches.length + 1, 'the placed segment is drawn');
  assert.notEqual(after.status, before.status);

  // A reload with the game's link in the address resumes it, still offline.
  const link = await pageLink(page);
  await reload(page);
  assert.equal(await pageLink(page), link);
  assert.deepEqual(await boardState(page), after);
  assert.deepEqual(page.errors, []);
});

test('after one visit a computer player answers with the server gone', async () => {
  const server = await serve(dist, BASE);
  const { context, page } = await firstVisit(server.url);
  await server.close();
  await context.setOffline(true);

  await reload(page);
  // The first visit never started the bot worker: its files come from the whole
  // deployment the service worker stored when it installed.
  await newGame(page, { players: 2, kinds: ['human', 'easy'] });
  await playFirst(page);
  await waitForMoves(page, 2);
  assert.equal(await movesPlayed(page), 2);
  assert.equal((await boardState(page)).arches.length, 2, 'both starters are drawn');
  assert.deepEqual(page.errors, []);
});

test('after one visit the solo puzzles open and the solver answers with the server gone', async () => {
  const server = await serve(dist, BASE);
  const { context, page } = await firstVisit(server.url);
  await server.close();
  await context.setOffline(true);

  await reload(page);
  await page.click('[data-testid="cancel-new-game"]');
  await page.click('[data-testid="solo"]');
  await page.click('[data-testid="level-1-01"]');
  // The level comes from the worker, and so does the first check that its goal is in reach.
  await page.waitForFunction(() => {
    const puzzle = document.querySelector('[data-testid="puzzle"]');
    return puzzle !== null && puzzle.dataset.reach !== 'checking';
  });
  assert.ok((await cellsWith(page, 'legal-start')).length > 0, 'the puzzle board offers its start cells');
  assert.deepEqual(page.errors, []);
});

test('a new deployment is picked up at the next visit with a connection', async () => {
  const copy = await fs.mkdtemp(path.join(os.tmpdir(), 'blockness-site-'));
  const server = await serve(copy, BASE);
  try {
    await fs.cp(dist, copy, { recursive: true });
    const { page } = await firstVisit(server.url);
    assert.equal(await page.title(), 'Block Ness');

    const index = path.join(copy, 'index.html');
    const html = await fs.readFile(index, 'utf8');
    assert.ok(html.includes('<title>Block Ness</title>'));
    await fs.writeFile(index, html.replace('<title>Block Ness</title>', '<title>Block Ness, redeployed</title>'));
    await reload(page);
    assert.equal(await page.title(), 'Block Ness, redeployed');
    assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the worker answered the reload');
    assert.deepEqual(page.errors, []);
  } finally {
    await server.close();
    await fs.rm(copy, { recursive: true, force: true });
  }
});

test("an invite's view comes first: the offline copy waits until its module and styles have arrived", async () => {
  const context = await site.newContext();
  const page = await site.newPage(context);
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route('**/blockness-live-view-*_bg.wasm', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${site.url}#live=new&players=2`);
  await page.waitForSelector('html[data-settled]', { state: 'attached' });
  await page.waitForSelector('html[data-view-loading]', { state: 'attached' });
  // The page is drawn and the browser has had moments to spare: with the table's module
  // still on its way, nothing of the site is being stored.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
  assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0);
  release();
  await page.waitForSelector('[data-testid="live-create"]');
  await page.waitForSelector('html[data-offline-ready="true"]', { state: 'attached' });
  assert.equal(await page.$('html[data-view-loading]'), null, 'nothing left counted');
  await context.close();
});
