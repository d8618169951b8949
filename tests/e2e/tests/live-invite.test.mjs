// An invited friend's first visit: the address of a table (an invite, a spectator's link)
// is drawn by the live module alone, without the page's module, which comes at the
// player's first key or pointer press and takes the table over as it stands: the same
// element, the same connection, what was typed, nothing on screen moved. What the table asked of the page
// meanwhile (leaving it), or what was pressed on the prerendered header, is carried out once
// the page is there. The table's module carries no form: an address that asks for one is
// opened afresh, for the page to draw it. A Loch Ness invite is drawn the same way, by Loch
// Ness's live module alone.
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

/** A page of `context` that lists the addresses it asks for and counts its WebSockets. */
async function requestListingPage(context) {
  const page = await site.newPage(context);
  page.asked = [];
  page.sockets = 0;
  page.on('request', (request) => page.asked.push(new URL(request.url()).pathname));
  page.on('websocket', () => { page.sockets += 1; });
  return page;
}

/** Whether `page` has asked for the page's own module (Trunk names it after its content). */
const askedForPageModule = (page) => page.asked.some((path) => /\/blockness-web-[0-9a-f]{8,16}(_bg\.wasm|\.js)$/.test(path));

test('an invite draws its table with the live module alone, and the page takes it over at the first press', async () => {
  const { ada, invite } = await openTable(site, broker);
  const bob = await requestListingPage(await site.newContext(PHONE));
  // Every layout shift from the first paint on: the table opens without moving anything.
  await watchMovedSources(bob);
  await bob.goto(invite);
  await online(bob, 'seating');
  await bob.waitForSelector('[data-testid="live-take-seat-1"]');
  // Each reads what is theirs to do: the host sends the invite, the invited takes a seat.
  assert.match(await ada.textContent(TABLE), /Send the invite link to the other players/);
  const bobReads = await bob.textContent(TABLE);
  assert.match(bobReads, /Take a seat to play: the game starts once every seat is taken/);
  assert.doesNotMatch(bobReads, /Send the invite link/);
  assert.ok(bob.asked.some((path) => /\/blockness-live-table-[0-9a-f]{8,16}_bg\.wasm$/.test(path)), 'the table\'s module came');
  assert.ok(!bob.asked.some((path) => /\/blockness-live-view-/.test(path)), 'not the one with the form and the lobby');
  assert.ok(!askedForPageModule(bob), `nothing of the page's module yet: ${bob.asked.join(' ')}`);
  assert.equal(await bob.$('#app-root header.top'), null, 'no page header before the page');
  // The prerendered header stands in for the page's, without the game's controls; the rest of
  // the prerendered screen is gone, so the table's loch is the one its gradient ids name.
  assert.ok(await bob.isVisible('#first-paint header.top'));
  assert.equal(await bob.$('#first-paint nav.controls'), null);
  assert.equal(await bob.$$eval('[id="loch-water"]', (found) => found.length), 1);
  await bob.evaluate((selector) => { window.tableBeforeThePage = document.querySelector(selector); }, TABLE);
  const take = bob.locator('[data-testid="live-take-seat-1"]');
  const before = await take.boundingBox();

  // Bob's first tap, in the name field, brings the page's module; he types meanwhile.
  const field = bob.locator('[data-testid="live-claim-name"]');
  await field.tap();
  await field.fill('Bob');
  await bob.waitForSelector('#app-root header.top');
  assert.ok(askedForPageModule(bob), 'the page came at the first press');
  // The page took the table over: one table, the same element, the name as typed, and the
  // connection of the first visit.
  assert.equal((await bob.$$(TABLE)).length, 1);
  assert.ok(await bob.evaluate((selector) => document.querySelector(selector) === window.tableBeforeThePage, TABLE));
  assert.equal(await field.inputValue(), 'Bob');
  assert.equal(await bob.$('[data-testid="view-loading"]'), null);
  // Nothing moved: the page's header took the prerendered one's place.
  assert.equal(await bob.$('#first-paint'), null);
  assert.deepEqual(await take.boundingBox(), before);
  assert.deepEqual(await bob.evaluate(() => window.movedSources), [], 'nothing moved from the first paint to the page');
  await take.tap();
  await online(bob, 'playing');
  await online(ada, 'playing');
  assert.equal(bob.sockets, 1, 'one connection from the first draw to the game');
  // The page's header works for the table it took over: its language is the table's, which
  // the table's module writes in place, on the same connection, with Bob still in his seat.
  await bob.selectOption('[data-testid="language"]', 'fr');
  await bob.waitForFunction(() => document.querySelector('[data-testid="live-leave"]')?.textContent === 'Quitter la table');
  assert.ok(!bob.asked.some((path) => /\/blockness-live-view-/.test(path)), 'no other module');
  await online(bob, 'playing');
  assert.equal((await bob.$$(TABLE)).length, 1);
  assert.ok(await bob.evaluate((selector) => document.querySelector(selector) === window.tableBeforeThePage, TABLE), 'the same table');
  assert.equal(bob.sockets, 1, 'and the same connection');
  assert.notEqual(await bob.$('[data-testid="live-seat-1"].mine'), null, 'Bob\'s seat is still his');
  assert.deepEqual(ada.errors, []);
  assert.deepEqual(bob.errors, []);
});

