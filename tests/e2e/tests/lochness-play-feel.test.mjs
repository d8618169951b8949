// Loch Ness as a new player meets it, on a desktop and on a phone:
// - the rules page draws the points, fragments and Nessie as the table does, and the
//   table's key names every sign the table shows;
// - a log tells what each player (the computer too) did and how the game ended, to screen
//   readers as well;
// - the new-game notes match the number of players chosen;
// - the page's Rules button opens this game's rules;
// - a phone gets finger-sized targets and Nessie in view, and a lake that jumps rather than
//   glides when less motion is asked for;
// - counts take each language's singular.
// Following a game as it goes is tests/lochness-follow.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, assertAccessible, smallTargets } from '../helpers.mjs';
import { VIEW, openView, startGame, clickOnce, clickUntil, lnStep, lnClick, lnSettled, finishedLink } from '../lochness-page.mjs';

const site = useSite();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** How each sign is drawn, by what it stands for: a point kind's mark and plate colour,
 * a colour's mark and fill, each piece of Nessie's fill; read from the drawn SVG. */
async function signs(page, scope) {
  return page.$eval(scope, (root) => {
    const fill = (el) => (el ? getComputedStyle(el).fill : null);
    const out = { kinds: {}, colours: {}, swatches: {}, pieces: {} };
    for (const g of root.querySelectorAll('.ln-sign-point')) {
      out.kinds[g.dataset.kind] = { mark: g.querySelector('.mark').textContent, plate: fill(g.querySelector('.plate')) };
    }
    for (const g of root.querySelectorAll('.ln-sign-fragment')) {
      const text = g.querySelector('text').textContent;
      out.colours[g.dataset.colour] = { mark: [...text].at(-1), fill: fill(g.querySelector('rect')) };
    }
    for (const g of root.querySelectorAll('.ln-sign-colour')) {
      out.swatches[g.dataset.colour] = { mark: g.querySelector('text').textContent, fill: fill(g.querySelector('rect')) };
    }
    // Nessie as she lies now (not the dashed outline of where she was).
    for (const piece of ['head', 'body', 'tail']) {
      const shape = [...root.querySelectorAll(`.nessie.${piece}`)]
        .filter((e) => !e.closest('.lnr-before'))
        .map((e) => (e.matches('.shape') ? e : e.querySelector('.shape')))[0];
      if (shape) out.pieces[piece] = fill(shape);
    }
    return out;
  });
}

