// Firefox: Loch Ness plays by clicks (setup, moves, rolls, Nessie's swims, keeps) and its
// address opens the same table in a fresh page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { useFirefox, until, pointAt } from './firefox.mjs';

const site = useFirefox();
const VIEW = '[data-testid="lochness-view"]';

/** Whether the view has drawn its last change and run its effects. */
function viewSettled(view) {
  const root = document.querySelector(view);
  return root !== null && root.dataset.revision === root.dataset.settled;
}

/** The view's revision, its count of changes. */
async function revision(page) {
  return page.$eval(VIEW, (root) => Number(root.dataset.revision));
}

/** Clicks the `index`-th match of `selector` (from 0) and waits until the view has taken it. */
async function lnClick(page, selector, index = 0) {
  const before = await revision(page);
  // pointAt takes the first match: mark the one wanted so it is the only match.
  await page.evaluate((s, i) => {
    document.querySelectorAll('[data-ff-target]').forEach((e) => e.removeAttribute('data-ff-target'));
    document.querySelectorAll(s)[i]?.setAttribute('data-ff-target', '');
  }, selector, index);
  const { x, y } = await pointAt(page, '[data-ff-target]');
  await page.mouse.click(x, y);
  await until(page, (view, r) => {
    const root = document.querySelector(view);
    return root !== null && Number(root.dataset.revision) > r && root.dataset.revision === root.dataset.settled;
  }, VIEW, before);
}

/** What the view shows of the table: step, seat to act, Nessie's cells, photographers. */
async function table(page) {
  return page.$eval(VIEW, (root) => ({
    actions: root.dataset.actions,
    step: root.dataset.step,
    toAct: root.dataset.toAct,
    nessie: ['head', 'body', 'tail'].map((p) => root.querySelector(`.ln-cell.${p}`)?.dataset.lnCell),
    photographers: [...root.querySelectorAll('.ln-point')].map((p) =>
      [...p.querySelectorAll('.photographer')].map((g) => g.dataset.seat).join('+')),
  }));
}

/** One click for the seat to act, spread over the offered targets by the action count. */
async function clickOnce(page) {
  const { step, actions } = await page.$eval(VIEW, (root) => ({ step: root.dataset.step, actions: Number(root.dataset.actions) }));
  const nth = async (selector) => {
    const count = await page.$$eval(selector, (els) => els.length);
    assert.ok(count > 0, `something to click for ${selector} at step ${step}`);
    await lnClick(page, selector, actions % count);
  };
  switch (step) {
    case 'over':
      return false;
    case 'move':
      // First a photographer of one's own, then where it goes.
      if (await page.$('.ln-point.chosen')) await nth('.ln-point.target:not(.chosen) .plate');
      else await lnClick(page, '.ln-point.target .plate');
      break;
    case 'setup': case 'placesecond': case 'relocate': case 'withdraw':
      await nth('.ln-point.target .plate');
      break;
    case 'roll':
      await lnClick(page, '[data-testid="ln-roll"]');
      break;
    case 'swim':
      // Her cells one by one; once one place is left she is shown there, to be set down.
      if (await page.$('[data-testid="ln-set-nessie"]')) await lnClick(page, '[data-testid="ln-set-nessie"]');
      else await nth('.ln-cell.target');
      break;
    case 'bumpdraw':
      await lnClick(page, '[data-testid="ln-deck"]:not([disabled])');
      break;
    case 'keep':
      if (await page.$('[data-testid="ln-keep"][data-replaces="none"]:not([disabled])')) {
        await lnClick(page, '[data-testid="ln-keep"][data-replaces="none"]:not([disabled])');
      } else {
        await lnClick(page, '[data-testid="ln-discard"]');
      }
      break;
    default:
      throw new Error(`unknown step ${step}`);
  }
  return true;
}

/** The link of a new two-player game of seed 11 (a new game's seed is drawn at random, and
 * this one is the same at every run), written by the command line. */
function newGameLink() {
  const bin = process.env.BLOCKNESS_CLI;
  if (!bin) throw new Error('BLOCKNESS_CLI is not set: tests/e2e/run.sh builds the blockness tool and sets it');
  const record = JSON.stringify({ players: 2, seed: 11, variant5: false, actions: [] });
  return execFileSync(bin, ['lochness', 'link', 'encode'], { input: record, encoding: 'utf8' }).trim();
}

test('Firefox: two people play Loch Ness by clicks, and its address opens the same table afresh', async () => {
  const page = await site.newPage();
  await page.goto(`${site.url}#l/${newGameLink()}`);
  await page.waitForSelector('[data-testid="ln-lake"]');
  await until(page, viewSettled, VIEW);

  // Setup, then turns with moves, rolls, swims and keeps, until 40 actions are taken.
  const steps = new Set();
  const die = (p) => p.$eval('[data-testid="ln-die"]', (d) => `${d.dataset.earlier ?? '-'} ${d.textContent.trim()}`);
  // The last roll as the log tells it: who (from 0) and its face.
  const lastRoll = (p) => p.$$eval('[data-testid="ln-log"] li[data-event="rolled"]', (lines) => {
    const said = lines.at(-1)?.textContent.match(/^Player (\d) rolls (?:a (\d)|the wave)/);
    return said ? `${Number(said[1]) - 1} ${said[2] ?? '≋'}` : null;
  });
  while (Number((await table(page)).actions) < 40) {
    const { step } = await table(page);
    steps.add(step);
    // Asked for a roll or to move, the die shows the last roll, saying whose it is, or
    // before the first roll a question mark when one is asked for, else nothing.
    const last = await lastRoll(page);
    if (step === 'roll') assert.equal(await die(page), last ?? '- ?');
    if (step === 'move') assert.equal(await die(page), last ?? '- ');
    assert.ok(await clickOnce(page), 'the game is not over after so few actions');
  }
  for (const step of ['setup', 'move', 'roll', 'swim', 'keep']) assert.ok(steps.has(step), `a ${step} was played`);

  const shown = await table(page);
  const address = page.url();
  assert.match(address, /#l\/1[A-Za-z0-9_-]+/);
  const fresh = await site.newPage(await site.newContext());
  await fresh.goto(address);
  await fresh.waitForSelector('[data-testid="ln-lake"]');
  await until(fresh, viewSettled, VIEW);
  assert.deepEqual(await table(fresh), shown);
  // The log: a line for every action, in order, the same when the link is opened afresh.
  const log = (p) => p.$$eval('[data-testid="ln-log"] li', (lis) => lis.map((li) => `${li.dataset.after} ${li.textContent}`));
  const lines = await log(page);
  assert.equal(Number(lines.at(-1).split(' ')[0]), Number(shown.actions));
  assert.deepEqual(await log(fresh), lines);
  // And it plays on from there (choosing a photographer to move, or Nessie's cells one by
  // one before she is set down, are clicks but no action yet).
  for (let clicks = 0; clicks < 5 && Number((await table(fresh)).actions) === Number(shown.actions); clicks++) {
    await clickOnce(fresh);
  }
  assert.equal(Number((await table(fresh)).actions), Number(shown.actions) + 1);
  assert.deepEqual(page.errors, []);
  assert.deepEqual(fresh.errors, []);
});
