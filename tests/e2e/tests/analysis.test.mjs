// The analysis of a game in the browser: asked of the bot worker one move at a time at the
// default settings, with a progress bar and a stop button; the evaluation graph (one point
// per move, a point chosen shows that move), the marks in the move list, the ghost best
// move, the territory wash, and the analysis kept for a reload. The main thread stays free
// meanwhile. Its numbers say what they count, the graph numbers its moves and keys its marks,
// the board keys its shading, and a game opened from My games shows nothing of another game's
// analysis. Every wait waits on a condition of the page, never on time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useSite, open, reload, settled, nextRevision, watchBotWorker, botTraffic, watchLongTasks, pageNow, longTasks,
  pickLanguage, cellsWith, clickCell, movesPlayed, playToEnd,
} from '../helpers.mjs';

const site = useSite();

// A short finished two-player game (8 plies) of strong bots but for ply 5, where orange
// lays the segment that leaves its own monster the fewest ways on: `blockness analyse`
// (default settings) labels it a blunder, a loss of 7.8 segments. (Ply 8 is one too, of 5
// segments; the other plies are best or good.)
const BLUNDER_GAME = '1AAgAAQDGARgAUQApACoASACQAXE';
const BLUNDER_PLY = 5;
// Strong against strong, 15 plies: the game of the speed table in docs/performance.md.
const STRONG_GAME = '1AA8AAQDGASAAUwAaAEkBcwA6AS4BmwFHASkBUgAUATUAcA';

/** The number of moves of the game on the board. */
async function plies(page) {
  return page.$$eval('[data-testid="move-list"] li.move:not(.undone)', (els) => els.length);
}

/** The graph's points as { ply, label }, in order. */
async function points(page) {
  return page.$$eval('[data-testid="eval-graph"] .graph-point',
    (els) => els.map((e) => ({ ply: Number(e.dataset.ply), label: e.dataset.label })));
}

/** The index (from 0) of the move the board shows, or -1 at the start. */
async function currentMove(page) {
  return page.$$eval('[data-testid="move-list"] li.move', (els) => els.findIndex((e) => e.classList.contains('current')));
}

/** Presses "Analyse" and waits until every move is analysed; returns how long that took
 * (ms, the page's clock) and how long until the first move's result was drawn. */
async function analyse(page, { timeout = 120000 } = {}) {
  const from = await pageNow(page);
  await page.click('[data-testid="analyse"]');
  await page.waitForSelector('[data-testid="analysis-progress"]');
  await page.waitForSelector('[data-testid="graph-point-1"]', { timeout });
  const first = (await pageNow(page)) - from;
  await page.waitForSelector('[data-testid="analysis-done"]', { timeout });
  await settled(page);
  return { total: (await pageNow(page)) - from, first };
}