test('the rules page draws points, fragments and Nessie as the table does, and the key names every sign the table shows', async () => {
  const page = await site.newPage();
  await openView(page, `${site.url}#l/${finishedLink(3)}~ee`);
  const table = await signs(page, '[data-testid="ln-lake"]');
  const rulers = await signs(page, '.ln-rulers');
  // The whole lake: all five kinds, Nessie whole; a finished game: fragments of every colour.
  assert.equal(Object.keys(table.kinds).length, 5);
  assert.deepEqual(Object.keys(table.pieces).sort(), ['body', 'head', 'tail']);
  assert.ok(Object.keys(rulers.colours).length >= 3, `fragments on the rulers: ${JSON.stringify(rulers.colours)}`);

  const keySwatches = (await signs(page, '[data-testid="ln-legend"]')).swatches;
  // The table's key: every mark on the lake and on the fragments, each colour's mark, and
  // the table's other signs.
  const key = await page.$eval('[data-testid="ln-legend"]', (k) => ({
    text: k.textContent,
    keys: [...k.querySelectorAll('[data-key]')].map((li) => li.dataset.key),
    marks: [...k.querySelectorAll('[data-mark]')].map((li) => li.dataset.mark),
  }));
  const shown = await page.$eval(VIEW, (root) => [
    ...[...root.querySelectorAll('.ln-lake .mark, .ln-rulers thead [aria-hidden="true"]')].map((m) => m.textContent),
    ...[...root.querySelectorAll('.ln-fragment text')].flatMap((t) => t.textContent.split('\u2009')),
  ]);
  for (const mark of new Set(shown)) assert.ok(key.marks.includes(mark), `the key explains ${mark}`);
  for (const mark of ['●', '▲', '■', '◆', '★']) assert.ok(key.marks.includes(mark), `the key has the colour mark ${mark}`);
  for (const entry of ['piece-head', 'piece-body', 'piece-tail', 'fragment', 'photographer', 'target', 'chosen', 'hint', 'picked', 'wave', 'waiting', 'flip', 'empty', 'number', 'joint']) {
    assert.ok(key.keys.includes(entry), `the key has ${entry}`);
  }

  // The rules page: the same marks on the same plates, the same colours with the same marks,
  // the same Nessie; no numbered squares.
  await page.click('[data-testid="lochness-rules"]');
  await page.waitForSelector('[data-testid="lochness-rules-page"]');
  await page.waitForFunction(() => [...document.styleSheets].some((s) => s.href?.endsWith('/lochness-rules.css')));
  const rules = await signs(page, '[data-testid="lochness-rules-page"]');
  assert.deepEqual(rules.kinds, table.kinds);
  assert.deepEqual(rules.pieces, table.pieces);
  // The colours: every swatch of the two keys, and the fragments both show.
  assert.equal(Object.keys(rules.swatches).length, 5);
  assert.deepEqual(rules.swatches, keySwatches);
  const both = Object.keys(rules.colours).filter((c) => c in rulers.colours);
  assert.ok(both.length > 0, 'a colour on both rulers');
  for (const colour of both) assert.deepEqual(rules.colours[colour], rulers.colours[colour], `colour ${colour}`);
  for (const [colour, look] of Object.entries(rulers.colours)) {
    assert.deepEqual(look, { mark: keySwatches[colour].mark, fill: keySwatches[colour].fill }, `a fragment of colour ${colour} as its key says`);
  }
  const digits = await page.$$eval('[data-testid="lochness-drawing"] [data-point]', (ps) => ps.filter((p) => /\d/.test(p.textContent)).length);
  assert.equal(digits, 0, 'no point is a numbered square');
  // Its key has the table's entries for the kinds, Nessie and the colours.
  const rulesKey = await page.$$eval('[data-testid="lochness-rules-key"] [data-key]', (lis) => lis.map((li) => li.dataset.key));
  const shared = key.keys.filter((k) => /^(kind|piece|colour)-/.test(k));
  assert.equal(shared.length, 13);
  for (const k of shared) assert.ok(rulesKey.includes(k), `the rules' key has ${k}`);
  assert.deepEqual(page.errors, []);
});

test('the log tells each computer player\'s roll, move, photo and keep, in order and aloud, and how the game ended', async () => {
  const page = await site.newPage();
  await openView(page, `${site.url}#l/`);
  await startGame(page, ['easy', 'easy']);
  const log = '[data-testid="ln-log"]';
  // A live log region, announced politely, named by its heading.
  const region = await page.$eval(log, (ol) => {
    const box = ol.closest('[role="log"]');
    return { live: box?.getAttribute('aria-live'), name: document.getElementById(box?.getAttribute('aria-labelledby'))?.textContent };
  });
  assert.equal(region.live, 'polite');
  assert.ok(region.name.length > 3);
  // The bots post, move (or stay), roll and set Nessie down: each line says so, in order.
  await page.waitForSelector(`${log} li[data-event="swam"]`, { timeout: 60000 });
  const lines = await page.$$eval(`${log} li`, (lis) => lis.map((li) => ({ after: Number(li.dataset.after), event: li.dataset.event, seat: li.dataset.seat, text: li.textContent })));
  assert.ok(lines.length >= 8, `${lines.length} lines`);
  assert.deepEqual(lines.map((l) => l.after), [...lines.map((l) => l.after)].sort((a, b) => a - b));
  const roll = lines.find((l) => l.event === 'rolled');
  assert.match(roll.text, /^Player 1 \(computer\) rolls (a [1-5]|the wave)\.$/);
  assert.ok(lines.some((l) => l.event === 'placed' && /^Player 2 \(computer\) posts a photographer on point \d+ \(\w+\)\.$/.test(l.text)));
  assert.ok(lines.some((l) => (l.event === 'moved' || l.event === 'stayed') && l.seat === '0'));
  assert.match(lines.find((l) => l.event === 'swam').text, /moves Nessie: head on cell \d+, body on \d+, tail on \d+\./);

  // A finished game opened by link: its photos, the fragments kept, the last round and the end.
  await openView(page, `${site.url}#l/${finishedLink(7)}~ee`);
  const all = await page.$$eval(`${log} li`, (lis) => lis.map((li) => ({ event: li.dataset.event, text: li.textContent })));
  const photo = all.find((l) => l.event === 'photo');
  assert.match(photo.text, /^Photo for Player [12] \(computer\): the photographer on point \d+ \(\w+\) draws (1 fragment|[23] fragments): \w+ [●▲■◆★]/);
  assert.ok(all.some((l) => l.event === 'kept' && /keeps the \w+ \w+ fragment [●▲■◆★], (above|below) the ruler/.test(l.text)));
  assert.ok(all.some((l) => l.event === 'last-round'));
  const end = all.at(-1);
  assert.equal(end.event, 'over');
  const winners = await page.$eval('[data-testid="ln-final"]', (f) => f.dataset.winners.split(',').map((w) => Number(w) + 1));
  assert.match(end.text, /^The game is over: players? [\d and,]+ completed both photos and the round was played to its end\. /);
  assert.match(end.text, new RegExp(`Players? ${winners.join(' and ')} (wins|share the win) with \\d+ points?`));
  // The newest line comes into view in its box (the box scrolls there smoothly).
  await page.waitForFunction((selector) => {
    const box = document.querySelector(selector).closest('[role="log"]');
    return box.scrollTop + box.clientHeight >= box.scrollHeight - 2;
  }, log);
  await assertAccessible(page, 'Loch Ness with its log');
  assert.deepEqual(page.errors, []);
});

