// Checks the crate table and the crate graph of docs/architecture.md against the workspace
// as Cargo reads it now (`cargo metadata --format-version 1 --no-deps --offline`):
// - the table names every workspace crate once, and nothing else;
// - each row's package is the crate's package name;
// - each row's "depends on" cell lists exactly the crate's normal path dependencies on other
//   workspace crates (optional and target-specific ones included, dev- and build-dependencies
//   left out);
// - the Mermaid graph draws every crate, and exactly the edges that remain once an edge
//   implied by a longer path is removed (the transitive reduction of the same dependencies).
// The first tests run the comparison on made-up input to show that it can fail and what it
// says; the last ones check the repository.
//   node --test tests/docs/
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const page = 'docs/architecture.md';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `cargo metadata` in the repository (once for the file's tests). The workspace may be
 * mid-edit and fail to parse for a moment, so a failure is tried again a few times before it
 * counts. */
let metadataRun;
const metadata = () => (metadataRun ??= runMetadata());
async function runMetadata() {
  const args = ['metadata', '--format-version', '1', '--no-deps', '--offline'];
  let last;
  for (let attempt = 1; attempt <= 6; attempt += 1) {
    last = spawnSync('cargo', args, { cwd: repo, encoding: 'utf8', maxBuffer: 64 << 20 });
    if (last.status === 0) return JSON.parse(last.stdout);
    if (attempt < 6) await sleep(5000);
  }
  throw new Error(`cargo ${args.join(' ')} failed six times, the last with:\n${last.error ?? last.stderr}`);
}

/** The workspace's crates from `cargo metadata`: folder name (under crates/) -> { package,
 * manifest, deps (folder names of its normal path dependencies on workspace crates), dev
 * (the same for its dev- and build-dependencies) }. */
function workspaceCrates(meta) {
  const members = new Set(meta.workspace_members);
  const packages = meta.packages.filter((p) => members.has(p.id));
  const folderOf = new Map();
  for (const p of packages) {
    folderOf.set(path.resolve(path.dirname(p.manifest_path)), path.basename(path.dirname(p.manifest_path)));
  }
  const crates = new Map();
  for (const p of packages) {
    const dir = path.dirname(p.manifest_path);
    const deps = new Set();
    const dev = new Set();
    for (const d of p.dependencies) {
      const folder = d.path === undefined ? undefined : folderOf.get(path.resolve(d.path));
      if (folder === undefined) continue;
      (d.kind === null || d.kind === undefined ? deps : dev).add(folder);
    }
    crates.set(path.basename(dir), {
      package: p.name,
      manifest: path.relative(repo, p.manifest_path) || p.manifest_path,
      deps,
      dev,
    });
  }
  return crates;
}

/** Splits a Markdown table row into its trimmed cells. */
function cells(line) {
  return line.trim().replace(/^\|/, '').replace(/\|$/, '').split(/(?<!\\)\|/).map((c) => c.trim());
}

/** The text of the page's "## Crates" section. */
function cratesSection(text) {
  const start = text.search(/^## Crates\s*$/m);
  if (start < 0) return undefined;
  const rest = text.slice(start + 1);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/** Reads the crate table of the Crates section: the first table whose header has the
 * columns "crate" and "depends on" (and maybe "package"). Returns { rows, problems }, each
 * row { line, crate, package, deps } with crate and deps as written (without backticks). */
function parseTable(text) {
  const problems = [];
  const section = cratesSection(text);
  if (section === undefined) return { rows: [], problems: [`${page} has no "## Crates" section`] };
  const lines = section.split('\n');
  const head = lines.findIndex((l) => {
    if (!l.trim().startsWith('|')) return false;
    const names = cells(l).map((c) => c.toLowerCase());
    return names.includes('crate') && names.includes('depends on');
  });
  if (head < 0) {
    return { rows: [], problems: [`${page}: the Crates section has no table with the columns "crate" and "depends on"`] };
  }
  const columns = cells(lines[head]).map((c) => c.toLowerCase());
  const at = { crate: columns.indexOf('crate'), package: columns.indexOf('package'), deps: columns.indexOf('depends on') };
  const rows = [];
  for (let i = head + 2; i < lines.length && lines[i].trim().startsWith('|'); i += 1) {
    const row = cells(lines[i]);
    const where = `row "${row[at.crate]}"`;
    const crate = /^`(?:crates\/)?([^`/]+)\/?`$/.exec(row[at.crate] ?? '');
    if (!crate) {
      problems.push(`${page}: ${where}: the crate cell should be one crate folder in backticks, like \`crates/core\``);
      continue;
    }
    const pkg = at.package < 0 ? undefined : /^`([^`]+)`$/.exec(row[at.package] ?? '')?.[1] ?? row[at.package];
    const deps = [];
    const cell = row[at.deps] ?? '';
    if (!/^(none|—|-)?$/i.test(cell)) {
      for (const item of cell.split(',').map((s) => s.trim())) {
        const name = /^`(?:crates\/)?([^`/]+)\/?`$/.exec(item);
        if (name) deps.push(name[1]);
        else problems.push(`${page}: crate \`${crate[1]}\`: "${item}" in "depends on" is not one crate name in backticks (write the cell as \`a\`, \`b\`, or none)`);
      }
    }
    rows.push({ line: i, crate: crate[1], package: pkg, deps });
  }
  return { rows, problems };
}

