// Writes the page's Content-Security-Policy into dist/index.html after Trunk has built it.
// GitHub Pages sets no headers, so the policy is a <meta http-equiv> tag, placed before
// any script. Scripts come from the site only, plus the one inline script Trunk writes to
// start the wasm, allowed by its SHA-256 (it names the build's hashed files, so its hash
// changes with every build: hence this step). WebAssembly needs 'wasm-unsafe-eval'.
// Style attributes are allowed inline (the board sets two computed lengths that way);
// <style> elements are not.
//   node scripts/csp.mjs dist/index.html
import { readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { putMeta } from './head-meta.mjs';

const file = process.argv[2] ?? 'dist/index.html';
let html = readFileSync(file, 'utf8');

const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
const hashes = inline.map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);

const policy = [
  "default-src 'self'",
  `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`.trim(),
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

html = putMeta(html, file, 'http-equiv', 'Content-Security-Policy', policy);
writeFileSync(file, html);
console.log(`${file}: Content-Security-Policy with ${hashes.length} inline script hash(es)`);
