// "Make a puzzle" in the solo view: a position built by clicks (the statues and the
// player's own monster), a goal out of reach refused with the editor left as it was, a
// lower goal proved by the worker's solver, and the puzzle's link opened in a fresh page
// and solved there. The command line checks that the level the link carries is solvable.
// Every wait is on a condition of the page, never on time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { useSite, open, cellName, settled, assertAccessible } from '../helpers.mjs';

const site = useSite();
const cli = process.env.BLOCKNESS_CLI ?? 'blockness';

// Found with `blockness referee` and `blockness puzzle solve`: after these seven moves
// orange (seat 0) has 6 segments left and cannot place them all (the solver proves it
// in 530 positions), but can place 5.
const START = [
  { kind: 'start', head: [4, 4], tail: [4, 6] },
  { kind: 'start', head: [7, 3], tail: [7, 6] },
  { kind: 'extend', end: 'head', piece: 4, from: [5, 4], to: [2, 4] },
  { kind: 'extend', end: 'tail', piece: 2, from: [8, 6], to: [8, 3] },
  { kind: 'extend', end: 'tail', piece: 5, from: [3, 6], to: [2, 6] },
  { kind: 'extend', end: 'head', piece: 9, from: [6, 3], to: [6, 6] },
  { kind: 'extend', end: 'tail', piece: 1, from: [2, 5], to: [3, 5] },
];

/** Waits until the solo view has rendered its last action's effects. */
async function soloSettled(page) {
  await settled(page);
  await page.waitForFunction(() => document.documentElement.dataset.soloSettled
    === document.querySelector('[data-testid="solo-page"]')?.dataset.soloRevision);
}

async function data(page, testid) {
  return page.$eval(`[data-testid="${testid}"]`, (e) => ({ ...e.dataset }));
}

/** Opens the campaign, then the maker. */
async function openMaker(page) {
  await page.goto(site.url + '#p/');
  await page.waitForSelector('[data-testid="open-maker"]');
  await soloSettled(page);
  await page.click('[data-testid="open-maker"]');
  await page.waitForSelector('[data-testid="maker"]');
  await soloSettled(page);
}

/** Plays a move of the referee's form by clicks: a starter's head then tail; an
 * extension's first foot, second foot, then the segment or the end when several fit.
 * `count` names the data attribute counting moves and `testid` the element carrying it. */
async function clickMove(page, mv, seat, { testid = 'maker', count = 'moves' } = {}) {
  const played = async () => Number((await data(page, testid))[count]);
  const before = await played();
  const [first, second] = mv.kind === 'start' ? [mv.head, mv.tail] : [mv.from, mv.to];
  await page.click(`[data-cell="${cellName(first)}"]`);
  await soloSettled(page);
  await page.click(`[data-cell="${cellName(second)}"]`);
  await soloSettled(page);
  if ((await played()) === before) {
    await page.click(`[data-testid="piece-${seat}-${mv.piece}"]`);
    await soloSettled(page);
  }
  if ((await played()) === before) {
    await page.click(`[data-testid="choose-${mv.end}"]`);
    await soloSettled(page);
  }
  assert.equal(await played(), before + 1, `the move ${JSON.stringify(mv)} was played`);
}

/** Asks the solver and waits for its verdict. */
async function verify(page) {
  await page.click('[data-testid="maker-verify"]');
  await page.waitForFunction(() => {
    const verdict = document.querySelector('[data-testid="maker"]')?.dataset.verdict;
    return verdict !== undefined && verdict !== 'checking' && verdict !== 'unasked';
  });
  await soloSettled(page);
  return (await data(page, 'maker')).verdict;
}

async function choose(page, testid, value) {
  await page.selectOption(`[data-testid="${testid}"]`, value);
  await soloSettled(page);
}

