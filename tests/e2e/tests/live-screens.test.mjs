// The live table's screens as people meet them: what a person types stays typed through
// whatever redraws the form (a check that fails, a dropdown, news from the broker), both in
// the form that opens a table and in the invited player's seat form; the invite passed on
// by QR code (decoded here from the picture the page shows) and by the system's share
// sheet where the browser has one, with Copy's feedback beside it; leaving in the middle of a game asked first; the words
// of a connection that is down fitting what waits to be sent; the table drawn only once its
// styles are in.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { useSite } from '../helpers.mjs';
import { useBroker, freePort } from '../live-broker.mjs';
import { TABLE, online, openTable, tableForTwo, playOne } from '../live-table.mjs';

const site = useSite();
const broker = useBroker();

const value = (page, testid) => page.$eval(`[data-testid="${testid}"]`, (input) => input.value);

test('typed names and brokers stay through failed checks, dropdowns and news from the table', async () => {
  const ada = await site.newPage();
  await ada.goto(site.url);
  await ada.click('[data-testid="dialog-online"]');
  await ada.waitForSelector('[data-testid="live-create"]');
  await ada.fill('[data-testid="live-name"]', 'Ada');
  await ada.fill('[data-testid="live-broker"]', 'not a broker');
  // A check that fails says so, and keeps both fields as typed.
  await ada.click('[data-testid="live-open-table"]');
  await ada.waitForSelector('[data-testid="live-note"]');
  assert.equal(await value(ada, 'live-name'), 'Ada');
  assert.equal(await value(ada, 'live-broker'), 'not a broker');
  // So does a dropdown that redraws the form.
  await ada.selectOption('[data-testid="live-players"]', '3');
  await ada.waitForSelector('[data-testid="live-seat-kind-2"]');
  await ada.selectOption('[data-testid="live-players"]', '2');
  await ada.waitForSelector('[data-testid="live-seat-kind-2"]', { state: 'detached' });
  assert.equal(await value(ada, 'live-name'), 'Ada');
  assert.equal(await value(ada, 'live-broker'), 'not a broker');
  await ada.fill('[data-testid="live-broker"]', broker.url);
  await ada.click('[data-testid="live-open-table"]');
  await online(ada, 'seating');
  const invite = await value(ada, 'live-invite');
  const tableAddress = ada.url();

  // Bob types his name, then the host's device goes away and comes back: each change of
  // its presence redraws his seat list, and his name stays.
  const bob = await site.newPage();
  await bob.goto(invite);
  await online(bob, 'seating');
  await bob.waitForSelector('[data-testid="live-seat-0"][data-online="true"]');
  await bob.fill('[data-testid="live-claim-name"]', 'Bob');
  const adaContext = ada.context();
  await ada.close();
  await bob.waitForSelector('[data-testid="live-seat-0"][data-online="false"]');
  assert.equal(await value(bob, 'live-claim-name'), 'Bob');
  const host = await site.newPage(adaContext);
  await host.goto(tableAddress);
  await online(host, 'seating');
  await bob.waitForSelector('[data-testid="live-seat-0"][data-online="true"]');
  assert.equal(await value(bob, 'live-claim-name'), 'Bob');
  // Watching and sitting again draws the form anew, with the name still in it.
  await bob.click('[data-testid="live-watch"]');
  await bob.click('[data-testid="live-sit"]');
  assert.equal(await value(bob, 'live-claim-name'), 'Bob');

  await bob.click('[data-testid="live-take-seat-1"]');
  await online(bob, 'playing');
  await online(host, 'playing');
  assert.match(await host.textContent('[data-testid="live-seat-1"]'), /Bob/);
  assert.equal(await bob.$eval(TABLE, (t) => t.dataset.table), await host.$eval(TABLE, (t) => t.dataset.table));
  assert.deepEqual(host.errors, []);
  assert.deepEqual(bob.errors, []);
});

