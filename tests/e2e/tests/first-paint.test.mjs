// The first paint: the release build writes a static copy of a fresh visit's first screen
// into index.html, in every language, drawn by the page's own components (crates/site-build).
// It paints before the wasm runs, in the page's language, the app replaces it with the same
// screen without a flash, and whenever the app would draw something else (a link opened
// directly, a game kept on the device) the copy never shows. The page's wasm is held back with
// a route until each test releases it, so "before the wasm runs" is a state the tests wait
// in, not a race they hope to win.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useSite, open, newGame, setupTwo, playFirst, pageLink, boardState, settled, clickCell, highlights,
} from '../helpers.mjs';
import { staticCopy } from '../probes.mjs';

const site = useSite();

/** The page's own wasm (not the bot worker's). */
const PAGE_WASM = /\/blockness-web-[0-9a-f]+_bg\.wasm$/;
/** The welcome module's wasm, which brings the copy to life on a fresh visit. */
const WELCOME_WASM = /\/blockness-welcome-[0-9a-f]+_bg\.wasm$/;

/** A context whose pages fetch everything from the site: a service worker would answer the
 * wasm from its cache, out of the route's reach. */
function freshContext(options = {}) {
  return site.newContext({ serviceWorkers: 'block', ...options });
}

/** Watches, from the page's first script on, what each frame and each batch of DOM changes
 * shows: the visible boards with their holes, whether the prerendered copy and the live page
 * are there, and ids used twice. `window.__paint.frames` keeps each frame whose view
 * differs from the one before; `.mutations` every batch's. */
function watchPaint() {
  const view = () => {
    const boards = [...document.querySelectorAll('svg.board')].filter((b) => b.checkVisibility());
    const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
    const copy = document.getElementById('first-paint');
    return {
      boards: boards.map((b) => b.querySelectorAll('g.targets > g.cell').length),
      copy: copy === null ? 'absent' : copy.checkVisibility() ? 'shown' : 'hidden',
      live: document.querySelector('#app-root .app') !== null,
      apps: document.querySelectorAll('.app').length,
      duplicateIds: ids.filter((id, i) => ids.indexOf(id) !== i),
    };
  };
  const paint = { frames: [], mutations: [] };
  window.__paint = paint;
  let last = '';
  const frame = () => {
    const seen = view();
    const key = JSON.stringify(seen);
    if (key !== last) paint.frames.push(seen);
    last = key;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  new MutationObserver(() => paint.mutations.push(view())).observe(document, { childList: true, subtree: true });
}

/** Opens `url` in `page` with the page's wasm (or the one `wasm` matches) held back;
 * resolves once the page has asked for it (so everything before it, the HTML, the styles and
 * the head's scripts, has run). Returns `release()`, which lets the wasm through. */
async function openHeld(page, url, wasm = PAGE_WASM) {
  let release;
  const released = new Promise((resolve) => { release = resolve; });
  let asked;
  const requested = new Promise((resolve) => { asked = resolve; });
  await page.route(wasm, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  await page.addInitScript(watchPaint);
  await page.goto(url, { waitUntil: 'commit' });
  await requested;
  await page.waitForFunction(() => document.readyState !== 'loading');
  return release;
}

/** The preload links of the page's own module in the document, as "rel suffix". */
async function preloads(page) {
  return page.evaluate(() => [...document.querySelectorAll('link[rel="preload"], link[rel="modulepreload"]')]
    .map((link) => link.getAttribute('href'))
    .filter((href) => /blockness-web-/.test(href))
    .map((href) => `${document.querySelector(`link[href="${href}"]`).rel} ${href.endsWith('_bg.wasm') ? '_bg.wasm' : '.js'}`)
    .sort());
}

/** Waits until the app has drawn and settled after the wasm was let through. */
async function appReady(page, selector = '#app-root [data-cell]') {
  await page.waitForSelector(selector);
  await settled(page);
}

/** What the page shows right now, for the tests' messages. */
async function shownNow(page) {
  return page.evaluate(() => ({
    copy: document.getElementById('first-paint')?.checkVisibility() ?? 'absent',
    boards: [...document.querySelectorAll('svg.board')].filter((b) => b.checkVisibility()).length,
  }));
}

/** The pixels that differ by more than rasterisation noise (a few units in a channel, at the
 * rounded corners of a button) between two screenshots of one size: up to ten, as
 * "x,y". Compared in a blank page of the same browser, which decodes the pictures. */
async function changedPixels(a, b) {
  const blank = await site.browser.newPage();
  try {
    return await blank.evaluate(async ([one, two]) => {
      const pixels = async (base64) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d');
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height);
      };
      const [p, q] = [await pixels(one), await pixels(two)];
      if (p.width !== q.width || p.height !== q.height) return ['the sizes differ'];
      const changed = [];
      for (let i = 0; i < p.data.length && changed.length < 10; i += 4) {
        for (let c = 0; c < 3; c++) {
          if (Math.abs(p.data[i + c] - q.data[i + c]) > 8) {
            changed.push(`${(i / 4) % p.width},${Math.floor(i / 4 / p.width)}`);
            break;
          }
        }
      }
      return changed;
    }, [a.toString('base64'), b.toString('base64')]);
  } finally {
    await blank.close();
  }
}

