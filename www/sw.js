// Block Ness service worker: keeps the game playable without a connection, and keeps on the
// device one deployment of the site, not every deployment ever visited.
//
// Every URL here is relative to this script, which Trunk copies next to index.html, so the
// same file works at the site root and under a sub-path such as /<repo>/ on GitHub Pages.
//
// One deployment, one cache. The build's last step (crates/site-build) writes into the
// built copy of this file the deployment's id (a hash of every file of dist/ and of this
// script) and the list of its files with their SHA-256. So every deployment has a sw.js of
// its own bytes, which the browser installs as a new worker:
// - install: the new worker stores the whole deployment in the cache `blockness-<id>`, each
//   file confirmed by the server (`cache: 'no-cache'`: the HTTP cache's copy only once the
//   server says it is current, so a first visit does not download what it loaded twice) and
//   checked against its hash (a stale copy from a CDN fails the install, which the browser
//   retries at a later visit). Files the page loads only
//   later (the bot worker, views loaded on demand) are stored too: one visit is enough.
// - waiting: while a page runs under the previous worker, the new one waits (no skipWaiting),
//   so that page keeps its worker and its deployment's cache for as long as it is open.
//   Only the very first worker, with none before it, takes over at once (clients.claim), so
//   the first visit is already under a worker and playable offline afterwards.
// - activate: when no page is left under the previous worker (the last tab on it is
//   closed), the browser activates the new one; it deletes every other `blockness-*` cache
//   of this site, so storage holds exactly the current deployment. Pages are told nothing,
//   and need not be: the page is fetched network-first, so one opened with a connection is
//   the newest deployment already; only the offline copy changes once the old tabs are gone.
//   (offline.js asks for a new sw.js as soon as a page has loaded, not only when the
//   browser would.)
// - a deployment skipped over (installed and waiting, then replaced by a newer one before
//   it ever ran) has its cache deleted when its successor installs.
// Built, the worker writes to its cache only at install, so the cache is exactly the
// deployment.
//
// Unbuilt (this file as it is in www/, the constant below null), the worker stores the start
// page, and what passes through it once it controls the page, under `blockness-unbuilt`: a
// development convenience, which needs a second visit to have everything for offline play.
//
// Two strategies, chosen by whether a file's content can ever change under the same name:
// - Trunk names the built assets after a hash of their content (style-1d85…35.css,
//   blockness-web-c5ff…5a_bg.wasm). Such a name always means the same bytes, so the caches
//   are asked first (any deployment's copy will do: a page of a newer deployment whose
//   worker is still waiting finds its files there) and the network only on a miss.
// - Everything else (the page itself, the manifest, icons, the bot worker's files) keeps
//   its name across deployments. These go to the network first, so a new deployment is
//   picked up at the next visit with a connection, and fall back to this worker's own
//   deployment when the network fails or is too slow. (So a page of a newer deployment,
//   opened while this worker still serves, that first asks for the bot worker after the
//   connection dropped gets this deployment's copy: the worker cannot tell a page's
//   deployment from its requests.)

// BEGIN DEPLOYMENT: replaced by crates/site-build/src/deployment.rs in dist/sw.js; null when unbuilt.
const DEPLOYMENT = null;
// END DEPLOYMENT

/** What every cache of this site's workers is called: the prefix, then the deployment. */
const PREFIX = 'blockness-';
const CACHE_NAME = PREFIX + (DEPLOYMENT ? DEPLOYMENT.id : 'unbuilt');

/** How long a network-first request waits before answering from the cache instead. */
const NETWORK_TIMEOUT_MS = 4000;

/** How long an installing worker waits for the active one to name its cache. */
const ASK_TIMEOUT_MS = 3000;

/** The start page under both names a visitor may use. */
const START_PAGE = ['./', './index.html'];

/** A content hash: a dash and 16 hex digits right before the extension (or before `_bg`,
 * which wasm-bindgen adds to the WebAssembly file). Trunk writes its 64-bit hash without
 * leading zeros, so one name in sixteen has 15 digits, and fewer now and then. */
