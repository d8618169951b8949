// Runs in <head>, before the body is drawn. The release build writes a static copy of the
// first screen of a fresh visit into index.html, drawn by the page's own components
// (crates/site-build): the empty loch under the new-game dialog, in every language the page
// speaks. English is in the document (#first-paint, lang="en"); each other language is a
// <template id="first-paint-LANG"> without the loch, which is the same in every language.
// A copy is right only when the app will draw that same screen, so this script shows one
// (the class `first-paint` on <html>, see style.css) only then:
// - no link in the address (a game link, a puzzle link, anything after `#`);
// - no game kept on the device (the app would resume the last one);
// and it shows the copy in the page's language (the player's stored pick, else the browser's
// first language the page speaks, as crates/web-common/src/lang.rs decides). The English copy
// shows as it is parsed; another language's takes its place, with its loch, as soon as the
// body is parsed (before the loader and any other deferred script run), and shows then.
// Otherwise the page stays blank until the app draws, as it always did: never a wrong screen.
//
// It also decides what is fetched when (www/start.js). With the copy shown, the welcome module,
// once the copy has been painted: the copy is then the page's largest paint, and nothing
// competes with it; the page's module follows when the player asks for the game. Without it,
// the page's module at once: the preload links the build keeps in
// <meta name="blockness-preload"> are put in while the head is read.
//
// Inside a frame it does none of this: the page refuses to run there (the first lines below).
//
// The names it shares with the Rust (storage keys, languages, ids, meta names) are the
// constant BLOCKNESS, which the build writes before this script (crates/site-build/src/names.rs).
(() => {
  // First of all: inside a frame, the page does not run. Its policy is a <meta>, which cannot
  // carry `frame-ancestors`, and GitHub Pages sends no header, so nothing else stops another
  // site from framing the game and laying its own buttons over it. Framed, the page starts no
  // module (the class on <html> tells the loader, www/start.js), touches no storage, connects
  // nowhere and draws no game: it says, in the page's language, that it runs in its own tab,
  // with a link that opens the same address in one. Reading a cross-origin top may throw: a
  // page that cannot tell is taken to be framed.
  let framed;
  try {
    framed = window.top !== window.self;
  } catch {
    framed = true;
  }
  if (framed) {
    const { class: FRAMED, refused, open } = BLOCKNESS.framed;
    document.documentElement.classList.add(FRAMED);
    // The browser's languages only: in another site's frame the page's storage is not the
    // one of its own tab (browsers keep them apart), and is left alone.
    const lang = BLOCKNESS.preferredLang([...(navigator.languages ?? []), navigator.language]);
    document.documentElement.lang = lang;
    // Once the body is parsed: the words in place of the game's copies (the first screen and
    // every template go), before the app's root, which stays empty.
    document.addEventListener('readystatechange', () => {
      for (const copy of document.querySelectorAll(`#${BLOCKNESS.firstPaint.id}, template`)) copy.remove();
      const notice = document.createElement('main');
      notice.className = `${FRAMED}-notice`;
      const title = document.createElement('h1');
      title.textContent = document.title;
      const says = document.createElement('p');
      says.textContent = refused[lang];
      const link = document.createElement('a');
      link.href = location.href;
      link.target = '_blank';
      link.rel = 'noopener';
      link.textContent = open[lang];
      const linked = document.createElement('p');
      linked.append(link);
      notice.append(title, says, linked);
      document.getElementById(BLOCKNESS.appRoot).before(notice);
    }, { once: true });
    return;
  }

  const stored = (key) => {
    try {
      return localStorage.getItem(key);
    } catch {
      // Storage refused: the app reads nothing either.
      return null;
    }
  };
  // The live tables' brokers. The release build's policy lets the page connect to the site and
  // to any WebSocket server, since a table's broker may be one no list names. For this load of
  // the page, a second policy narrows that to the brokers it has reason to use: the build's
  // (<meta name="blockness-broker">), the one the address names (an invite's `broker=`) and
  // the one entered on this device before. A policy can only be narrowed, never widened, so a
  // broker entered or linked later takes a reload; crates/web-live asks the function below
  // before it connects. A development build has no policy, and nothing to narrow.
  const { brokerMeta, brokerKey, brokerParam, connectPolicy, brokerAllowed } = BLOCKNESS.live;
  // A broker's address as a source of the policy: its scheme, host, port and path, or null
  // for an address a policy cannot name (the page then never connects to it).
  const brokerSource = (address) => {
    try {
      const url = new URL(address);
      if (url.protocol !== 'ws:' && url.protocol !== 'wss:') return null;
      if (!/^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:\d+)?$/.test(url.host)) return null;
      // ';' and ',' would end the directive or the policy: a source spells them escaped.
      return `${url.protocol}//${url.host}${url.pathname.replace(/;/g, '%3B').replace(/,/g, '%2C')}`;
    } catch {
      return null;
    }
  };
  const named = () => {
    const param = location.hash.slice(1).split('&').find((part) => part.startsWith(`${brokerParam}=`));
    try {
      return param ? decodeURIComponent(param.slice(brokerParam.length + 1)) : null;
    } catch {
      return null;
    }
  };
  const narrowed = document.querySelector('meta[http-equiv="Content-Security-Policy"]') !== null;
  const sources = new Set(
    [...(document.querySelector(`meta[name="${brokerMeta}"]`)?.content ?? '').split(','), named(), stored(brokerKey)]
      .filter((address) => address)
      .map((address) => brokerSource(address.trim()))
      .filter((source) => source !== null),
  );
  if (narrowed) {
    const policy = document.createElement('meta');
    policy.httpEquiv = 'Content-Security-Policy';
    policy.id = connectPolicy;
    policy.content = `connect-src 'self' ${[...sources].join(' ')}`.trim();
    document.head.append(policy);
  }
  // 'now': the page may connect to `address`; 'reload': once the page is loaded again with it
  // in the address or in storage; 'never': no policy can name it.
  window[brokerAllowed] = (address) => {
    const source = brokerSource(address);
    if (source === null) return 'never';
    return !narrowed || sources.has(source) ? 'now' : 'reload';
  };

  // Chosen as crates/web-common/src/lang.rs chooses: the build writes the function from Lang.
  const lang = BLOCKNESS.preferredLang([stored(BLOCKNESS.storage.lang), ...(navigator.languages ?? []), navigator.language]);
  // The page's language from the start, as the app sets it: the welcome screen speaks it too.
  document.documentElement.lang = lang;

  // crates/web/src/library.rs (the games) and crates/web/src/persist.rs (the one game of
  // earlier versions, read when there is no library).
  const copyIsRight = location.hash === ''
    && stored(BLOCKNESS.storage.games) === null && stored(BLOCKNESS.storage.savedGame) === null;
  // A live table's address of either game (an invite, a spectator's link; not the form that
  // opens a table): the loader draws the table with that game's live module alone
  // (www/start.js), under the copy's header, and the page's module, not preloaded here, waits
  // for the player's first key or pointer press. The name of the table's view, or null.
  const tableOf = ({ prefix, view }) => {
    const start = `#${prefix}`;
    return location.hash.startsWith(start) && !location.hash.startsWith(`${start}${BLOCKNESS.live.form}`) ? view : null;
  };
  const tableGame = [BLOCKNESS.live, BLOCKNESS.lochLive].find(tableOf) ?? null;
  const tableAlone = tableGame?.view ?? null;
  window.blocknessTableAddress = tableAlone;
  // An invite to a table this device keeps no key for: the game's live module's first frame
  // is the seat form, which the build also wrote into the page in every language
  // (crates/site-build/src/seat_form.rs). That copy is shown under the header as the body is
  // parsed, so "Your name" and "Take a seat" come with the page's HTML, and the module takes
  // it over when it has come (www/start.js). The game's live styles are linked at once and
  // hold the first paint (beside the page's own, one round trip): the copy never shows
  // unstyled, and the module finds them there. Any doubt (no broker named, one the page may
  // not reach yet, a device that keeps the table's key, no cryptographic source): no copy,
  // and the module draws what it will.
  const inviteToSit = ({ prefix, view, stylesheets }) => {
    const { inviteParam, recordPrefix } = BLOCKNESS.live;
    const [table, ...params] = location.hash.slice(1 + prefix.length).split('&');
    const secret = params.find((part) => part.startsWith(`${inviteParam}=`))?.slice(inviteParam.length + 1);
    const broker = named();
    if (!/^[0-9a-f]{32}$/.test(table) || !/^[A-Za-z0-9_-]{22}$/.test(secret ?? '')) return null;
    if (!broker || window[brokerAllowed](broker) !== 'now' || !window.crypto?.getRandomValues) return null;
    if (stored(`${recordPrefix}${table}`) !== null) return null;
    const links = stylesheets.map((href) => {
      const styles = document.createElement('link');
      styles.rel = 'stylesheet';
      styles.href = href;
      styles.setAttribute('blocking', 'render');
      return styles;
    });
    // A browser that cannot hold the first paint for a script's stylesheet (no `blocking`)
    // keeps the form hidden until the styles have come, or failed, rather than paint it
    // unstyled: it then appears under the header, and moves nothing.
    const arrived = Promise.all(links.map((styles) => new Promise((done) => {
      for (const type of ['load', 'error']) styles.addEventListener(type, done, { once: true });
    })));
    document.head.append(...links);
    return { view, broker, held: 'blocking' in links[0], arrived };
  };
  const seatForm = tableGame ? inviteToSit(tableGame) : null;
  // The copy in the document, in its language; the others are templates.
  const { id: COPY, lang: FIRST, board: BOARD, header: HEADER, controls: CONTROLS, timing: TIMING } = BLOCKNESS.firstPaint;
  const TEMPLATES = `template[id^="${COPY}-"]`;

  // Read by the page's loader (www/start.js): the copy is brought to life by the welcome module.
  window.blocknessFirstScreenShown = false;
  const show = () => {
    document.documentElement.classList.add(COPY);
    window.blocknessFirstScreenShown = true;
  };
  // Once the body is parsed: the copy in the page's language takes the first one's place,
  // with the first one's loch. The template's content is moved, not copied: the template goes
  // right after.
  const useTemplate = () => {
    const copy = document.getElementById(COPY);
    const template = document.getElementById(`${COPY}-${lang}`);
    const screen = template?.content;
    const board = copy?.querySelector(BOARD);
    const place = screen?.querySelector(BOARD);
    if (!board || !place) return;
    place.replaceWith(board);
    copy.replaceChildren(screen);
    copy.lang = lang;
    show();
  };
  // Once the body is parsed, for a live table's address: the copy's header alone, in the page's
  // language, without the game's controls. It is the page's header for a table, drawn where the
  // page's module will draw it, so nothing moves when it comes (the copy stays inert until
  // then: the page's module replaces it).
  const headerAlone = () => {
    const copy = document.getElementById(COPY);
    const template = lang === FIRST ? null : document.getElementById(`${COPY}-${lang}`);
    const screen = template ? template.content : copy;
    const header = screen?.querySelector(HEADER);
    const app = header?.parentElement;
    // No header to show: no copy either, whose hidden loch would lend the table's its ids.
    if (!app) return copy?.remove();
    header.querySelector(CONTROLS)?.remove();
    app.replaceChildren(header);
    copy.replaceChildren(app);
    copy.lang = lang;
    // The header alone can be used: what is pressed or picked there is done once the page
    // has come (www/start.js).
    copy.removeAttribute('inert');
    copy.removeAttribute('aria-hidden');
    document.documentElement.classList.add(COPY);
  };
  // Once the body is parsed, for an invite to sit: the seat form in the page's language after
  // the app's root, where the loader puts the live module's element, with the broker's address
  // written in, the site's word on public brokers only for one of the site's, and the name
  // this device sat down with last, as the module fills them.
  const showSeatForm = ({ view, broker, held, arrived }) => {
    const { id, broker: brokerSlot, public: publicSlot } = BLOCKNESS.seatForm;
    const form = document.getElementById(`${id}-${view}-${lang}`)?.content.firstElementChild;
    if (!form) return;
    form.id = id;
    form.querySelector(`[${brokerSlot}]`).textContent = broker;
    const site = (document.querySelector(`meta[name="${brokerMeta}"]`)?.content ?? '').split(',').map((a) => a.trim());
    if (!site.includes(broker)) form.querySelector(`[${publicSlot}]`).remove();
    if (!held) {
      form.hidden = true;
      arrived.then(() => { form.hidden = false; });
    }
    document.getElementById(BLOCKNESS.appRoot).after(form);
    form.querySelector('input').value = stored(BLOCKNESS.live.nameKey) ?? '';
  };
  if (copyIsRight && lang === FIRST) show();
  // 'interactive' comes when the body is parsed, before deferred scripts and the loader run.
  document.addEventListener('readystatechange', () => {
    if (copyIsRight && lang !== FIRST) useTemplate();
    if (tableAlone) headerAlone();
    if (seatForm) showSeatForm(seatForm);
    // The templates go, used or not.
    for (const template of document.querySelectorAll(`${TEMPLATES}, template[id^="${BLOCKNESS.seatForm.id}-"]`)) template.remove();
    // No copy in this language after all (a build without it): the page's module at once.
    if (copyIsRight && !window.blocknessFirstScreenShown) window.blocknessPreloadPage();
  }, { once: true });

  // Called by the page's loader once the body is parsed: resolves once the copy has been
  // painted, at once when there is no copy to wait for or no frame will come (a tab opened in
  // the background). The copy's Start button, the last thing a fresh visit sees drawn, is
  // marked with `elementtiming` (crates/web/src/components/new_game.rs): its paint is
  // reported when it reaches the screen, the sign that the whole copy is there. A frame is not
  // enough: the copy is a large document, and the app could otherwise start between the frame
  // and its arrival on screen. Browsers without element timing wait a frame; and a copy that
  // is never painted for a reason no event tells (a window too short for the dialog) holds the
  // app back two seconds at most.
  window.blocknessFirstScreenPainted = () =>
    new Promise((painted) => {
      if (!window.blocknessFirstScreenShown || document.visibilityState === 'hidden') return painted();
      document.addEventListener('visibilitychange', painted, { once: true });
      if (!(PerformanceObserver.supportedEntryTypes ?? []).includes('element')) {
        requestAnimationFrame(() => setTimeout(painted, 0));
        return;
      }
      new PerformanceObserver((list, observer) => {
        if (list.getEntries().some((entry) => entry.identifier === TIMING)) {
          observer.disconnect();
          painted();
        }
      }).observe({ type: 'element', buffered: true });
      setTimeout(painted, 2000);
    });

  // Puts the page module's preload links back (once): at once without the copy; with it, when
  // the player first presses a key or a pointer (www/start.js), ahead of the game.
  let preloaded = false;
  window.blocknessPreloadPage = () => {
    if (preloaded) return;
    preloaded = true;
    let preloads = [];
    try {
      preloads = JSON.parse(document.querySelector(`meta[name="${BLOCKNESS.meta.preload}"]`)?.content ?? '[]');
    } catch {
      // No meta: no links to put in.
    }
    for (const attributes of preloads) {
      const link = document.createElement('link');
      for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
      document.head.append(link);
    }
  };
  if (!copyIsRight && !tableAlone) window.blocknessPreloadPage();
})();