/** Compares the table's rows with the workspace's crates; returns one sentence per
 * difference. A crate or dependency may be written as its folder or its package name. */
function compareTable(rows, crates) {
  const problems = [];
  const byName = new Map();
  for (const [folder, c] of crates) {
    byName.set(folder, folder);
    byName.set(c.package, folder);
  }
  const seen = new Set();
  for (const row of rows) {
    const folder = byName.get(row.crate);
    if (folder === undefined) {
      problems.push(`table lists \`${row.crate}\`, which is not a crate of the workspace`);
      continue;
    }
    if (seen.has(folder)) {
      problems.push(`table lists \`${folder}\` more than once`);
      continue;
    }
    seen.add(folder);
    const c = crates.get(folder);
    if (row.package !== undefined && row.package !== c.package) {
      problems.push(`\`${folder}\`: table says package \`${row.package}\`, ${c.manifest} says \`${c.package}\``);
    }
    const listed = new Set();
    for (const dep of row.deps) {
      const target = byName.get(dep);
      if (target === undefined) {
        problems.push(`\`${folder}\`: table says it depends on \`${dep}\`, which is not a crate of the workspace`);
      } else if (listed.has(target)) {
        problems.push(`\`${folder}\`: table lists \`${target}\` twice`);
      } else {
        listed.add(target);
        if (!c.deps.has(target)) {
          const dev = c.dev.has(target) ? ' (it is only a dev- or build-dependency, which the table leaves out)' : '';
          problems.push(`\`${folder}\`: table says it depends on \`${target}\`, but ${c.manifest} has no normal dependency on it${dev}`);
        }
      }
    }
    for (const target of [...c.deps].sort()) {
      if (!listed.has(target)) {
        problems.push(`\`${folder}\`: ${c.manifest} depends on \`${target}\`, but the table does not list it`);
      }
    }
  }
  for (const [folder, c] of [...crates].sort(([a], [b]) => a.localeCompare(b))) {
    if (!seen.has(folder)) problems.push(`crate \`${folder}\` (${c.package}, ${c.manifest}) is missing from the table`);
  }
  return problems;
}

/** Reads the Mermaid graph of the Crates section: { nodes: Set of labels, edges: Set of
 * "from --> to" with labels, problems }. A node is an id with an optional label in
 * brackets (`botworker[bot-worker]`); its label (or its id) names the crate folder. */
function parseGraph(text) {
  const section = cratesSection(text) ?? '';
  const block = /```mermaid\n([\s\S]*?)```/.exec(section);
  if (!block) return { nodes: new Set(), edges: new Set(), problems: [`${page}: the Crates section has no mermaid graph`] };
  const labels = new Map();
  const node = (token) => {
    const m = /^([A-Za-z0-9_]+)(?:\[\s*"?([^\]"]+)"?\s*\])?$/.exec(token.trim());
    if (!m) return undefined;
    if (m[2]) labels.set(m[1], m[2].trim());
    return m[1];
  };
  const problems = [];
  const pairs = [];
  const ids = new Set();
  for (const raw of block[1].split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('%%') || /^(graph|flowchart)\b/.test(line)) continue;
    const parts = line.split(/\s*-\.?->\s*|\s*-->\s*/);
    const found = parts.map(node);
    if (found.includes(undefined) || parts.length > 2) {
      problems.push(`${page}: graph line "${line}" is not "a --> b" or a single node`);
      continue;
    }
    found.forEach((id) => ids.add(id));
    if (found.length === 2) pairs.push(found);
  }
  const name = (id) => labels.get(id) ?? id;
  return {
    nodes: new Set([...ids].map(name)),
    edges: new Set(pairs.map(([a, b]) => `${name(a)} --> ${name(b)}`)),
    problems,
  };
}

/** The edges the graph should draw: every direct dependency not implied by a longer path. */
function reducedEdges(crates) {
  const reaches = (from, to, skipDirect) => {
    const stack = [...crates.get(from).deps].filter((d) => !(skipDirect && d === to));
    const seen = new Set();
    while (stack.length) {
      const c = stack.pop();
      if (c === to) return true;
      if (seen.has(c) || !crates.has(c)) continue;
      seen.add(c);
      stack.push(...crates.get(c).deps);
    }
    return false;
  };
  const edges = new Map();
  for (const [from, c] of crates) {
    for (const to of c.deps) {
      const via = [...c.deps].find((d) => d !== to && reaches(d, to, false));
      edges.set(`${from} --> ${to}`, via);
    }
  }
  return edges; // edge -> undefined (drawn) or the dependency it goes through (left out)
}

