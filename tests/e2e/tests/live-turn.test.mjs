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

const site = useSite();
const broker = useBroker();

/** Stands in for `page`'s tab visibility (`__setHidden(bool)`), its notifications (the
 * browser answers a request with `answer`) and its audio; what the page asked for is in
 * `window.__seen`. */
async function standIns(page, answer) {
  await page.evaluate((answer) => {
    window.__seen = { notifications: [], asked: 0, tones: 0 };
    let hidden = false;
    Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden });
    Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
    window.__setHidden = (value) => { hidden = value; document.dispatchEvent(new Event('visibilitychange')); };
    window.Notification = class {
      static permission = 'default';
      static requestPermission() {
        window.__seen.asked += 1;
        window.Notification.permission = answer;
        return Promise.resolve(answer);
      }
      constructor(title, options) { window.__seen.notifications.push({ title, tag: options?.tag }); }
    };
    const node = () => ({
      type: '', frequency: { value: 0 }, gain: { value: 0 }, connect() {}, stop() {},
      start() { window.__seen.tones += 1; },
    });
    // The page's module took AudioContext when it loaded: its nodes are stood in for.
    AudioContext.prototype.createOscillator = node;
    AudioContext.prototype.createGain = node;
  }, answer);
}

const seen = (page) => page.evaluate(() => window.__seen);

test('a hidden tab is told of its turn by its title, a notification and a tone, and only of its own', async () => {
  const { ada, bob } = await tableForTwo(site, broker);
  await standIns(ada, 'granted');
  const usualTitle = await ada.title();

  // Ada asks for notifications (the browser asks her once) and a tone.
  await ada.check('[data-testid="live-notify"]');
  await ada.waitForFunction(() => window.__seen.asked === 1);
  await ada.check('[data-testid="live-sound"]');
  await ada.waitForFunction(() => localStorage.getItem('blockness.live-turn-notices') === 'ns');
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
