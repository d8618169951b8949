// Registers the service worker, then hands it the files this visit loaded before the
// worker controlled the page, so one visit is enough to play offline later.
// data-offline-ready on <html> tells tests (and the curious) that the copy is complete.
if ('serviceWorker' in navigator) {
  // The bot worker's files (see its link in index.html) load only once a computer player is
  // chosen, so they are named here to be stored for offline games against bots too.
  const loadedLater = ['./blockness-bot-worker_loader.js', './blockness-bot-worker.js', './blockness-bot-worker_bg.wasm'];
  addEventListener('load', async () => {
    try {
      await navigator.serviceWorker.register('./sw.js', { scope: './' });
      const registration = await navigator.serviceWorker.ready;
      const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
      // The browser fetches the page's icons outside resource timing, so they are named
      // here too: offline, a reload would otherwise ask the network for them.
      const icons = [...document.querySelectorAll('link[rel~="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')]
        .map((link) => link.href);
      const urls = [...loaded, ...loadedLater, ...icons];
      const reply = await new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data);
        registration.active.postMessage({ type: 'cache-urls', urls }, [channel.port2]);
      });
      if (!reply.ok) throw new Error(reply.error);
      document.documentElement.dataset.offlineReady = 'true';
    } catch (error) {
      console.warn('Block Ness will not work offline:', error);
    }
  });
}
