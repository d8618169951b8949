#!/usr/bin/env node
// Checks that every relative link of the project's Markdown leads to a file or folder that
// exists, so the documentation never sends a reader nowhere.
//
//   node scripts/check-links.mjs          check the repository this script lives in
//   node scripts/check-links.mjs DIR      check the Markdown of another folder (the tests use it)
//
// Reads README.md, every docs/**/*.md and every crates/*/README.md. Finds inline links and
// images ([text](target), ![alt](target)), reference definitions ([id]: target) and the
// src/href attributes of HTML written in the Markdown, outside code blocks and code spans.
// Targets with a scheme (https:, mailto: ...) and pure #anchors are skipped; any other target
// is resolved against the folder of the file that holds it (a leading / against DIR), after
// stripping its #anchor and ?query. Anchors themselves are not checked.
// Exits 0 when every target exists; otherwise prints `file:line: target` for each missing one
// on stderr and exits 1. Node 20, no dependencies, no network.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The Markdown files to check under `root`, as paths relative to it, sorted. */
export function markdownFiles(root) {
  const files = [];
  if (fs.existsSync(path.join(root, 'README.md'))) files.push('README.md');
  const walk = (dir) => {
    const full = path.join(root, dir);
    if (!fs.existsSync(full)) return;
    for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (entry.isFile() && entry.name.endsWith('.md')) files.push(rel);
    }
  };
  walk('docs');
  const crates = path.join(root, 'crates');
  if (fs.existsSync(crates)) {
    for (const entry of fs.readdirSync(crates, { withFileTypes: true })) {
      const rel = path.posix.join('crates', entry.name, 'README.md');
      if (entry.isDirectory() && fs.existsSync(path.join(root, rel))) files.push(rel);
    }
  }
  return [...new Set(files)].sort();
}

/** `text` with every character of code blocks and code spans replaced by a space (line
 * breaks kept), so that what looks like a link inside code is not taken for one and line
 * numbers stay true. */
export function blankCode(text) {
  const lines = text.split('\n');
  let fence = null;
  for (let i = 0; i < lines.length; i++) {
    const open = /^\s*(`{3,}|~{3,})/.exec(lines[i]);
    if (fence) {
      if (open && open[1][0] === fence[0] && open[1].length >= fence.length
        && lines[i].trim() === open[1]) fence = null;
      lines[i] = ' '.repeat(lines[i].length);
    } else if (open) {
      fence = open[1];
      lines[i] = ' '.repeat(lines[i].length);
    }
  }
  const out = lines.join('\n');
  // Code spans: a run of backticks up to the next run of the same length, within one
  // paragraph (a span may wrap onto the next line, never past a blank line).
  let result = '';
  let i = 0;
  const blankLine = /\n[ \t]*\n/g;
  while (i < out.length) {
    const tick = out.indexOf('`', i);
    if (tick < 0) { result += out.slice(i); break; }
    result += out.slice(i, tick);
    let n = 0;
    while (out[tick + n] === '`') n++;
    const close = new RegExp(`(?<!\`)\`{${n}}(?!\`)`, 'g');
    close.lastIndex = tick + n;
    const end = close.exec(out);
    blankLine.lastIndex = tick + n;
    const blank = blankLine.exec(out);
    if (end && (!blank || end.index < blank.index)) {
      result += out.slice(tick, end.index + n).replace(/[^\n]/g, ' ');
      i = end.index + n;
    } else {
      result += out.slice(tick, tick + n);
      i = tick + n;
    }
  }
  return result;
}

/** Every link target of a Markdown text, with the line it is on: `[{ line, target }]`. */
export function linkTargets(text) {
  const src = blankCode(text);
  const found = [];
  const lineAt = (index) => src.slice(0, index).split('\n').length;
  const add = (raw, index) => {
    let target = raw.trim();
    if (target.startsWith('<') && target.endsWith('>')) target = target.slice(1, -1);
    found.push({ line: lineAt(index), target });
  };
  // Inline links and images: the text may hold one level of nested brackets and wrap onto
  // the next line; the target is <...> or runs to the first space or ')', then an optional
  // title.
  const inline = /!?\[(?:[^[\]]|\[[^[\]]*\])*\]\(\s*(<[^>\n]*>|[^\s)]+)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
  for (const m of src.matchAll(inline)) add(m[1], m.index + m[0].indexOf(m[1]));
  // Reference definitions: [id]: target
  const reference = /^ {0,3}\[[^\]\n]+\]:[ \t]*(<[^>\n]*>|\S+)/gm;
  for (const m of src.matchAll(reference)) add(m[1], m.index + m[0].lastIndexOf(m[1]));
  // HTML written in the Markdown: <img src="..."> and <a href="...">.
  const html = /<(?:img|a|source)\b[^>]*?\s(?:src|href)\s*=\s*("([^"]*)"|'([^']*)')/gi;
  for (const m of src.matchAll(html)) {
    const value = m[2] ?? m[3];
    add(value, m.index + m[0].lastIndexOf(value));
  }
  return found.sort((a, b) => a.line - b.line);
}

/** Whether `target` names a file of the project rather than another site or a place in
 * the same page. */
export function isRelative(target) {
  if (target === '' || target.startsWith('#')) return false;
  // A scheme (https:, http:, mailto:, data: ...) or a protocol-relative //host address.
  if (/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(target) || target.startsWith('//')) return false;
  return true;
}

/** The missing targets of the Markdown under `root`: `[{ file, line, target }]`, and how
 * many relative links were checked in how many files. */
export function check(root) {
  const missing = [];
  let links = 0;
  const files = markdownFiles(root);
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const { line, target } of linkTargets(text)) {
      if (!isRelative(target)) continue;
      links++;
      let plain = target.replace(/[#?].*$/, '');
      try { plain = decodeURIComponent(plain); } catch { /* kept as written */ }
      const resolved = plain.startsWith('/')
        ? path.join(root, plain)
        : path.join(root, path.dirname(file), plain);
      if (!fs.existsSync(resolved)) missing.push({ file, line, target });
    }
  }
  return { missing, links, files: files.length };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? repo);
  const { missing, links, files } = check(root);
  if (missing.length > 0) {
    for (const { file, line, target } of missing) console.error(`${file}:${line}: ${target}`);
    console.error(`check-links: ${missing.length} of ${links} relative links lead nowhere`);
    process.exit(1);
  }
  console.log(`check-links: ${links} relative links in ${files} files, every one resolves`);
}