test('a puzzle made by clicks is refused while out of reach, proved once reachable, and its link plays', async () => {
  const context = await site.newContext();
  const page = await site.newPage(context);
  await openMaker(page);
  assert.equal(await page.isDisabled('[data-testid="maker-seat"]'), true, 'no colour to choose on an empty loch');
  for (const [index, mv] of START.entries()) await clickMove(page, mv, index % 2);
  assert.equal(await page.isDisabled('[data-testid="maker-players"]'), true, 'the setup is fixed under the monsters');

  // Orange, its whole reserve: out of reach. Refused, and nothing changes.
  await choose(page, 'maker-seat', '0');
  const set = await data(page, 'maker');
  assert.deepEqual([set.seat, set.goal, set.left, set.moves], ['0', '6', '6', '7']);
  assert.equal(await verify(page), 'unsolvable');
  assert.match(await page.textContent('[data-testid="maker-refused"]'), /goal cannot be reached/);
  const refused = await data(page, 'maker');
  assert.deepEqual([refused.seat, refused.goal, refused.moves], ['0', '6', '7'], 'the editor is as it was');
  assert.equal(await page.$('[data-testid="maker-play"]'), null, 'nothing to play');

  // One segment fewer: proved, with a link.
  await choose(page, 'maker-goal', '5');
  assert.equal((await data(page, 'maker')).verdict, 'unasked', 'a change voids the verdict');
  assert.equal(await verify(page), 'solvable');
  const address = await page.inputValue('[data-testid="maker-link"]');
  const hash = new URL(address).hash.slice(1);
  assert.match(hash, /^p\/g\/1\/0\/5\/1/);

  // The level the link carries, read by the command line, is solvable.
  const gameLink = hash.split('/').slice(5).join('/');
  const { id, seats, ...game } = JSON.parse(execFileSync(cli, ['link', 'decode', gameLink], { encoding: 'utf8' }));
  assert.deepEqual(game.moves, START);
  const level = { id: 'made', tier: 1, game, seat: 0, goal: 5 };
  const solved = JSON.parse(execFileSync(cli, ['puzzle', 'solve'], { input: JSON.stringify(level), encoding: 'utf8' }));
  assert.equal(solved.solvable, true);
  assert.equal(solved.solution.length, 5);

  // The link is copied whole.
  await page.click('[data-testid="maker-copy"]');
  await page.waitForSelector('[data-testid="solo-notice"]');
  assert.match(await page.textContent('[data-testid="solo-notice"]'), /Link copied/);
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), address);

  // Play it, then back to the maker: the position is still there.
  await page.click('[data-testid="maker-play"]');
  await page.waitForSelector('[data-testid="puzzle"]');
  await soloSettled(page);
  const played = await data(page, 'puzzle');
  assert.deepEqual([played.level, played.goal, played.placed], ['made', '5', '0']);
  assert.equal(await page.textContent('[data-testid="puzzle-title"]'), 'Your puzzle');
  assert.equal(new URL(page.url()).hash, '#' + hash);
  await page.click('[data-testid="back-to-maker"]');
  await page.waitForSelector('[data-testid="maker"]');
  await soloSettled(page);
  const back = await data(page, 'maker');
  assert.deepEqual([back.verdict, back.seat, back.goal, back.moves], ['solvable', '0', '5', '7']);

  // The link in a fresh page: the same puzzle, solved by clicks with the command line's solution.
  const fresh = await site.newPage(context);
  await open(fresh, address);
  await fresh.waitForSelector('[data-testid="puzzle"]');
  await soloSettled(fresh);
  const opened = await data(fresh, 'puzzle');
  assert.deepEqual([opened.level, opened.goal, opened.placed], ['link', '5', '0']);
  assert.equal(await fresh.textContent('[data-testid="puzzle-counter"]'), 'Placed 0 of 5');
  for (const mv of solved.solution) {
    await clickMove(fresh, mv, 0, { testid: 'puzzle', count: 'placed' });
  }
  await fresh.waitForSelector('[data-testid="puzzle-solved"]');
  assert.deepEqual(page.errors, []);
  assert.deepEqual(fresh.errors, []);
});

test('the maker passes axe and fits a 360 px phone', async () => {
  const page = await site.newPage(await site.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }));
  await openMaker(page);
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);
  await assertAccessible(page, 'the empty puzzle maker');
  assert.ok(await fits(), 'the empty maker fits the phone');
  for (const [index, mv] of START.slice(0, 2).entries()) await clickMove(page, mv, index);
  await choose(page, 'maker-seat', '1');
  await choose(page, 'maker-goal', '1');
  assert.equal(await verify(page), 'solvable');
  await assertAccessible(page, 'a proved puzzle in the maker');
  assert.ok(await fits(), 'the proved puzzle and its link fit the phone');
  assert.deepEqual(page.errors, []);
});