test('a finished game is analysed move by move: graph, marks, ghost best move, territory, kept for a reload', async () => {
  const page = await site.newPage();
  await watchLongTasks(page);
  await watchBotWorker(page);
  await open(page, `${site.url}#${BLUNDER_GAME}`);
  const n = await plies(page);
  assert.ok(await page.$('[data-testid="ranking"]'), 'the game is over');
  assert.equal(await page.$('[data-testid="eval-graph"]'), null, 'nothing is analysed before asked');

  const from = await pageNow(page);
  const { total, first } = await analyse(page);
  const to = await pageNow(page);
  const tasks = await longTasks(page, from, to);
  console.log(`analysed ${n} moves in ${(total / 1000).toFixed(1)} s (first result after ${(first / 1000).toFixed(1)} s); `
    + `main-thread tasks of 50 ms or more meanwhile: ${tasks.length ? tasks.map((t) => t.toFixed(0)).join(', ') : 'none'}`);
  // One question per move, each answered.
  const traffic = await botTraffic(page);
  assert.equal(traffic.asked, n);
  assert.equal(traffic.answered, n);
  // The page stays free: a search on the main thread would hold it for about a ply's whole
  // search, once a ply. Drawing a result is short, though a loaded machine stretches a task
  // now and then; so what is checked is that most plies pass without a task of half a ply.
  const perPly = total / n;
  const blocking = tasks.filter((t) => t >= Math.max(250, perPly / 2));
  assert.ok(blocking.length < n / 2,
    `main thread blocked while analysing ${n} plies of ${perPly.toFixed(0)} ms each: ${tasks.join(', ')}`);

  // One point per move, in order.
  const drawn = await points(page);
  assert.deepEqual(drawn.map((p) => p.ply), Array.from({ length: n }, (_, i) => i + 1));

  // The known blunder is marked in the graph and in the move list.
  assert.equal(drawn[BLUNDER_PLY - 1].label, 'label-blunder');
  assert.equal((await page.textContent(`[data-testid="mark-${BLUNDER_PLY - 1}"]`)).trim().slice(0, 2), '??');
  assert.equal(await page.$$eval('[data-testid="move-list"] .label-blunder', (els) => els.length),
    drawn.filter((p) => p.label === 'label-blunder').length);
  // The table for screen readers lists every move with its assessment.
  assert.equal(await page.$$eval('[data-testid="analysis-table"] tbody tr', (rows) => rows.length), n);
  assert.match(await page.textContent('[data-testid="analysis-table"]'), /blunder/);

  // Choosing a point shows that move; Enter on a point does too.
  await page.click('[data-testid="graph-point-2"]');
  assert.equal(await currentMove(page), 1);
  await page.focus('[data-testid="graph-point-3"]');
  await page.keyboard.press('Enter');
  assert.equal(await currentMove(page), 2);
  assert.match(await page.textContent('[data-testid="graph-readout"]'), /^Move 3 /);

  // At the blunder the engine's choice stands beside the move played, as a ghost arch.
  await page.hover(`[data-testid="graph-point-${BLUNDER_PLY}"]`);
  assert.match(await page.textContent('[data-testid="graph-readout"]'), /blunder/);
  await page.click(`[data-testid="graph-point-${BLUNDER_PLY}"]`);
  assert.equal(await currentMove(page), BLUNDER_PLY - 1);
  assert.equal(await page.$$eval('[data-testid="ghost-arch"] .arch', (els) => els.length), 1);
  // "Next mistake" goes from the start to the first marked move.
  await page.click('[data-testid="replay-first"]');
  assert.equal(await page.$('[data-testid="ghost-arch"]'), null);
  await page.click('[data-testid="next-mistake"]');
  const firstMarked = drawn.find((p) => p.label !== 'label-best' && p.label !== 'label-good');
  assert.equal(await currentMove(page), firstMarked.ply - 1);

  // The territory wash covers free holes only: never a hole under a foot of an arch.
  await page.click(`[data-testid="graph-point-${BLUNDER_PLY}"]`);
  assert.equal(await page.$('[data-testid="territory-wash"]'), null);
  await page.click('[data-testid="territory"]');
  const wash = await page.$$eval('[data-testid="territory-wash"] .wash-cell', (els) => els.map((e) => e.dataset.wash));
  assert.ok(wash.length > 0, 'the wash is drawn');
  const feet = await page.$$eval('svg.board .arches .arch .foot', (els) => els.map((e) => `${e.getAttribute('cx')},${e.getAttribute('cy')}`));
  const centres = await page.$$eval('[data-testid="territory-wash"] .wash-cell', (els) => els.map((e) => {
    const x = Number(e.getAttribute('x')) + Number(e.getAttribute('width')) / 2;
    const y = Number(e.getAttribute('y')) + Number(e.getAttribute('height')) / 2;
    return `${x},${y}`;
  }));
  assert.deepEqual(centres.filter((c) => feet.includes(c)), [], 'no wash on a foot');
  // And it follows the replay: the start has no monster, so no territory.
  await page.click('[data-testid="replay-first"]');
  assert.equal(await page.$('[data-testid="territory-wash"]'), null);
  await page.click('[data-testid="territory"]');

  // A reload finds the analysis kept on the device and asks the worker nothing.
  await reload(page);
  await page.waitForSelector('[data-testid="analysis-done"]');
  assert.deepEqual(await points(page), drawn);
  assert.equal(await page.$('[data-testid="analyse"]'), null);
  await nextRevision(page);
  assert.equal((await botTraffic(page)).asked, 0);
  assert.deepEqual(page.errors, []);
});

