// Turn notices at a live table: a player whose tab is out of sight is told when their turn
// comes (the tab's title, a notification once the browser allows them, a tone when switched
// on), never on another player's turn nor while the tab is in view, and the usual title
// comes back when they look. The tab's visibility, the Notification API and the audio are
// stood in for on the page, so the test sees exactly what the page asks of the browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite } from '../helpers.mjs';
import { useBroker } from '../live-broker.mjs';
import { movesOf, mover, playOne, tableForTwo } from '../live-table.mjs';
import { askForNotices, standIns, seen } from '../turn-notices.mjs';

const site = useSite();
const broker = useBroker();

test('a hidden tab is told of its turn by its title, a notification and a tone, and only of its own', async () => {
  const { ada, bob } = await tableForTwo(site, broker);
  await standIns(ada, 'granted');
  const usualTitle = await ada.title();

  await askForNotices(ada);
  assert.equal(await ada.isChecked('[data-testid="live-notify"]'), true);

  // Whoever starts, Ada plays in view, then looks away while Bob plays.
  if ((await mover([ada, bob])) === bob) await playOne([ada, bob]);
  await playOne([ada, bob]);
  assert.equal(await mover([ada, bob]), bob);
  await ada.evaluate(() => window.__setHidden(true));
  assert.deepEqual((await seen(ada)).notifications, [], 'nothing on Bob\'s turn, nor while Ada looked');
  assert.equal(await ada.title(), usualTitle);

  await playOne([ada, bob]);
  await ada.waitForFunction(() => window.__seen.notifications.length > 0);
  const told = await seen(ada);
  assert.equal(told.notifications.length, 1);
  assert.match(told.notifications[0].title, /^Your move in Block Ness \(\w+ to play\)$/);
  assert.equal(told.notifications[0].tag, 'blockness-turn');
  assert.equal(told.tones, 1);
  assert.equal(await ada.title(), told.notifications[0].title, 'the tab\'s title says so');

  // Back in view: the usual title, and her own move tells nobody.
  await ada.evaluate(() => window.__setHidden(false));
  await ada.waitForFunction((title) => document.title === title, usualTitle);
  const before = await movesOf(ada);
  await playOne([ada, bob]);
  assert.equal(await movesOf(ada), before + 1);
  assert.equal((await seen(ada)).notifications.length, 1, 'no notice for a turn seen in view');
  assert.deepEqual(ada.errors, []);
  assert.deepEqual(bob.errors, []);
});

test('a player whose browser refuses notifications is told so, and the box stays unticked', async () => {
  const { ada, bob } = await tableForTwo(site, broker);
  await standIns(bob, 'denied');
  await bob.check('[data-testid="live-notify"]').catch(() => {});
  await bob.waitForSelector('[data-testid="live-notify-blocked"]');
  assert.equal(await bob.isChecked('[data-testid="live-notify"]'), false);
  assert.equal(await bob.evaluate(() => localStorage.getItem('blockness.live-turn-notices')), '');
  assert.deepEqual(ada.errors, []);
  assert.deepEqual(bob.errors, []);
});
