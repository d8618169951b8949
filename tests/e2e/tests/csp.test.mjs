// The page under its Content-Security-Policy: the policy is in place and strict about
// scripts, every view runs without a violation (the suites also count any violation as a
// page error in every test), and markup arriving in a link or a file is shown as text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useSite, open, reload, newGame, setupTwo, playFirst, waitForMoves, watchBotWorker, settled,
} from '../helpers.mjs';

// The service worker runs here: the file is about it, or about what it serves.
const site = useSite('/', { serviceWorkers: 'allow' });

async function violations(page) {
  return page.evaluate(() => window.__policyViolations);
}

test('the policy allows scripts from the site only, and every view runs under it', async () => {
  const page = await site.newPage();
  await watchBotWorker(page);
  await open(page, site.url);
  const policy = await page.$eval('meta[http-equiv="Content-Security-Policy"]', (m) => m.content);
  const scripts = policy.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src'));
  assert.match(scripts, /^script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/=]+'$/);
  assert.doesNotMatch(policy, /'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
  for (const directive of ["connect-src 'self'", "worker-src 'self'", "manifest-src 'self'", "object-src 'none'"]) {
    assert.ok(policy.includes(directive), directive);
  }
  // No inline event handler anywhere in the page.
  assert.equal(await page.evaluate(() => [...document.querySelectorAll('*')].some((e) => [...e.attributes].some((a) => a.name.startsWith('on')))), false);

  // A game against a computer player (the worker), the rules page, the tutorial, My
  // games, and a reload from the offline copy.
  await newGame(page, { kinds: ['human', 'easy'] });
  await playFirst(page);
  await waitForMoves(page, 2);
  await page.click('[data-testid="open-rules"]');
  await page.waitForSelector('[data-testid="rules-section"]');
  await page.click('[data-testid="close-page"]');
  await page.click('[data-testid="open-tutorial"]');
  await page.waitForSelector('[data-testid="tutorial-step"]');
  await page.click('[data-testid="close-page"]');
  await page.click('[data-testid="my-games"]');
  await page.waitForSelector('[data-testid="game-item"]');
  await page.click('[data-testid="library-back"]');
  await page.waitForFunction(() => document.documentElement.dataset.offlineReady === 'true');
  await reload(page);
  assert.deepEqual(await violations(page), []);
  assert.deepEqual(page.errors, []);

  // On a phone, the zoomed board with its row strip (sized by style attributes).
  const phone = await site.newPage(await site.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }));
  await open(phone, site.url);
  await newGame(phone);
  await phone.click('[data-testid="zoom-board"]');
  await phone.waitForSelector('[data-testid="row-labels"]');
  assert.deepEqual(await violations(phone), []);
  assert.deepEqual(phone.errors, []);
});

test('markup in a link or an imported file is shown as text and never runs', async () => {
  const page = await site.newPage();
  await open(page, `${site.url}#1AA<img src=x onerror="window.__ran=1">`);
  await page.waitForSelector('[data-testid="message"]');
  const message = await page.textContent('[data-testid="message"]');
  assert.match(message, /</, 'the stray character is named as text');
  assert.equal(await page.$('[data-testid="message"] img'), null);
  assert.equal(await page.evaluate(() => window.__ran), undefined);

  await newGame(page);
  await setupTwo(page);
  await page.click('[data-testid="my-games"]');
  const file = JSON.stringify({ format: '<b>blockness</b>', version: 1, games: [] });
  await page.setInputFiles('[data-testid="import-games"]', { name: 'x.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  await page.waitForFunction(() => /cannot be imported/.test(document.querySelector('[data-testid="message"]')?.textContent ?? ''));
  assert.equal(await page.$('[data-testid="message"] b'), null);
  await settled(page);
  assert.deepEqual(await violations(page), []);
  assert.deepEqual(page.errors, []);
});
