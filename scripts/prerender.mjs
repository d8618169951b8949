// Writes a static copy of the first screen of a fresh visit into dist/index.html, so that
// the loch paints with the HTML instead of waiting for the wasm to download, compile and
// run. Called by scripts/build-site.sh after `trunk build` and before scripts/csp.mjs.
//   node scripts/prerender.mjs dist
//
// It serves dist/ with the tests' static server, opens it in headless Chromium with a
// fresh English profile, waits until the app has settled (its revision marks, never a
// timer), and copies the app's DOM into <div id="first-paint"> right before the app's
// own root, #app-root. The copy is:
// - the same at every screen size: it is taken at a desktop and at a phone size and the
//   build fails if the two differ in anything but style attributes, which are then left
//   out (the CSS lays the copy out for the screen it is on);
// - free of script and of the attributes the app and the tests find elements by
//   (data-testid, data-cell…), so nothing mistakes it for the live page; it keeps
//   data-revision, so the tests' "settled" check never holds on the copy; free too of the
//   attributes that draw nothing (aria-label, role, tabindex, title…);
// - inert and hidden from assistive technology: nothing in it works before the app runs;
// - hidden unless www/first-paint.js finds that it is the screen the app will draw
//   (no link, no kept game, English), and removed by the app as it draws (crates/web/src/ui/mod.rs).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..');

/** Where the app draws; the copy goes right before it. */
export const ROOT = '<div id="app-root"></div>';
const START = '<!-- The first screen, prerendered (scripts/prerender.mjs). -->';
const END = '<!-- End of the prerendered first screen. -->';

/** The screens the copy is taken at: it must come out the same at both. */
const SCREENS = [
  { name: 'desktop', viewport: { width: 1280, height: 860 } },
  { name: 'phone', viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
];

/** Runs in the page: the app's DOM under `rootSelector` as static HTML. Form controls
 * carry their live state as attributes (a select's choice, a box's tick, a field's text);
 * `data-*` attributes but data-revision are dropped, and so are those that draw nothing. Throws on anything that could run
 * script. Shared with tests/e2e/tests/first-paint.test.mjs, which compares the copy with
 * the live page. */
export function staticCopy(rootSelector) {
  // What only assistive technology, the keyboard or a pointer's tooltip would use: the copy
  // is hidden from the first two and inert, and none of these draws anything (www/*.css
  // selects on aria-pressed alone, kept).
  const UNSEEN = new Set(['aria-label', 'aria-labelledby', 'aria-describedby', 'aria-live', 'role', 'tabindex', 'title']);
  const root = document.querySelector(rootSelector);
  if (!root) throw new Error(`no ${rootSelector} in the page`);
  const live = [...root.querySelectorAll('*')];
  const copy = root.cloneNode(true);
  const copied = [...copy.querySelectorAll('*')];
  live.forEach((element, i) => {
    const twin = copied[i];
    if (element instanceof HTMLOptionElement) twin.toggleAttribute('selected', element.selected);
    if (element instanceof HTMLInputElement) {
      if (element.type === 'checkbox' || element.type === 'radio') twin.toggleAttribute('checked', element.checked);
      else twin.setAttribute('value', element.value);
    }
    if (element instanceof HTMLTextAreaElement) twin.textContent = element.value;
  });
  for (const element of copied) {
    const name = element.localName;
    if (name === 'script' || name === 'iframe' || name === 'object' || name === 'embed') {
      throw new Error(`the first screen holds a <${name}>`);
    }
    for (const { name: attribute, value } of [...element.attributes]) {
      if (/^on/i.test(attribute) || /^\s*javascript:/i.test(value)) {
        throw new Error(`the first screen holds script: <${name} ${attribute}="${value}">`);
      }
      if ((attribute.startsWith('data-') && attribute !== 'data-revision') || UNSEEN.has(attribute)) {
        element.removeAttribute(attribute);
      }
    }
  }
  return copy.innerHTML;
}

/** Every style attribute in `html`, in document order, with the element it is on. */
function styleAttributes(html) {
  return [...html.matchAll(/<([a-z][\w-]*)\b[^>]*?\sstyle="([^"]*)"/g)].map((m) => `<${m[1]} style="${m[2]}">`);
}

/** `html` without its style attributes. */
function withoutStyles(html) {
  return html.replace(/\sstyle="[^"]*"/g, '');
}

/** Where two texts first differ, with some context. */
function firstDifference(a, b) {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `…${a.slice(Math.max(0, i - 80), i + 80)}…\nagainst\n…${b.slice(Math.max(0, i - 80), i + 80)}…`;
}

/** Takes the first screen of `url` at each of SCREENS; returns the copy to write. */
async function takeFirstScreen(url) {
  const require = createRequire(path.join(repo, 'tests/e2e/package.json'));
  const { chromium } = require('playwright-core');
  const { isSettled } = await import('../tests/e2e/probes.mjs');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const copies = [];
    for (const { name, ...screen } of SCREENS) {
      // A fresh English profile, as a first visit; no service worker, whose copy of the
      // files is no business of the build.
      const context = await browser.newContext({ ...screen, locale: 'en-US', serviceWorkers: 'block' });
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto(url);
      await page.waitForSelector('#app-root [data-cell]');
      // The app may schedule its render for a later task: let it reach a frame, then wait
      // until its effects have caught up with its last revision.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
      await page.waitForFunction(isSettled);
      if (errors.length) throw new Error(`the page failed at the ${name} size: ${errors.join('; ')}`);
      copies.push({ name, html: await page.evaluate(staticCopy, '#app-root') });
      await context.close();
    }
    const [first, ...others] = copies;
    let html = first.html;
    for (const other of others) {
      if (other.html === first.html) continue;
      if (withoutStyles(other.html) !== withoutStyles(first.html)) {
        throw new Error(`the first screen differs between the ${first.name} and ${other.name} sizes, so one copy cannot serve both:\n${firstDifference(first.html, other.html)}`);
      }
      console.warn(`prerender: style attributes that depend on the screen size are left out: ${styleAttributes(first.html).join(' ')}`);
      html = withoutStyles(first.html);
    }
    return html;
  } finally {
    await browser.close();
  }
}

/** Prerenders the first screen of the site in `dist` into its index.html. */
export async function prerender(dist) {
  const file = path.join(dist, 'index.html');
  // A copy written by an earlier run goes first: the page is served without it.
  let html = readFileSync(file, 'utf8');
  const earlier = html.indexOf(START);
  if (earlier >= 0) {
    const end = html.indexOf(END, earlier);
    if (end < 0) throw new Error(`${file}: an earlier copy has no end marker`);
    html = html.slice(0, earlier) + html.slice(end + END.length).replace(/^\s*/, '');
    writeFileSync(file, html);
  }
  const roots = html.split(ROOT).length - 1;
  if (roots !== 1) throw new Error(`${file}: expected one ${ROOT} to write the first screen before, found ${roots}`);

  const { serve } = await import('../tests/e2e/server.mjs');
  const server = await serve(dist, '/');
  let copy;
  try {
    copy = await takeFirstScreen(server.url);
  } finally {
    await server.close();
  }
  if (!copy.includes('class="board"')) throw new Error('the first screen has no board');
  const block = `${START}\n  <div id="first-paint" aria-hidden="true" inert="">${copy}</div>\n  ${END}\n  `;
  writeFileSync(file, html.replace(ROOT, block + ROOT));
  console.log(`${file}: the first screen prerendered (${(copy.length / 1024).toFixed(1)} KiB of HTML)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await prerender(process.argv[2] ?? 'dist');
}
