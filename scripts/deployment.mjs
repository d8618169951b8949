// Writes the deployment into the built service worker (dist/sw.js), the last step of
// scripts/build-site.sh: the list of every file of dist/ but sw.js itself (so files added
// to the build are listed without naming them anywhere), each with its SHA-256 for the
// worker to check what it stores, and the deployment's id, a hash of those files and of
// the worker's own code. The worker stores the deployment under `blockness-<id>` and, once
// it runs, deletes every other deployment (see www/sw.js). Since the list and the id change
// with any file, sw.js changes byte-wise with every deployment, and browsers install it.
// Names starting with a dot are not part of the site. Running it again on the same files
// gives the same sw.js.
//   node scripts/deployment.mjs [dist]
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';

const dir = process.argv[2] ?? 'dist';
const WORKER = 'sw.js';
const BLOCK = /(\/\/ BEGIN DEPLOYMENT[^\n]*\n)[\s\S]*?(\n\/\/ END DEPLOYMENT)/;

/** Paths of the files under `dir`, relative to it with `/` between folders, sorted. */
function filesUnder(sub = '') {
  return readdirSync(path.join(dir, sub), { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .flatMap((entry) => {
      const name = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return filesUnder(name);
      return entry.isFile() ? [name] : [];
    })
    .sort();
}

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('base64');

const workerFile = path.join(dir, WORKER);
const source = readFileSync(workerFile, 'utf8');
if (!BLOCK.test(source)) throw new Error(`${workerFile}: no BEGIN DEPLOYMENT … END DEPLOYMENT block to fill in`);
// The worker's code without its deployment, so that a second run gives the same id.
const code = source.replace(BLOCK, '$1const DEPLOYMENT = null;$2');

const files = {};
for (const name of filesUnder().filter((name) => name !== WORKER)) {
  const url = name.split('/').map(encodeURIComponent).join('/');
  files[url] = `sha256-${sha256(readFileSync(path.join(dir, name)))}`;
}
const id = createHash('sha256')
  .update(JSON.stringify({ files, worker: sha256(code) }))
  .digest('hex')
  .slice(0, 16);

const entries = Object.entries(files).map(([url, integrity]) => `    ${JSON.stringify(url)}: ${JSON.stringify(integrity)},`);
const constant = ['const DEPLOYMENT = {', `  id: ${JSON.stringify(id)},`, '  files: {', ...entries, '  },', '};'].join('\n');
writeFileSync(workerFile, code.replace(BLOCK, (_, begin, end) => begin + constant + end));
console.log(`${workerFile}: deployment ${id}, ${entries.length} files`);