test('the invite is passed on by a QR code that reads back to it, and by the share sheet where there is one', async () => {
  const { ada, invite } = await openTable(site, broker);
  // This desktop browser has no share sheet: Copy is offered, Share is not.
  assert.equal(await ada.evaluate(() => typeof navigator.share), 'undefined');
  await ada.waitForSelector('[data-testid="live-invite-copy"]');
  assert.equal(await ada.$('[data-testid="live-invite-share"]'), null);
  // The QR code, opened on demand, is the invite: a camera reading it gets the link.
  await ada.click('[data-testid="live-invite-qr"] summary');
  const picture = await ada.locator('[data-testid="live-invite-qr"] img').screenshot();
  const png = PNG.sync.read(picture);
  const read = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  assert.ok(read, 'the picture holds a QR code');
  assert.equal(read.data, invite);
  // Copy says so beside its button, not at the top of the page, and the words go away.
  await ada.click('[data-testid="live-invite-copy"]');
  assert.match(await ada.textContent('[data-testid="live-invite-copied"]'), /^Link copied\.$/);
  assert.equal(await ada.evaluate(() => navigator.clipboard.readText()), invite);
  assert.equal(await ada.$('[data-testid="live-note"]'), null);
  await ada.waitForSelector('[data-testid="live-invite-copied"]', { state: 'detached' });
  // The spectator's link has no QR code: it is for sending on.
  assert.equal(await ada.$('[data-testid="live-watch-link-qr"]'), null);

  // A phone with a share sheet (stubbed here, recording what it is given) offers Share.
  const phone = await site.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.addInitScript(() => {
    window.__shared = [];
    navigator.share = async (data) => { window.__shared.push(data); };
  });
  const host = await site.newPage(phone);
  await host.goto(site.url);
  await host.click('[data-testid="dialog-online"]');
  await host.fill('[data-testid="live-name"]', 'Ada');
  await host.fill('[data-testid="live-broker"]', broker.url);
  await host.click('[data-testid="live-open-table"]');
  await online(host, 'seating');
  const phoneInvite = await value(host, 'live-invite');
  await host.tap('[data-testid="live-invite-share"]');
  await host.waitForFunction(() => window.__shared.length === 1);
  const [shared] = await host.evaluate(() => window.__shared);
  assert.equal(shared.url, phoneInvite);
  assert.match(shared.text, /Block Ness/);
  assert.deepEqual(ada.errors, []);
  assert.deepEqual(host.errors, []);
});

test('leaving in the middle of a game is asked first, and staying changes nothing', async () => {
  const { ada, bob } = await tableForTwo(site, broker);
  await playOne([ada, bob]);
  await ada.click('[data-testid="live-leave"]');
  await ada.waitForSelector('[role="alertdialog"] >> text=The others wait for your moves');
  await ada.click('[data-testid="live-stay"]');
  await ada.waitForSelector('[data-testid="live-leave-yes"]', { state: 'detached' });
  await online(ada, 'playing');
  await playOne([ada, bob]);
  await ada.click('[data-testid="live-leave"]');
  await ada.click('[data-testid="live-leave-yes"]');
  await ada.waitForSelector(TABLE, { state: 'detached' });
  // Her seat is kept: the others see her gone, not replaced.
  await bob.waitForSelector('[data-testid="live-seat-0"][data-online="false"]');
  assert.match(await bob.textContent('[data-testid="live-seat-0"]'), /Ada/);
  // Her absence is counted on his screen.
  assert.match(await bob.textContent('[data-testid="live-presence-0"]'), /^away for \d+\u00a0s$/);
  assert.equal(await bob.textContent('[data-testid="live-presence-1"]'), 'connected');
  assert.deepEqual(ada.errors, []);
  assert.deepEqual(bob.errors, []);
});

test('a table no broker has seen yet is said to be kept, not a move', async () => {
  const page = await site.newPage();
  await page.goto(site.url);
  await page.click('[data-testid="dialog-online"]');
  await page.fill('[data-testid="live-name"]', 'Ada');
  // A broker that refuses every connection.
  const closed = `ws://127.0.0.1:${await freePort()}`;
  await page.fill('[data-testid="live-broker"]', closed);
  await page.click('[data-testid="live-open-table"]');
  await page.waitForSelector('[data-testid="live-unsent"]');
  const said = await page.textContent('[data-testid="live-unsent"]');
  assert.match(said, /new table is kept on this device/);
  assert.doesNotMatch(said, /move/);
  const refused = (e) => /WebSocket|ERR_CONNECTION_REFUSED/i.test(e);
  assert.deepEqual(page.errors.filter((e) => !refused(e)), []);
});

test('an invited player on a phone sees the seat form first, in view, with a missing name said beside the field', async () => {
  const { ada, invite } = await openTable(site, broker);
  const phone = await site.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const bob = await site.newPage(phone);
  await bob.goto(invite);
  await online(bob, 'seating');
  const take = bob.locator('[data-testid="live-take-seat-1"]');
  const field = bob.locator('[data-testid="live-claim-name"]');
  for (const what of [take, field]) {
    const box = await what.boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= 844, `in view without scrolling: ${JSON.stringify(box)}`);
  }
  // The form comes before the board.
  assert.ok(await bob.$eval('[data-testid="live-seats"]', (seats) =>
    Boolean(seats.compareDocumentPosition(document.querySelector('.live-board')) & Node.DOCUMENT_POSITION_FOLLOWING)));
  await take.tap();
  await bob.waitForSelector('[data-testid="live-name-needed"]');
  assert.equal(await bob.$('[data-testid="live-note"]'), null, 'not at the top of the page');
  assert.equal(await field.getAttribute('aria-invalid'), 'true');
  await field.fill('Bob');
  await bob.waitForSelector('[data-testid="live-name-needed"]', { state: 'detached' });
  await take.tap();
  await online(bob, 'playing');
  await online(ada, 'playing');
  // Seated, the seat list goes back beside the board.
  assert.ok(await bob.$eval('[data-testid="live-seats"]', (seats) =>
    Boolean(seats.compareDocumentPosition(document.querySelector('.live-board')) & Node.DOCUMENT_POSITION_PRECEDING)));
  assert.deepEqual(ada.errors, []);
  assert.deepEqual(bob.errors, []);
});

