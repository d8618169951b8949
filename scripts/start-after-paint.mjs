// Writes the page's loader (www/start.js) into index.html in place of Trunk's, so the
// prerendered first screen paints before any wasm is asked for, and a fresh visit runs the
// small welcome module instead of the page's. Called by scripts/build-site.sh after
// scripts/hash-module.mjs and the first screen (crates/site-build), before scripts/csp.mjs.
//   node scripts/start-after-paint.mjs dist
//
// Trunk writes, for the page's module, preload links (the browser fetches the JavaScript and
// the wasm as soon as it reads the head) and an inline module script that starts the wasm.
// On a fresh visit the prerendered screen is the page's largest paint, and a download begun
// before it is, in Lighthouse's model of a phone on a slow link, a download that paint waits
// for: the largest paint came out at 2.9 s though the screen was there at 1.0 s. So:
// - the preload links leave the HTML and their attributes go into
//   <meta name="blockness-preload">; www/first-paint.js puts them back at once when the
//   copy is not shown (a link, a kept game, another language), where the page's module must
//   start before anything is seen, and otherwise at the player's first key or pointer press;
// - Trunk's inline loader is replaced by www/start.js, inline too, which reads the names of
//   the page's module and of the welcome module from <meta name="blockness-modules">.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { putMeta } from './head-meta.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.argv[2] ?? 'dist';
const page = path.join(dist, 'index.html');
let html = readFileSync(page, 'utf8');


// The page's own module, as Trunk names it (the views and welcome modules and the worker
// have no links).
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

// Trunk's loader names the page's files; the welcome module's name is in its meta.
const loaders = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)];
if (loaders.length !== 1) throw new Error(`${page}: expected one inline module script (Trunk's loader), found ${loaders.length}`);
const [loader, code] = loaders[0];
const pageJs = code.match(/from '(\.\/blockness-web-[0-9a-f]+\.js)'/)?.[1];
const pageWasm = code.match(/module_or_path: '(\.\/blockness-web-[0-9a-f]+_bg\.wasm)'/)?.[1];
if (!pageJs || !pageWasm) throw new Error(`${page}: Trunk's loader names no page module: ${code}`);
const welcomeJs = html.match(/<meta name="blockness-welcome" content="(\.\/blockness-welcome-[0-9a-f]+\.js)"/)?.[1];
if (!welcomeJs) throw new Error(`${page}: no <meta name="blockness-welcome"> (scripts/hash-module.mjs)`);
const modules = {
  page: { js: pageJs, wasm: pageWasm },
  welcome: { js: welcomeJs, wasm: welcomeJs.replace(/\.js$/, '_bg.wasm') },
};
const start = readFileSync(path.join(repo, 'www/start.js'), 'utf8');
html = html.replace(loader, () => `<script type="module">\n${start}</script>`);

// Before www/first-paint.js and the loader, which read them.
html = putMeta(html, page, 'name', 'blockness-preload', JSON.stringify(preloads));
html = putMeta(html, page, 'name', 'blockness-modules', JSON.stringify(modules));
writeFileSync(page, html);
console.log(`${page}: the loader starts the welcome module (${modules.welcome.js}) or the page's (${modules.page.js})`);