test('the new-game notes match the number of players chosen', async () => {
  const page = await site.newPage();
  await openView(page, `${site.url}#l/`);
  const note = () => page.textContent('[data-testid="ln-players-note"]');
  await page.check('[data-testid="ln-players"][value="2"]');
  assert.equal(await note(), 'With 2 players, each posts 3 photographers around the lake.');
  assert.doesNotMatch(await page.textContent('[data-testid="ln-new-game"]'), /Five players/);
  await page.check('[data-testid="ln-players"][value="3"]');
  assert.equal(await note(), 'With 3 players, each posts 2 photographers around the lake.');
  await page.check('[data-testid="ln-players"][value="5"]');
  assert.match(await note(), /^Five players play the variant/);
  assert.deepEqual(page.errors, []);
});

test('the page\'s Rules button opens the rules of the game on screen', async () => {
  const page = await site.newPage();
  await openView(page, `${site.url}#l/`);
  await startGame(page, ['human', 'human']);
  await page.click('[data-testid="open-rules"]');
  await page.waitForSelector('[data-testid="lochness-rules-page"]');
  assert.equal(await page.$('.lazy-view[data-view="rules"]'), null, 'not Block Ness\'s rules');
  assert.match(await page.textContent('[data-testid="lochness-rules-page"] h1'), /Loch Ness/);
  await page.click('[data-testid="lochness-rules-close"]');
  await page.waitForSelector('[data-testid="ln-lake"]');
  // Asked again, it opens them again; on Block Ness it still opens Block Ness's.
  await page.click('[data-testid="open-rules"]');
  await page.waitForSelector('[data-testid="lochness-rules-page"]');
  await page.click('[data-testid="lochness-rules-close"]');
  await page.click('[data-testid="ln-back"]');
  await page.waitForSelector(VIEW, { state: 'detached' });
  if (await page.$('[data-testid="cancel-new-game"]')) await page.click('[data-testid="cancel-new-game"]');
  await page.click('[data-testid="open-rules"]');
  await page.waitForSelector('.lazy-view[data-view="rules"]');
  assert.equal(await page.$('[data-testid="lochness-rules-page"]'), null);
  assert.deepEqual(page.errors, []);
});

