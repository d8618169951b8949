// Registers the service worker (www/sw.js), which stores the whole deployment when it
// installs, so one visit is enough to play offline later. The page's loader (www/start.js)
// adds this script once the page's own module is on its way, which may be long after the
// page's load (a table's address waits for the player's first press).
// data-offline-ready on <html> tells tests (and the curious) that the deployment this page
// came from is stored: the newest worker has installed, having stored every file.

/** Resolves once the app has drawn its first screen (it marks <html data-settled>). */
function drawn() {
  const root = document.documentElement;
  return new Promise((resolve) => {
    if (root.dataset.settled !== undefined) return resolve();
    const observer = new MutationObserver(() => {
      if (root.dataset.settled === undefined) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-settled'] });
  });
}

/** Resolves once no on-demand view is on its way: the page counts its module in
 * data-view-loading on <html>, the view its stylesheet (names.rs, VIEW_LOADING_ATTRIBUTE).
 * The two counts may meet zero for a moment between them, so zero must still hold after
 * the browser has had a moment to spare. */
async function viewsLoaded() {
  const root = document.documentElement;
  const gone = () => new Promise((resolve) => {
    if (!root.hasAttribute('data-view-loading')) return resolve();
    const observer = new MutationObserver(() => {
      if (root.hasAttribute('data-view-loading')) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-view-loading'] });
  });
  do {
    await gone();
    await idle();
  } while (root.hasAttribute('data-view-loading'));
}

/** Resolves when the browser has a moment to spare (at once where it cannot say). */
function idle() {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2000 });
    else resolve();
  });
}

/** Runs `then` once the page has loaded: at once when it has already. */
function loaded(then) {
  if (document.readyState === 'complete') then();
  else addEventListener('load', then, { once: true });
}

if ('serviceWorker' in navigator) {
  loaded(async () => {
    try {
      // The install downloads and checks every file of the deployment: started while the
      // page's wasm compiles and draws, it slowed a first visit (a link took about 60 ms
      // longer to draw on the 2-core development machine). So it waits until the game is on
      // screen and the browser is idle; a view the address opens (an invite's table, a
      // puzzle) has its module and styles first, which a slow link would otherwise share.
      await drawn();
      await idle();
      await viewsLoaded();
      const registration = await navigator.serviceWorker.register('./sw.js', { scope: './' });
      // With a connection the page is the deployed one: look for its worker now rather than
      // whenever the browser gets to it. Offline, the page came from the stored deployment.
      if (navigator.onLine) await registration.update().catch(() => {});
      const worker = registration.installing ?? registration.waiting ?? registration.active;
      if (!worker) throw new Error('no service worker');
      if (worker.state === 'installing' || worker.state === 'parsed') {
        await new Promise((resolve) => {
          const settled = () => {
            if (worker.state === 'installing' || worker.state === 'parsed') return;
            worker.removeEventListener('statechange', settled);
            resolve();
          };
          worker.addEventListener('statechange', settled);
          settled();
        });
      }
      if (worker.state === 'redundant') throw new Error('the service worker could not store the site');
      document.documentElement.dataset.offlineReady = 'true';
    } catch (error) {
      console.warn('Block Ness will not work offline:', error);
    }
  });
}
