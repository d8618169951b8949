// Block Ness service worker: keeps the game playable without a connection.
//
// Every URL here is relative to this script, which Trunk copies next to index.html, so the
// same file works at the site root and under a sub-path such as /<repo>/ on GitHub Pages.
//
// Two strategies, chosen by whether a file's content can ever change under the same name:
// - Trunk names the built assets after a hash of their content (style-1d85…35.css,
//   blockness-web-c5ff…5a_bg.wasm). Such a name always means the same bytes, so the cache is
//   asked first and the network only on a miss.
// - Everything else (the page itself, the manifest, icons, the bot worker's loader) keeps
//   its name across deployments. These go to the network first, so a new deployment is
//   picked up at the next visit with a connection, and fall back to the cache when the
//   network fails or is too slow.

// BEGIN DEPLOYMENT: replaced by scripts/deployment.mjs in dist/sw.js (the deployment's id and
// files, so that sw.js changes with every deployment); null when unbuilt. Not used yet.
const DEPLOYMENT = null;
// END DEPLOYMENT

/** Change when the worker's logic changes: older caches are then deleted on activation. */
const CACHE_VERSION = 1;
const CACHE_NAME = `blockness-v${CACHE_VERSION}`;

/** How long a network-first request waits before answering from the cache instead. */
const NETWORK_TIMEOUT_MS = 4000;

/** The start page under both names a visitor may use. */
const START_PAGE = ['./', './index.html'];

/** Trunk's content hash: a dash and 16 hex digits right before the extension
 * (or before `_bg`, which wasm-bindgen adds to the WebAssembly file). */
const HASHED_NAME = /-[0-9a-f]{16}(_bg)?\.[A-Za-z0-9]+$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE_NAME);
      // `cache: 'reload'` skips the HTTP cache: the start page must be the deployed one.
      await cache.addAll(START_PAGE.map((url) => new Request(url, { cache: 'reload' })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith('blockness-') && name !== CACHE_NAME).map((name) => caches.delete(name)),
      );
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

// The page sends the URLs it loaded before this worker controlled it (a first visit loads
// the game before the worker is installed), so that first visit is enough to play offline.
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'cache-urls' || !Array.isArray(data.urls)) return;
  const reply = event.ports[0];
  event.waitUntil(
    cacheMissing(data.urls).then(
      (stored) => reply?.postMessage({ ok: true, stored }),
      (error) => reply?.postMessage({ ok: false, error: String(error) }),
    ),
  );
});

/** Stores `urls` (same-origin, in scope); resolves to how many were fetched. A hashed file
 * already cached is kept as it is. A file whose name outlives deployments is fetched again
 * so it matches the page, but when that fails the cached copy still serves offline. */
async function cacheMissing(urls) {
  const cache = await caches.open(CACHE_NAME);
  const scope = self.registration.scope;
  const wanted = urls
    .filter((text) => typeof text === 'string')
    .map((text) => new URL(text, scope))
    .filter((url) => url.origin === self.location.origin && url.href.startsWith(scope));
  let stored = 0;
  for (const url of wanted) {
    url.hash = '';
    const cached = await cache.match(url.href);
    if (cached && HASHED_NAME.test(url.pathname)) continue;
    let response;
    try {
      response = await fetch(url.href);
    } catch (error) {
      if (cached) continue;
      throw error;
    }
    if (!response.ok) {
      if (cached) continue;
      throw new Error(`${url.pathname} answered ${response.status}`);
    }
    await cache.put(url.href, response);
    stored += 1;
  }
  return stored;
}

async function cacheFirst(event, request) {
  const cache = await caches.open(CACHE_NAME);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) event.waitUntil(cache.put(request, response.clone()));
  return response;
}

async function networkFirst(event, request) {
  const cache = await caches.open(CACHE_NAME);
  const fromNetwork = fetch(request);
  let timer;
  const timedOut = new Promise((resolve) => {
    timer = setTimeout(() => resolve(null), NETWORK_TIMEOUT_MS);
  });
  const response = await Promise.race([fromNetwork.catch(() => null), timedOut]);
  clearTimeout(timer);
  if (response && response.ok) {
    // Only a response the page actually gets is stored: a late one could be a new start
    // page whose assets were never fetched, which would break the next visit offline.
    // A redirected one cannot answer a later navigation, so it is passed on unstored.
    if (!response.redirected) event.waitUntil(cache.put(request, response.clone()));
    return response;
  }
  const cached = await fallback(cache, request);
  if (cached) return cached;
  // Nothing cached: hand over whatever the network says (an error page, or a late answer).
  if (response) return response;
  return fromNetwork;
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