test('stopping an analysis keeps what was found and drops the answer still on its way', async () => {
  const page = await site.newPage();
  await watchBotWorker(page);
  await open(page, `${site.url}#${STRONG_GAME}`);
  await page.click('[data-testid="analyse"]');
  await page.waitForSelector('[data-testid="graph-point-1"]', { timeout: 60000 });
  await page.click('[data-testid="analysis-stop"]');
  await page.waitForSelector('[data-testid="analysis-stopped"]');
  const kept = (await points(page)).length;
  const { asked } = await botTraffic(page);
  // The question in flight when the stop came is still answered by the worker...
  await page.waitForFunction((n) => window.__bots.answered >= n, asked, { timeout: 60000 });
  await nextRevision(page);
  // ...but its answer is not drawn, and nothing more is asked.
  assert.equal((await points(page)).length, kept);
  assert.equal((await botTraffic(page)).asked, asked);
  assert.match(await page.textContent('[data-testid="analysis-stopped"]'), new RegExp(`\\(${kept} / 15\\)`));
  // Analysing again carries on from there.
  await page.click('[data-testid="analyse"]');
  await page.waitForSelector(`[data-testid="graph-point-${kept + 1}"]`, { timeout: 60000 });
  await page.click('[data-testid="analysis-stop"]');
  assert.deepEqual(page.errors, []);
});

test('a two-player game is analysed at the default settings, progress shown at once', async () => {
  // Logs the figures of docs/performance.md: the whole game in the browser's worker, with the
  // progress bar on screen from the click on. Their speed is a measurement, not a check: a
  // loaded machine is slower, and the test waits for the end whatever it takes.
  const page = await site.newPage();
  await watchLongTasks(page);
  await open(page, `${site.url}#${STRONG_GAME}`);
  const from = await pageNow(page);
  await page.click('[data-testid="analyse"]');
  const shown = (await pageNow(page)) - from;
  assert.ok(await page.$('[data-testid="analysis-progress"]'), 'the progress bar is up as soon as the click is handled');
  await page.waitForSelector('[data-testid="graph-point-1"]', { timeout: 60000 });
  const first = (await pageNow(page)) - from;
  await page.waitForSelector('[data-testid="analysis-done"]', { timeout: 0 });
  const total = (await pageNow(page)) - from;
  const tasks = await longTasks(page, from, from + total);
  console.log(`15-ply strong game at the default settings: progress bar after ${shown.toFixed(0)} ms, first ply after `
    + `${(first / 1000).toFixed(1)} s, all after ${(total / 1000).toFixed(1)} s; long tasks: ${tasks.map((t) => t.toFixed(0)).join(', ') || 'none'}`);
  assert.equal((await points(page)).length, 15);
  assert.deepEqual(page.errors, []);
});

test('the analysis fits a 360 px phone', async () => {
  const context = await site.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await site.newPage(context);
  await open(page, `${site.url}#${BLUNDER_GAME}`);
  await analyse(page);
  const graph = await page.$eval('[data-testid="eval-graph"]', (e) => e.getBoundingClientRect().toJSON());
  assert.ok(graph.left >= 0 && graph.right <= 360, `the graph fits: ${JSON.stringify(graph)}`);
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scroll <= 360, `no sideways scroll (${scroll})`);
  await page.tap(`[data-testid="graph-point-${BLUNDER_PLY}"]`);
  assert.equal(await currentMove(page), BLUNDER_PLY - 1);
  assert.deepEqual(page.errors, []);
});

