// Loch Ness as a new player meets it, on a desktop and on a phone:
// - the rules page draws the points, fragments and Nessie as the table does, and the
//   table's key names every sign the table shows;
// - the points and cells the log names carry their numbers on the lake, and each joint's
//   points are drawn on the rulers and make up the score;
// - a log tells what each player (the computer too) did and how the game ended, to screen
//   readers as well;
// - the computer plays a move at a time, never while its die tumbles, and its moves can
//   be played at once;
// - Nessie's new place is shown, with who would photograph her, before it is set;
// - the die keeps each roll until the next, saying whose; a person keeping a fragment has
//   their ruler beside the choice, in view with it on a laptop and on a phone;
// - the new-game screen says what the game is and seats the computer against the person,
//   and its notes match the number of players chosen;
// - the page's Rules button opens this game's rules;
// - a phone gets finger-sized targets and Nessie in view, and a lake that jumps rather than
//   glides when less motion is asked for;
// - counts take each language's singular.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, assertAccessible, smallTargets } from '../helpers.mjs';
import { VIEW, POINT, lochnessCli, lnSettled, lnClick, openView, startGame, clickOnce, clickUntil, lnStep } from '../lochness-page.mjs';

const site = useSite();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The link text of a game two easy bots play to its end from `seed`. */
function finishedLink(seed) {
  const record = lochnessCli(['play', '--players', '2', '--seed', String(seed), '--bots', 'easy']).split('\n')[0];
  return lochnessCli(['link', 'encode'], record).trim();
}


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
  for (const entry of ['piece-head', 'piece-body', 'piece-tail', 'fragment', 'photographer', 'target', 'chosen', 'picked', 'wave', 'waiting', 'flip', 'empty', 'number', 'joint']) {
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
  // The newest line is in view in its box.
  const atEnd = await page.$eval(log, (ol) => {
    const box = ol.closest('[role="log"]');
    return box.scrollTop + box.clientHeight >= box.scrollHeight - 2;
  });
  assert.ok(atEnd, 'the log shows its newest line');
  await assertAccessible(page, 'Loch Ness with its log');
  assert.deepEqual(page.errors, []);
});

test('every point and cell the log names carries that number on the lake', async () => {
  const page = await site.newPage();
  await openView(page, `${site.url}#l/${finishedLink(3)}~ee`);
  const said = await page.$$eval('[data-testid="ln-log"] li', (lines) => lines.map((li) => li.textContent).join('\n'));
  const points = new Set([...said.matchAll(/point (\d+)/g)].map((found) => found[1]));
  const cells = new Set([...said.matchAll(/head on cell (\d+), body on (\d+), tail on (\d+)/g)].flatMap((found) => found.slice(1)));
  assert.ok(points.size >= 3 && cells.size >= 3, `the log names points ${[...points]} and cells ${[...cells]}`);
  const numbers = await page.$$eval('[data-testid="ln-lake"] [data-testid="ln-number"]', (all) => all.map((number) => {
    const owner = number.closest('[data-ln-point], [data-ln-cell]');
    const box = number.getBoundingClientRect();
    return { point: owner?.dataset.lnPoint, cell: owner?.dataset.lnCell, text: number.textContent, drawn: box.width > 0 && box.height > 0 };
  }));
  for (const point of points) assert.ok(numbers.some((n) => n.point === point && n.text === point && n.drawn), `point ${point} is numbered`);
  for (const cell of cells) assert.ok(numbers.some((n) => n.cell === cell && n.text === cell && n.drawn), `cell ${cell} is numbered`);
  // Each number is its own point's or cell's.
  for (const number of numbers) assert.equal(number.text, number.point ?? number.cell);
  assert.deepEqual(page.errors, []);
});

test('each joint on a ruler shows its points, and the joints with the one-colour bonuses make the score', async () => {
  const page = await site.newPage();
  await openView(page, `${site.url}#l/${finishedLink(3)}~ee`);
  const rulers = await page.$$eval('[data-testid="ln-ruler"]', (cards) => cards.map((card) => ({
    points: Number(card.dataset.points),
    twos: Number(card.dataset.twos),
    joints: [...card.querySelectorAll('[data-testid="ln-joint"]')].map((joint) => Number(joint.dataset.points)),
    photos: [...card.querySelectorAll('tr[data-row]')].map((row) =>
      [...row.querySelectorAll('td')].map((td) => td.querySelector('.ln-fragment')?.dataset.colour ?? null)),
  })));
  assert.ok(rulers.some((ruler) => ruler.joints.length > 0), 'a finished game has joints');
  for (const ruler of rulers) {
    // From the colours drawn: a joint between two neighbouring fragments, 2 for one colour.
    const expected = ruler.photos.flatMap((photo) => photo.slice(0, -1)
      .map((colour, i) => (colour && photo[i + 1] ? (colour === photo[i + 1] ? 2 : 1) : null))
      .filter((points) => points !== null));
    assert.deepEqual(ruler.joints, expected);
    const bonuses = ruler.photos.filter((photo) => photo.every((colour) => colour && colour === photo[0])).length;
    assert.equal(ruler.joints.reduce((sum, points) => sum + points, 0) + 3 * bonuses, ruler.points);
    assert.equal(ruler.joints.filter((points) => points === 2).length, ruler.twos);
  }
  assert.deepEqual(page.errors, []);
});

