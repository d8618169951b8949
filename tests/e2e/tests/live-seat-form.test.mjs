// An invite's seat form comes with the page's HTML: "Your name" and "Take a seat" are on
// screen before the table's module has come (crates/site-build/src/seat_form.rs,
// www/first-paint.js). The module draws the same form and takes it over (www/start.js): what
// was typed, the keyboard's focus and a press made meanwhile carry over, and nothing on screen
// moves. A device that keeps the table's key, a spectator's link and an invite to a broker the
// page may not reach yet show no form before the module. A Loch Ness invite shows Loch Ness's
// own form, drawn by its live module's components.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite } from '../helpers.mjs';
import { useBroker } from '../live-broker.mjs';
import { TABLE, online, openTable, watchMovedSources } from '../live-table.mjs';
import { openLochnessTable } from '../lochness-live-table.mjs';
import { VIEW as LOCH_VIEW } from '../lochness-page.mjs';

const site = useSite();
const broker = useBroker();

const PHONE = { serviceWorkers: 'block', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const COPY = '#seat-form';
const COPY_NAME = `${COPY} input`;
const COPY_TAKE = `${COPY} button[data-for="live-take-any-seat"]`;

/** A page of `context` whose table module (Block Ness's, or `module`) is held until
 * `release()`, with every layout shift whose source's start moved kept in
 * `window.movedSources`. */
async function heldPage(context, module = 'blockness-live-table') {
  const page = await site.newPage(context);
  let release;
  const released = new Promise((resolve) => { release = resolve; });
  await page.route(new RegExp(`/${module}-[0-9a-f]{8,16}\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  page.release = release;
  await watchMovedSources(page);
  return page;
}

/** Samples, between the page's tasks (where a key pressed would land), the element with the
 * keyboard once the module's name field has taken the copy's place, until the table's seats
 * have come and 50 samples more: each time it was not the name field is kept in
 * `window.focusAway`. The field is drawn anew as the seats come (crates/web-live/src/ui/seats.rs);
 * Yew may yield between drawing it and its effects. The CPU is slowed four times, as on a phone,
 * so that it does. */
async function watchFocusAway(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.focusAway = [];
    let after = 0;
    const sample = () => {
      const field = document.querySelector('[data-testid="live-claim-name"]');
      if (field && !document.getElementById('seat-form')) {
        const active = document.activeElement;
        if (active !== field) window.focusAway.push(active?.tagName ?? 'nothing');
        if (document.querySelector('[data-testid="live-take-seat-1"]')) after += 1;
      }
      if (after < 50) setTimeout(sample, 0);
      else window.focusWatched = true;
    };
    setTimeout(sample, 0);
  });
}

test('an invite shows its seat form before the table\'s module, which takes over the name typed and the focus without moving anything', async () => {
  const { ada, invite } = await openTable(site, broker);
  const bob = await heldPage(await site.newContext({ ...PHONE, locale: 'fr-FR' }));
  await watchFocusAway(bob);
  await bob.goto(invite);
  // The form of the page's HTML, in the page's language, with the table's broker, before any
  // table: the module is held.
  await bob.waitForSelector(COPY_TAKE, { state: 'visible' });
  assert.equal(await bob.$(TABLE), null, 'no table drawn yet');
  assert.equal(await bob.getAttribute(`${COPY} main`, 'lang'), 'fr');
  assert.equal(await bob.textContent(COPY_TAKE), 'Prendre une place');
  assert.equal(await bob.textContent(`${COPY} label`), 'Votre nom');
  assert.match(await bob.textContent(`${COPY} .live-broker`), new RegExp(`^Broker\u202f: ${broker.url}$`), 'the broker, and no word on public brokers for one the site does not list');
  assert.equal(await bob.inputValue(COPY_NAME), '', 'no name kept on this device');
  // Styled from the first paint: the live view's styles came with the page.
  assert.notEqual(await bob.$eval(`${COPY} .live-seats`, (s) => getComputedStyle(s).borderRadius), '0px');
  const field = await bob.locator(COPY_NAME).boundingBox();
  await bob.locator(COPY_NAME).fill('Bob');
  await bob.evaluate((selector) => document.querySelector(selector).setSelectionRange(1, 2), COPY_NAME);

  bob.release();
  // The module's form took the copy's place: the name as typed, the focus and the cursor
  // where they were, the field where it was.
  const own = bob.locator('[data-testid="live-claim-name"]');
  await own.waitFor();
  assert.equal(await bob.$(COPY), null, 'the copy is gone');
  assert.equal(await own.inputValue(), 'Bob');
  assert.deepEqual(await bob.evaluate(() => {
    const focused = document.activeElement;
    return [focused.dataset.testid, focused.selectionStart, focused.selectionEnd];
  }), ['live-claim-name', 1, 2]);
  // The table comes: its seats join the form, which stays where it was, still focused.
  await online(bob, 'seating');
  assert.deepEqual(await own.boundingBox(), field);
  assert.equal(await bob.evaluate(() => document.activeElement.dataset.testid), 'live-claim-name');
  await bob.waitForFunction(() => window.focusWatched);
  assert.deepEqual(await bob.evaluate(() => window.focusAway), [], 'the keyboard never rested elsewhere meanwhile');
  assert.deepEqual(await bob.evaluate(() => window.movedSources), [], 'nothing moved from the first paint to the seats');
  await bob.locator('[data-testid="live-take-seat-1"]').tap();
  await online(bob, 'playing');
  await online(ada, 'playing');
  assert.match(await ada.textContent('[data-testid="live-seat-1"]'), /Bob/);
  assert.deepEqual(ada.errors, []);
  assert.deepEqual(bob.errors, []);
});

test('"Take a seat" pressed on the page\'s form before the module has come seats the visitor in the first free seat, under the name kept on the device', async () => {
  const { ada, invite } = await openTable(site, broker);
  const context = await site.newContext(PHONE);
  await context.addInitScript(() => {
    if (localStorage.getItem('blockness.live-name') === null) localStorage.setItem('blockness.live-name', 'Bob');
  });
  const bob = await heldPage(context);
  await bob.goto(invite);
  await bob.waitForSelector(COPY_TAKE, { state: 'visible' });
  assert.equal(await bob.inputValue(COPY_NAME), 'Bob', 'the name this device sat down with last');
  await bob.locator(COPY_TAKE).tap();
  assert.equal(await bob.getAttribute(COPY_TAKE, 'aria-busy'), 'true', 'the press is acknowledged');
  assert.equal(await bob.$(TABLE), null);
  bob.release();
  await online(bob, 'playing');
  await online(ada, 'playing');
  assert.match(await bob.textContent('[data-testid="live-seat-1"]'), /Bob \(you\)/);
  assert.match(await ada.textContent('[data-testid="live-seat-1"]'), /Bob/);

  // Bob's device keeps the table's key now: the invite opened again shows no form before the
  // module, which draws his seat.
  const again = await heldPage(context);
  await again.goto(invite);
  await again.waitForSelector('#first-paint header.top', { state: 'visible' });
  assert.equal(await again.$(COPY), null, 'no seat form for a device seated at the table');
  again.release();
  await online(again, 'playing');
  assert.match(await again.textContent('[data-testid="live-seat-1"]'), /Bob \(you\)/);
  assert.deepEqual(ada.errors, []);
  assert.deepEqual(bob.errors, []);
  assert.deepEqual(again.errors, []);
});

test('a browser that cannot hold the first paint for the styles shows the form once they have come, never unstyled', async () => {
  const { ada, invite } = await openTable(site, broker);
  const context = await site.newContext(PHONE);
  // As in a browser without `blocking="render"` on links.
  await context.addInitScript(() => { delete HTMLLinkElement.prototype.blocking; });
  let releaseStyles;
  const styles = new Promise((done) => { releaseStyles = done; });
  await context.route('**/live.css', async (route) => { await styles; await route.continue(); });
  const bob = await heldPage(context);
  await bob.goto(invite, { waitUntil: 'commit' });
  // Polled by timers: Chromium itself still holds its paint for the link's attribute.
  await bob.waitForFunction((copy) => document.querySelector(copy), COPY, { polling: 50 });
  assert.equal(await bob.$eval(COPY, (form) => form.hidden), true, 'hidden while its styles are on their way');
  assert.equal(await bob.$eval(COPY_TAKE, (button) => button.checkVisibility()), false);
  releaseStyles();
  await bob.waitForSelector(COPY_TAKE, { state: 'visible' });
  assert.notEqual(await bob.$eval(`${COPY} .live-seats`, (s) => getComputedStyle(s).borderRadius), '0px', 'styled when it shows');
  bob.release();
  await online(bob, 'seating');
  assert.equal(await bob.$(COPY), null);
  assert.ok(await bob.isVisible('[data-testid="live-take-seat-1"]'));
  assert.deepEqual(ada.errors, []);
  assert.deepEqual(bob.errors, []);
});

test('a spectator\'s link and an invite without its broker show no seat form before the module', async () => {
  const { ada, invite, watch } = await openTable(site, broker);
  const carl = await heldPage(await site.newContext(PHONE));
  await carl.goto(watch);
  await carl.waitForSelector('#first-paint header.top', { state: 'visible' });
  assert.equal(await carl.$(COPY), null, 'a spectator is offered no seat');
  assert.equal(await carl.$('link[href="./live.css"]'), null, 'nor the form\'s styles ahead');
  carl.release();
  await online(carl, 'seating');
  assert.equal(await carl.$('[data-testid="live-claim-name"]'), null);

  // Without its broker, the invite leaves the page to find one: the module says what it
  // does, the page's HTML does not guess.
  const dora = await heldPage(await site.newContext(PHONE));
  await dora.goto(invite.replace(/&broker=[^&]*/, ''));
  await dora.waitForSelector('#first-paint header.top', { state: 'visible' });
  assert.equal(await dora.$(COPY), null);
  dora.release();
  await dora.waitForSelector(TABLE);
  assert.deepEqual(ada.errors, []);
  assert.deepEqual(carl.errors, []);
});

test('a Loch Ness invite shows Loch Ness\'s seat form before its live module, which takes over the name and the press', async () => {
  const { ada, invite } = await openLochnessTable(site, broker);
  const bob = await heldPage(await site.newContext({ ...PHONE, locale: 'it-IT' }), 'blockness-lochness-table');
  await bob.goto(invite);
  const take = `${COPY} button[data-for="ln-live-take-any-seat"]`;
  await bob.waitForSelector(take, { state: 'visible' });
  assert.equal(await bob.$(LOCH_VIEW), null, 'no table drawn yet');
  assert.equal(await bob.textContent(take), 'Prendi un posto');
  assert.ok(await bob.$(`${COPY} main.lochness.live-lochness`), 'Loch Ness\'s page, not Block Ness\'s');
  assert.match(await bob.textContent(`${COPY} .live-broker`), new RegExp(`${broker.url}$`));
  // Styled from the first paint: Loch Ness's styles and the live ones came with the page.
  assert.notEqual(await bob.$eval(`${COPY} .live-seats`, (s) => getComputedStyle(s).borderRadius), '0px');
  assert.equal(await bob.$eval(`${COPY} .ln-bar`, (bar) => getComputedStyle(bar).display), 'flex');
  const field = await bob.locator(`${COPY} input`).boundingBox();
  await bob.locator(`${COPY} input`).fill('Bea');
  await bob.locator(take).tap();
  bob.release();
  // The module's form took the copy's place where it was, with the name, and pressed "Take a
  // seat" again: the host seats Bea in the first free seat.
  const own = bob.locator('[data-testid="ln-live-claim-name"]');
  await bob.waitForSelector('[data-testid="ln-live-seat-1"][data-mine="true"]');
  assert.equal(await bob.$(COPY), null, 'the copy is gone');
  assert.ok(field.height > 0);
  await ada.waitForSelector(`${LOCH_VIEW}[data-stage="playing"]`);
  assert.match(await ada.textContent('[data-testid="ln-live-seat-1"]'), /Bea/);
  assert.equal(await own.count(), 0, 'seated: no name field any more');
  assert.deepEqual(ada.errors, []);
  assert.deepEqual(bob.errors, []);
});
