// The page inside another site's frame: its policy is a <meta>, which cannot forbid framing
// (`frame-ancestors`), so the page's first script refuses to run there (www/first-paint.js).
// Another site is stood in for by a second server on another loopback port, whose page holds
// nothing but an iframe of the site. In the frame, the refusal and its link to a tab of the
// page's own are shown in the page's language, and nothing of the app starts: no module, no
// game drawn, no storage, no service worker, no broker. The link opens the page in a tab,
// where it starts as usual.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { useSite, settled, READY } from '../helpers.mjs';

// The service worker runs here: the file is about it, or about what it serves.
const site = useSite('/', { serviceWorkers: 'allow' });

/** "Another site": an origin of its own (another port), whose page frames `?src=`. */
let other;
before(async () => {
  // Its page and nothing else (an icon of its own, so the browser asks for none).
  const server = http.createServer((req, res) => {
    const src = new URL(req.url, 'http://127.0.0.1').searchParams.get('src');
    if (src === null) {
      res.writeHead(404).end();
      return;
    }
    const attribute = src.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(`<!doctype html><html><head><title>Another site</title><link rel="icon" href="data:,"></head><body><iframe src="${attribute}" width="800" height="600"></iframe></body></html>`);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  other = {
    url: (src) => `http://127.0.0.1:${server.address().port}/?src=${encodeURIComponent(src)}`,
    close: () => new Promise((resolve) => {
      server.close(resolve);
      server.closeAllConnections();
    }),
  };
});
after(async () => { await other?.close(); });

/** Opens the other site's page framing `src` in a fresh context of `options`, and records
 * every request and WebSocket of the page and its frame. Returns the page, the frame once
 * its document is parsed, and what was asked for. */
async function openFramed(src, options = {}) {
  const context = await site.newContext(options);
  const requests = [];
  const sockets = [];
  context.on('request', (request) => requests.push(request.url()));
  const page = await site.newPage(context);
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await page.goto(other.url(src));
  const frame = await (await page.waitForSelector('iframe')).contentFrame();
  await frame.waitForFunction(() => document.readyState === 'complete');
  return { context, page, frame, requests, sockets };
}

/** Waits until whatever the frame's scripts could have asked for is recorded: the loader has
 * run (it defines the page's start before it decides what to start, in the same task), then
 * a request made after it reaches the record, which keeps the order the frame asked in. */
async function everythingAsked(frame, requests) {
  await frame.waitForFunction(() => typeof window.blocknessStartPage === 'function');
  const last = new URL(`./manifest.webmanifest?after-the-loader=${Date.now()}`, frame.url()).href;
  await frame.evaluate((url) => fetch(url).then((r) => r.text()), last);
  assert.ok(requests.includes(last));
}

/** What the frame shows and keeps: the refusal, the app's root, storage and workers. */
async function frameState(frame) {
  return frame.evaluate(async () => {
    const notice = document.querySelector('.framed-notice');
    const link = notice?.querySelector('a');
    return {
      framed: document.documentElement.classList.contains('framed'),
      lang: document.documentElement.lang,
      shown: notice?.checkVisibility() ?? false,
      says: notice?.querySelector('p')?.textContent ?? null,
      link: link ? { href: link.href, target: link.target, rel: link.rel, text: link.textContent, shown: link.checkVisibility() } : null,
      address: location.href,
      appRoot: document.getElementById('app-root')?.childNodes.length ?? null,
      boards: document.querySelectorAll('svg.board, [data-cell], .app').length,
      copies: document.querySelectorAll('#first-paint, template, #seat-form, .views').length,
      stored: localStorage.length,
      worker: (await navigator.serviceWorker.getRegistration()) !== undefined,
      connectPolicy: document.getElementById('blockness-connect') !== null,
      preloads: document.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]').length,
    };
  });
}

/** The requests for modules: any wasm, the modules' scripts, the offline copy's script. */
const moduleRequests = (requests) => requests.filter((url) => /\.wasm$|\/blockness-[^/]*\.js$|\/offline\.js$/.test(new URL(url).pathname));

test('in another site\'s frame the page starts nothing and offers its own tab, which starts it', async () => {
  const { context, page, frame, requests, sockets } = await openFramed(site.url);
  await frame.waitForSelector('.framed-notice a');
  await everythingAsked(frame, requests);
  const state = await frameState(frame);
  assert.equal(state.framed, true);
  assert.equal(state.lang, 'en');
  assert.equal(state.shown, true);
  assert.match(state.says, /only runs in a tab of its own/);
  assert.deepEqual(state.link, {
    href: site.url, target: '_blank', rel: 'noopener', text: 'Open Block Ness in a new tab', shown: true,
  });
  assert.equal(state.appRoot, 0, 'nothing drawn in #app-root');
  assert.equal(state.boards, 0, 'no board and no app anywhere');
  assert.equal(state.copies, 0, 'no copy of the game left in the page');
  assert.equal(state.stored, 0, 'no storage written');
  assert.equal(state.worker, false, 'no service worker');
  assert.equal(state.connectPolicy, false);
  assert.equal(state.preloads, 0);
  assert.deepEqual(moduleRequests(requests), [], 'no module asked for');
  assert.deepEqual(sockets, []);
  // Not even the first screen's copy, which shows only with the class the refusal leaves out.
  assert.equal(await frame.evaluate(() => document.documentElement.classList.contains('first-paint')), false);

  // The link opens the same address in a tab of its own, where the page starts as usual.
  const [tab] = await Promise.all([context.waitForEvent('page'), frame.click('.framed-notice a')]);
  const errors = [];
  tab.on('pageerror', (e) => errors.push(String(e)));
  // The welcome module's screen: a module came and drew.
  await tab.waitForSelector(READY);
  await settled(tab);
  assert.ok(await tab.$('#first-paint .welcome-host [data-testid="start-game"]'), 'the welcome screen shows');
  assert.equal(tab.url(), site.url);
  assert.equal(await tab.evaluate(() => window.opener), null, 'the new tab cannot reach the frame');
  assert.equal(await tab.evaluate(() => document.documentElement.classList.contains('framed')), false);
  assert.equal(await tab.$('.framed-notice'), null);
  assert.ok(moduleRequests(requests).some((url) => url.endsWith('.wasm')), 'the tab starts a module');
  assert.deepEqual(errors, []);
  assert.deepEqual(page.errors, []);
});

test('framed, an invite in a French browser is refused in French, and no broker is reached', async () => {
  const invite = `${site.url}#live=${'0'.repeat(32)}&invite=${'A'.repeat(22)}&broker=ws://127.0.0.1:9/mqtt`;
  const { page, frame, requests, sockets } = await openFramed(invite, { locale: 'fr-FR' });
  await frame.waitForSelector('.framed-notice a');
  await everythingAsked(frame, requests);
  const state = await frameState(frame);
  assert.equal(state.lang, 'fr');
  assert.match(state.says, /propre onglet/);
  assert.equal(state.link.text, 'Ouvrir Block Ness dans un nouvel onglet');
  // The whole address, the invite's part too.
  assert.equal(state.link.href, state.address);
  assert.ok(state.address.endsWith('&broker=ws://127.0.0.1:9/mqtt'));
  assert.equal(state.appRoot, 0);
  assert.equal(state.copies, 0, 'no seat form, no table');
  assert.equal(state.stored, 0);
  assert.deepEqual(moduleRequests(requests), []);
  // No live stylesheet either, which an invite's seat form links at once.
  assert.deepEqual(requests.filter((url) => url.endsWith('/live.css')), []);
  assert.deepEqual(sockets, []);
  assert.deepEqual(page.errors, []);
});
