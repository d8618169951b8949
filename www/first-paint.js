// Runs in <head>, before the body is drawn. The release build writes a static copy of the
// first screen of a fresh visit into index.html (#first-paint, see scripts/prerender.mjs):
// the empty loch under the new-game dialog, in English. It is right only when the app will
// draw that same screen, so this script shows it (the class `first-paint` on <html>, see
// style.css) only then:
// - no link in the address (a game link, a puzzle link, anything after `#`);
// - no game kept on the device (the app would resume the last one);
// - English is the page's language (the player's stored pick, else the browser's first
//   language the page speaks, as crates/web/src/ui/language.rs decides).
// Otherwise the page stays blank until the app draws, as it always did: never a wrong screen.
(() => {
  const stored = (key) => {
    try {
      return localStorage.getItem(key);
    } catch {
      // Storage refused: the app reads nothing either.
      return null;
    }
  };
  if (location.hash !== '') return;
  // crates/web/src/library.rs (the games) and crates/web/src/persist.rs (the one game of
  // earlier versions, read when there is no library).
  if (stored('blockness.games') !== null || stored('blockness.saved-game') !== null) return;
  // crates/web/src/i18n/mod.rs: Lang::from_code and Lang::preferred.
  const spoken = ['en', 'fr', 'de', 'it'];
  const primary = (code) => String(code).split(/[-_]/)[0].trim().toLowerCase();
  const wanted = [stored('blockness-lang'), ...(navigator.languages ?? []), navigator.language];
  const lang = wanted.filter((code) => code != null).map(primary).find((code) => spoken.includes(code)) ?? 'en';
  if (lang !== 'en') return;
  document.documentElement.classList.add('first-paint');
})();
