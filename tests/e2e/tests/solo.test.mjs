// The solo puzzles in the browser: a level solved by clicks, a dead end noticed at once,
// hints that lead to a solution, the daily puzzle identical to the command line's,
// progress that survives a reload, a broken puzzle link that changes nothing; a puzzle
// that ends is solved or failed (never a monster's win), it opens on its goal and variant,
// its statues are greyed, and its words are one per thing and counted in each language.
// Every wait is on a condition of the page (the puzzle's data attributes), never on time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  useSite, open, reload, newGame, setupTwo, cellName, cellsWith, settle, settled, assertAccessible,
} from '../helpers.mjs';

const site = useSite();
const cli = process.env.BLOCKNESS_CLI ?? 'blockness';

/** The campaign as the command line prints it. */
function levels() {
  return JSON.parse(execFileSync(cli, ['puzzle', 'levels'], { encoding: 'utf8' }));
}

/** Waits until the puzzle on screen has the solver's answer for its position (or is solved). */
async function answered(page) {
  await page.waitForFunction(() => {
    const p = document.querySelector('[data-testid="puzzle"]');
    return p !== null && (p.dataset.solved === 'true' || p.dataset.reach !== 'checking');
  });
  await settled(page);
}

async function puzzleData(page) {
  return page.$eval('[data-testid="puzzle"]', (p) => ({ ...p.dataset }));
}

/** Plays a move of the referee's form by clicks: its first foot, its second, then the
 * segment or the end when several fit. */
async function playByClicks(page, mv, seat) {
  const before = Number((await puzzleData(page)).placed);
  await page.click(`[data-cell="${cellName(mv.from)}"]`);
  await page.click(`[data-cell="${cellName(mv.to)}"]`);
  const placed = async () => Number((await puzzleData(page)).placed);
  if ((await placed()) === before) await page.click(`[data-testid="piece-${seat}-${mv.piece}"]`);
  if ((await placed()) === before) await page.click(`[data-testid="choose-${mv.end}"]`);
  assert.equal(await placed(), before + 1, `the move ${JSON.stringify(mv)} was played`);
}

/** Opens the page at an address that shows the solo view without a board (the campaign,
 * a refused puzzle link). */
async function openSolo(page, url) {
  await page.goto(url);
  await page.waitForSelector('[data-testid="solo-page"]');
  await page.waitForFunction(() => document.documentElement.dataset.soloSettled === document.querySelector('[data-testid="solo-page"]')?.dataset.soloRevision);
  await settled(page);
}

/** Opens the page at a puzzle link and waits for its first answer from the solver. */
async function openPuzzle(page, hash) {
  await open(page, site.url + '#' + hash);
  await page.waitForSelector('[data-testid="puzzle"]');
  await answered(page);
}

test('level 1 is solved by clicks from the Solo entry, and the progress survives a reload', async () => {
  const level = levels()[0];
  assert.equal(level.id, '1-01');
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  await page.click('[data-testid="solo"]');
  await page.waitForSelector('[data-testid="campaign"]');
  assert.equal(await page.getAttribute('[data-testid="level-1-01"]', 'data-state'), 'new');
  assert.equal(await page.getAttribute('[data-testid="tier-2"]', 'data-open'), 'false');
  await page.click('[data-testid="level-1-01"]');
  await page.waitForSelector('[data-testid="puzzle"]');
  await answered(page);
  assert.equal(new URL(page.url()).hash, '#p/1-01');
  // Statues are drawn apart from the monster that moves.
  assert.ok((await page.$$('.arch.statue')).length > 0, 'statues are marked');
  assert.equal(await page.textContent('[data-testid="puzzle-counter"]'), `Placed 0 of ${level.goal}`);
  for (const mv of level.solution) {
    await answered(page);
    await playByClicks(page, mv, level.seat);
  }
  await page.waitForSelector('[data-testid="puzzle-solved"]');
  // Solved: nobody is to move any more, and no monster's room is counted.
  assert.equal(await page.$('.tray .badge-note.turn'), null);
  assert.equal(await page.$('[data-testid^="ways-out-"]'), null);
  const data = await puzzleData(page);
  assert.equal(data.solved, 'true');
  assert.equal(await page.textContent('[data-testid="puzzle-counter"]'), `Placed ${level.goal} of ${level.goal}`);
  assert.match(await page.textContent('[data-testid="puzzle-solved"]'), /Solved cleanly/);
  assert.ok(await page.$('[data-testid="next-level"]'), 'the next level is offered');
  const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('blockness.solo-progress')));
  assert.deepEqual(stored, { version: 1, levels: { '1-01': 'clean' } });

  await reload(page);
  await page.waitForSelector('[data-testid="puzzle"]');
  await page.click('[data-testid="back-to-levels"]');
  await page.waitForSelector('[data-testid="campaign"]');
  assert.equal(await page.getAttribute('[data-testid="level-1-01"]', 'data-state'), 'clean');
  assert.equal(new URL(page.url()).hash, '#p/');
  // Next level from the solved screen.
  await page.click('[data-testid="level-1-01"]');
  await answered(page);
  for (const mv of level.solution) {
    await answered(page);
    await playByClicks(page, mv, level.seat);
  }
  await page.click('[data-testid="next-level"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="puzzle"]')?.dataset.level === '1-02');
  assert.deepEqual(page.errors, []);
});

