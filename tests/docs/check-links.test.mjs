// Tests of scripts/check-links.mjs: that it can fail (a folder with one good and one broken
// link reports exactly the broken one), that it skips what is not a file of the project, and
// that the repository's own Markdown passes.
//   node --test tests/docs/
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const script = path.join(repo, 'scripts/check-links.mjs');

/** Runs the checker on `root`; returns its exit status and the `file:line: target` lines it
 * printed. */
function run(root) {
  const out = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
  const reported = out.stderr.split('\n').filter((line) => /^\S+:\d+: /.test(line));
  return { status: out.status, reported, stdout: out.stdout, stderr: out.stderr };
}

/** A temporary folder holding `files` (path relative to it -> content). */
function folder(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-links-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), content);
  }
  return root;
}

test('reports exactly the broken link of a folder with one good and one broken', (t) => {
  const root = folder({
    'README.md': '# Title\n\nSee [the guide](docs/guide.md).\n\nAnd [the lost page](docs/lost.md).\n',
    'docs/guide.md': '# Guide\n',
  });
  t.after(() => fs.rmSync(root, { recursive: true, force: true }));
  const { status, reported } = run(root);
  assert.notEqual(status, 0);
  assert.deepEqual(reported, ['README.md:5: docs/lost.md']);
});

test('resolves against the linking file\'s folder and checks docs/ and crate READMEs', (t) => {
  const root = folder({
    'README.md': '[rules](docs/rules.md#setup) ![shot](docs/shot.png)\n',
    'docs/rules.md': '[home](../README.md) [core](../crates/core/README.md?plain)\n'
      + '[nowhere](more/none.md)\n',
    'docs/shot.png': '',
    'crates/core/README.md': '[rules](../../docs/rules.md) [gone](../../docs/gone.md)\n',
  });
  t.after(() => fs.rmSync(root, { recursive: true, force: true }));
  const { status, reported } = run(root);
  assert.equal(status, 1);
  assert.deepEqual(reported, [
    'crates/core/README.md:1: ../../docs/gone.md',
    'docs/rules.md:2: more/none.md',
  ]);
});

test('skips other sites, mail addresses, anchors and code', (t) => {
  const root = folder({
    'README.md': [
      '[site](https://example.org/missing.md) [plain](http://example.org/x)',
      '[mail](mailto:someone@example.org) [here](#a-heading)',
      'In code: `[not a link](missing.md)`',
      '```md',
      '[not a link either](missing.md)',
      '```',
      '',
    ].join('\n'),
  });
  t.after(() => fs.rmSync(root, { recursive: true, force: true }));
  const { status, reported, stdout } = run(root);
  assert.deepEqual(reported, []);
  assert.equal(status, 0, stdout);
});

test('every relative link of the repository resolves', () => {
  const { status, stderr } = run(repo);
  assert.equal(status, 0, stderr);
});
