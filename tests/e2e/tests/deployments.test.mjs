// The service worker keeps one deployment: after a visit the device stores exactly the files
// of the deployment visited; after a new deployment is published, it stores the old one only
// while a page runs on it, then exactly the new one, which plays offline. Each test serves
// its deployments one after the other at the same address, compressed and under a sub-path
// as GitHub Pages serves them; each deployment is a copy of the built site with a changed
// style sheet and title, run through the build's last step (crates/site-build's deployment:
// tests/e2e/run.sh sets BLOCKNESS_SITE_BUILD, else cargo runs it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  useSite, dist, repo, open, reload, newGame, playFirst, waitForMoves, movesPlayed,
} from '../helpers.mjs';
import { serve } from '../server.mjs';

const BASE = '/some-repo/';

// The service worker runs here: the file is about it, or about what it serves.
const site = useSite('/', { serviceWorkers: 'allow' });

/** The files of the deployment in `dir`: every URL its worker should store (every file but
 * sw.js and each game's table module of an invite, which no device uses offline; listed here
 * from the directory), and the cache it names (`blockness-<id>`). */
async function deploymentOf(dir, url) {
  const names = (await fs.readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)).split(path.sep).join('/'))
    .filter((name) => name !== 'sw.js' && !/^blockness-(live|lochness)-table-/.test(name));
  const worker = await fs.readFile(path.join(dir, 'sw.js'), 'utf8');
  const id = worker.match(/^ {2}id: "([0-9a-f]{16})",$/m)?.[1];
  assert.ok(id, `${dir}/sw.js names its deployment`);
  return { cache: `blockness-${id}`, urls: names.map((name) => new URL(name, url).href).sort() };
}

/** Copies the site in `from` to a new directory as the next deployment: a changed style
 * sheet under a new hashed name (the old name is gone from it), a changed title, and the
 * worker's list written anew. Returns the directory. */
async function redeploy(from, title) {
  const to = await fs.mkdtemp(path.join(os.tmpdir(), 'blockness-deployment-'));
  await fs.cp(from, to, { recursive: true });
  const old = (await fs.readdir(to)).find((name) => /^lessons-[0-9a-f]{8,16}\.css$/.test(name));
  const css = `${await fs.readFile(path.join(to, old), 'utf8')}\n/* ${title} */\n`;
  const renamed = `lessons-${createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`;
  await fs.rm(path.join(to, old));
  await fs.writeFile(path.join(to, renamed), css);
  const integrity = `sha384-${createHash('sha384').update(css).digest('base64')}`;
  const index = path.join(to, 'index.html');
  const html = (await fs.readFile(index, 'utf8'))
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(new RegExp(`${old.replace('.', '\\.')}" integrity="[^"]*"`), `${renamed}" integrity="${integrity}"`);
  assert.ok(html.includes(renamed) && !html.includes(old), 'the page links the new style sheet');
  await fs.writeFile(index, html);
  const siteBuild = process.env.BLOCKNESS_SITE_BUILD;
  if (siteBuild) execFileSync(siteBuild, ['deployment', to], { stdio: 'ignore' });
  else execFileSync('cargo', ['run', '--quiet', '--profile', 'ci', '-p', 'blockness-site-build', '--', 'deployment', to], { cwd: repo, stdio: 'ignore' });
  return to;
}

/** Every `blockness-*` cache of the origin, with the sorted URLs it holds. */
function cachesOf(page) {
  return page.evaluate(async () => {
    const held = {};
    for (const name of (await caches.keys()).filter((n) => n.startsWith('blockness-'))) {
      held[name] = (await (await caches.open(name)).keys()).map((request) => request.url).sort();
    }
    return held;
  });
}

/** Waits until the origin's `blockness-*` caches are exactly those named in `expected`,
 * then checks what they hold. (The condition reads the caches' names asynchronously, so
 * each poll starts a reading and looks at the last one finished.) */
async function untilCaches(page, expected) {
  await page.evaluate(() => { window.__cacheNames = undefined; });
  await page.waitForFunction((names) => {
    caches.keys().then((keys) => {
      window.__cacheNames = JSON.stringify(keys.filter((n) => n.startsWith('blockness-')).sort());
    });
    return window.__cacheNames === JSON.stringify(names);
  }, Object.keys(expected).sort(), { polling: 100 });
  assert.deepEqual(await cachesOf(page), expected);
}

/** The cache the worker controlling `page` says it uses. */
function controllerCache(page) {
  return page.evaluate(() => new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => resolve(event.data.cache);
    navigator.serviceWorker.controller.postMessage({ type: 'which-cache' }, [channel.port2]);
  }));
}

/** Opens the site in `context` and waits until the deployment it came from is stored. */
async function visit(context, url) {
  const page = await site.newPage(context);
  await open(page, url);
  await page.waitForSelector('html[data-offline-ready="true"]', { state: 'attached' });
  return page;
}