test('a dead end is reported as soon as the goal is out of reach, with undo offered', async () => {
  const page = await site.newPage();
  // A tier-5 level: under 1 % of random playouts succeed, so the first highlighted moves
  // soon lead into a dead end.
  await openPuzzle(page, 'p/5-01');
  let before = await puzzleData(page);
  assert.equal(before.reach, 'open');
  for (let i = 0; i < 12 && (await puzzleData(page)).reach === 'open' && (await puzzleData(page)).solved === 'false'; i++) {
    before = await puzzleData(page);
    const [from] = await cellsWith(page, 'legal-start');
    await page.click(`[data-cell="${from}"]`);
    const [to] = await cellsWith(page, 'legal-end');
    await page.click(`[data-cell="${to}"]`);
    if ((await puzzleData(page)).placed === before.placed && (await page.$('.piece.offered:not(:disabled)'))) {
      await page.click('.piece.offered:not(:disabled)');
    }
    if ((await puzzleData(page)).placed === before.placed) await page.click('[data-testid="choose-head"]');
    await answered(page);
  }
  const stuck = await puzzleData(page);
  assert.equal(stuck.reach, 'stuck', 'the first moves led into a dead end');
  assert.equal(before.reach, 'open', 'the move before was still fine: the dead end is told at once');
  assert.match(await page.textContent('[data-testid="puzzle-stuck"]'), /can no longer be reached/);
  assert.ok(await page.isDisabled('[data-testid="puzzle-hint"]'), 'no hint in a lost position');
  await page.click('[data-testid="stuck-undo"]');
  await answered(page);
  const undone = await puzzleData(page);
  assert.equal(undone.reach, 'open');
  assert.equal(Number(undone.placed), Number(stuck.placed) - 1);
  assert.equal(undone.undos, '1');
  assert.equal(await page.$('[data-testid="puzzle-stuck"]'), null);
  assert.deepEqual(page.errors, []);
});

test('hints from the solver lead to a solution', async () => {
  const page = await site.newPage();
  await openPuzzle(page, 'p/4-02');
  const { goal } = await puzzleData(page);
  const seat = levels().find((l) => l.id === '4-02').seat;
  for (let i = 0; i < Number(goal); i++) {
    await answered(page);
    await page.click('[data-testid="puzzle-hint"]');
    await page.waitForSelector('[data-cell].hint-start');
    const [from] = await cellsWith(page, 'hint-start');
    const [to] = await cellsWith(page, 'hint-end');
    const placed = Number((await puzzleData(page)).placed);
    await page.click(`[data-cell="${from}"]`);
    await page.click(`[data-cell="${to}"]`);
    if (Number((await puzzleData(page)).placed) === placed) await page.click(`[data-testid^="piece-${seat}-"].hinted`);
    if (Number((await puzzleData(page)).placed) === placed) await page.click('[data-testid="choose-head"]');
    assert.equal(Number((await puzzleData(page)).placed), placed + 1);
  }
  await page.waitForSelector('[data-testid="puzzle-solved"]');
  const data = await puzzleData(page);
  assert.equal(data.hints, goal);
  assert.doesNotMatch(await page.textContent('[data-testid="puzzle-solved"]'), /Solved cleanly/);
  assert.deepEqual(page.errors, []);
});