test('on a slow link the table waits for its styles instead of drawing unstyled', async () => {
  const { ada, invite, watch } = await openTable(site, broker);
  const phone = { serviceWorkers: 'block', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
  // No service worker: it would fetch the styles itself, out of the test's hands.
  const heldStyles = async () => {
    const context = await site.newContext(phone);
    let release;
    const held = new Promise((done) => { release = done; });
    // The request reaches the route a moment after the page asked for it: waited for.
    let markAsked;
    const asked = new Promise((done) => { markAsked = done; });
    await context.route('**/live.css', async (route) => { markAsked(); await held; await route.continue(); });
    return { page: await site.newPage(context), release, asked };
  };
  // A spectator's link: the view links the styles itself, says it is loading meanwhile and
  // shows no table.
  const carl = await heldStyles();
  await carl.page.goto(watch);
  await carl.page.waitForSelector('[data-testid="live-styles-loading"]');
  await carl.asked;
  assert.equal(await carl.page.$('[data-testid="live-seat-0"]'), null);
  carl.release();
  await online(carl.page, 'seating');
  // The table arrives styled: the seat's colour stripe of live.css is there at once.
  assert.equal(await carl.page.$eval('[data-testid="live-seat-0"]', (seat) => getComputedStyle(seat).borderLeftColor), 'rgb(240, 138, 36)');
  assert.equal(await carl.page.$('[data-testid="live-styles-loading"]'), null);

  // An invite: the page's first script links the styles for the seat form of the page's
  // HTML, and nothing is painted until they have come, neither that form nor the module's
  // wait (polled by timers: no frame comes meanwhile).
  const bob = await heldStyles();
  await bob.page.goto(invite, { waitUntil: 'commit' });
  await bob.page.waitForFunction(() => document.getElementById('seat-form') && document.querySelector('[data-testid="live-styles-loading"]'), null, { polling: 50 });
  await bob.asked;
  assert.deepEqual(await bob.page.evaluate(() => performance.getEntriesByType('paint').map((p) => p.name)), [], 'nothing painted unstyled');
  bob.release();
  await online(bob.page, 'seating');
  const take = await bob.page.waitForSelector('[data-testid="live-take-seat-1"]');
  assert.equal(await bob.page.$eval('[data-testid="live-seat-0"]', (seat) => getComputedStyle(seat).borderLeftColor), 'rgb(240, 138, 36)');
  assert.ok(await take.isVisible());
  assert.equal(await bob.page.$('#seat-form'), null);
  assert.deepEqual(ada.errors, []);
  assert.deepEqual(carl.page.errors, []);
  assert.deepEqual(bob.page.errors, []);
});

test('a live game in My games opens its table again while the table lives, and the game once it is over', async () => {
  const { ada, bob } = await tableForTwo(site, broker);
  await playOne([ada, bob]);
  await ada.click('[data-testid="live-leave"]');
  await ada.click('[data-testid="live-leave-yes"]');
  await ada.waitForSelector(TABLE, { state: 'detached' });
  // Ada's page was loaded again for the broker she typed, at the table's address: once she
  // leaves, the page she comes back to asks for a new game, as any first page does.
  await ada.click('[data-testid="cancel-new-game"]');
  await ada.click('[data-testid="my-games"]');
  const live = '[data-testid="game-item"][data-live="true"]';
  await ada.waitForSelector(live);
  assert.match(await ada.textContent(live), /live table: opens the table · with Bob/);
  await ada.click(live);
  // The table, with its people, where she still sits.
  await online(ada, 'playing');
  assert.match(await ada.textContent('[data-testid="live-seat-0"]'), /Ada \(you\)/);
  assert.match(await ada.textContent('[data-testid="live-seat-1"]'), /Bob/);
  await playOne([ada, bob]);
  await bob.click('[data-testid="live-resign"]');
  await bob.click('[data-testid="live-resign-yes"]');
  await ada.waitForSelector(`${TABLE}[data-stage="over"]`);
  // Over and kept, the table is done with on this device: My games opens the game itself.
  await ada.waitForFunction(() => !Object.keys(localStorage).some((k) => /^blockness\.live\.[0-9a-f]{32}$/.test(k)));
  await ada.click('[data-testid="close-page"]');
  await ada.click('[data-testid="my-games"]');
  await ada.waitForSelector('[data-testid="library"]');
  assert.equal(await ada.$(live), null);
  const moved = await ada.$$eval('[data-testid="game-item"]', (items) => items.map((i) => [i.dataset.live, i.textContent]).filter(([, t]) => /\b2 moves/.test(t)));
  assert.deepEqual(moved.map(([live]) => live), ['false'], 'the game, kept with its two moves, opens as a game');
  assert.match(moved[0][1], /played at a live table · with Bob/, 'and says who it was played with');
  assert.deepEqual(ada.errors, []);
  assert.deepEqual(bob.errors, []);
});