/** A page of the same origin outside the site's scope (the server's "not here" answer), so
 * no service worker controls it and it holds no deployment open: it watches the caches. */
async function outsider(context, url) {
  const page = await context.newPage();
  await page.goto(new URL('/elsewhere', url).href);
  return page;
}

/** Whether the site's registration has a worker waiting to take over. */
function waiting(page) {
  return page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).waiting !== null);
}

test('after an update the device keeps exactly the new deployment, which plays offline', async () => {
  const a = await fs.mkdtemp(path.join(os.tmpdir(), 'blockness-deployment-'));
  await fs.cp(dist, a, { recursive: true });
  const b = await redeploy(a, 'Block Ness B');
  const server = await serve(a, BASE, 0, { gzip: true });
  try {
    const [deployedA, deployedB] = [await deploymentOf(a, server.url), await deploymentOf(b, server.url)];
    assert.notEqual(deployedA.cache, deployedB.cache);
    assert.ok(deployedA.urls.includes(`${server.url}blockness-bot-worker_bg.wasm`), 'files loaded later are listed');

    // A first visit stores all of A, and nothing else.
    const context = await site.newContext();
    const pageA = await visit(context, server.url);
    await pageA.waitForFunction(() => navigator.serviceWorker.controller !== null);
    assert.equal(await controllerCache(pageA), deployedA.cache);
    await untilCaches(pageA, { [deployedA.cache]: deployedA.urls });

    // B is published. A visit while A's page is still open shows B's page (the network comes
    // first) and stores B, whose worker waits: A's page keeps its worker and its files.
    server.publish(b);
    const pageB = await visit(context, server.url);
    assert.equal(await pageB.title(), 'Block Ness B');
    assert.equal(await waiting(pageB), true, "B's worker waits for A's pages to close");
    assert.equal(await controllerCache(pageA), deployedA.cache);
    await untilCaches(pageB, { [deployedA.cache]: deployedA.urls, [deployedB.cache]: deployedB.urls });

    // Once no page runs under A's worker, B's takes over and deletes A's files.
    const watcher = await outsider(context, server.url);
    await pageA.close();
    await pageB.close();
    await untilCaches(watcher, { [deployedB.cache]: deployedB.urls });

    // The next visit runs on B; with the server gone it reloads and plays, a computer player
    // (its worker never started online) included.
    const page = await visit(context, server.url);
    assert.equal(await controllerCache(page), deployedB.cache);
    assert.equal(await waiting(page), false);
    await server.close();
    await context.setOffline(true);
    await reload(page);
    assert.equal(await page.title(), 'Block Ness B');
    await newGame(page, { players: 2, kinds: ['human', 'easy'] });
    await playFirst(page);
    await waitForMoves(page, 2);
    assert.equal(await movesPlayed(page), 2);
    assert.deepEqual(await cachesOf(watcher), { [deployedB.cache]: deployedB.urls });
    assert.deepEqual(page.errors, []);
  } finally {
    await server.close();
    for (const dir of [a, b]) await fs.rm(dir, { recursive: true, force: true });
  }
});

test('a deployment replaced before it ever ran is deleted when its successor is stored', async () => {
  const a = await fs.mkdtemp(path.join(os.tmpdir(), 'blockness-deployment-'));
  await fs.cp(dist, a, { recursive: true });
  const b = await redeploy(a, 'Block Ness B');
  const c = await redeploy(b, 'Block Ness C');
  const server = await serve(a, BASE, 0, { gzip: true });
  try {
    const [deployedA, deployedB, deployedC] = [a, b, c].map((dir) => deploymentOf(dir, server.url));
    const [cacheA, cacheB, cacheC] = (await Promise.all([deployedA, deployedB, deployedC])).map((d) => d.cache);
    const context = await site.newContext();
    const pageA = await visit(context, server.url);
    await pageA.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // B is stored and waits while A's page is open…
    server.publish(b);
    const pageB = await visit(context, server.url);
    assert.equal(await waiting(pageB), true);
    await untilCaches(pageB, { [cacheA]: (await deployedA).urls, [cacheB]: (await deployedB).urls });
    // …then C replaces it before it ran: B's files go, A's stay while A's page is open.
    server.publish(c);
    const pageC = await visit(context, server.url);
    assert.equal(await pageC.title(), 'Block Ness C');
    await untilCaches(pageC, { [cacheA]: (await deployedA).urls, [cacheC]: (await deployedC).urls });
    assert.equal(await controllerCache(pageA), cacheA);

    const watcher = await outsider(context, server.url);
    for (const page of [pageA, pageB, pageC]) await page.close();
    await untilCaches(watcher, { [cacheC]: (await deployedC).urls });
    for (const page of [pageA, pageB, pageC]) assert.deepEqual(page.errors, []);
  } finally {
    await server.close();
    for (const dir of [a, b, c]) await fs.rm(dir, { recursive: true, force: true });
  }
});
