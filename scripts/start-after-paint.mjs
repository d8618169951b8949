// Lets the prerendered first screen paint before the page's wasm is even asked for.
// Called by scripts/build-site.sh after scripts/prerender.mjs and before scripts/csp.mjs.
//   node scripts/start-after-paint.mjs dist
//
// Trunk writes, for the page's module, preload links (the browser fetches the JavaScript and
// the wasm as soon as it reads the head) and an inline module script that starts the wasm.
// On a fresh visit the prerendered screen is the page's largest paint, and a 300 KB download
// begun before it is, in Lighthouse's model of a phone on a slow link, a download that paint
// waits for: the largest paint came out at 2.9 s though the screen was there at 1.0 s.
//
// So the preload links leave the HTML and their attributes go into
// <meta name="blockness-preload">; www/first-paint.js puts them back at once whenever the
// prerendered screen is not shown (a link, a kept game, another language), where the app
// must draw before anything is seen and every round trip counts. And the loader first awaits
// `blocknessFirstScreenPainted()` (www/first-paint.js), which resolves once the prerendered
// screen has been painted (its Start button, marked here, reports its paint), at once when it
// is not shown.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dist = process.argv[2] ?? 'dist';
const page = path.join(dist, 'index.html');
let html = readFileSync(page, 'utf8');

// The page's own module, as Trunk names it (the views module and the worker have no links).
const PAGE_FILE = /^\.\/(?:snippets\/blockness-web-[0-9a-f]+\/[\w.-]+\.js|blockness-web-[0-9a-f]+(?:\.js|_bg\.wasm))$/;
const attributes = (tag) => Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));

const preloads = [];
html = html.replace(/[ \t]*<link rel="(?:modulepreload|preload)"[^>]*>\n?/g, (tag) => {
  const link = attributes(tag);
  if (!PAGE_FILE.test(link.href ?? '')) return tag;
  preloads.push(link);
  return '';
});
if (!preloads.some((link) => link.href.endsWith('_bg.wasm'))) throw new Error(`${page}: no preload link of the page's wasm`);

const START = 'const wasm = await init(';
const loaders = html.split(START).length - 1;
if (loaders !== 1) throw new Error(`${page}: expected Trunk's loader once, found ${loaders} times`);
html = html.replace(START, `await window.blocknessFirstScreenPainted?.();\n${START}`);

// The copy's Start button reports when it reaches the screen (element timing): the loader
// waits for that (www/first-paint.js).
const START_BUTTON = /(<dialog[^>]*class="new-game"[\s\S]*?<button class="primary")>/;
const copyStart = html.indexOf('<div id="first-paint"');
if (copyStart < 0 || !START_BUTTON.test(html.slice(copyStart))) throw new Error(`${page}: no Start button in the prerendered copy`);
html = html.slice(0, copyStart) + html.slice(copyStart).replace(START_BUTTON, '$1 elementtiming="first-screen">');

// Before www/first-paint.js, which reads it while the head is parsed.
html = html.replace(/\s*<meta name="blockness-preload"[^>]*>/, '');
const marker = '<meta charset="utf-8" />';
if (!html.includes(marker)) throw new Error(`${page}: no ${marker} to put the preloads after`);
const content = JSON.stringify(preloads).replaceAll('&', '&amp;').replaceAll('"', '&quot;');
html = html.replace(marker, `${marker}\n  <meta name="blockness-preload" content="${content}" />`);
writeFileSync(page, html);
console.log(`${page}: the page's module (${preloads.length} files) starts once the first screen has painted`);
