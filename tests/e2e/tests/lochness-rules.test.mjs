// The Loch Ness rules page, opened from the Loch Ness view: its headings, its drawings
// with their text alternatives and the engine's numbers, its stylesheet linked once,
// axe, a 360-pixel phone, and the way back to the game view.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, open, assertAccessible } from '../helpers.mjs';

const SECTIONS = ['goal', 'components', 'setup', 'turn', 'mounting', 'end', 'scoring'];
const PARTS = ['move', 'roll', 'photos'];
const FIGURES = ['lake', 'swim-before', 'swim-after', 'river', 'inlet', 'sight', 'ruler'];

const site = useSite();

/** Opens the Loch Ness view, then its rules page, and waits for the page's styles. */
async function openRules(page) {
  await open(page, site.url);
  // A first visit opens on the new-game dialog of Block Ness.
  await page.keyboard.press('Escape');
  await page.click('[data-testid="lochness"]');
  await page.waitForSelector('[data-testid="lochness-rules"]');
  await page.click('[data-testid="lochness-rules"]');
  await page.waitForSelector('[data-testid="lochness-rules-page"]');
  await page.waitForFunction(() => [...document.styleSheets].some((s) => s.href?.endsWith('/lochness-rules.css')));
}

test('the rules page has its sections and drawings, passes axe, and goes back to the game view', async () => {
  const page = await site.newPage();
  await openRules(page);

  const sections = await page.$$eval('[data-testid="lochness-rules-section"]', (els) => els.map((s) => ({
    id: s.dataset.section,
    heading: s.querySelector('h2')?.textContent ?? '',
    labelledBy: document.getElementById(s.getAttribute('aria-labelledby'))?.tagName,
  })));
  assert.deepEqual(sections.map((s) => s.id), SECTIONS);
  for (const s of sections) {
    assert.ok(s.heading.length > 3, `${s.id} has a heading`);
    assert.equal(s.labelledBy, 'H2', `${s.id} is named by its heading`);
  }
  const parts = await page.$$eval('[data-section="turn"] .lnr-part', (els) => els.map((p) => [p.dataset.section, p.querySelector('h3')?.textContent ?? '']));
  assert.deepEqual(parts.map(([id]) => id), PARTS);
  assert.ok(parts.every(([, heading]) => heading.length > 3));
  assert.ok((await page.$eval('[data-testid="lochness-rules-page"] h1', (h) => h.textContent)).length > 5);

  const drawings = await page.$$eval('figure[data-figure]', (els) => els.map((f) => {
    const svg = f.querySelector('svg[data-testid="lochness-drawing"]');
    return {
      id: f.dataset.figure,
      role: svg?.getAttribute('role'),
      label: svg?.getAttribute('aria-label') ?? '',
      caption: f.querySelector('figcaption')?.textContent ?? '',
      width: svg?.getBoundingClientRect().width ?? 0,
      ringed: svg?.querySelectorAll('[data-ringed]').length,
      points: svg?.querySelectorAll('[data-point]').length,
      totals: [...(svg?.querySelectorAll('.lnr-photo-total') ?? [])].map((t) => Number(t.dataset.points)),
      joints: [...(svg?.querySelectorAll('.lnr-joint') ?? [])].map((j) => Number(j.dataset.points)),
    };
  }));
  assert.deepEqual(drawings.map((d) => d.id), FIGURES);
  for (const d of drawings) {
    assert.equal(d.role, 'img', `${d.id} is an image`);
    assert.ok(d.label.length > 40, `${d.id} has a text alternative`);
    assert.ok(d.caption.length > 20, `${d.id} has a caption`);
    assert.ok(d.width > 150, `${d.id} is on screen (${d.width}px)`);
  }
  const by = Object.fromEntries(drawings.map((d) => [d.id, d]));
  // What the engine found, drawn: the three hiding places among the fifteen points, the
  // nine cells a roll of 3 lets the head reach, and a ruler of 11 + 5 points.
  assert.equal(by.lake.ringed, 3);
  assert.equal(by.lake.points, 15);
  assert.equal(by['swim-before'].ringed, 9);
  assert.match(by['swim-before'].caption, /\b9\b/);
  assert.deepEqual(by.ruler.totals, [11, 5]);
  assert.deepEqual(by.ruler.joints, [2, 2, 2, 2, 2, 1, 2, 0]);
  assert.match(by.ruler.caption, /\b16\b/);

  await assertAccessible(page, 'the Loch Ness rules');

  await page.click('[data-testid="lochness-rules-close"]');
  await page.waitForSelector('[data-testid="lochness-rules"]');
  assert.equal(await page.$('[data-testid="lochness-rules-page"]'), null, 'the rules are gone');

  // Shown again, the page adds no second link to its stylesheet.
  await page.click('[data-testid="lochness-rules"]');
  await page.waitForSelector('[data-testid="lochness-rules-page"]');
  assert.equal(await page.$$eval('link[rel="stylesheet"][href="lochness-rules.css"]', (l) => l.length), 1);
  assert.deepEqual(page.errors, []);
});

test('the rules page fits a 360-pixel phone, and its back button works by keyboard', async () => {
  const context = await site.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const page = await site.newPage(context);
  await openRules(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `no sideways scrolling (${overflow}px too wide)`);
  const widths = await page.$$eval('svg[data-testid="lochness-drawing"]', (els) => els.map((e) => e.getBoundingClientRect().width));
  assert.equal(widths.length, FIGURES.length);
  assert.ok(widths.every((w) => w > 150 && w <= 360), `${widths}`);
  await assertAccessible(page, 'the Loch Ness rules on a phone');
  await page.focus('[data-testid="lochness-rules-close"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid="lochness-rules"]');
  assert.equal(await page.$('[data-testid="lochness-rules-page"]'), null);
  assert.deepEqual(page.errors, []);
  await context.close();
});