async function assertNoPolicyViolation(page) {
  assert.deepEqual(await page.evaluate(() => window.__policyViolations), []);
  assert.deepEqual(page.errors, []);
}

test('the first screen paints before any wasm runs, comes to life, and the game takes over without a flash', async () => {
  const page = await site.newPage(await freshContext());
  const pageModule = [];
  page.on('request', (request) => { if (PAGE_WASM.test(request.url())) pageModule.push(request.url()); });
  const release = await openHeld(page, site.url, WELCOME_WASM);

  // (a) Before the wasm: the copy's board, its holes and the new-game dialog are on screen.
  const before = await page.evaluate(() => {
    const copy = document.getElementById('first-paint');
    const board = copy?.querySelector('svg.board');
    const hole = board?.querySelector('g.waters .tile');
    const box = hole?.getBoundingClientRect();
    return {
      copyShown: copy?.checkVisibility() ?? false,
      inert: copy?.inert, hidden: copy?.getAttribute('aria-hidden'),
      boardShown: board?.checkVisibility() ?? false,
      holes: board?.querySelectorAll('g.targets > g.cell').length ?? 0,
      holeSize: box ? [box.width, box.height] : null,
      dialog: copy?.querySelector('dialog.new-game')?.checkVisibility() ?? false,
      title: copy?.querySelector('dialog.new-game h2')?.textContent,
      live: document.getElementById('app-root')?.childElementCount,
      scripts: copy?.querySelectorAll('script').length,
      lang: document.documentElement.lang,
    };
  });
  assert.equal(before.copyShown, true, 'the copy shows');
  assert.equal(before.inert, true, 'nothing in the copy can be used');
  assert.equal(before.hidden, 'true', 'assistive technology skips the copy');
  assert.equal(before.boardShown, true, 'the board shows');
  assert.ok(before.holes > 40, `the board has its holes (${before.holes})`);
  assert.ok(before.holeSize[0] > 10 && before.holeSize[1] > 10, `a hole is drawn at a size (${before.holeSize})`);
  assert.equal(before.dialog, true, 'the new-game dialog shows');
  assert.equal(before.live, 0, 'the app has not drawn');
  assert.equal(before.scripts, 0);
  assert.equal(before.lang, 'en');
  const copied = await page.evaluate(() => document.getElementById('first-paint').innerHTML);
  const copiedParts = await page.evaluate(() => ['header.top', 'div.backdrop'].map((part) =>
    document.querySelector(`#first-paint ${part}`).innerHTML));
  const pictureBefore = await page.screenshot();

  // (b) The welcome module brings the copy's header and dialog to life: the same elements,
  // attribute for attribute, and the same picture; the rest of the copy stays a picture.
  release();
  await page.waitForSelector('#first-paint .welcome-host [data-testid="start-game"]');
  await page.waitForFunction(() => document.documentElement.dataset.settled === '0');
  const liveParts = [];
  for (const part of ['header.top', 'div.backdrop']) {
    liveParts.push(await page.evaluate(staticCopy, `#first-paint .welcome-host > ${part}`));
  }
  assert.deepEqual(liveParts, copiedParts, 'the live header and dialog are the copy\'s');
  assert.deepEqual(await page.evaluate(() => {
    const copy = document.getElementById('first-paint');
    return {
      copy: [copy.inert, copy.getAttribute('aria-hidden')],
      picture: [...copy.querySelectorAll('.app > :not(.welcome-host)')].map((e) => [e.localName, e.inert, e.getAttribute('aria-hidden')]),
      live: [...copy.querySelectorAll('.welcome-host > *')].map((e) => [e.localName, e.inert]),
      focus: document.activeElement?.id,
    };
  }), {
    copy: [false, null],
    picture: [['main', true, 'true'], ['p', true, 'true'], ['footer', true, 'true']],
    live: [['header', false], ['div', false]],
    focus: 'player-count',
  }, 'only the header and the dialog can be used, and the dialog has the focus');
  await page.evaluate(() => document.activeElement?.blur());
  const pictureWelcome = await page.screenshot();
  assert.deepEqual(await changedPixels(pictureBefore, pictureWelcome), [], 'the screen looks the same with the welcome module');
  assert.deepEqual(pageModule, [], 'the page\'s own module is not fetched yet');

  // (c) Cancel asks for the game: the page's module starts, and the live page, which is the
  // copy again (the empty loch, now without the dialog), replaces it in one go.
  await page.click('[data-testid="cancel-new-game"]');
  await appReady(page);
  assert.equal(pageModule.length, 1, 'the page\'s module is fetched once');
  assert.equal(await page.$('#first-paint'), null, 'the page removed the copy');
  assert.equal(await page.$('dialog.new-game'), null, 'the dialog stays closed');
  // The same loch: the board is the copy's, element for element (the controls differ, the
  // dialog being closed: a hint can now be asked for).
  const boardOf = (html) => html.match(/<svg viewBox="[^"]*" class="board">[\s\S]*?<\/svg><\/div>/)?.[0];
  const liveBoard = boardOf(await page.evaluate(staticCopy, '#app-root'));
  assert.ok(liveBoard, 'the live page has a board');
  assert.equal(liveBoard, boardOf(copied), 'the live board is the copy\'s');

  // Never a frame, nor a state between DOM changes, without the board or with two, and
  // never an id twice: the copy goes in the same run as the app's first render.
  const { frames, mutations } = await page.evaluate(() => window.__paint);
  const holes = before.holes;
  for (const [name, views] of [['frame', frames], ['DOM change', mutations]]) {
    const first = views.findIndex((v) => v.boards.length === 1 && v.boards[0] === holes);
    assert.ok(first >= 0, `some ${name} shows the whole board`);
    const later = views.slice(first);
    const bad = later.filter((v) => v.boards.length !== 1 || v.boards[0] !== holes || v.duplicateIds.length > 0 || v.apps !== 1);
    assert.deepEqual(bad, [], `every ${name} from the first full board on shows one whole board: ${JSON.stringify(later)}`);
    assert.ok(later.some((v) => v.copy === 'shown' && !v.live), `some ${name} shows the copy alone`);
    assert.ok(later.at(-1).copy === 'absent' && later.at(-1).live, `the last ${name} shows the live page alone`);
  }

  // The live page plays: the dialog starts a game, a highlighted hole answers a click.
  await newGame(page, { players: 2 });
  const { starts } = await highlights(page);
  assert.ok(starts.length > 0, 'the setup highlights the head\'s cells');
  await clickCell(page, starts[0]);
  assert.ok((await highlights(page)).ends.length > 0, 'choosing the head highlights the tail\'s cells');
  await assertNoPolicyViolation(page);
});