/** Compares the graph with the workspace; returns one sentence per difference. */
function compareGraph(graph, crates) {
  const problems = [];
  const edges = reducedEdges(crates);
  for (const folder of [...crates.keys()].sort()) {
    if (!graph.nodes.has(folder)) problems.push(`graph does not draw crate \`${folder}\``);
  }
  for (const n of [...graph.nodes].sort()) {
    if (!crates.has(n)) problems.push(`graph draws \`${n}\`, which is not a crate of the workspace`);
  }
  for (const [edge, via] of [...edges].sort()) {
    if (via === undefined && !graph.edges.has(edge)) problems.push(`graph lacks the edge ${edge}`);
  }
  for (const edge of [...graph.edges].sort()) {
    if (!edges.has(edge)) {
      problems.push(`graph draws ${edge}, which is not a normal dependency of the workspace`);
    } else if (edges.get(edge) !== undefined) {
      problems.push(`graph draws ${edge}, which goes through \`${edges.get(edge)}\` already: leave it out`);
    }
  }
  return problems;
}

// Made-up workspace: c depends on b (normal) and on a (dev only); b depends on a.
const made = new Map([
  ['a', { package: 'x-a', manifest: 'crates/a/Cargo.toml', deps: new Set(), dev: new Set() }],
  ['b', { package: 'x-b', manifest: 'crates/b/Cargo.toml', deps: new Set(['a']), dev: new Set() }],
  ['c', { package: 'x-c', manifest: 'crates/c/Cargo.toml', deps: new Set(['b']), dev: new Set(['a']) }],
]);
const doc = (rows, graph) => `# T\n\n## Crates\n\n| crate | package | what it is | depends on |\n|---|---|---|---|\n${rows}\n\n\`\`\`mermaid\ngraph BT\n${graph}\n\`\`\`\n\n## Next\n`;
const goodRows = '| `crates/a` | `x-a` | A | none |\n| `crates/b` | `x-b` | B | `a` |\n| `crates/c` | `x-c` | C | `x-b` |';

test('a table and graph that match the workspace pass', () => {
  const text = doc(goodRows, '  b --> a\n  c --> b');
  const { rows, problems } = parseTable(text);
  assert.deepEqual(problems, []);
  assert.deepEqual(compareTable(rows, made), []);
  const graph = parseGraph(text);
  assert.deepEqual(graph.problems, []);
  assert.deepEqual(compareGraph(graph, made), []);
});

test('names each crate and edge that differs', () => {
  const rows = '| `crates/b` | `x-b` | B | none |\n| `crates/c` | `x-c` | C | `b`, `a` |\n| `crates/d` | `x-d` | D | none |';
  const parsed = parseTable(doc(rows, ''));
  assert.deepEqual(parsed.problems, []);
  assert.deepEqual(compareTable(parsed.rows, made), [
    '`b`: crates/b/Cargo.toml depends on `a`, but the table does not list it',
    '`c`: table says it depends on `a`, but crates/c/Cargo.toml has no normal dependency on it (it is only a dev- or build-dependency, which the table leaves out)',
    'table lists `d`, which is not a crate of the workspace',
    'crate `a` (x-a, crates/a/Cargo.toml) is missing from the table',
  ]);
  const graph = parseGraph(doc(goodRows, '  c --> b\n  c --> a\n  aa[a]'));
  assert.deepEqual(compareGraph(graph, made), [
    'graph lacks the edge b --> a',
    'graph draws c --> a, which is not a normal dependency of the workspace',
  ]);
});

test('says when the graph draws an edge implied by a longer path', () => {
  const withImplied = new Map(made);
  withImplied.set('c', { ...made.get('c'), deps: new Set(['a', 'b']) });
  const graph = parseGraph(doc(goodRows, '  b --> a\n  c --> b\n  c --> a'));
  assert.deepEqual(compareGraph(graph, withImplied), [
    'graph draws c --> a, which goes through `b` already: leave it out',
  ]);
});

test(`${page}'s crate table matches cargo metadata`, async () => {
  const crates = workspaceCrates(await metadata());
  const { rows, problems } = parseTable(fs.readFileSync(path.join(repo, page), 'utf8'));
  const all = rows.length === 0 ? problems : [...problems, ...compareTable(rows, crates)];
  if (all.length) assert.fail(`${page}, section "Crates", differs from the workspace:\n  ${all.join('\n  ')}`);
});

test(`${page}'s crate graph matches cargo metadata`, async () => {
  const crates = workspaceCrates(await metadata());
  const graph = parseGraph(fs.readFileSync(path.join(repo, page), 'utf8'));
  const all = [...graph.problems, ...compareGraph(graph, crates)];
  if (all.length) assert.fail(`${page}, section "Crates", graph differs from the workspace:\n  ${all.join('\n  ')}`);
});