test('the daily puzzle is the command line\'s for the same date, and its result is copied', async () => {
  const date = '2026-11-26';
  const level = JSON.parse(execFileSync(cli, ['puzzle', 'daily', '--date', date], { encoding: 'utf8' }));
  const page = await site.newPage();
  const started = Date.now();
  await openPuzzle(page, `p/daily-${date}`);
  console.log(`daily ${date}: on the board ${Date.now() - started} ms after the page was opened`);
  const data = await puzzleData(page);
  assert.equal(data.level, `daily-${date}`);
  assert.equal(Number(data.goal), level.goal);
  // The same statues and starter: every monster's ends where the level's game puts them,
  // and the command line's solution plays on the page's puzzle to the goal.
  const colours = level.game.colors;
  const ends = await page.$$eval('[data-end]', (els) => els.map((e) => e.getAttribute('data-end').split('-')[0]));
  assert.deepEqual([...new Set(ends)].sort(), [...colours].sort());
  assert.equal((await page.$$('.arch')).length, level.game.moves.length);
  for (const mv of level.solution) {
    await answered(page);
    await playByClicks(page, mv, level.seat);
  }
  await page.waitForSelector('[data-testid="share-line"]');
  const line = await page.textContent('[data-testid="share-line"]');
  assert.equal(line, `Block Ness daily ${date} ${'★'.repeat(level.tier)} ${level.goal}/${level.goal}, 0 undos, 0 hints`);
  await page.click('[data-testid="copy-share"]');
  await page.waitForSelector('[data-testid="solo-notice"]');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), line);

  // Today's puzzle from the campaign: the date is the page's UTC date.
  const today = await site.newPage();
  await openSolo(today, site.url + '#p/');
  const shown = await today.getAttribute('[data-testid="open-daily"]', 'data-date');
  assert.equal(shown, new Date().toISOString().slice(0, 10));
  const t0 = Date.now();
  await today.click('[data-testid="open-daily"]');
  await today.waitForSelector('[data-testid="puzzle"]');
  console.log(`daily ${shown}: on the board ${Date.now() - t0} ms after the click (worker start included)`);
  const todays = JSON.parse(execFileSync(cli, ['puzzle', 'daily', '--date', shown], { encoding: 'utf8' }));
  assert.equal(Number((await puzzleData(today)).goal), todays.goal);
  assert.equal(new URL(today.url()).hash, `#p/daily-${shown}`);
  assert.deepEqual(page.errors, []);
  assert.deepEqual(today.errors, []);
});

test('a broken puzzle link is explained and loses nothing', async () => {
  const context = await site.newContext();
  const page = await site.newPage(context);
  await open(page, site.url);
  await newGame(page, { players: 2 });
  await setupTwo(page);
  await settle(page);
  const progress = JSON.stringify({ version: 1, levels: { '1-01': 'solved', '1-02': 'clean' } });
  await page.evaluate((p) => localStorage.setItem('blockness.solo-progress', p), progress);
  const games = await page.evaluate(() => localStorage.getItem('blockness.games'));
  assert.ok(games);
  for (const [bad, words] of [
    ['p/9-99', /no level "9-99"/],
    ['p/daily-2026-13-01', /date does not exist/],
    ['p/g/1/0/3/1AQI', /game is cut short/],
    ['p/what/ever', /not one of a puzzle link/],
  ]) {
    const other = await site.newPage(context);
    await openSolo(other, site.url + '#' + bad);
    await other.waitForSelector('[data-testid="solo-notice"]');
    const notice = await other.textContent('[data-testid="solo-notice"]');
    assert.match(notice, /This puzzle link cannot be opened/);
    assert.match(notice, words);
    assert.match(notice, /Your games and your progress are unchanged/);
    assert.equal(decodeURIComponent(new URL(other.url()).hash), '#' + bad, 'the refused link stays in the address');
    // The campaign is still there, with the progress as it was.
    assert.equal(await other.getAttribute('[data-testid="level-1-02"]', 'data-state'), 'clean');
    assert.equal(await other.evaluate(() => localStorage.getItem('blockness.solo-progress')), progress);
    assert.equal(await other.evaluate(() => localStorage.getItem('blockness.games')), games);
    assert.deepEqual(other.errors, []);
    await other.close();
  }
  // Back on the game: it is the one in progress.
  const again = await site.newPage(context);
  await open(again, site.url);
  assert.equal(await again.evaluate(() => localStorage.getItem('blockness.games')), games);
  assert.equal(await again.$('[data-testid="solo-page"]'), null);
  assert.deepEqual(page.errors, []);
});