/** Opens `url` in a fresh page of `context` with the wasm held back and checks that the
 * copy is hidden all along; `ready` waits for what the app draws there. Returns the page. */
async function neverShowsCopy(context, url, ready = (page) => appReady(page)) {
  const page = await site.newPage(context);
  const release = await openHeld(page, url);
  const held = await shownNow(page);
  assert.deepEqual(held, { copy: false, boards: 0 }, `${url}: nothing shows while the wasm is held`);
  // Nothing to wait for: the page's files are asked for while the head is read, as Trunk's
  // preload links would (the build keeps them in a meta: crates/site-build/src/loader.rs).
  assert.deepEqual(await preloads(page), ['modulepreload .js', 'modulepreload .js', 'preload _bg.wasm'],
    `${url}: the page's module is preloaded`);
  release();
  await ready(page);
  const { frames, mutations } = await page.evaluate(() => window.__paint);
  const shown = [...frames, ...mutations].filter((v) => v.copy === 'shown');
  assert.deepEqual(shown, [], `${url}: the copy never shows`);
  await assertNoPolicyViolation(page);
  return page;
}

for (const locale of ['en-US', 'fr-FR']) test(`a fresh visit (${locale}) asks for the wasm only once the copy is on screen, so the copy is the largest paint`, async () => {
  const page = await site.newPage(await freshContext({ viewport: { width: 412, height: 823 }, isMobile: true, locale }));
  await page.addInitScript(() => {
    window.__paints = [];
    const watch = (type) => new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__paints.push({
          type, at: entry.startTime, id: entry.identifier ?? null,
          inCopy: entry.element?.closest('#first-paint') != null,
        });
      }
    }).observe({ type, buffered: true });
    watch('largest-contentful-paint');
    watch('element');
  });
  await open(page, site.url);
  const { paints, wasmAsked } = await page.evaluate(() => ({
    paints: window.__paints,
    wasmAsked: performance.getEntriesByType('resource').find((r) => /blockness-welcome-[0-9a-f]+_bg\.wasm$/.test(r.name))?.startTime,
  }));
  assert.ok(wasmAsked !== undefined, 'the wasm was fetched');
  const marked = paints.find((p) => p.type === 'element' && p.id === 'first-screen');
  assert.ok(marked, `the copy's Start button reported its paint: ${JSON.stringify(paints)}`);
  assert.ok(marked.inCopy, 'the marked element is the copy\'s');
  assert.ok(marked.at <= wasmAsked, `the copy was on screen (${marked.at}) before the wasm was asked for (${wasmAsked})`);
  const largest = paints.filter((p) => p.type === 'largest-contentful-paint');
  assert.ok(largest.length > 0 && largest.every((p) => p.inCopy && p.at <= wasmAsked),
    `every largest-paint candidate is the copy's, painted before the wasm was asked for: ${JSON.stringify(largest)}`);
  assert.deepEqual(await preloads(page), [], 'no preload link hurries the page\'s wasm ahead of the copy');
  await assertNoPolicyViolation(page);
});

