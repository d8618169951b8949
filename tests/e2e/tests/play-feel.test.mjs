// What a new player meets in the first minute: explanations that neither linger nor move
// the layout, a status that speaks to the right person, the board and status in view at
// every size, a zoom that keeps its labels, hints said in words, a finale that says why,
// and links that are mended rather than thrown away.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useSite, open, newGame, setupTwo, playFirst, playMoves, playToEnd, clickCell, cellsWith,
  movesPlayed, pageLink, waitForPersonTurn, settled,
} from '../helpers.mjs';

const site = useSite();

const explanation = (page) => page.$eval('[data-testid="explanation"]', (e) => ({ text: e.textContent.trim(), kind: e.dataset.kind }));

test('a completed move leaves no explanation, and pointing reads as information, clicking as a refusal', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  // Pointing at a hole that is not offered explains it in the neutral style.
  await page.hover('[data-cell="a3"]');
  let said = await explanation(page);
  assert.match(said.text, /a3/);
  assert.equal(said.kind, 'info');
  // Clicking it is a refused action.
  await clickCell(page, 'a3');
  said = await explanation(page);
  assert.equal(said.kind, 'refused');
  // The move's last click is on a legal hole; afterwards nothing is explained.
  await clickCell(page, 'e5');
  await clickCell(page, 'e7');
  assert.equal(await movesPlayed(page), 1);
  said = await explanation(page);
  assert.equal(said.text, '', 'the next player reads no explanation of a hole they never pointed at');
  // Moving to another hole explains again.
  await page.hover('[data-cell="e6"]');
  assert.notEqual((await explanation(page)).text, '');
});

test('explanations, the bot note and the tutorial keep the layout still', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  await setupTwo(page);
  const trayTop = () => page.$eval('[data-testid="tray-0"]', (e) => Math.round(e.getBoundingClientRect().top));
  await page.mouse.move(2, 2);
  await settled(page);
  const before = await trayTop();
  await page.hover('[data-cell="a6"]');
  assert.notEqual((await explanation(page)).text, '');
  assert.equal(await trayTop(), before, 'an explanation does not move the trays');
});

test('a far cell names both the head and the tail in one sentence', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  await setupTwo(page);
  await page.hover('[data-cell="d9"]');
  const { text } = await explanation(page);
  assert.match(text, /head/);
  assert.match(text, /tail/);
  assert.equal(text.match(/not a start cell/g).length, 1, text);
});

test('the status does not ask a person to move while a computer player moves, and says the expert distance', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2, kinds: ['easy', 'easy'] });
  await page.waitForSelector('[data-testid="bot-thinking"]');
  const detail = await page.textContent('.status .detail');
  assert.doesNotMatch(detail, /Choose/, detail);
  await page.click('[data-testid="bot-pause"]');
  await newGame(page, { players: 2, expert: true });
  await setupTwo(page);
  assert.match(await page.textContent('.status .detail'), /two holes/);
});

test('one undo against a computer player gives the person their move back', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2, kinds: ['human', 'easy'] });
  await setupTwo(page).catch(() => {});
  await waitForPersonTurn(page);
  await playFirst(page);
  await waitForPersonTurn(page);
  const played = await movesPlayed(page);
  await page.click('[data-testid="undo"]');
  assert.equal(await movesPlayed(page), played - 2, 'the bot\'s answer and the person\'s move are taken back');
  assert.ok(await page.$('[data-cell].legal-start'), 'the person is to move again');
  assert.equal(await page.$('[data-testid="bot-waiting"]'), null);
});

test('a hint is said in words and counted at the end', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  await setupTwo(page);
  await page.click('[data-testid="hint"]');
  await page.waitForSelector('[data-testid="suggestion"]', { timeout: 60000 });
  assert.match(await page.textContent('[data-testid="suggestion"]'), /Hint: [HT]\d+ [a-k]\d+-[a-k]\d+/);
  const [from] = await cellsWith(page, 'hint-start');
  const [to] = await cellsWith(page, 'hint-end');
  await clickCell(page, from);
  await clickCell(page, to);
  if ((await movesPlayed(page)) === 2 && (await page.$('.piece.hinted.offered'))) await page.click('.piece.hinted.offered');
  if ((await movesPlayed(page)) === 2 && (await page.$('[data-testid="choose-head"]'))) await page.click('[data-testid="choose-head"]');
  assert.equal(await movesPlayed(page), 3);
  assert.ok(await page.$('[data-testid="hinted-2"]'), 'the move list marks the move played with a hint');
  await playToEnd(page);
  assert.equal(await page.$eval('[data-testid="ranking"] tr.c-orange [data-testid="hints-used"]', (e) => e.textContent), '1');
});

test('the end says why, offers the other player the start, and replays the game', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  await playToEnd(page);
  assert.match(await page.textContent('[data-testid="finale"]'), /left against|Tied/);
  assert.equal(await page.$('[data-testid="bot-pause"]'), null);
  assert.equal(await page.$$eval('.badge-note', (els) => els.filter((e) => /blocked/.test(e.textContent)).length), 0, 'no tray says blocked at the end');
  // The page did not scroll the headline away.
  const headline = await page.$eval('[data-testid="status"]', (e) => e.getBoundingClientRect().top);
  assert.ok(headline >= 0, 'the status headline is in view');
  const total = await movesPlayed(page);
  await page.click('[data-testid="replay-game"]');
  await page.waitForFunction(() => document.querySelector('.layout.replaying') !== null);
  await page.waitForSelector('[data-testid="ranking"]', { timeout: 120000 });
  assert.equal(await movesPlayed(page), total);
  await page.click('[data-testid="rematch-swapped"]');
  assert.match(await page.textContent('[data-testid="status"]'), /Green/, 'the other player starts');
});

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

test('a damaged link offers its readable moves, random text is no Block Ness link, and the address keeps what was typed', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  await setupTwo(page);
  await playMoves(page, 2);
  const link = await pageLink(page);
  const damaged = link.slice(0, -2);
  const other = await site.newPage();
  await open(other, `${site.url}#${damaged}`);
  assert.match(await other.textContent('[data-testid="message"]'), /3 moves can still be read/);
  assert.equal(await other.evaluate(() => location.hash.slice(1)), damaged, 'the refused link stays in the address bar');
  await other.click('[data-testid="open-salvaged"]');
  assert.equal(await movesPlayed(other), 3);
  const third = await site.newPage();
  await open(third, `${site.url}#hello`);
  assert.match(await third.textContent('[data-testid="message"]'), /not a Block Ness link/);
});

test('the legend names the head and the tail', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  const legend = await page.textContent('[data-testid="legend"]');
  assert.match(legend, /head/);
  assert.match(legend, /tail/);
});

test('pointing at a second foot previews the arch and lights the segments that fit', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  await setupTwo(page);
  const [start] = await cellsWith(page, 'legal-start');
  await clickCell(page, start);
  assert.equal(await page.$('[data-testid="arch-preview"]'), null);
  const [to] = await cellsWith(page, 'legal-end');
  await page.hover(`[data-cell="${to}"]`);
  await page.waitForSelector('[data-testid="arch-preview"] .arch');
  assert.ok((await page.$$('.piece.fits-here')).length > 0, 'the tray lights what fits');
});

test('the variant choice is not cut off on a 360-pixel phone, in any language', async () => {
  const context = await site.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await site.newPage(context);
  await open(page, site.url);
  for (const lang of ['en', 'fr', 'de']) {
    await page.selectOption('[data-testid="language"]', lang);
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