test('the die keeps each roll until the next one, saying whose it was', async () => {
  const page = await site.newPage();
  await openView(page, `${site.url}#l/`);
  await startGame(page, ['human', 'human']);
  const die = () => page.$eval('[data-testid="ln-die"]', (d) => ({
    face: d.dataset.face, by: d.dataset.earlier ?? null, text: d.textContent.trim(), label: d.getAttribute('aria-label'),
  }));
  const lastRolled = () => page.$eval('[data-testid="ln-log"] li[data-event="rolled"]:last-of-type', (li) => li.textContent);
  assert.deepEqual(await die(), { face: 'idle', by: null, text: '', label: 'Die: not rolled yet' });
  await clickUntil(page, async () => (await lnStep(page)) === 'roll');
  assert.deepEqual(await die(), { face: 'waiting', by: null, text: '?', label: 'Die: waiting for a roll' });
  assert.ok(await page.isVisible('[data-testid="ln-roll"]'));
  const roller = Number(await page.getAttribute(VIEW, 'data-to-act'));
  await lnClick(page, '[data-testid="ln-roll"]');
  const rolled = await die();
  assert.ok(/^[1-5]$|^≋$/.test(rolled.text), rolled.text);
  const word = rolled.text === '≋' ? 'wave' : rolled.text;
  assert.ok((await lastRolled()).includes(rolled.text === '≋' ? 'the wave' : `a ${rolled.text}`));
  assert.equal(rolled.by, null, 'this turn\'s roll, plainly');
  // The turn ends: the roll stays on the die, faded, with whose it was, into the next turn
  // and while the next roll is asked for.
  await clickUntil(page, async () => (await lnStep(page)) === 'move');
  assert.deepEqual(await die(), { ...rolled, by: String(roller), label: `Die: ${word}, rolled by Player ${roller + 1}` });
  assert.equal(await page.textContent('[data-testid="ln-die-by"]'), `Player ${roller + 1}'s roll`);
  await clickUntil(page, async () => (await lnStep(page)) === 'roll');
  assert.deepEqual(await die(), {
    ...rolled, by: String(roller), label: `Die: ${word}, rolled by Player ${roller + 1}; waiting for the next roll`,
  });
  assert.ok(await page.isVisible('[data-testid="ln-roll"]'));
  // The next roll takes its place.
  await lnClick(page, '[data-testid="ln-roll"]');
  const next = await die();
  assert.equal(next.by, null);
  assert.equal(await page.$('[data-testid="ln-die-by"]'), null);
  assert.ok((await lastRolled()).includes(next.text === '≋' ? 'the wave' : `a ${next.text}`));
  await assertAccessible(page, 'Loch Ness with an earlier roll on the die');
  assert.deepEqual(page.errors, []);
});