test('a game link opened directly, and a game resumed from storage, never show the copy', async () => {
  // A game with a few moves, played in a page of its own.
  const player = await site.newPage();
  await open(player, site.url);
  await newGame(player, { players: 2 });
  await setupTwo(player);
  await playFirst(player);
  const link = await pageLink(player);
  const position = await boardState(player);

  // The link in a fresh browser: its position, not the empty board.
  const context = await freshContext();
  const linked = await neverShowsCopy(context, `${site.url}#${link}`);
  assert.deepEqual(await boardState(linked), position, 'the link\'s position is drawn');
  assert.equal(await linked.$('[data-testid="start-game"]'), null, 'no new-game dialog over a link');

  // The same browser again, without the link: the kept game resumes.
  const resumed = await neverShowsCopy(context, site.url);
  assert.deepEqual(await boardState(resumed), position, 'the kept game is drawn');
  assert.deepEqual(player.errors, []);
});

test('a puzzle link opened directly never shows the copy', async () => {
  const page = await neverShowsCopy(await freshContext(), `${site.url}#p/1-01`,
    (p) => appReady(p, '[data-testid="puzzle"]'));
  assert.equal(new URL(page.url()).hash, '#p/1-01');
});

/** The words of the new-game dialog's title and Start button in each language
 * (crates/web/src/words/texts.rs). */
const DIALOG_WORDS = {
  en: ['New game', 'Start'],
  fr: ['Nouvelle partie', 'Commencer'],
  de: ['Neues Spiel', "Los geht's"],
  it: ['Nuova partita', 'Inizia'],
};

/** Opens a fresh visit in `context` with the welcome module held back, checks that the copy in
 * `lang` shows (its board whole, its dialog in that language, the templates of the others
 * gone, nothing fetched of the page's module), then lets the welcome module bring it to life
 * and checks that its live header and dialog are the copy's. Returns the page. */
