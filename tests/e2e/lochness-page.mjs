// What the Loch Ness browser tests share: waiting for the view to settle, clicking as a
// player does and waiting for the view to take it, opening the view, starting a game, and
// playing on by clicks. Every wait is on the page (its revision and what it says it has
// settled).
import assert from 'node:assert/strict';
import { cli } from './helpers.mjs';

/** The Loch Ness view. */
export const VIEW = '[data-testid="lochness-view"]';

/** A point's own square: the point's group also holds its white lines, whose box's middle
 * may lie on the water. */
export const POINT = '.ln-point.target .plate';

/** Runs `blockness lochness …` with `input` on stdin. */
export function lochnessCli(args, input) {
  return cli(['lochness', ...args], input);
}

/** Waits until the view has drawn its last change and run its effects. */
export async function lnSettled(page) {
  await page.waitForFunction((sel) => {
    const root = document.querySelector(sel);
    return root !== null && root.dataset.revision === root.dataset.settled;
  }, VIEW);
}

/** The view's revision (its doings, the players' and the bots'). */
export async function lnRevision(page) {
  return page.$eval(VIEW, (root) => Number(root.dataset.revision));
}

/** Clicks `selector` and waits until the view has taken it and settled. */
/** The Loch Ness view's current step (`roll`, `move`, `keep`, `swim`, `setup`…). */
export async function lnStep(page) {
  return page.$eval(VIEW, (root) => root.dataset.step);
}

export async function lnClick(page, selector) {
  const before = await lnRevision(page);
  await page.click(selector);
  await page.waitForFunction(([sel, r]) => {
    const root = document.querySelector(sel);
    return root !== null && Number(root.dataset.revision) > r && root.dataset.revision === root.dataset.settled;
  }, [VIEW, before]);
}

/** Opens `url` and waits for the Loch Ness view, its stylesheet loaded (the view adds it
 * when it first draws, so sizes measured before it arrives are the unstyled ones). */
export async function openView(page, url) {
  await page.goto(url);
  await page.waitForSelector(VIEW);
  await page.waitForFunction(() => [...document.styleSheets].some((s) => s.href?.endsWith('/lochness.css')));
  await lnSettled(page);
}

/** Starts a game from the new-game screen: `kinds` one per seat (`human`, `easy`, `medium`). */
export async function startGame(page, kinds) {
  if (!(await page.$('[data-testid="ln-new-game"]'))) await lnClick(page, '[data-testid="ln-new"]');
  await page.check(`[data-testid="ln-players"][value="${kinds.length}"]`);
  for (const [seat, kind] of kinds.entries()) {
    await page.selectOption(`[data-testid="ln-seat-kind"][data-seat="${seat}"]`, kind);
  }
  await lnClick(page, '[data-testid="ln-start"]');
  await page.waitForSelector('[data-testid="ln-lake"]');
}

/** One click for the person to act, as a player might: photographers wander to a point
 * picked by the action count (always the first would leave each seat seeing only its
 * first points' kinds), Nessie's cells likewise (always the first boxes her in at an
 * inlet's tip), the first highlighted point otherwise, and the first keep that fills an
 * empty slot, else none. False once the game is over. */
export async function clickOnce(page) {
  const { step, actions } = await page.$eval(VIEW, (root) => ({ step: root.dataset.step, actions: Number(root.dataset.actions) }));
  const nth = async (selector) => {
    const count = (await page.$$(selector)).length;
    assert.ok(count > 0, `something to click for ${selector} at step ${step}`);
    await lnClick(page, `:nth-match(${selector}, ${(actions % count) + 1})`);
  };
  switch (step) {
    case 'over':
      return false;
    case 'move':
      if (await page.$('.ln-point.chosen')) await nth('.ln-point.target .plate');
      else await lnClick(page, POINT);
      break;
    case 'setup': case 'placesecond': case 'relocate': case 'withdraw':
      await lnClick(page, POINT);
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

/** Clicks as a player does (`clickOnce`) until `stop()` holds; without `stop`, until the
 * game is over. Fails when the game ends before `stop()` holds, or after `limit` clicks. */
export async function clickUntil(page, stop = null, limit = 3000) {
  for (let i = 0; i < limit; i++) {
    if (stop && (await stop())) return;
    if (!(await clickOnce(page))) {
      if (stop) throw new Error('the game ended before what was waited for');
      return;
    }
  }
  throw new Error(`still going after ${limit} clicks`);
}

/** The link text of a game two easy bots play to its end from `seed`. */
export function finishedLink(seed) {
  const record = lochnessCli(['play', '--players', '2', '--seed', String(seed), '--bots', 'easy']).split('\n')[0];
  return lochnessCli(['link', 'encode'], record).trim();
}