test('the computer plays a move at a time, never while its roll tumbles, and its moves can be played at once', async () => {
  const page = await site.newPage();
  await openView(page, `${site.url}#l/`);
  await startGame(page, ['human', 'easy']);
  // The table after each change: its action count, whether the die tumbles, who is to act;
  // and where in that list the computer's moves were asked for at once.
  await page.evaluate((sel) => {
    const root = document.querySelector(sel);
    window.lnTimeline = [];
    const snap = () => window.lnTimeline.push({
      actions: Number(root.dataset.actions), rolling: root.querySelector('.ln-die.rolling') !== null, toAct: root.dataset.toAct,
    });
    snap();
    new MutationObserver(snap).observe(root, { subtree: true, childList: true, attributes: true });
    addEventListener('click', (event) => {
      if (event.target.closest('[data-testid="ln-skip-bots"]')) window.lnSkippedAt ??= window.lnTimeline.length;
    }, true);
  }, VIEW);
  const computerRolls = () => page.$$eval('[data-testid="ln-log"] li[data-event="rolled"]', (lines) =>
    lines.filter((li) => li.textContent.includes('(computer)')).length);
  // The person plays whenever asked, until the computer has rolled twice.
  for (let clicks = 0; (await computerRolls()) < 2; clicks++) {
    assert.ok(clicks < 300, 'the computer rolls twice');
    await page.waitForFunction((sel) => document.querySelector(sel).dataset.toAct === '0', VIEW);
    await lnSettled(page);
    if ((await computerRolls()) >= 2) break;
    await clickOnce(page);
  }
  const watched = await page.evaluate(() => window.lnTimeline.splice(0));
  for (const [before, after] of watched.slice(0, -1).map((snap, i) => [snap, watched[i + 1]])) {
    assert.ok(after.actions - before.actions <= 1, `one action at a time: ${JSON.stringify([before, after])}`);
    if (before.toAct === '1' && before.rolling) assert.equal(after.actions, before.actions, 'the computer waits for its die');
  }
  // Its next turn, played at once from the button.
  await page.waitForFunction((sel) => document.querySelector(sel).dataset.toAct === '0', VIEW);
  await lnSettled(page);
  await clickUntil(page, async () => (await page.getAttribute(VIEW, 'data-to-act')) === '1');
  await page.click('[data-testid="ln-skip-bots"]');
  await page.waitForFunction((sel) => document.querySelector(sel).dataset.toAct !== '1', VIEW);
  const { timeline, skippedAt } = await page.evaluate(() => ({ timeline: window.lnTimeline, skippedAt: window.lnSkippedAt }));
  const atClick = timeline[skippedAt - 1];
  const next = timeline.slice(skippedAt).find((snap) => snap.actions !== atClick.actions);
  assert.notEqual(next.toAct, '1', `the rest of the computer's turn came at once: ${JSON.stringify([atClick, next])}`);
  assert.equal(await page.$('[data-testid="ln-skip-bots"]'), null);
  assert.deepEqual(page.errors, []);
});

test('after a computer player\'s turn the person finds its roll on the die', async () => {
  const page = await site.newPage();
  await openView(page, `${site.url}#l/`);
  await startGame(page, ['human', 'easy']);
  // The person plays whenever the game waits for them, until a turn of each has been rolled
  // and the person is asked to move again.
  const rolls = () => page.$$eval('[data-testid="ln-log"] li[data-event="rolled"]', (lines) => lines.length);
  for (let clicks = 0; ; clicks++) {
    assert.ok(clicks < 200, 'the person is asked to move after two rolls');
    await page.waitForFunction((sel) => document.querySelector(sel).dataset.toAct === '0', VIEW);
    await lnSettled(page);
    if ((await lnStep(page)) === 'move' && (await rolls()) >= 2) break;
    await clickOnce(page);
  }
  const said = await page.$eval('[data-testid="ln-log"] li[data-event="rolled"]:last-of-type', (li) => li.textContent);
  const face = await page.$eval('[data-testid="ln-die"]', (d) => ({ by: d.dataset.earlier, text: d.textContent.trim() }));
  assert.equal(face.by, '1', 'the computer\'s roll');
  assert.ok(said.includes(face.text === '≋' ? 'the wave' : `a ${face.text}`), `${said} / ${face.text}`);
  assert.equal(await page.textContent('[data-testid="ln-die-by"]'), 'Player 2\'s roll');
  assert.deepEqual(page.errors, []);
});

for (const [name, options] of [['laptop 1366x768', { viewport: { width: 1366, height: 768 } }], ['phone 390x844', PHONE]]) {
  test(`${name}: a person keeping a fragment has their ruler beside the choice, in view with it`, async () => {
    const page = await site.newPage(await site.newContext(options));
    await openView(page, `${site.url}#l/`);
    await startGame(page, ['human', 'human']);
    await clickUntil(page, async () => (await lnStep(page)) === 'keep');
    const seat = await page.getAttribute(VIEW, 'data-to-act');
    const hand = page.locator('[data-testid="ln-hand"]');
    const beside = page.locator(`[data-testid="ln-keep-ruler"][data-seat="${seat}"]`);
    // The choice and the ruler fit one screen: from the top of the drawn fragments to the
    // bottom of the ruler, and across, without the page scrolling sideways.
    await hand.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    const viewport = page.viewportSize();
    const [handBox, rulerBox] = [await hand.boundingBox(), await beside.boundingBox()];
    assert.ok(rulerBox.y + rulerBox.height - handBox.y <= viewport.height, `${JSON.stringify(handBox)} ${JSON.stringify(rulerBox)}`);
    for (const box of [handBox, rulerBox]) assert.ok(box.x >= 0 && box.x + box.width <= viewport.width, JSON.stringify(box));
    assert.ok(rulerBox.y + rulerBox.height <= viewport.height, 'both in view once the fragments are');
    // It is the seat's ruler as the rulers below show it.
    const slots = (card) => card.evaluate((element) => [...element.querySelectorAll('tr[data-row] td')]
      .map((td) => td.querySelector('.ln-fragment')?.dataset.colour ?? '-').join(' '));
    assert.equal(await slots(beside), await slots(page.locator(`[data-testid="ln-ruler"][data-seat="${seat}"]`)));
    // Once the keep is made, the copy goes.
    await clickOnce(page);
    if ((await lnStep(page)) !== 'keep') assert.equal(await page.$('[data-testid="ln-keep-ruler"]'), null);
    assert.deepEqual(page.errors, []);
  });
}

