// Live Loch Ness tables as the browser tests play them: what a table's page says of
// itself, and clicks for whichever person is to act, each waiting on the pages.
import assert from 'node:assert/strict';
import { VIEW, clickOnce, openView } from './lochness-page.mjs';

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

/** A new page (in `context`, when given) opens Loch Ness's online form for two people
 * from its setup screen on `site`; returns it with the form drawn. */
export async function openLochnessForm(site, context) {
  const page = await site.newPage(context);
  await openView(page, `${site.url}#l/`);
  if (!(await page.$('[data-testid="ln-new-game"]'))) await page.click('[data-testid="ln-new"]');
  await page.check('[data-testid="ln-players"][value="2"]');
  await page.selectOption('[data-testid="ln-seat-kind"][data-seat="1"]', 'human');
  await page.click('[data-testid="ln-online"]');
  await page.waitForSelector('[data-testid="ln-live-create"]');
  return page;
}

/** Ada opens a table for two people from Loch Ness's setup screen of `site` (in `context`,
 * when given), naming `broker`; returns her page and the invite she passes on. */
export async function openLochnessTable(site, broker, context) {
  const ada = await openLochnessForm(site, context);
  await ada.fill('[data-testid="ln-live-create-name"]', 'Ada');
  await ada.fill('[data-testid="ln-live-create-broker"]', broker.url);
  await ada.click('[data-testid="ln-live-open"]');
  await ada.waitForSelector(`${VIEW}[data-state="online"][data-stage="seating"]`);
  await ada.waitForSelector('[data-testid="ln-live-seat-0"][data-mine="true"]');
  const invite = await ada.$eval('[data-testid="ln-live-invite"]', (input) => input.value);
  assert.match(invite, /#l\/live=[0-9a-f]{32}&invite=[A-Za-z0-9_-]{22}&broker=ws%3A%2F%2F127\.0\.0\.1%3A\d+$/);
  return { ada, invite };
}
