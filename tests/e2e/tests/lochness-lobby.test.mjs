// Loch Ness through the lobby: two pages that press "Find an opponent" on Loch Ness's online
// form for the same game meet through the broker, with no link sent, and play at the table
// the lobby agrees on, each in a seat of its own. Every wait is on the pages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite } from '../helpers.mjs';
import { useBroker } from '../live-broker.mjs';
import { VIEW } from '../lochness-page.mjs';
import { openLochnessForm, playUntil, tableState } from '../lochness-live-table.mjs';

const site = useSite();
const broker = useBroker({ awake: true });

/** A new page opens Loch Ness's online form for two people and looks for an opponent as
 * `name` through the test's broker; returns it once its seek is out, or once it is seated:
 * with an opponent already waiting, the seek panel may be on screen for less than
 * Playwright's pause between two looks (up to 500 ms), and the table that follows stays. */
async function seekLochness(name) {
  const page = await openLochnessForm(site);
  await page.click('[data-testid="ln-live-to-lobby"]');
  await page.waitForSelector('[data-testid="ln-live-create"][data-mode="seek"]');
  await page.fill('[data-testid="ln-live-create-name"]', name);
  await page.fill('[data-testid="ln-live-create-broker"]', broker.url);
  await page.click('[data-testid="ln-live-find"]');
  // The broker typed may need the page loaded again first: the seek goes out after it, once
  // the page has brought back its module, Loch Ness's and the live one (no service worker
  // keeps them here), which on a busy machine takes longer than a click's usual wait.
  await page.waitForSelector(`[data-testid="live-seek"], ${VIEW}.ln-live[data-table]`, { timeout: 90000 });
  return page;
}

test('two pages find each other through "Find an opponent" for Loch Ness, and play', async () => {
  const ada = await seekLochness('Ada');
  assert.match(await ada.textContent('[data-testid="live-seek-game"]'), /2 players/);
  const bob = await seekLochness('Bob');
  const pages = [ada, bob];
  for (const page of pages) {
    await page.waitForSelector(`${VIEW}[data-state="online"][data-stage="playing"]`, { timeout: 90000 });
  }
  const [atAda, atBob] = await Promise.all(pages.map(tableState));
  assert.equal(atAda.table, atBob.table, 'one table for both');
  assert.deepEqual([atAda.seat, atBob.seat].sort(), ['0', '1'], 'a seat each');
  assert.match(await ada.textContent('[data-testid="ln-live-seats"]'), /Bob/);
  // Both play by clicks, each action reaching the other page.
  await playUntil(pages, (states) => states.every((s) => Number(s.actions) >= 8));
  const played = Math.min(...(await Promise.all(pages.map(tableState))).map((s) => Number(s.actions)));
  assert.ok(played >= 8, `both pages see the game go on: ${played} actions`);
});
