// Measures the browser game (not a test: figures to compare, no pass/fail):
//  - the gzip -9 weight of everything the first visit loads;
//  - side by side, the site's first screen and the smallest Yew app built the same way
//    (crates/minimal-yew): weight and time from navigation to usable;
//  - the time from opening a mid-game link to the board drawn (arches in the page, next frame);
//  - the time from a click on a start cell to its second feet highlighted (next frame);
//  - an invited friend's first visit: the gzip -9 weight of what opening an invite loads
//    until the table's seats are drawn, the time to them, and the time to the seat form the
//    page's HTML shows before the module (a table made by `blockness table new` on a local
//    Mosquitto);
//  - the same for a Loch Ness invite, until its table's seats are drawn.
// Usage: node tests/e2e/measure.mjs   (uses dist/, built by tests/e2e/run.sh, and the
// command-line tool at $BLOCKNESS_CLI or target/ci/blockness)
import zlib from 'node:zlib';
import fs from 'node:fs/promises';
import path from 'node:path';
import { execFileSync, spawn } from 'node:child_process';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { start, open, newGame, setupTwo, playFirst, playMoves, cellsWith, median, dist } from './helpers.mjs';
import { serve } from './server.mjs';
import { startBroker } from './live-broker.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Builds the minimal Yew app with the site's Trunk settings and cargo profile (its own
 * Trunk.toml, without the site's build steps); returns its directory. */
function buildMinimalYew() {
  const out = path.join(repo, 'target/minimal-yew-dist');
  const bin = path.join(repo, 'tests/e2e/node_modules/.bin');
  execFileSync('trunk', ['--config', 'crates/minimal-yew/Trunk.toml', 'build', '--release', '--dist', out], {
    cwd: repo, stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PATH: `${bin}:${process.env.HOME}/.cargo/bin:${process.env.PATH}` },
  });
  return out;
}

/** Opens `url` in fresh contexts RUNS times; returns the gzip -9 weight of every file of
 * `root` the page asked for (first run) and the median time from navigation start to the
 * frame after <html> carries the attribute `usable` (a condition, not code: the site's
 * security policy runs no evaluated script). */