test('the campaign and a puzzle pass axe, and fit a 360 px phone without sideways scrolling', async () => {
  const page = await site.newPage(await site.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }));
  await openSolo(page, site.url + '#p/');
  await assertAccessible(page, 'the campaign');
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);
  assert.ok(await fits(), 'the campaign fits the phone');
  await page.click('[data-testid="level-1-01"]');
  await answered(page);
  await assertAccessible(page, 'a puzzle');
  assert.ok(await fits(), 'the puzzle fits the phone');
  // The board takes the keyboard as in a game: Tab reaches a hole, Enter chooses it.
  await page.focus('[data-cell].legal-start');
  await page.keyboard.press('Enter');
  assert.ok((await cellsWith(page, 'legal-end')).length > 0, 'Enter on a start shows its second feet');
  assert.deepEqual(page.errors, []);
});

/** The page's text a player can read or hear: what is on screen and the live region. */
async function allText(page) {
  return page.evaluate(() => `${document.body.innerText} ${document.querySelector('[aria-live]')?.textContent ?? ''}`);
}

/** Clicks a first foot and a second, then the first segment offered or the head when
 * several fit: the moves of a player who takes the first thing that fits. */
async function clickFeet(page, from, to) {
  const before = (await puzzleData(page)).placed;
  await page.click(`[data-cell="${from}"]`);
  await page.click(`[data-cell="${to}"]`);
  if ((await puzzleData(page)).placed === before && (await page.$('.piece.offered:not(:disabled)'))) {
    await page.click('.piece.offered:not(:disabled)');
  }
  if ((await puzzleData(page)).placed === before) await page.click('[data-testid="choose-head"]');
  assert.notEqual((await puzzleData(page)).placed, before, `a segment from ${from} to ${to} was placed`);
  await answered(page);
}

test('a failed puzzle is called failed and a solved one solved, in the message box, the panel and the live region, never a win', async () => {
  const date = '2026-11-26';
  const level = JSON.parse(execFileSync(cli, ['puzzle', 'daily', '--date', date], { encoding: 'utf8' }));
  const page = await site.newPage();
  await openPuzzle(page, `p/daily-${date}`);
  // Two segments that leave green no placement at all, short of the goal: the game is over.
  await clickFeet(page, 'c8', 'c9');
  await clickFeet(page, 'c7', 'c10');
  assert.equal((await puzzleData(page)).reach, 'stuck');
  assert.deepEqual(await cellsWith(page, 'legal-start'), [], 'no segment fits any more: the game is over');
  assert.equal(await page.textContent('[data-testid="status"]'), 'Puzzle failed');
  const stuck = await page.textContent('[data-testid="puzzle-stuck"] p');
  assert.match(stuck, /can no longer be reached/);
  assert.equal(await page.textContent('.side .status .detail'), stuck, 'the message box and the panel say the same');
  const live = await page.textContent('[aria-live]');
  assert.match(live, /Puzzle failed\. The goal can no longer be reached/);
  assert.doesNotMatch(await allText(page), /wins|Game over|segments left against/);

  // Undo: under way again, and the message box is the game's.
  await page.click('[data-testid="stuck-undo"]');
  await answered(page);
  assert.equal((await puzzleData(page)).reach, 'open');
  assert.equal(await page.textContent('[data-testid="status"]'), 'Green (G) to move');

  // Solved: this daily puzzle's solution uses green's last segment, so the game is over too.
  await page.click('[data-testid="puzzle-restart"]');
  for (const mv of level.solution) {
    await answered(page);
    await playByClicks(page, mv, level.seat);
  }
  await page.waitForSelector('[data-testid="puzzle-solved"]');
  assert.equal(await page.textContent('[data-testid="status"]'), 'Puzzle solved');
  const tally = await page.textContent('[data-testid="puzzle-tally"]');
  assert.equal(await page.textContent('.side .status .detail'), tally);
  assert.match(await page.textContent('[aria-live]'), new RegExp(`Puzzle solved\\. ${tally}`));
  assert.doesNotMatch(await allText(page), /wins|Game over|segments left against/);
  assert.deepEqual(page.errors, []);
});

