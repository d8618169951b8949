// The board and the status headline in view at every window size, a zoom that keeps its
// labels, and a new-game dialog that fits a phone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useSite, open, pickLanguage, newGame, setupTwo, playFirst, playMoves, playToEnd, clickCell, cellsWith,
  movesPlayed, pageLink, waitForPersonTurn, settled,
} from '../helpers.mjs';

const site = useSite();

for (const [width, height] of [[1920, 1080], [1280, 800], [900, 700], [768, 1024], [390, 844], [360, 740]]) {
  test(`at ${width}x${height} the whole board and the status headline are in view together`, async () => {
    const context = await site.newContext({ viewport: { width, height }, isMobile: width < 800, hasTouch: width < 800 });
    const page = await site.newPage(context);
    await open(page, site.url);
    await newGame(page, { players: 4 });
    await playMoves(page, 8, { via: width < 800 ? 'tap' : 'click' });
    // Clicking scrolled the page as needed; the question is what shows without scrolling.
    await page.evaluate(() => window.scrollTo(0, 0));
    const boxes = await page.evaluate(() => {
      const rect = (sel) => document.querySelector(sel).getBoundingClientRect().toJSON();
      return { board: rect('[data-testid="board"]'), status: rect('[data-testid="status"]'), vw: innerWidth, vh: innerHeight };
    });
    const inView = (r) => r.top >= 0 && r.left >= -1 && r.bottom <= boxes.vh + 1 && r.right <= boxes.vw + 1;
    assert.ok(inView(boxes.board), `the board is in view: ${JSON.stringify(boxes)}`);
    assert.ok(inView(boxes.status), `the status headline is in view: ${JSON.stringify(boxes)}`);
  });
}

for (const [width, height] of [[1366, 768], [1440, 900]]) {
  test(`at ${width}x${height} with a computer player and its controls, the whole board and the status are in view`, async () => {
    const page = await site.newPage(await site.newContext({ viewport: { width, height } }));
    await open(page, site.url);
    await newGame(page, { players: 3, kinds: ['human', 'easy', 'easy'] });
    await waitForPersonTurn(page);
    await playFirst(page);
    await waitForPersonTurn(page);
    // Every control the game can show: the computer players' pause, and the analysis open.
    await page.waitForSelector('[data-testid="bot-pause"]');
    await page.evaluate(() => window.scrollTo(0, 0));
    const boxes = await page.evaluate(() => {
      const rect = (sel) => document.querySelector(sel).getBoundingClientRect().toJSON();
      return { board: rect('[data-testid="board"]'), status: rect('[data-testid="status"]'), vw: innerWidth, vh: innerHeight };
    });
    const inView = (r) => r.top >= 0 && r.left >= -1 && r.bottom <= boxes.vh + 1 && r.right <= boxes.vw + 1;
    assert.ok(inView(boxes.board), `the whole board is in view: ${JSON.stringify(boxes)}`);
    assert.ok(inView(boxes.status), `the status headline is in view: ${JSON.stringify(boxes)}`);
    assert.deepEqual(page.errors, []);
  });
}

test('"Bigger holes" keeps the row and column labels in view and every hole in play reachable', async () => {
  const context = await site.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await site.newPage(context);
  await open(page, site.url);
  await newGame(page, { players: 3 });
  await page.tap('[data-testid="zoom-board"]');
  for (const side of [0, 1]) {
    await page.evaluate((side) => { const w = document.querySelector('.board-wrap'); w.scrollLeft = side ? w.scrollWidth : 0; }, side);
    const seen = await page.evaluate(() => {
      const frame = document.querySelector('.board-wrap').getBoundingClientRect();
      const rows = document.querySelector('[data-testid="row-labels"]').getBoundingClientRect();
      const visible = (e) => { const r = e.getBoundingClientRect(); return r.left >= frame.left - 1 && r.right <= frame.right + 1; };
      return {
        rowsInFrame: rows.left >= frame.left - 1 && rows.right <= frame.right + 1,
        letters: [...document.querySelectorAll('[data-testid="board"] .coord')].filter(visible).map((e) => e.textContent),
      };
    });
    assert.ok(seen.rowsInFrame, 'the row numbers stay in view');
    assert.ok(seen.letters.length > 0, 'column letters are shown');
  }
  // Columns b and j are in play with three players: each of their holes can be scrolled to.
  for (const cell of ['b6', 'j6']) {
    await page.$eval(`[data-cell="${cell}"]`, (e) => e.scrollIntoView({ inline: 'center', block: 'nearest' }));
    const box = await page.$eval(`[data-cell="${cell}"]`, (e) => e.getBoundingClientRect().toJSON());
    const frame = await page.$eval('.board-wrap', (e) => e.getBoundingClientRect().toJSON());
    assert.ok(box.left >= frame.left && box.right <= frame.right, `${cell} can be brought into the frame`);
    assert.ok(box.width >= 40, `${cell} is at least 40 px (${box.width})`);
  }
});

test('the variant choice is not cut off on a 360-pixel phone, in any language', async () => {
  const context = await site.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await site.newPage(context);
  await open(page, site.url);
  for (const lang of ['en', 'fr', 'de', 'it']) {
    await pickLanguage(page, lang);
    for (const variant of ['base', 'expert']) {
      await page.selectOption('[data-testid="variant"]', variant);
      const fit = await page.$eval('[data-testid="variant"]', (select) => {
        const probe = document.createElement('span');
        probe.style.font = getComputedStyle(select).font;
        probe.style.whiteSpace = 'nowrap';
        probe.textContent = select.selectedOptions[0].text;
        document.body.append(probe);
        const text = probe.getBoundingClientRect().width;
        probe.remove();
        // Room for the text: the field less its padding and the menu's arrow.
        return { text, room: select.clientWidth - 28 };
      });
      assert.ok(fit.text <= fit.room, `${lang} ${variant}: ${JSON.stringify(fit)}`);
      assert.notEqual(await page.textContent('[data-testid="variant-note"]'), '');
    }
  }
});