async function firstScreen(site, url, root, usable, options = {}) {
  const times = [];
  let weight = 0;
  for (let i = 0; i < RUNS; i++) {
    const context = await site.newContext({ serviceWorkers: 'block', ...options });
    const page = await context.newPage();
    const files = new Set();
    page.on('request', (r) => files.add(decodeURIComponent(new URL(r.url()).pathname.replace(/^\//, '')) || 'index.html'));
    await page.addInitScript((attribute) => {
      const check = () => {
        if (document.documentElement.hasAttribute(attribute)) requestAnimationFrame(() => { window.__usable = performance.now(); });
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }, usable);
    await page.goto(url);
    await page.waitForFunction(() => window.__usable);
    times.push(await page.evaluate(() => window.__usable));
    if (i === 0) {
      const base = new URL(url).pathname.replace(/^\//, '');
      for (const file of files) {
        const local = path.join(root, file.slice(base.length) || 'index.html');
        // A file the server does not have (a favicon.ico asked for by habit) weighs nothing.
        const body = await fs.readFile(local).catch(() => null);
        if (body) weight += zlib.gzipSync(body, { level: 9 }).length;
      }
    }
    await context.close();
  }
  return { weight, time: median(times) };
}

const RUNS = 7;
const site = await start();
try {
  // 1. First-visit weight: every file the page requests, gzipped at level 9.
  const page = await site.newPage();
  const requested = new Set();
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.origin === new URL(site.url).origin) requested.add(url.pathname.replace(/^\//, '') || 'index.html');
  });
  await open(page, site.url);
  await page.waitForLoadState('networkidle');
  let raw = 0;
  let gz = 0;
  const rows = [];
  for (const file of [...requested].sort()) {
    const body = await fs.readFile(path.join(dist, file));
    const packed = zlib.gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gz += packed;
    rows.push(`  ${file}: ${(body.length / 1024).toFixed(1)} KB, gzip -9 ${(packed / 1024).toFixed(1)} KB`);
  }
  console.log(`First visit loads ${requested.size} files: ${(raw / 1024).toFixed(1)} KB, gzip -9 ${(gz / 1024).toFixed(1)} KB (targets: 160 KiB, and no more than 241.5 KB)`);
  console.log(rows.join('\n'));

  // A mid-game link: a 4-player game with 16 moves.
  await newGame(page, { players: 4 });
  await playMoves(page, 16);
  const link = await page.evaluate(() => location.href);

  // 2. Opening the link in a fresh context (cold storage and cache): the page notes when the
  // arches enter the document and when the next frame starts, measured from navigation start.
  const drawn = [];
  const ready = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await site.newContext();
    const p = await site.newPage(context);
    await p.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('.arch')) {
          observer.disconnect();
          requestAnimationFrame(() => { window.__drawn = performance.now(); });
        }
      }).observe(document, { subtree: true, childList: true });
    });
    await p.goto(link);
    await p.waitForFunction(() => window.__drawn);
    const t = await p.evaluate(() => ({
      drawn: window.__drawn,
      dcl: performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd,
    }));
    drawn.push(t.drawn);
    ready.push(t.dcl);
    await context.close();
  }
  console.log(`Link opened to board drawn: median ${median(drawn).toFixed(0)} ms from navigation start `
    + `(HTML ready at ${median(ready).toFixed(0)} ms; runs: ${drawn.map((x) => x.toFixed(0)).join(', ')})`);

  // 3. Click on a start cell to the second feet highlighted, after setup of a 2-player game.
  const play = await site.newPage(await site.newContext());
  await open(play, site.url);
  await newGame(play, { players: 2 });
  await setupTwo(play);
  await playFirst(play);
  await playFirst(play);
  const starts = await cellsWith(play, 'legal-start');
  const clicks = [];
  for (let i = 0; i < RUNS * 2; i++) {
    const cell = starts[i % starts.length];
    const result = await play.evaluate((cell) => new Promise((resolve) => {
      const target = document.querySelector(`[data-cell="${cell}"]`);
      const t0 = performance.now();
      target.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      // The first frame at which the page has caught up with the click (see helpers.settled).
      const frame = () => {
        const app = document.querySelector('.app');
        if (app.dataset.revision !== document.documentElement.dataset.settled) {
          requestAnimationFrame(frame);
          return;
        }
        resolve({ ms: performance.now() - t0, ends: document.querySelectorAll('[data-cell].legal-end').length });
      };
      requestAnimationFrame(frame);
    }), cell);
    if (result.ends === 0) throw new Error(`no highlight after clicking ${cell}`);
    clicks.push(result.ms);
    await play.keyboard.press('Escape');
  }
  console.log(`Click to highlights drawn: median ${median(clicks).toFixed(1)} ms, worst ${Math.max(...clicks).toFixed(1)} ms (${clicks.length} clicks)`);

  // 4. The site's first screen beside the smallest Yew app built the same way, alternated in
  // one run: weight of what each loads, and time to usable (each marks its first drawing:
  // the site <html data-settled>, the minimal app <html data-ready>).
  const minimal = await serve(buildMinimalYew(), '/');
  try {
    const ours = await firstScreen(site, site.url, dist, 'data-settled');
    const yew = await firstScreen(site, minimal.url, path.join(repo, 'target/minimal-yew-dist'), 'data-ready');
    const kb = (bytes) => (bytes / 1024).toFixed(1);
    console.log(`First screen, the site: ${kb(ours.weight)} KB gzip -9, usable at ${ours.time.toFixed(0)} ms (median of ${RUNS})`);
    console.log(`Minimal Yew app, same build: ${kb(yew.weight)} KB gzip -9, usable at ${yew.time.toFixed(0)} ms`);
    console.log(`Ratio site / minimal Yew app: weight ${(ours.weight / yew.weight).toFixed(2)}, time ${(ours.time / yew.time).toFixed(2)}`);
    // Browsers in French, German and Italian: the first screen in their language, brought to
    // life by the welcome module as in English.
    for (const locale of ['fr-FR', 'de-DE', 'it-IT']) {
      const other = await firstScreen(site, site.url, dist, 'data-settled', { locale });
      console.log(`First screen in a ${locale} browser: ${kb(other.weight)} KB gzip -9, usable at ${other.time.toFixed(0)} ms`);
    }
  } finally {
    await minimal.close();
  }

  // 5. An invited friend's first visit: a table opened from the command line, its invite
  // opened in fresh contexts (no service worker: the offline copy is not the visit's own),
  // until "Take this seat" is drawn.
  const broker = await startBroker();
  const cli = process.env.BLOCKNESS_CLI ?? path.join(repo, 'target/ci/blockness');
  const host = spawn(cli, ['table', 'new', '--broker', broker.url, '--players', '2', '--timeout', '600'], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const lines = readline.createInterface({ input: host.stdout });
    let invite = null;
    for await (const line of lines) if (line.startsWith('live=')) { invite = line; break; }
    const url = `${site.url}#${invite}&broker=${encodeURIComponent(broker.url)}`;
    const times = [];
    const pageFormTimes = [];
    let weight = 0;
    const rows = [];
    // Each language's table module writes that language only: the first run in English, then
    // one run in each other language, for its weight.
    const locales = ['en-GB', 'fr-FR', 'de-DE', 'it-IT'];
    const weights = {};
    for (let i = 0; i < RUNS + locales.length - 1; i++) {
      const locale = locales[Math.max(0, i - RUNS + 1)];
      const context = await site.newContext({ serviceWorkers: 'block', locale });
      const p = await context.newPage();
      const files = new Set();
      p.on('request', (r) => {
        const at = new URL(r.url());
        if (at.origin === new URL(site.url).origin) files.add(decodeURIComponent(at.pathname.replace(/^\//, '')) || 'index.html');
      });
      // The seat form of the page's HTML (before the module), then the table's own.
      await p.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!window.__pageFormSeen && document.getElementById('seat-form')) {
            window.__pageFormSeen = true;
            requestAnimationFrame(() => { window.__pageForm = performance.now(); });
          }
          if (document.querySelector('[data-testid="live-take-seat-1"]')) {
            observer.disconnect();
            requestAnimationFrame(() => { window.__seatForm = performance.now(); });
          }
        }).observe(document, { subtree: true, childList: true });
      });
      await p.goto(url);
      await p.waitForFunction(() => window.__seatForm);
      if (i < RUNS) {
        times.push(await p.evaluate(() => window.__seatForm));
        pageFormTimes.push(await p.evaluate(() => window.__pageForm));
      }
      if (i === 0 || i >= RUNS) {
        let total = 0;
        for (const file of [...files].sort()) {
          const body = await fs.readFile(path.join(dist, file)).catch(() => null);
          if (!body) continue;
          const packed = zlib.gzipSync(body, { level: 9 }).length;
          total += packed;
          if (i === 0) rows.push(`  ${file}: gzip -9 ${(packed / 1024).toFixed(1)} KB`);
        }
        if (i === 0) weight = total;
        weights[locale] = total;
      }
      await context.close();
    }
    console.log(`Invite opened to the seat form drawn: ${rows.length} files, gzip -9 ${(weight / 1024).toFixed(1)} KB (target: 430 KiB), `
      + `median ${median(times).toFixed(0)} ms from navigation start (runs: ${times.map((x) => x.toFixed(0)).join(', ')})`);
    console.log(`The seat form of the page's HTML on screen: median ${median(pageFormTimes).toFixed(0)} ms from navigation start (runs: ${pageFormTimes.map((x) => x.toFixed(0)).join(', ')})`);
    console.log(rows.join('\n'));
    console.log(`The same in each language: ${Object.entries(weights).map(([l, w]) => `${l} ${(w / 1024).toFixed(1)} KB`).join(', ')}`);

    // 6. A Loch Ness invite's first visit, the same way: until its table's "Take this seat".
    const lochHost = spawn(cli, ['table', 'new', '--game', 'lochness', '--broker', broker.url, '--players', '2', '--timeout', '600'], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      let lochInvite = null;
      for await (const line of readline.createInterface({ input: lochHost.stdout })) {
        if (line.includes('invite=')) { lochInvite = line.slice(line.indexOf('#') + 1); break; }
      }
      // The table's id and secret, at this site's Loch Ness address.
      const kept = lochInvite.replace(/^l\//, '').split('&').filter((part) => part.startsWith('live=') || part.startsWith('invite='));
      const lochUrl = `${site.url}#l/${kept.join('&')}&broker=${encodeURIComponent(broker.url)}`;
      const lochWeights = {};
      for (const locale of locales) {
        const context = await site.newContext({ serviceWorkers: 'block', locale });
        const p = await context.newPage();
        const files = new Set();
        p.on('request', (r) => {
          const at = new URL(r.url());
          if (at.origin === new URL(site.url).origin) files.add(decodeURIComponent(at.pathname.replace(/^\//, '')) || 'index.html');
        });
        await p.goto(lochUrl);
        await p.waitForSelector('[data-testid="ln-live-take-seat-1"]');
        let total = 0;
        for (const file of files) {
          const body = await fs.readFile(path.join(dist, file)).catch(() => null);
          if (body) total += zlib.gzipSync(body, { level: 9 }).length;
        }
        lochWeights[locale] = { total, files: files.size };
        await context.close();
      }
      console.log(`Loch Ness invite opened to its seats drawn (target: 430 KiB): ${Object.entries(lochWeights).map(([l, w]) => `${l} ${(w.total / 1024).toFixed(1)} KB (${w.files} files)`).join(', ')}`);
    } finally {
      lochHost.kill();
    }
  } finally {
    host.kill();
    await broker.close();
  }
} finally {
  await site.close();
}
