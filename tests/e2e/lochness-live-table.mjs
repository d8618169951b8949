// Live Loch Ness tables as the browser tests play them: what a table's page says of
// itself, and clicks for whichever person is to act, each waiting on the pages.
import { VIEW, clickOnce } from './lochness-page.mjs';

/** What the live table on `page` says of itself. */
export async function tableState(page) {
  return page.$eval(VIEW, (root) => ({ ...root.dataset }));
}

/** Waits until one of `pages` has its person to act or its game over; returns that page's
 * state and the page. */
export async function nextTurn(pages) {
  const waits = pages.map((page) => page
    .waitForFunction((sel) => {
      const root = document.querySelector(sel);
      return root && (root.dataset.personToAct === 'true' || root.dataset.stage === 'over') && root.dataset.revision === root.dataset.settled;
    }, VIEW, { timeout: 60000 })
    .then(() => page));
  // The wait that loses the race is left to end on its own.
  for (const wait of waits) wait.catch(() => {});
  const page = await Promise.race(waits);
  return { page, state: await tableState(page) };
}

/** Clicks for whichever person is to act until `stop(states)` holds or the game is over on
 * every page; returns the pages' last states. */
export async function playUntil(pages, stop = () => false, limit = 3000) {
  for (let i = 0; i < limit; i++) {
    const states = await Promise.all(pages.map(tableState));
    if (states.every((s) => s.stage === 'over') || stop(states)) return states;
    const { page, state } = await nextTurn(pages);
    if (state.stage === 'over') {
      await Promise.all(pages.map((p) => p.waitForSelector(`${VIEW}[data-stage="over"]`)));
      continue;
    }
    await clickOnce(page);
  }
  throw new Error(`still going after ${limit} clicks`);
}

