// The page's loader. The site's build (crates/site-build/src/loader.rs) writes it into
// index.html, inline (no request more before the wasm), with the modules' names in
// <meta name="blockness-modules">; Trunk writes no loader of its own.
// - A fresh visit (www/first-paint.js shows the prerendered first screen) starts the welcome
//   module (crates/web/src/components/welcome.rs) once that screen is on screen: the header and the
//   new-game dialog come to life, and the page's own module is started only when the player
//   asks for the game (window.blocknessStartPage, called by the welcome module). The page's
//   files are fetched ahead as soon as the player first presses a key or a pointer.
// - Any other visit (a link, a kept game, another language) starts the page's module at once.
// BLOCKNESS: the names shared with the Rust, written by the build before www/first-paint.js.
const modules = JSON.parse(document.querySelector(`meta[name="${BLOCKNESS.meta.modules}"]`).content);

// The wasm is asked for beside its script, not after it: one round trip less. Its failure
// reaches the caller through the start; meanwhile (the script still on its way) it is no
// unhandled rejection.
const run = async ({ js, wasm }) => {
  const binary = fetch(new URL(wasm, document.baseURI));
  binary.catch(() => {});
  const module = await import(new URL(js, document.baseURI).href);
  await module.default({ module_or_path: binary });
};

let page;
// Starts the page's module once; after a failure (no connection), the next call tries again.
// Called by the welcome module (crates/web/src/components/welcome.rs).
window[BLOCKNESS.global.startPage] = () => {
  page ??= run(modules.page).catch((error) => {
    page = undefined;
    throw error;
  });
  return page;
};

if (window.blocknessFirstScreenShown) {
  await window.blocknessFirstScreenPainted();
  for (const type of ['pointerdown', 'keydown']) {
    addEventListener(type, () => window.blocknessPreloadPage(), { once: true, capture: true });
  }
  await run(modules.welcome);
} else {
  await window[BLOCKNESS.global.startPage]();
}