test('a phone of 390 px: finger-sized targets, Nessie in view, and a lake that says it scrolls sideways', async () => {
  const context = await site.newContext(PHONE);
  const page = await site.newPage(context);
  await openView(page, `${site.url}#l/`);
  assert.deepEqual(await smallTargets(page, `${VIEW} label.ln-count, ${VIEW} select, ${VIEW} button`), []);
  await startGame(page, ['human', 'human']);

  // Nessie in view at the start: her head inside the lake's frame and the screen.
  const place = await page.evaluate(() => {
    const frame = document.querySelector('[data-testid="ln-lake-frame"]').getBoundingClientRect();
    const head = document.querySelector('.ln-cell.head').getBoundingClientRect();
    return { frame: { left: frame.left, right: frame.right }, head: { left: head.left, right: head.right }, width: innerWidth };
  });
  assert.ok(place.head.left >= place.frame.left && place.head.right <= place.frame.right, `Nessie in the frame: ${JSON.stringify(place)}`);
  assert.ok(place.head.left >= 0 && place.head.right <= place.width);
  // No hidden sideways scroll: the page itself does not scroll, and the lake's own scroll is
  // said in words and has buttons.
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth));
  const frame = '[data-testid="ln-lake-frame"]';
  assert.ok(await page.$eval(frame, (f) => f.scrollWidth > f.clientWidth), 'the lake is wider than the phone');
  assert.ok(await page.isVisible('[data-testid="ln-lake-scroll"]'));
  assert.match(await page.textContent('[data-testid="ln-lake-scroll"]'), /swipe it sideways/);
  const from = await page.$eval(frame, (f) => f.scrollLeft);
  const east = from + 1 < (await page.$eval(frame, (f) => f.scrollWidth - f.clientWidth));
  await page.click(`[data-testid="ln-scroll-${east ? 'east' : 'west'}"]`);
  await page.waitForFunction(([sel, x]) => document.querySelector(sel).scrollLeft !== x, [frame, from]);

  // Every target is finger-sized: the lake's points and cells (their hit areas), the
  // buttons, the swaps under the rulers.
  assert.deepEqual(await smallTargets(page, '.ln-point.target .hit'), []);
  assert.ok((await page.$$('.ln-point.target .hit')).length > 0);
  await clickUntil(page, async () => (await lnStep(page)) === 'swim');
  assert.deepEqual(await smallTargets(page, '.ln-cell.target .hit'), []);
  // Her cells to choose: the frame has come back to her, wherever the player had scrolled.
  await page.waitForFunction((sel) => {
    const frame = document.querySelector(sel).getBoundingClientRect();
    const head = document.querySelector('.ln-cell.head').getBoundingClientRect();
    return head.left >= frame.left && head.right <= frame.right;
  }, frame);
  await clickUntil(page, async () => (await lnStep(page)) === 'keep' || (await page.$('[data-testid="ln-flip"]:not([disabled])')) !== null);
  assert.deepEqual(await smallTargets(page, `${VIEW} button, ${VIEW} summary`), []);
  // A tap on a point's hit area, off its plate, takes it.
  await clickUntil(page, async () => ['move', 'setup'].includes(await lnStep(page)));
  const before = await page.$eval(VIEW, (r) => Number(r.dataset.revision));
  // Which point is offered depends on the die, and a neighbour's plate or a cell may lie
  // over a corner of its hit area: tap a spot where the hit area itself is what the finger meets.
  const spot = await page.evaluate(async () => {
    // The lake may still be gliding back to Nessie: wait until it rests.
    const frame = document.querySelector('[data-testid="ln-lake-frame"]');
    for (let still = 0, last = NaN; still < 3; ) {
      await new Promise(requestAnimationFrame);
      still = frame.scrollLeft === last ? still + 1 : 0;
      last = frame.scrollLeft;
    }
    for (const hit of document.querySelectorAll('.ln-point.target .hit')) {
      hit.scrollIntoView({ block: 'center', inline: 'center' });
      const box = hit.getBoundingClientRect();
      const plate = hit.parentElement.querySelector('.plate')?.getBoundingClientRect();
      for (const [fx, fy] of [[0.1, 0.1], [0.9, 0.1], [0.1, 0.9], [0.9, 0.9], [0.5, 0.05], [0.5, 0.95], [0.05, 0.5], [0.95, 0.5]]) {
        const x = box.left + fx * box.width;
        const y = box.top + fy * box.height;
        const onPlate = plate && x >= plate.left && x <= plate.right && y >= plate.top && y <= plate.bottom;
        if (!onPlate && document.elementFromPoint(x, y) === hit) return { x, y };
      }
    }
    return null;
  });
  assert.ok(spot, 'some offered point has a hit area off its plate that a finger meets');
  await page.touchscreen.tap(spot.x, spot.y);
  await page.waitForFunction(([sel, r]) => Number(document.querySelector(sel).dataset.revision) > r, [VIEW, before]);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a phone that asks for less motion gets a lake that jumps instead of gliding', async () => {
  const context = await site.newContext({ ...PHONE, reducedMotion: 'reduce' });
  const page = await site.newPage(context);
  await openView(page, `${site.url}#l/`);
  await startGame(page, ['human', 'human']);
  // A glide would leave the frame where it was right after the press; a jump has moved it.
  const moved = await page.evaluate(() => {
    const frame = document.querySelector('[data-testid="ln-lake-frame"]');
    const from = frame.scrollLeft;
    const east = from + 1 < frame.scrollWidth - frame.clientWidth;
    document.querySelector(`[data-testid="ln-scroll-${east ? 'east' : 'west'}"]`).click();
    return frame.scrollLeft !== from;
  });
  assert.ok(moved, 'the lake moved at once');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('counts take each language\'s singular', async () => {
  const page = await site.newPage(await site.newContext({ locale: 'fr-FR' }));
  await openView(page, `${site.url}#l/`);
  await startGame(page, ['human', 'human']);
  assert.equal(await page.textContent('[data-testid="ln-score"]'), '0 point (0 jointure à 2 points)');
  await clickOnce(page);
  const kept = '[data-testid="ln-kept-game"] span';
  assert.equal(await page.textContent(kept), '2 joueurs, 1 action');
  await page.selectOption('[data-testid="language"]', 'de');
  await page.waitForFunction((sel) => document.querySelector(sel)?.textContent === '2 Spieler, 1 Aktion', kept);
  assert.equal(await page.textContent('[data-testid="ln-score"]'), '0 Punkte (0 Nahtstellen zu 2 Punkten)');
  await page.selectOption('[data-testid="language"]', 'en');
  await page.waitForFunction((sel) => document.querySelector(sel)?.textContent === '2 players, 1 action', kept);
  assert.equal(await page.textContent('[data-testid="ln-score"]'), '0 points (0 two-point joints)');
  assert.deepEqual(page.errors, []);
});