for (const [name, options] of [['laptop 1366x768', { viewport: { width: 1366, height: 768 } }], ['phone 390x844', PHONE]]) {
  test(`${name}: Nessie's new place is shown, with who would photograph her, before it is set`, async () => {
    const page = await site.newPage(await site.newContext(options));
    await openView(page, `${site.url}#l/`);
    await startGame(page, ['human', 'human']);
    await clickUntil(page, async () => (await lnStep(page)) === 'swim');
    const actions = Number(await page.getAttribute(VIEW, 'data-actions'));
    const pickUntilShown = async () => {
      while (!(await page.$('[data-testid="ln-nessie-preview"]'))) await lnClick(page, ':nth-match(.ln-cell.target, 1)');
      return page.$$eval('[data-testid="ln-preview"]', (pieces) => Object.fromEntries(pieces.map((g) => [g.dataset.piece, g.dataset.lnCell])));
    };
    const shown = await pickUntilShown();
    assert.deepEqual(Object.keys(shown).sort(), ['body', 'head', 'tail'], 'her three pieces are shown');
    assert.equal(Number(await page.getAttribute(VIEW, 'data-actions')), actions, 'nothing is played yet');
    assert.equal(await page.$('.ln-cell.target'), null);
    // Who would photograph her: every photographer on a point that would see her, by name.
    const expected = await page.$$eval('.ln-point.would-see', (points) => points.flatMap((point) =>
      [...point.querySelectorAll('.photographer')].map((g) => `Player ${Number(g.dataset.seat) + 1} at point ${point.dataset.lnPoint} (`)));
    const said = await page.textContent('[data-testid="ln-preview-photos"]');
    if (expected.length === 0) assert.equal(said, 'No photographer would see her.');
    for (const photo of expected) assert.ok(said.includes(photo), `"${said}" names ${photo}`);
    assert.equal((said.match(/Player \d/g) ?? []).length, expected.length);
    const set = page.locator('[data-testid="ln-set-nessie"]');
    await set.scrollIntoViewIfNeeded();
    assert.ok(await set.isVisible());
    // Choosing again drops her and offers her cells anew.
    await lnClick(page, '[data-testid="ln-choose-again"]');
    assert.equal(await page.$('[data-testid="ln-preview"]'), null);
    assert.ok((await page.$$('.ln-cell.target')).length > 0);
    // Picked again and set down, she lies where she was shown.
    const again = await pickUntilShown();
    await lnClick(page, '[data-testid="ln-set-nessie"]');
    assert.equal(Number(await page.getAttribute(VIEW, 'data-actions')), actions + 1);
    const lies = await page.$eval(VIEW, (root) => Object.fromEntries(['head', 'body', 'tail'].map((piece) => [piece, root.querySelector(`.ln-cell.${piece}`)?.dataset.lnCell])));
    assert.deepEqual(lies, again);
    assert.equal(await page.$('[data-testid="ln-nessie-preview"]'), null);
    assert.deepEqual(page.errors, []);
  });
}

test('the new-game screen says what the game is, and a game started as it stands is the person against the computer', async () => {
  const page = await site.newPage();
  await openView(page, `${site.url}#l/`);
  assert.match(await page.textContent('[data-testid="ln-about"]'), /^Post photographers around the lake, roll the die to make Nessie swim, /);
  const kinds = () => page.$$eval('[data-testid="ln-seat-kind"]', (selects) => selects.map((select) => select.value));
  assert.deepEqual(await kinds(), ['human', 'easy']);
  await page.check('[data-testid="ln-players"][value="4"]');
  assert.deepEqual(await kinds(), ['human', 'easy', 'easy', 'easy']);
  await page.check('[data-testid="ln-players"][value="2"]');
  await lnClick(page, '[data-testid="ln-start"]');
  await page.waitForSelector('[data-testid="ln-lake"]');
  // The person posts a photographer; the computer posts its own and hands back.
  await lnClick(page, POINT);
  await page.waitForFunction((sel) => document.querySelector(sel).dataset.toAct === '0', VIEW);
  assert.equal(await page.$eval(VIEW, (root) => root.dataset.actions), '2');
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