/** The graph's readout while pointing at the point of `ply`. */
async function readout(page, ply) {
  await page.hover(`[data-testid="graph-point-${ply}"]`);
  return page.textContent('[data-testid="graph-readout"]');
}

// The values of BLUNDER_GAME at the default settings (`blockness analyse`): after ply 3
// orange leads by an estimated 1.03 segments, having lost 0.02; ply 4 loses 0.29; after the
// blunder of ply 5 (a loss of 7.8) green leads by an estimated 6.36; after ply 8, a loss of
// 5, green wins by 2 segments and a taller head, exactly. Accuracy: orange 63.1, green 76.4.
test('the analysis says what its numbers count: segments ahead and for whom, losses in segments, accuracy in percent', async () => {
  const page = await site.newPage();
  await open(page, `${site.url}#${BLUNDER_GAME}`);
  await analyse(page);
  assert.match(await page.textContent('[data-testid="graph-caption"]'), /^Segments ahead .*Orange is ahead.*Green/);
  const fifth = await readout(page, BLUNDER_PLY);
  assert.match(fifth, /^Move 5 \(Orange\)/);
  assert.match(fifth, /Green is about 6\.4 segments ahead \(estimate\)/);
  assert.match(fifth, /lost 7\.8 segments/);
  assert.match(fifth, /blunder/);
  const last = await readout(page, 8);
  assert.match(last, /Green wins by 2 segments \(exact\)/);
  assert.match(last, /lost 5 segments/);
  assert.match(await readout(page, 3), /Orange is about 1 segment ahead .*lost less than a tenth of a segment/);
  assert.match(await readout(page, 4), /lost 0\.3 segments/);
  assert.match(await page.textContent('[data-testid="accuracy"]'), /Orange 63%.*Green 76%/);
  assert.match(await page.textContent('[data-testid="accuracy-note"]'), /100%/);
  // The table for screen readers says the same.
  assert.match(await page.textContent('[data-testid="analysis-table"]'), /Green wins by 2 segments/);

  // Each language counts in its own way: French keeps the singular below two.
  await pickLanguage(page, 'fr');
  assert.match(await readout(page, 4), /0,3 segment(?!s)/);
  assert.match(await readout(page, BLUNDER_PLY), /7,8 segments/);
  assert.match(await page.textContent('[data-testid="accuracy"]'), /Orange 63\u202f%/);
  assert.deepEqual(page.errors, []);
});

test('the graph numbers its moves and has a key for every mark it draws', async () => {
  const page = await site.newPage();
  await open(page, `${site.url}#${BLUNDER_GAME}`);
  await analyse(page);
  const n = await plies(page);
  const ticks = await page.$$eval('[data-testid="graph-moves"] .graph-tick-label', (els) => els.map((e) => Number(e.textContent)));
  assert.deepEqual(ticks, Array.from({ length: n }, (_, i) => i + 1), 'every move of a short game is numbered');
  assert.equal(await page.textContent('[data-testid="graph-moves-title"]'), 'Move');
  // Each tick stands under its move's point.
  const xOf = async (selector) => page.$eval(selector, (e) => { const r = e.getBoundingClientRect(); return r.left + r.width / 2; });
  for (const ply of [1, n]) {
    const point = await xOf(`[data-testid="graph-point-${ply}"] .mark`);
    const tick = await xOf(`[data-testid="graph-moves"] [data-ply="${ply}"]`);
    assert.ok(Math.abs(point - tick) < 2, `move ${ply}: tick at ${tick}, point at ${point}`);
  }

  // The key names every kind of mark on the graph, no other, drawn as the graph draws it.
  const drawn = [...new Set(await page.$$eval('[data-testid="eval-graph"] .graph-point', (els) => els.map((e) => e.dataset.label)))].sort();
  const keyed = await page.$$eval('[data-testid="graph-key"] [data-key^="label-"]', (els) => els.map((e) => e.dataset.key));
  assert.deepEqual([...keyed].sort(), drawn);
  for (const label of drawn) {
    const [graphFill, keyFill] = await Promise.all([
      page.$eval(`[data-testid="eval-graph"] .graph-point.${label} .mark`, (e) => getComputedStyle(e).fill),
      page.$eval(`[data-testid="graph-key"] [data-key="${label}"] .mark`, (e) => getComputedStyle(e).fill),
    ]);
    if (label === 'label-inaccuracy' || label === 'label-mistake' || label === 'label-blunder') assert.equal(keyFill, graphFill, label);
  }
  assert.match(await page.textContent('[data-testid="graph-key"] [data-key="label-blunder"]'), /blunder.*2 segments or more/);
  // The two shadings say who is ahead, and the line across the graph which move is on the board.
  assert.match(await page.textContent('[data-testid="graph-key"] [data-key="ahead-orange"]'), /Orange ahead/);
  assert.match(await page.textContent('[data-testid="graph-key"] [data-key="ahead-green"]'), /Green ahead/);
  assert.ok(await page.$('[data-testid="eval-graph"] .graph-cursor'));
  assert.match(await page.textContent('[data-testid="graph-key"] [data-key="cursor"]'), /move on the board/);
  await page.click('[data-testid="replay-first"]');
  assert.equal(await page.$('[data-testid="eval-graph"] .graph-cursor'), null);
  assert.equal(await page.$('[data-testid="graph-key"] [data-key="cursor"]'), null, 'no key for a line not drawn');
  assert.deepEqual(page.errors, []);
});

