// Checks that every path of the repository written in code in README.md and docs/*.md
// names a file or folder that exists. The link checker (scripts/check-links.mjs) covers
// Markdown links; this covers inline code such as `crates/web/src/app.rs`.
//
// A span counts as a path of the repository when it starts with one of the repository's
// top folders (crates/, docs/, scripts/, tests/, www/, fuzz/, .github/, .ci/) or is one of
// its top files (Cargo.toml, Trunk.toml, index.html...). Left out: spans with a space,
// a wildcard or a placeholder (`crates/*`, `fuzz/corpus/TARGET`, `<name>`, `…`), and the
// build outputs target/ and dist/. A bare file name (`board.rs`) is read by people in its
// sentence's context, so it is not checked.
//   node --test tests/docs/
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const roots = ['crates/', 'docs/', 'scripts/', 'tests/', 'www/', 'fuzz/', '.github/', '.ci/'];
const topFiles = new Set(['Cargo.toml', 'Cargo.lock', 'Trunk.toml', 'index.html', 'README.md']);

/** The path a code span names, or undefined when it is not a checked path. */
function pathOf(span) {
  const p = span.replace(/#.*$/, '').replace(/:\d+(:\d+)?$/, '');
  if (/[\s*?{}<>…|\\$]/.test(p) || p.includes('..')) return undefined;
  if (!topFiles.has(p) && !roots.some((r) => p.startsWith(r))) return undefined;
  // An all-capitals segment (TARGET, ID) stands for a name to fill in.
  if (p.split('/').some((seg) => /^[A-Z][A-Z0-9_]+$/.test(seg))) return undefined;
  return p;
}

/** `file:line: path` for each code span of `text` outside fenced blocks whose path is
 * missing under `root`. */
function missingPaths(root, file, text) {
  const out = [];
  let fenced = false;
  text.split('\n').forEach((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    for (const m of line.matchAll(/(`+)([^`]+?)\1(?!`)/g)) {
      const p = pathOf(m[2].trim());
      if (p !== undefined && !fs.existsSync(path.join(root, p))) out.push(`${file}:${i + 1}: ${p}`);
    }
  });
  return out;
}

/** Every missing path in README.md and docs/*.md under `root`. */
function check(root) {
  const files = ['README.md'];
  const docs = path.join(root, 'docs');
  if (fs.existsSync(docs)) {
    for (const f of fs.readdirSync(docs).sort()) if (f.endsWith('.md')) files.push(`docs/${f}`);
  }
  return files
    .filter((f) => fs.existsSync(path.join(root, f)))
    .flatMap((f) => missingPaths(root, f, fs.readFileSync(path.join(root, f), 'utf8')));
}

test('reports exactly the missing paths, and skips examples, placeholders and fenced code', (t) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-paths-'));
  t.after(() => fs.rmSync(root, { recursive: true, force: true }));
  fs.mkdirSync(path.join(root, 'crates/web/src'), { recursive: true });
  fs.writeFileSync(path.join(root, 'crates/web/src/app.rs'), '');
  fs.mkdirSync(path.join(root, 'docs'));
  fs.writeFileSync(path.join(root, 'README.md'), [
    'The page is `crates/web/src/app.rs` in `crates/web/`.',
    'Gone: `crates/web/src/board.rs`, and `docs/lost.md#part`.',
    'Not paths: `board.rs`, `crates/*`, `fuzz/corpus/TARGET`, `target/release/x`, `cargo test -p crates/x`.',
    '```sh',
    'scripts/none.sh',
    '```',
    '',
  ].join('\n'));
  fs.writeFileSync(path.join(root, 'docs/a.md'), 'See `www/missing.css`.\n');
  assert.deepEqual(check(root), [
    'README.md:2: crates/web/src/board.rs',
    'README.md:2: docs/lost.md',
    'docs/a.md:1: www/missing.css',
  ]);
});

test('every path in code in README.md and docs/*.md exists', () => {
  const missing = check(repo);
  if (missing.length) assert.fail(`paths in code that do not exist:\n  ${missing.join('\n  ')}`);
});
