// Following a game of Loch Ness as it goes, on a laptop and on a phone:
// - the points and cells the log names carry their numbers on the lake, and each joint's
//   points are drawn on the rulers and make up the score;
// - the die keeps each roll until the next, saying whose;
// - the computer plays a move at a time, never while its die tumbles, and its moves can be
//   played at once;
// - a person keeping a fragment has their ruler beside the choice, in view with it;
// - Nessie's new place is shown, with who would photograph her, before it is set;
// - the new-game screen says what the game is and seats the computer against the person.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, assertAccessible } from '../helpers.mjs';
import { VIEW, POINT, lnSettled, lnClick, openView, startGame, clickOnce, clickUntil, lnStep, finishedLink } from '../lochness-page.mjs';

const site = useSite();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test('every point and cell the log names carries that number on the lake', async () => {
  const page = await site.newPage();
  await openView(page, `${site.url}#l/${finishedLink(3)}~ee`);
  const said = await page.$$eval('[data-testid="ln-log"] li', (lines) => lines.map((li) => li.textContent).join('\n'));
  const points = new Set([...said.matchAll(/point (\d+)/g)].map((found) => found[1]));
  const cells = new Set([...said.matchAll(/head on cell (\d+), body on (\d+), tail on (\d+)/g)].flatMap((found) => found.slice(1)));
  assert.ok(points.size >= 3 && cells.size >= 3, `the log names points ${[...points]} and cells ${[...cells]}`);
  const numbers = await page.$$eval('[data-testid="ln-lake"] [data-testid="ln-number"]', (all) => all.map((number) => {
    const box = number.getBoundingClientRect();
    return { point: number.dataset.point, cell: number.dataset.cell, text: number.textContent, drawn: box.width > 0 && box.height > 0 };
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
  const lastRolled = () => page.$$eval('[data-testid="ln-log"] li[data-event="rolled"]', (lines) => lines.at(-1).textContent);
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
  const said = await page.$$eval('[data-testid="ln-log"] li[data-event="rolled"]', (lines) => lines.at(-1).textContent);
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
