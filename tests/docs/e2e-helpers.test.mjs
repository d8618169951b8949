// Every helper of the browser tests is defined once: no function is defined at the top level
// of two test files (Chromium's in tests/e2e/tests/, Firefox's in tests/e2e/firefox/), nor
// in a test file under the name of a shared module's function the file could use instead
// (for Chromium's tests every module of tests/e2e/; for Firefox's, those of tests/e2e/firefox/
// and the ones it imports). A helper two files need goes to one module of tests/e2e/, with a
// parameter where their needs differ. Tested on a folder made to fail, then on the project.
//   node --test tests/docs/
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The names of the functions `source` defines at its top level (a line that starts with the
 * definition): `function name(`, `async function name(`, and a `const` (or `let`) bound to a
 * function or an arrow function, exported or not. */
export function topLevelFunctions(source) {
  const names = [];
  const lines = source.split('\n');
  for (const [i, line] of lines.entries()) {
    const declared = line.match(/^(?:export\s+)?(?:async\s+)?function\s*\*?\s*([A-Za-z_$][\w$]*)\s*\(/);
    if (declared) {
      names.push(declared[1]);
      continue;
    }
    const bound = line.match(/^(?:export\s+)?(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\b\s*)?/);
    if (!bound) continue;
    const rest = [line.slice(bound[0].length), ...lines.slice(i + 1)].join('\n');
    if (/^function\b/.test(rest) || /^[A-Za-z_$][\w$]*\s*=>/.test(rest) || (rest.startsWith('(') && arrowAfterParens(rest))) {
      names.push(bound[1]);
    }
  }
  return names;
}

/** Whether the parenthesised list `text` starts with is an arrow function's parameters. */
function arrowAfterParens(text) {
  let depth = 0;
  let quote = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '\'' || c === '"' || c === '`') {
      quote = c;
    } else if (c === '(' || c === '[' || c === '{') {
      depth++;
    } else if (c === ')' || c === ']' || c === '}') {
      depth--;
      if (depth === 0) return /^\s*=>/.test(text.slice(i + 1));
    }
  }
  return false;
}

/** The `.mjs` files of `dir` (relative to `root`) whose names pass `keep`, sorted. */
function mjs(root, dir, keep) {
  const at = path.join(root, dir);
  if (!fs.existsSync(at)) return [];
  return fs.readdirSync(at).filter((name) => name.endsWith('.mjs') && keep(name)).sort().map((name) => path.join(dir, name));
}

/** The files (relative to `root`) of the modules that `file` imports by a relative path. */
function imported(root, file) {
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  return [...source.matchAll(/\bfrom\s+'(\.{1,2}\/[^']+\.mjs)'/g)]
    .map((m) => path.relative(root, path.resolve(root, path.dirname(file), m[1])));
}

/** What breaks the rule in the browser tests under `root` (a folder laid out as tests/e2e/):
 * one line per name, `name: file, file` (every file that defines it, the test files first). */
export function duplicates(root) {
  const isTest = (name) => name.endsWith('.test.mjs');
  const chromium = mjs(root, 'tests', isTest);
  const firefox = mjs(root, 'firefox', isTest);
  const modules = mjs(root, '.', (name) => !isTest(name));
  const firefoxModules = mjs(root, 'firefox', (name) => !isTest(name));
  const defines = new Map();
  const names = (file) => {
    if (!defines.has(file)) defines.set(file, topLevelFunctions(fs.readFileSync(path.join(root, file), 'utf8')));
    return defines.get(file);
  };
  // Each test file with the shared modules it could use instead of a function of its own.
  const shared = new Map([
    ...chromium.map((file) => [file, modules]),
    ...firefox.map((file) => [file, [...new Set([...firefoxModules, ...imported(root, file)])]]),
  ]);
  const found = new Map();
  const note = (name, file) => {
    if (!found.has(name)) found.set(name, []);
    if (!found.get(name).includes(file)) found.get(name).push(file);
  };
  for (const test of [...chromium, ...firefox]) {
    for (const name of names(test)) {
      const elsewhere = [...chromium, ...firefox].filter((other) => other !== test && names(other).includes(name));
      const inModules = shared.get(test).filter((module) => names(module).includes(name));
      if (elsewhere.length || inModules.length) for (const file of [test, ...elsewhere, ...inModules]) note(name, file);
    }
  }
  const order = (file) => (isTest(file) ? 0 : 1);
  return [...found].sort(([a], [b]) => a.localeCompare(b))
    .map(([name, files]) => `${name}: ${files.sort((a, b) => order(a) - order(b) || a.localeCompare(b)).join(', ')}`);
}

