// The rules page: every section with a drawn board, and back to an untouched game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, open, newGame, setupTwo, playFirst, boardState, pageLink } from '../helpers.mjs';

const SECTIONS = ['aim', 'loch', 'monsters', 'setup', 'turn', 'crossing', 'refusals', 'blocked', 'end', 'ranking', 'expert', 'swap', 'solo'];

const site = useSite();

test('every rules section has a drawn board, and the back button returns to the game untouched', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  await setupTwo(page);
  await playFirst(page);
  const game = await boardState(page);
  const link = await pageLink(page);

  await page.click('[data-testid="open-rules"]');
  await page.waitForSelector('[data-testid="rules-section"]');
  assert.equal(await page.$('[data-testid="move-list"]'), null, 'the game is out of sight');
  const sections = await page.$$eval('[data-testid="rules-section"]', (els) => els.map((s) => ({
    id: s.dataset.section,
    heading: s.querySelector('h2')?.textContent ?? '',
    text: [...s.querySelectorAll('p')].map((p) => p.textContent).join(' '),
    boards: [...s.querySelectorAll('svg[data-testid="mini-board"]')].map((b) => ({
      holes: b.querySelectorAll('.water').length,
      arches: b.querySelectorAll('.arch').length,
      ends: b.querySelectorAll('[data-end]').length,
      rings: [...b.querySelectorAll('[data-mark="ring"]')].map((m) => m.dataset.markCell).sort(),
      crosses: [...b.querySelectorAll('[data-mark="cross"]')].map((m) => m.dataset.markCell).sort(),
      width: b.getBoundingClientRect().width,
      label: b.getAttribute('aria-label'),
    })),
  })));
  assert.deepEqual(sections.map((s) => s.id), SECTIONS);
  for (const s of sections) {
    assert.ok(s.heading.length > 3, `${s.id} has a heading`);
    assert.ok(s.text.length > 80, `${s.id} has text`);
    assert.ok(s.boards.length >= 1, `${s.id} has a board`);
    for (const b of s.boards) {
      assert.ok(b.holes >= 40, `${s.id}: the board draws its holes (${b.holes})`);
      assert.ok(b.width > 100, `${s.id}: the board is on screen`);
      assert.ok(b.label.length > 10, `${s.id}: the board is described`);
    }
  }
  const by = Object.fromEntries(sections.map((s) => [s.id, s]));
  // The zones: more holes in play with more players (all drawn; hatched ones are out of play).
  assert.equal(by.loch.boards.length, 3);
  // The six start cells of the opening, ringed.
  assert.deepEqual(by.turn.boards[0].rings, ['d5', 'd7', 'e4', 'e8', 'f5', 'f7']);
  assert.equal(by.turn.boards[0].arches, 2);
  assert.equal(by.turn.boards[0].ends, 4);
  assert.deepEqual(by.refusals.boards[0].crosses, ['c7', 'f9', 'i7']);
  assert.equal(by.crossing.boards[0].arches, 3);
  // The expert variant's start cells are two holes from the ends (e5 and e7).
  assert.ok(by.expert.boards[0].rings.includes('e3') && !by.expert.boards[0].rings.includes('e4'));

  // The contents list scrolls to a section without touching the address (it holds the game).
  await page.click('.rules-toc a[href="#rules-expert"]');
  assert.equal(await page.evaluate(() => location.hash.slice(1)), link);
  assert.ok(await page.$eval('#rules-expert', (e) => e.getBoundingClientRect().top < innerHeight), 'scrolled to it');

  await page.click('[data-testid="close-page"]');
  await page.waitForSelector('[data-testid="move-list"]');
  assert.equal(await page.$('[data-testid="rules-section"]'), null);
  assert.deepEqual(await boardState(page), game);
  assert.equal(await pageLink(page), link);
  assert.equal(await page.$('[data-testid="message"]'), null, 'no notice');
  assert.deepEqual(page.errors, []);
});

test('the rules page fits a 360-pixel phone and is navigable by keyboard', async () => {
  const context = await site.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const page = await site.newPage(context);
  await open(page, site.url);
  await page.keyboard.press('Escape');
  // The page's own header, once it has taken over from the welcome screen: this test is
  // about the rules page; keys pressed during the hand-over are handoff.test.mjs's.
  await page.waitForSelector('#app-root [data-testid="open-rules"]');
  await page.focus('#app-root [data-testid="open-rules"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid="rules-section"]');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `no sideways scrolling (${overflow}px too wide)`);
  const widths = await page.$$eval('svg[data-testid="mini-board"]', (els) => els.map((e) => e.getBoundingClientRect().width));
  assert.ok(widths.every((w) => w > 150 && w <= 360), `${widths}`);
  const headings = await page.$$eval('.rules-page h2', (els) => els.length);
  assert.equal(headings, SECTIONS.length);
  await page.focus('[data-testid="close-page"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid="board"]');
  await context.close();
});
