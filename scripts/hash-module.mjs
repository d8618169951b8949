// Names the on-demand views module (crates/web/src/bin/blockness-views.rs) after its
// content, as Trunk names the page's own files, and tells the page that name.
//
// Trunk builds the module as a "worker" (so it injects no script that would load it on
// the first visit) and such outputs keep a fixed name. A fixed name would let a page of
// one deployment load the module of another, and keep the offline cache from telling
// versions apart; so the files are renamed blockness-views-<16 hex>.js / _bg.wasm and the
// page reads the name from <meta name="blockness-views"> (crates/web/src/ui/lazy_view.rs).
//   node scripts/views-module.mjs dist
import { readFileSync, writeFileSync, renameSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';

const dist = process.argv[2] ?? 'dist';
const js = path.join(dist, 'blockness-views.js');
const wasm = path.join(dist, 'blockness-views_bg.wasm');
const hash = createHash('sha256').update(readFileSync(js)).update(readFileSync(wasm)).digest('hex').slice(0, 16);
const name = `blockness-views-${hash}`;

const code = readFileSync(js, 'utf8');
if (!code.includes("'blockness-views_bg.wasm'")) throw new Error(`${js}: no reference to blockness-views_bg.wasm to rename`);
writeFileSync(path.join(dist, `${name}.js`), code.replaceAll("'blockness-views_bg.wasm'", `'${name}_bg.wasm'`));
renameSync(wasm, path.join(dist, `${name}_bg.wasm`));
rmSync(js);

const page = path.join(dist, 'index.html');
let html = readFileSync(page, 'utf8');
html = html.replace(/\s*<meta name="blockness-views"[^>]*>/, '');
const marker = '<meta charset="utf-8" />';
if (!html.includes(marker)) throw new Error(`${page}: no ${marker} to put the module's name after`);
html = html.replace(marker, `${marker}\n  <meta name="blockness-views" content="./${name}.js" />`);
writeFileSync(page, html);
console.log(`${page}: on-demand views in ${name}.js`);