test('"What happened" opens again at its newest line after a reload', async () => {
  const page = await site.newPage(await site.newContext({ viewport: { width: 1366, height: 768 } }));
  await openView(page, `${site.url}#l/`);
  await startGame(page, ['human', 'human']);
  for (let i = 0; i < 40; i++) await clickOnce(page);
  const atEnd = () => page.$eval('.ln-log-list', (l) => l.scrollHeight > l.clientHeight && l.scrollTop + l.clientHeight >= l.scrollHeight - 4);
  assert.ok(await atEnd(), 'the log follows the game');
  await page.reload();
  await page.waitForSelector(VIEW);
  await page.waitForFunction(() => [...document.styleSheets].some((s) => s.href?.endsWith('/lochness.css')));
  await page.waitForFunction(() => { const l = document.querySelector('.ln-log-list'); return l && l.scrollHeight > l.clientHeight && l.scrollTop + l.clientHeight >= l.scrollHeight - 4; });
  assert.deepEqual(page.errors, []);
});

for (const [name, options] of [['1366x768', { viewport: { width: 1366, height: 768 } }], ['phone', PHONE]]) {
  test(`a hint does not push the side panel about, whatever it says (${name})`, async () => {
    const page = await site.newPage(await site.newContext(options));
    await openView(page, `${site.url}#l/`);
    await startGame(page, ['human', 'human']);
    const log = () => page.$eval('[data-testid="ln-log"]', (l) => l.getBoundingClientRect().top + window.scrollY);
    // One hint at each kind of step met in the first turns: each says something else, at
    // another length.
    const shifts = {};
    for (let clicks = 0; clicks < 80 && Object.keys(shifts).length < 5; clicks++) {
      const step = await lnStep(page);
      if (!(step in shifts) && (await page.$('[data-testid="ln-hint"]:not([disabled])'))) {
        const at = await log();
        await lnClick(page, '[data-testid="ln-hint"]');
        await page.waitForSelector('[data-testid="ln-hint-text"]');
        await lnSettled(page);
        shifts[step] = Math.round(Math.abs((await log()) - at));
      }
      if (!(await clickOnce(page))) break;
    }
    assert.ok(Object.keys(shifts).length >= 3, `hints at several kinds of step: ${JSON.stringify(shifts)}`);
    assert.ok(Object.values(shifts).every((s) => s <= 5), `the log moved by ${JSON.stringify(shifts)} px`);
    assert.deepEqual(page.errors, []);
  });
}