test('a table drawn alone speaks the browser\'s language, and leaving it hands the page the leaving', async () => {
  const { ada, watch } = await openTable(site, broker);
  const carl = await requestListingPage(await site.newContext({ serviceWorkers: 'block', locale: 'fr-FR' }));
  await carl.goto(watch);
  await online(carl, 'seating');
  assert.ok(!askedForPageModule(carl));
  assert.ok(carl.asked.some((path) => /\/blockness-live-table-[0-9a-f]{8,16}_bg\.wasm$/.test(path)));
  // The header and the table in French, before the page's module.
  assert.equal(await carl.getAttribute('#first-paint', 'lang'), 'fr');
  assert.match(await carl.textContent('#first-paint header.top'), /Règles/);
  assert.equal(await carl.textContent('[data-testid="live-leave"]'), 'Quitter la table');
  // The click reaches the table before the page's module: the table's word to leave waits
  // for the page, which then shows its own screen instead of the table.
  await carl.click('[data-testid="live-leave"]');
  await carl.waitForSelector(TABLE, { state: 'detached' });
  await carl.waitForSelector('#app-root header.top');
  assert.ok(askedForPageModule(carl));
  assert.equal(await carl.$('.lazy-view'), null, 'the table is taken down');
  assert.deepEqual(ada.errors, []);
  assert.deepEqual(carl.errors, []);
});

