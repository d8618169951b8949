// Accessibility checked by axe-core on the main views (the new-game dialog, a game in
// play with its highlights, the ranking, My games, the page in Italian), plus what axe
// cannot judge: reduced motion and visible keyboard focus.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useSite, open, newGame, setupTwo, playFirst, playToEnd, cellsWith, clickCell, assertAccessible,
} from '../helpers.mjs';

const site = useSite();

test('the new-game dialog passes axe', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await page.waitForSelector('[data-testid="start-game"]');
  await assertAccessible(page, 'the new-game dialog');
  assert.deepEqual(page.errors, []);
});

// Italian, the newest language: its `lang` attributes and its longer labels pass too.
test('the new-game dialog and a game in play pass axe in Italian', async () => {
  const context = await site.newContext({ locale: 'it-IT' });
  try {
    const page = await site.newPage(context);
    await open(page, site.url);
    await page.waitForSelector('[data-testid="start-game"]');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'it');
    await assertAccessible(page, 'the Italian new-game dialog');
    await newGame(page, { players: 2 });
    await setupTwo(page);
    await playFirst(page);
    await assertAccessible(page, 'an Italian game in play');
    assert.deepEqual(page.errors, []);
  } finally {
    await context.close();
  }
});

test('a game in play, with start and end cells highlighted, passes axe', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  await setupTwo(page);
  await playFirst(page);
  const [first] = await cellsWith(page, 'legal-start');
  await clickCell(page, first);
  assert.ok((await cellsWith(page, 'legal-end')).length > 0, 'second feet are highlighted');
  await page.hover('[data-cell="e6"]');
  await assertAccessible(page, 'a game in play');
  assert.deepEqual(page.errors, []);
});

test('the ranking passes axe', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  await playToEnd(page);
  await assertAccessible(page, 'the ranking');
  assert.deepEqual(page.errors, []);
});

test('an analysed game, with its graph, marks and territory, passes axe', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  await playToEnd(page);
  await page.click('[data-testid="analyse"]');
  await page.waitForSelector('[data-testid="analysis-progress"]');
  await assertAccessible(page, 'a game being analysed');
  await page.waitForSelector('[data-testid="analysis-done"]', { timeout: 120000 });
  await page.click('[data-testid="graph-point-3"]');
  await page.click('[data-testid="territory"]');
  await page.click('[data-testid="show-best"]');
  await assertAccessible(page, 'an analysed game');
  assert.deepEqual(page.errors, []);
});

test('My games, with a game played by link and an archived game, passes axe', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  await setupTwo(page);
  await newGame(page, { players: 2, kinds: ['human', 'link'] });
  await playFirst(page);
  await page.click('[data-testid="my-games"]');
  await page.waitForSelector('[data-testid="game-item"]');
  await page.click('[data-testid="archive-game"]:not([disabled])');
  await page.waitForSelector('details.archived');
  await page.click('details.archived summary');
  await assertAccessible(page, 'My games');
  assert.deepEqual(page.errors, []);
});

test('with reduced motion asked for, nothing on the page moves', async () => {
  const context = await site.newContext();
  const page = await site.newPage(context);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, site.url);
  await newGame(page, { players: 2 });
  await setupTwo(page);
  assert.ok((await cellsWith(page, 'legal-start')).length > 0);
  const moving = await page.evaluate(() => [...document.querySelectorAll('*')].flatMap((el) => {
    const style = getComputedStyle(el);
    const animated = style.animationName !== 'none';
    const sliding = style.transitionDuration.split(',').some((d) => parseFloat(d) > 0);
    return animated || sliding ? [`${el.tagName.toLowerCase()}.${el.getAttribute('class')} ${style.animationName} ${style.transitionDuration}`] : [];
  }));
  assert.deepEqual(moving, [], 'no animation or transition runs');
  // Without the preference the start cells do pulse: the check above can fail.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  assert.notEqual(await page.$eval('[data-cell].legal-start .ring', (e) => getComputedStyle(e).animationName), 'none');
});

test('keyboard focus on buttons and selects is drawn clearly', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  // The new-game dialog takes the focus as it opens; Tab then walks it round (it keeps the
  // keyboard while open), and once Escape has closed it, through the page. Look at every
  // control the keyboard reaches.
  const seen = new Map();
  const look = () => page.evaluate(() => {
    const el = document.activeElement;
    if (!el || !el.matches('button, select')) return null;
    const style = getComputedStyle(el);
    return { id: el.dataset.testid ?? el.textContent.trim(), style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  const first = await look();
  assert.equal(first?.id, 'player-count', 'the dialog takes the keyboard focus');
  seen.set(first.id, first);
  const walk = async (until) => {
    for (let i = 0; i < 300 && !until.every((id) => seen.has(id)); i++) {
      await page.keyboard.press('Tab');
      const focus = await look();
      if (focus) seen.set(focus.id, focus);
    }
  };
  await walk(['start-game', 'play-computer']);
  await page.keyboard.press('Escape');
  await page.waitForSelector('dialog.new-game', { state: 'detached' });
  await walk(['new-game']);
  assert.ok(['start-game', 'player-count', 'play-computer', 'new-game'].every((id) => seen.has(id)), `the keyboard reaches the controls (${[...seen.keys()]})`);
  for (const { id, style, width } of seen.values()) {
    assert.ok(style !== 'none' && width >= 2, `${id} shows its focus (outline ${style} ${width}px)`);
  }
});