const HASHED_NAME = /-[0-9a-f]{8,16}(_bg)?\.[A-Za-z0-9]+$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE_NAME);
      // The files must be the deployed ones: `cache: 'no-cache'` asks the server every time
      // (a copy the HTTP cache holds is used when the server answers 304, as for the files
      // the page has just loaded), and `integrity` refuses any other bytes.
      const requests = DEPLOYMENT
        ? Object.entries(DEPLOYMENT.files).map(([name, integrity]) => new Request(name, { cache: 'no-cache', integrity }))
        : START_PAGE.map((url) => new Request(url, { cache: 'no-cache' }));
      await cache.addAll(requests);
      await dropSkipped();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await deleteCaches((name) => name !== CACHE_NAME);
      // Takes the pages no worker controls yet: on a first visit, the page that registered
      // this worker. (Activation comes only once no page runs under an older worker.)
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  // Other sites, and other pages of this one, are none of the game's business.
  if (!request.url.startsWith(self.registration.scope)) return;
  const url = new URL(request.url);
  if (request.mode !== 'navigate' && HASHED_NAME.test(url.pathname)) {
    event.respondWith(cacheFirst(event, request));
  } else {
    event.respondWith(networkFirst(event, request));
  }
});

// A newer worker, installing, asks this one which cache it uses, so as to keep it.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'which-cache') event.ports[0]?.postMessage({ cache: CACHE_NAME });
});

/** Deletes the caches of this site's workers (`blockness-*` caches holding only URLs in
 * this worker's scope: another site on the same origin keeps its own) that `drop` names. */
async function deleteCaches(drop) {
  const scope = self.registration.scope;
  for (const name of await caches.keys()) {
    if (!name.startsWith(PREFIX) || !drop(name)) continue;
    const keys = await (await caches.open(name)).keys();
    if (keys.every((request) => request.url.startsWith(scope))) await caches.delete(name);
  }
}

/** Once this worker's deployment is stored: deletes the caches of deployments that will
 * never run, those of workers that installed and waited but were replaced before they
 * activated. Kept: this worker's cache and the active worker's (its pages may be open).
 * When the active worker does not say which cache it uses, everything is kept until this
 * worker activates. */
async function dropSkipped() {
  const keep = new Set([CACHE_NAME]);
  const active = self.registration.active;
  if (active) {
    const used = await new Promise((resolve) => {
      const channel = new MessageChannel();
      const timer = setTimeout(() => resolve(undefined), ASK_TIMEOUT_MS);
      channel.port1.onmessage = (message) => {
        clearTimeout(timer);
        resolve(message.data?.cache);
      };
      active.postMessage({ type: 'which-cache' }, [channel.port2]);
    });
    if (typeof used !== 'string') return;
    keep.add(used);
  }
  await deleteCaches((name) => !keep.has(name));
}

async function cacheFirst(event, request) {
  const cached = (await (await caches.open(CACHE_NAME)).match(request)) ?? (await matchAnyDeployment(request));
  if (cached) return cached;
  const response = await fetch(request);
  if (!DEPLOYMENT && response.ok) event.waitUntil(store(request, response.clone()));
  return response;
}

/** A copy of `request` in any deployment's cache (for names that always mean the same bytes). */
async function matchAnyDeployment(request) {
  for (const name of await caches.keys()) {
    if (!name.startsWith(PREFIX)) continue;
    const cached = await (await caches.open(name)).match(request);
    if (cached) return cached;
  }
  return undefined;
}

async function networkFirst(event, request) {
  const fromNetwork = fetch(request);
  let timer;
  const timedOut = new Promise((resolve) => {
    timer = setTimeout(() => resolve(null), NETWORK_TIMEOUT_MS);
  });
  const response = await Promise.race([fromNetwork.catch(() => null), timedOut]);
  clearTimeout(timer);
  if (response && response.ok) {
    // Unbuilt, only a response the page actually gets is stored: a late one could be a new
    // start page whose assets were never fetched, which would break the next visit offline.
    // A redirected one cannot answer a later navigation, so it is passed on unstored.
    if (!DEPLOYMENT && !response.redirected) event.waitUntil(store(request, response.clone()));
    return response;
  }
  const cached = await fallback(await caches.open(CACHE_NAME), request);
  if (cached) return cached;
  // Nothing cached: hand over whatever the network says (an error page, or a late answer).
  if (response) return response;
  return fromNetwork;
}

/** Unbuilt only: keeps what passes through, since there is no list of files to store. */
async function store(request, response) {
  await (await caches.open(CACHE_NAME)).put(request, response);
}

/** The cached answer for `request`; any navigation in scope falls back to the start page,
 * since the game is that one page (a link carries its game after `#`, or a query may
 * follow it). */
async function fallback(cache, request) {
  const exact = await cache.match(request, { ignoreSearch: request.mode === 'navigate' });
  if (exact) return exact;
  if (request.mode !== 'navigate') return undefined;
  for (const page of START_PAGE) {
    const cached = await cache.match(new URL(page, self.registration.scope).href);
    if (cached) return cached;
  }
  return undefined;
}
