// The page's loader. The site's build (crates/site-build/src/loader.rs) writes it into
// index.html, inline (no request more before the wasm), with the modules' names in
// <meta name="blockness-modules">; Trunk writes no loader of its own.
// - A fresh visit (www/first-paint.js shows the prerendered first screen) starts the welcome
//   module (crates/web/src/components/welcome.rs) once that screen is on screen: the header and the
//   new-game dialog come to life, and the page's own module is started only when the player
//   asks for the game (window.blocknessStartPage, called by the welcome module). The page's
//   files are fetched ahead as soon as the player first presses a key or a pointer.
// - A live table's address (an invite, a spectator's link) starts the live module alone, which
//   draws the table: an invited friend downloads what the table needs and no more. The page's
//   module follows at the player's first key or pointer press, or when the table asks for the
//   page (the player leaves it, or it has a game to keep), and adopts the table as it is
//   (crates/web/src/components/lazy_view.rs). An invite's seat form, shown with the page's
//   HTML (www/first-paint.js), is taken over by the module's own as it draws.
// - Any other visit (a link, a kept game, another language) starts the page's module at once.
// - Inside a frame nothing starts: www/first-paint.js has refused the page (the class
//   BLOCKNESS.framed.class on <html>) and says why in its place.
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
  return module;
};

// The offline copy's script (www/offline.js), added once: it waits for the page's first screen
// anyway, so it comes with the page's module (or the welcome module), and a table drawn alone
// before the page, which has no use for it, does not share its first download with it.
let offline = false;
const addOfflineScript = () => {
  if (offline) return;
  offline = true;
  const script = document.createElement('script');
  script.src = './offline.js';
  document.head.append(script);
};

let page;
// Starts the page's module once; after a failure (no connection), the next call tries again.
// Called by the welcome module (crates/web/src/components/welcome.rs).
window[BLOCKNESS.global.startPage] = () => {
  addOfflineScript();
  page ??= run(modules.page).catch((error) => {
    page = undefined;
    throw error;
  });
  return page;
};

const startPageSoon = () => window[BLOCKNESS.global.startPage]().catch(() => {});
const atFirstPress = (then) => {
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, then, { once: true, capture: true });
};

// The place of `element` under `root`: the index of each of its ancestors among its siblings.
const placeIn = (root, element) => {
  const place = [];
  for (let at = element; at !== root; at = at.parentElement) place.unshift([...at.parentElement.children].indexOf(at));
  return place;
};
const atPlace = (root, place) => place.reduce((at, index) => at?.children[index], root);

// Until the page's module has drawn its header, the prerendered one stands in for it without
// life: a button pressed or a language picked there is done again, in order, at the same
// place of the page's header once it is drawn (the keyboard's focus too), so no press is lost.
// `used` is called at each; the returned function tells whether there was any yet.
const carryOverHeader = (used) => {
  const done = [];
  const early = document.querySelector(`#${BLOCKNESS.firstPaint.id} ${BLOCKNESS.firstPaint.header}`);
  if (!early) return () => false;
  const pageHeader = () => document.querySelector(`#${BLOCKNESS.appRoot} ${BLOCKNESS.firstPaint.header}`);
  // Watched once something waits to be done, until the page's header is there.
  const watch = new MutationObserver(() => {
    if (!pageHeader()) return;
    watch.disconnect();
    replay();
  });
  const keep = (target, value) => {
    done.push({ place: placeIn(early, target), value, focused: document.activeElement === target });
    used();
    if (pageHeader()) replay();
    else if (done.length === 1) watch.observe(document.body, { childList: true, subtree: true });
  };
  early.addEventListener('click', (event) => {
    const button = event.target.closest('button');
    if (button && early.contains(button)) keep(button);
  });
  early.addEventListener('change', (event) => {
    if (event.target.matches('select')) keep(event.target, event.target.value);
  });
  const replay = () => {
    const header = pageHeader();
    for (const { place, value, focused } of done.splice(0)) {
      const target = atPlace(header, place);
      if (!target) continue;
      if (value === undefined) {
        target.click();
      } else {
        target.value = value;
        target.dispatchEvent(new Event('change', { bubbles: true }));
      }
      if (focused) target.focus();
    }
  };
  return () => done.length > 0;
};