async function showsCopyIn(context, lang) {
  const page = await site.newPage(context);
  const pageModule = [];
  page.on('request', (request) => { if (PAGE_WASM.test(request.url())) pageModule.push(request.url()); });
  const release = await openHeld(page, site.url, WELCOME_WASM);
  const before = await page.evaluate(() => {
    const copy = document.getElementById('first-paint');
    return {
      copy: copy?.checkVisibility() ?? false,
      copyLang: copy?.lang,
      lang: document.documentElement.lang,
      holes: copy?.querySelectorAll('svg.board g.targets > g.cell').length ?? 0,
      title: copy?.querySelector('dialog.new-game h2')?.textContent,
      // The copy keeps no test ids: its Start button is the one marked for the paint's timing.
      start: copy?.querySelector('dialog.new-game button[elementtiming="first-screen"]')?.textContent,
      templates: document.querySelectorAll('template').length,
      boards: document.querySelectorAll('svg.board').length,
      live: document.getElementById('app-root')?.childElementCount,
    };
  });
  const [title, start] = DIALOG_WORDS[lang];
  assert.deepEqual(before, {
    copy: true, copyLang: lang, lang, holes: before.holes, title, start, templates: 0, boards: 1, live: 0,
  }, `the copy in ${lang} shows before any wasm`);
  assert.ok(before.holes > 40, `the board has its holes (${before.holes})`);
  const copiedParts = await page.evaluate(() => ['header.top', 'div.backdrop'].map((part) =>
    document.querySelector(`#first-paint ${part}`).innerHTML));
  release();
  await page.waitForSelector('#first-paint .welcome-host [data-testid="start-game"]');
  await page.waitForFunction(() => document.documentElement.dataset.settled === '0');
  const liveParts = [];
  for (const part of ['header.top', 'div.backdrop']) {
    liveParts.push(await page.evaluate(staticCopy, `#first-paint .welcome-host > ${part}`));
  }
  assert.deepEqual(liveParts, copiedParts, `the live header and dialog are the ${lang} copy's`);
  assert.equal(await page.$eval('[data-testid="language"]', (select) => select.value), lang);
  assert.deepEqual(pageModule, [], 'the page\'s own module is not fetched');
  const { frames, mutations } = await page.evaluate(() => window.__paint);
  assert.deepEqual([...frames, ...mutations].filter((v) => v.duplicateIds.length > 0 || v.boards.length > 1), [],
    'never two boards, never an id twice');
  await assertNoPolicyViolation(page);
  return page;
}

// A region in the tag (de-CH): the primary language decides.
for (const [lang, locale] of [['fr', 'fr-FR'], ['de', 'de-CH'], ['it', 'it-IT']]) {
  test(`a fresh visit of a ${locale} browser shows the first screen in ${lang} and runs the welcome module`, async () => {
    const page = await showsCopyIn(await freshContext({ locale }), lang);
    // The game starts from the welcome screen in that language.
    await newGame(page, { players: 2 });
    assert.equal(await page.$('#first-paint'), null, 'the page removed the copy');
    assert.equal(await page.getAttribute('html', 'lang'), lang);
    assert.equal(await page.$eval('[data-testid="language"]', (select) => select.value), lang);
    assert.deepEqual(page.errors, []);
  });
}

test('a stored pick of a language shows the first screen in it, whatever the browser speaks', async () => {
  // An English browser whose player picked German before.
  const german = await freshContext({ locale: 'en-GB' });
  await german.addInitScript(() => localStorage.setItem('blockness-lang', 'de'));
  await showsCopyIn(german, 'de');

  // A French browser whose player picked English.
  const english = await freshContext({ locale: 'fr-FR' });
  await english.addInitScript(() => localStorage.setItem('blockness-lang', 'en'));
  await showsCopyIn(english, 'en');
});

test('in another language too, a link or a kept game never shows a copy', async () => {
  const context = await freshContext({ locale: 'it-IT' });
  const linked = await neverShowsCopy(context, `${site.url}#p/1-01`, (p) => appReady(p, '[data-testid="puzzle"]'));
  assert.equal(await linked.getAttribute('html', 'lang'), 'it');
  await context.addInitScript(() => localStorage.setItem('blockness.games', '{"format":"blockness-games","version":1,"games":[]}'));
  const kept = await neverShowsCopy(context, site.url);
  assert.equal(await kept.getAttribute('html', 'lang'), 'it');
});