/** A temporary folder holding `files` (path relative to it -> content). */
function folder(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-helpers-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), content);
  }
  return root;
}

test('finds the top-level functions of a file, and nothing else', () => {
  const source = [
    '// function inComment(page) {}',
    '/** A helper.',
    ' * function inDoc(page) {} */',
    'function plain(a) {}',
    'async function waits(page, { seat = 0 } = {}) {}',
    'export async function exported(page) {}',
    'export function* generated() {}',
    'const arrow = (page) => page;',
    'const later = async (',
    '  page,',
    '  { options = {} } = {},',
    ') => page;',
    'const single = page => page;',
    'export const old = function (page) {};',
    'const NUMBER = (1 + 2) * 3;',
    'const TABLE = \'[data-testid="live-table"]\';',
    'const { destructured } = await import(\'x\');',
    'test(\'a test\', async () => {',
    '  async function inner(page) {}',
    '  const local = () => 1;',
    '});',
  ].join('\n');
  assert.deepEqual(topLevelFunctions(source), ['plain', 'waits', 'exported', 'generated', 'arrow', 'later', 'single', 'old']);
});

test('names a helper defined in two test files, or in a test file and a module it could use', (t) => {
  const root = folder({
    'live-table.mjs': 'export async function takeSeat(site, invite, seat, name) {}\nexport const online = async (page) => {};\n',
    'firefox/firefox.mjs': 'export async function click(page, selector) {}\n',
    'tests/a.test.mjs': 'async function openTable(site) {}\nfunction mine() {}\n',
    'tests/b.test.mjs': 'const openTable = () => openTableOn(site, broker);\nasync function takeSeat(invite) {}\n',
    'tests/c.test.mjs': 'test(\'x\', async () => {\n  async function openTable() {}\n});\nfunction ok() {}\n',
    'firefox/d.test.mjs': 'async function click(page) {}\nasync function mine() {}\nasync function online(page) {}\n',
  });
  t.after(() => fs.rmSync(root, { recursive: true, force: true }));
  // Firefox's `online` is its own: it does not import live-table.mjs, whose helper is
  // Chromium's.
  assert.deepEqual(duplicates(root), [
    'click: firefox/d.test.mjs, firefox/firefox.mjs',
    'mine: firefox/d.test.mjs, tests/a.test.mjs',
    'openTable: tests/a.test.mjs, tests/b.test.mjs',
    'takeSeat: tests/b.test.mjs, live-table.mjs',
  ]);
});

test('a Firefox test that imports a shared module defines none of its functions again', (t) => {
  const root = folder({
    'keys.mjs': 'export function tabTo(page, selector, keys) {}\n',
    'firefox/k.test.mjs': 'import { arrow } from \'../keys.mjs\';\nasync function tabTo(page) {}\n',
  });
  t.after(() => fs.rmSync(root, { recursive: true, force: true }));
  assert.deepEqual(duplicates(root), ['tabTo: firefox/k.test.mjs, keys.mjs']);
});

test('no helper of the browser tests is defined twice', () => {
  const found = duplicates(path.join(repo, 'tests/e2e'));
  assert.deepEqual(found, [], `helpers defined more than once (move each to one module of tests/e2e/):\n${found.join('\n')}`);
});