test('a puzzle opens on its goal and its variant, with nothing of its set-up as a last move', async () => {
  const level = levels()[0];
  const colour = level.game.colors[level.seat];
  const player = `${colour[0].toUpperCase()}${colour.slice(1)} (${colour[0].toUpperCase()})`;
  const page = await site.newPage();
  await openPuzzle(page, 'p/1-01');
  const goal = `Goal: place ${level.goal} segments with ${player}.`;
  assert.equal(await page.textContent('[data-testid="puzzle-goal"]'), goal);
  assert.equal(await page.getAttribute('[data-testid="puzzle-goal"] + [data-testid="puzzle-variant"]', 'data-variant'), 'base');
  assert.match(await page.textContent('[data-testid="puzzle-variant"]'), /^Base game: each new segment starts next to/);
  assert.equal((await page.$$('.arch.last')).length, 0, 'no statue\'s arch is marked as just played');
  const opening = await page.textContent('[aria-live]');
  assert.ok(opening.startsWith(`Level 1-01. ${goal} Base game:`), opening);
  assert.doesNotMatch(opening, /grew|laid|to move/);
  // The player's own first move is the last move, and is said with the count.
  await playByClicks(page, level.solution[0], level.seat);
  assert.equal((await page.$$('.arch.last')).length, 1);
  assert.equal((await page.$$('.arch.last.statue')).length, 0);
  assert.match(await page.textContent('[aria-live]'), new RegExp(`^${player.replace(/[()]/g, '\\$&')} grew the .* Placed 1 of ${level.goal}\\.$`));

  // The daily puzzle of 2026-11-26 is expert: said where the goal is, not only in the status.
  const daily = await site.newPage();
  await openPuzzle(daily, 'p/daily-2026-11-26');
  assert.equal(await daily.getAttribute('[data-testid="puzzle-goal"] + [data-testid="puzzle-variant"]', 'data-variant'), 'expert');
  assert.match(await daily.textContent('[data-testid="puzzle-variant"]'), /^Expert variant: each new segment starts two holes away/);
  assert.match(await daily.textContent('[aria-live]'), /Goal: place 6 segments with Green \(G\)\. Expert variant:/);
  assert.deepEqual(page.errors, []);
  assert.deepEqual(daily.errors, []);
});

