// Registers the service worker (www/sw.js), which stores the whole deployment when it
// installs, so one visit is enough to play offline later.
// data-offline-ready on <html> tells tests (and the curious) that the deployment this page
// came from is stored: the newest worker has installed, having stored every file.
if ('serviceWorker' in navigator) {
  addEventListener('load', async () => {
    try {
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