test('the territory shading has a key while it shows', async () => {
  const page = await site.newPage();
  await open(page, `${site.url}#${BLUNDER_GAME}`);
  // At the end both monsters are hemmed in; after the blunder there is room to share.
  await page.click(`[data-testid="move-${BLUNDER_PLY - 1}"]`);
  assert.equal(await page.$('[data-testid="territory-key"]'), null);
  await page.click('[data-testid="territory"]');
  const washed = await page.$$eval('[data-testid="territory-wash"] .wash-cell', (els) => els.map((e) => ({
    colour: [...e.classList].find((c) => c.startsWith('c-')) ?? null,
    contested: e.classList.contains('contested'),
  })));
  assert.ok(washed.length > 0, 'the shading is drawn');
  const colours = [...new Set(washed.filter((w) => w.colour).map((w) => w.colour.slice(2)))].sort();
  const entries = await page.$$eval('[data-testid="territory-key"] [data-key]', (els) => els.map((e) => ({ key: e.dataset.key, text: e.textContent })));
  assert.deepEqual(entries.filter((e) => e.key !== 'contested').map((e) => e.key).sort(), colours);
  for (const e of entries.filter((x) => x.key !== 'contested')) {
    assert.match(e.text, new RegExp(`reached first by ${e.key}`, 'i'));
  }
  assert.equal(entries.some((e) => e.key === 'contested'), washed.some((w) => w.contested));
  // Each swatch is filled as the holes are.
  const [hole, swatch] = await Promise.all([
    page.$eval('[data-testid="territory-wash"] .wash-cell.c-green', (e) => getComputedStyle(e).fill),
    page.$eval('[data-testid="territory-key"] [data-key="green"] .swatch', (e) => getComputedStyle(e).fill),
  ]);
  assert.equal(swatch, hole);
  // Where nothing is shaded (the start, with no monster yet), there is no key either.
  await page.click('[data-testid="replay-first"]');
  assert.equal(await page.$('[data-testid="territory-wash"]'), null);
  assert.equal(await page.$('[data-testid="territory-key"]'), null);
  assert.deepEqual(page.errors, []);
});