test('statues are drawn greyed, the monster that moves in its colour', async () => {
  const page = await site.newPage();
  await openPuzzle(page, 'p/1-01');
  const filters = (selector) => page.$$eval(selector, (els) => els.map((e) => getComputedStyle(e).filter));
  const statues = [...await filters('.arch.statue'), ...await filters('.end.statue')];
  assert.ok(statues.length > 4, 'statues on the board');
  for (const f of statues) assert.match(f, /grayscale\(0\.9\)/, 'a statue is greyed');
  const own = [...await filters('.arch:not(.statue)'), ...await filters('.end:not(.statue)')];
  assert.ok(own.length > 0);
  for (const f of own) assert.equal(f, 'none', 'the moving monster keeps its colour');
  // Drawn, not only styled: a statue's head is grey on screen where the monster's is coloured.
  const saturation = async (selector) => {
    const box = await page.locator(selector).first().boundingBox();
    const shot = await page.screenshot({ clip: { x: box.x + box.width / 2 - 1, y: box.y + box.height - 5, width: 2, height: 2 } });
    return page.evaluate(async (b64) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width; c.height = img.height;
      const g = c.getContext('2d');
      g.drawImage(img, 0, 0);
      const [r, gr, b] = g.getImageData(0, 0, 1, 1).data;
      return Math.max(r, gr, b) - Math.min(r, gr, b);
    }, shot.toString('base64'));
  };
  const statueHead = await saturation('.end.head.statue:not(.c-black) .mark');
  const ownHead = await saturation('.end.head:not(.statue) .mark');
  // Measured: about 33 greyed (88 in full colour, the water showing through), 204 for the
  // moving monster's orange.
  assert.ok(statueHead < 50 && ownHead > 150, `statue head ${statueHead}, moving head ${ownHead}`);
  assert.deepEqual(page.errors, []);
});

test('German names a level Level and a tier Stufe throughout, and counts take the singular in each language', async () => {
  const solvedOne = JSON.stringify({ version: 1, levels: { '1-01': 'solved' } });
  const withProgress = async (locale, progress) => {
    const context = await site.newContext({ locale });
    await context.addInitScript((p) => localStorage.setItem('blockness.solo-progress', p), progress);
    const page = await site.newPage(context);
    await openSolo(page, site.url + '#p/');
    return page;
  };
  const de = await withProgress('de-DE', solvedOne);
  assert.equal(await de.textContent('[data-testid="tier-1"] h2'), 'Stufe 1: 1 von 20 gelöst');
  assert.equal(await de.getAttribute('[data-testid="level-1-02"]', 'title'), 'Level 1-02: neu');
  assert.ok((await de.$$eval('.campaign h2', (hs) => hs.map((h) => h.textContent))).includes('Levels'));
  assert.match(await de.textContent('[data-testid="tier-2"] .locked-note'), /nach 9 weiteren Levels der Stufe 1\./);
  assert.doesNotMatch(await allText(de), /Stufen/, 'a level is never a Stufe');
  await de.click('[data-testid="level-1-01"]');
  await answered(de);
  assert.equal(await de.textContent('[data-testid="puzzle-title"]'), 'Level 1-01');
  assert.equal(await de.textContent('[data-testid="back-to-levels"]'), 'Alle Levels');
  assert.doesNotMatch(await allText(de), /Stufen|Rätsel 1-01/);

  const fr = await withProgress('fr-FR', solvedOne);
  assert.equal(await fr.textContent('[data-testid="tier-1"] h2'), 'Palier 1\u202f: 1 résolu sur 20');
  assert.equal(await fr.textContent('[data-testid="tier-2"] h2'), 'Palier 2\u202f: 0 résolu sur 20');

  const nine = JSON.stringify({ version: 1, levels: Object.fromEntries(levels().slice(0, 9).map((l) => [l.id, 'solved'])) });
  const en = await withProgress('en-US', nine);
  assert.match(await en.textContent('[data-testid="tier-2"] .locked-note'), /Opens after 1 more level of tier 1\.$/);
  // One hint and one undo (a restart counts as one), then a solve: "1 hint", "1 undo".
  const level = levels()[0];
  await en.click('[data-testid="level-1-01"]');
  await answered(en);
  await en.click('[data-testid="puzzle-hint"]');
  await en.waitForSelector('[data-cell].hint-start');
  const [from] = await cellsWith(en, 'hint-start');
  const [to] = await cellsWith(en, 'hint-end');
  await clickFeet(en, from, to);
  await en.click('[data-testid="puzzle-restart"]');
  for (const mv of level.solution) {
    await answered(en);
    await playByClicks(en, mv, level.seat);
  }
  await en.waitForSelector('[data-testid="puzzle-solved"]');
  assert.equal(await en.textContent('[data-testid="puzzle-tally"]'), `${level.goal + 1} moves, 1 undo, 1 hint`);
  for (const page of [de, fr, en]) assert.deepEqual(page.errors, []);
});