// The seat form the page's HTML shows for an invite (www/first-paint.js) stands in for the one
// the live module draws, which takes its place in the same frame, before anything is painted
// between: the module's elements the copy names (`data-for`) get what was typed there, the
// keyboard's focus and the cursor, then the last button pressed there is pressed again. Until
// then a pressed button says it is busy. Returns whether the form was used, and a function
// that takes it away unused (the module did not come).
const carryOverSeatForm = (form, element, page) => {
  const { carry } = BLOCKNESS.seatForm;
  let pressed = null;
  let used = false;
  form.addEventListener('click', (event) => {
    const button = event.target.closest(`button[${carry}]`);
    if (!button) return;
    pressed = button.getAttribute(carry);
    used = true;
    button.setAttribute('aria-busy', 'true');
  });
  form.addEventListener('input', () => { used = true; });
  const own = (name) => element.querySelector(`[data-testid="${name}"]`);
  const takeOver = () => {
    for (const field of form.querySelectorAll(`input[${carry}]`)) {
      const target = own(field.getAttribute(carry));
      if (!target) continue;
      if (target.value !== field.value) {
        target.value = field.value;
        target.dispatchEvent(new InputEvent('input', { bubbles: true }));
      }
      if (document.activeElement === field) {
        target.focus();
        target.setSelectionRange(field.selectionStart, field.selectionEnd);
      }
    }
    form.remove();
    if (pressed) own(pressed)?.click();
  };
  // The module's page, styled: its first frame that is not a wait.
  const watch = new MutationObserver(() => {
    if (!own(page)) return;
    watch.disconnect();
    takeOver();
  });
  watch.observe(element, { childList: true, subtree: true });
  return {
    used: () => used,
    drop: () => {
      watch.disconnect();
      form.remove();
    },
  };
};

// Draws the table of the address with its game's live module, in the element where the page draws
// its views, and leaves it on the window for the page to adopt: the view's element, its
// handle, and the events it sent for the page meanwhile (each also starts the page).
const startTableAlone = async () => {
  // The page is started by a press on the header once the table is drawn, not before: the
  // page would draw a table of its own.
  let drawn = false;
  const headerUsed = carryOverHeader(() => drawn && startPageSoon());
  const container = document.createElement('div');
  container.id = BLOCKNESS.views.id;
  container.className = 'views';
  const element = document.createElement('div');
  element.className = 'lazy-view';
  const view = window.blocknessTableAddress;
  element.dataset.view = view;
  container.append(element);
  document.body.append(container);
  const waiting = [];
  const forPage = (event) => {
    waiting.push(event);
    startPageSoon();
  };
  for (const name of BLOCKNESS.views.events) element.addEventListener(name, forPage);
  const seatFormCopy = document.getElementById(BLOCKNESS.seatForm.id);
  const { page } = [BLOCKNESS.live, BLOCKNESS.lochLive].find((game) => game.view === view);
  const seatForm = seatFormCopy ? carryOverSeatForm(seatFormCopy, element, page) : { used: () => false, drop() {} };
  const forget = () => {
    for (const name of BLOCKNESS.views.events) element.removeEventListener(name, forPage);
  };
  let handle;
  try {
    const module = await run(modules.tables[view]);
    handle = module.mount_view(element, document.documentElement.lang);
  } catch (error) {
    // No live module (no connection, an old browser): the page shows the table, or says why not.
    console.warn('the table could not be drawn alone:', error);
    forget();
    seatForm.drop();
    container.remove();
    await window[BLOCKNESS.global.startPage]();
    return;
  }
  // Taken by the page's module, once: from then on the events go to the page's listeners.
  window[BLOCKNESS.global.tableAlone] = {
    view,
    element,
    handle,
    adopt() {
      forget();
      delete window[BLOCKNESS.global.tableAlone];
      return waiting.splice(0);
    },
  };
  // A press on the header or the seat form while the table was on its way asked for the page
  // already.
  drawn = true;
  if (headerUsed() || seatForm.used()) startPageSoon();
  atFirstPress(startPageSoon);
};

if (document.documentElement.classList.contains(BLOCKNESS.framed.class)) {
  // Framed: no module, no offline copy, no preload. The page stays the first script's words.
} else if (modules.tables?.[window.blocknessTableAddress]) {
  await startTableAlone();
} else if (window.blocknessFirstScreenShown) {
  addOfflineScript();
  await window.blocknessFirstScreenPainted();
  atFirstPress(() => window.blocknessPreloadPage());
  await run(modules.welcome);
} else {
  await window[BLOCKNESS.global.startPage]();
}