test('an address that names no table is explained by the table\'s module, whose "Open another table" brings the form', async () => {
  const page = await requestListingPage(await site.newContext({ serviceWorkers: 'block' }));
  await page.goto(`${site.url}#live=not-a-table`);
  await page.waitForSelector('[data-testid="live-bad"]');
  assert.ok(page.asked.some((path) => /\/blockness-live-table-/.test(path)));
  assert.ok(!page.asked.some((path) => /\/blockness-live-view-/.test(path)));
  // The table's module has no form: the page is loaded afresh at the form's address, and
  // draws the form with the live module that has it.
  await page.click('[data-testid="live-bad"] button');
  await page.waitForSelector('[data-testid="live-create"]');
  assert.match(page.url(), /#live=new&/);
  assert.ok(page.asked.some((path) => /\/blockness-live-view-[0-9a-f]{16}_bg\.wasm$/.test(path)));
  assert.deepEqual(page.errors, []);
});

test('a Loch Ness address that names no table is explained by its table\'s module, and a form\'s address brings the form', async () => {
  const page = await requestListingPage(await site.newContext({ serviceWorkers: 'block' }));
  await page.goto(`${site.url}#l/live=not-a-table`);
  await page.waitForSelector('[data-testid="ln-live-bad"]');
  assert.ok(page.asked.some((path) => /\/blockness-lochness-table-/.test(path)));
  assert.ok(!page.asked.some((path) => /\/blockness-lochness-live-/.test(path)));
  // The table's module has no form: the page is loaded afresh at the form's address, and
  // draws the form with Loch Ness's live module that has it.
  await page.evaluate(() => { location.hash = '#l/live=new&players=2'; });
  await page.waitForSelector('[data-testid="ln-live-create"]');
  assert.match(page.url(), /#l\/live=new&players=2/);
  assert.ok(page.asked.some((path) => /\/blockness-lochness-live-[0-9a-f]{16}_bg\.wasm$/.test(path)));
  assert.deepEqual(page.errors, []);
});

test('what is pressed or picked on the header before the page has come is done once it has', async () => {
  const { ada, watch } = await openTable(site, broker);
  // A view's button pressed while the table alone is drawn: the page comes and opens that view.
  const carl = await requestListingPage(await site.newContext({ serviceWorkers: 'block' }));
  await carl.goto(watch);
  await online(carl, 'seating');
  assert.ok(!askedForPageModule(carl));
  await carl.click('#first-paint header.top nav.lesson-links button >> nth=0');
  await carl.waitForSelector('[data-testid="rules-section"]');
  assert.equal(await carl.getAttribute('[data-testid="open-rules"]', 'aria-pressed'), 'true');
  // A language picked there with no pointer or key press (as an assistive tool may): the
  // pick alone brings the page, and the page and the table speak that language.
  const dora = await requestListingPage(await site.newContext({ serviceWorkers: 'block' }));
  await dora.goto(watch);
  await online(dora, 'seating');
  assert.ok(!askedForPageModule(dora));
  await dora.selectOption('#first-paint header.top select', 'de');
  await dora.waitForSelector('#app-root header.top');
  await dora.waitForFunction(() => document.querySelector('[data-testid="live-leave"]')?.textContent === 'Tisch verlassen');
  assert.equal(await dora.inputValue('[data-testid="language"]'), 'de');
  assert.deepEqual(ada.errors, []);
  assert.deepEqual(carl.errors, []);
  assert.deepEqual(dora.errors, []);
});

test('a Loch Ness invite draws its table with Loch Ness\'s table module alone, and the page takes it over at the first press', async () => {
  const { ada, invite } = await openLochnessTable(site, broker);
  const bob = await requestListingPage(await site.newContext(PHONE));
  await bob.goto(invite);
  await bob.waitForSelector(`${LOCH_VIEW}[data-state="online"][data-stage="seating"]`);
  await bob.waitForSelector('[data-testid="ln-live-take-seat-1"]');
  assert.ok(bob.asked.some((path) => /\/blockness-lochness-table-[0-9a-f]{8,16}_bg\.wasm$/.test(path)), 'Loch Ness\'s table module came');
  assert.ok(!bob.asked.some((path) => /\/blockness-lochness-live-/.test(path)), 'not the live module with the form and the lobby');
  assert.ok(!askedForPageModule(bob), `nothing of the page's module yet: ${bob.asked.join(' ')}`);
  assert.ok(!bob.asked.some((path) => /\/blockness-live-(table|view)-/.test(path)), 'nor Block Ness\'s live modules');
  assert.ok(await bob.isVisible('#first-paint header.top'), 'under the prerendered header');
  await bob.evaluate((selector) => { window.tableBeforeThePage = document.querySelector(selector); }, LOCH_VIEW);
  // Bob's first tap, in the name field, brings the page, which takes the table over as it is.
  const field = bob.locator('[data-testid="ln-live-claim-name"]');
  await field.tap();
  await field.fill('Bob');
  await bob.waitForSelector('#app-root header.top');
  assert.ok(askedForPageModule(bob), 'the page came at the first press');
  assert.equal((await bob.$$(LOCH_VIEW)).length, 1);
  assert.ok(await bob.evaluate((selector) => document.querySelector(selector) === window.tableBeforeThePage, LOCH_VIEW), 'the same table');
  assert.equal(await field.inputValue(), 'Bob');
  await bob.locator('[data-testid="ln-live-take-seat-1"]').tap();
  await bob.waitForSelector('[data-testid="ln-live-seat-1"][data-mine="true"]');
  await ada.waitForSelector(`${LOCH_VIEW}[data-stage="playing"]`);
  assert.equal(bob.sockets, 1, 'one connection from the first draw to the game');
  assert.deepEqual(ada.errors, []);
  assert.deepEqual(bob.errors, []);
});
