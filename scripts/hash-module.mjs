// Names an on-demand module of the page after its content, as Trunk names the page's own
// files, and tells the page that name: the views module (crates/web-learn/src/bin/blockness-views.rs),
// the Loch Ness module (crates/web-lochness/src/bin/blockness-lochness-view.rs)
// and the welcome module (crates/web/src/bin/blockness-welcome.rs).
//
// Trunk builds these as "workers" (so it injects no script that would load them on the
// first visit) and such outputs keep a fixed name. A fixed name would let a page of one
// deployment load the module of another, and keep the offline cache from telling versions
// apart; so the files are renamed <name>-<16 hex>.js / _bg.wasm and the page reads the name
// from <meta name="<name>"> (crates/web/src/ui/lazy_view.rs for the views,
// scripts/start-after-paint.mjs for the welcome module).
//   node scripts/hash-module.mjs dist blockness-views
import { readFileSync, writeFileSync, renameSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { putMeta } from './head-meta.mjs';

const dist = process.argv[2] ?? 'dist';
const module = process.argv[3];
if (!/^blockness-[a-z]+(-[a-z]+)*$/.test(module ?? '')) throw new Error('usage: node scripts/hash-module.mjs DIST blockness-NAME');
const js = path.join(dist, `${module}.js`);
const wasm = path.join(dist, `${module}_bg.wasm`);
const hash = createHash('sha256').update(readFileSync(js)).update(readFileSync(wasm)).digest('hex').slice(0, 16);
const name = `${module}-${hash}`;

const code = readFileSync(js, 'utf8');
if (!code.includes(`'${module}_bg.wasm'`)) throw new Error(`${js}: no reference to ${module}_bg.wasm to rename`);
writeFileSync(path.join(dist, `${name}.js`), code.replaceAll(`'${module}_bg.wasm'`, `'${name}_bg.wasm'`));
renameSync(wasm, path.join(dist, `${name}_bg.wasm`));
rmSync(js);

const page = path.join(dist, 'index.html');
let html = readFileSync(page, 'utf8');
html = putMeta(html, page, 'name', module, `./${name}.js`);
writeFileSync(page, html);
console.log(`${page}: ${module} in ${name}.js`);