test('a game opened from My games shows nothing of the analysis of the game before, and its hints count again', async () => {
  const page = await site.newPage();
  // Game H: the first 6 moves of BLUNDER_GAME, then green moves with a hint, then the first
  // move offered each turn to the end.
  await open(page, `${site.url}#${BLUNDER_GAME}`);
  await page.click('[data-testid="undo"]');
  await page.click('[data-testid="undo"]');
  assert.equal(await movesPlayed(page), 6);
  await page.click('[data-testid="hint"]');
  await page.waitForSelector('[data-testid="suggestion"]', { timeout: 60000 });
  const [from] = await cellsWith(page, 'hint-start');
  const [to] = await cellsWith(page, 'hint-end');
  await clickCell(page, from);
  await clickCell(page, to);
  if ((await movesPlayed(page)) === 6 && (await page.$('.piece.hinted.offered'))) await page.click('.piece.hinted.offered');
  if ((await movesPlayed(page)) === 6 && (await page.$('[data-testid="choose-head"]'))) await page.click('[data-testid="choose-head"]');
  assert.equal(await movesPlayed(page), 7);
  await playToEnd(page);
  const hintsUsed = () => page.$eval('[data-testid="ranking"] tr.c-green [data-testid="hints-used"]', (e) => e.textContent);
  assert.equal(await hintsUsed(), '1');
  const hId = await page.evaluate(() => location.hash.slice(1).split('.')[1]);

  // Game A, BLUNDER_GAME itself, which shares H's first 6 moves: analysed, its best moves
  // and the territory drawn.
  await page.goto('about:blank');
  await open(page, `${site.url}#${BLUNDER_GAME}`);
  assert.notEqual(await page.evaluate(() => location.hash.slice(1).split('.')[1]), hId);
  await analyse(page);
  await page.click('[data-testid="show-best"]');
  await page.click('[data-testid="territory"]');
  await page.click(`[data-testid="graph-point-${BLUNDER_PLY}"]`);
  assert.ok(await page.$('[data-testid="ghost-arch"]'));
  assert.ok(await page.$('[data-testid="ghost-key"]'), 'the ghost arch is keyed under the board');

  // H again, from My games: its ranking counts the hint, and nothing of A's analysis is left.
  await page.click('[data-testid="my-games"]');
  await page.click(`[data-testid="game-item"][data-game-id="${hId}"]`);
  await page.waitForSelector('[data-testid="library"]', { state: 'detached' });
  assert.equal(await hintsUsed(), '1', 'the ranking counts the hint again');
  assert.ok(await page.$('[data-testid="hinted-6"]'), 'the move list marks the hinted move again');
  for (const leftover of ['eval-graph', 'accuracy', 'analysis-stopped', 'analysis-done', 'show-best', 'territory-wash', 'territory-key', 'ghost-arch', 'ghost-key']) {
    assert.equal(await page.$$eval(`[data-testid="${leftover}"]`, (els) => els.length), 0, `${leftover} is left from the other game`);
  }
  assert.equal(await page.getAttribute('[data-testid="territory"]', 'aria-pressed'), 'false');
  assert.ok(await page.$('[data-testid="analyse"]'), 'this game can be analysed');
  // At the move both games share, the blunder, no ghost of A's analysis either.
  await page.click(`[data-testid="move-${BLUNDER_PLY - 1}"]`);
  assert.equal(await page.$('[data-testid="ghost-arch"]'), null);
  assert.equal(await page.$('[data-testid="eval-graph"]'), null);

  // A again: its own analysis comes back from the device, its tools at rest.
  await page.click('[data-testid="my-games"]');
  await page.click('[data-testid="game-item"]:not([data-game-id="' + hId + '"])');
  await page.waitForSelector('[data-testid="library"]', { state: 'detached' });
  assert.equal((await points(page)).length, 8);
  assert.equal(await page.getAttribute('[data-testid="show-best"]', 'aria-pressed'), 'false');
  assert.equal(await page.getAttribute('[data-testid="territory"]', 'aria-pressed'), 'false');
  // A reload counts H's hint too.
  await page.click('[data-testid="my-games"]');
  await page.click(`[data-testid="game-item"][data-game-id="${hId}"]`);
  await reload(page);
  assert.equal(await hintsUsed(), '1');
  assert.deepEqual(page.errors, []);
});
