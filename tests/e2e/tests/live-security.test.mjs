// Live tables against an attacker who reads and publishes every topic of a public broker
// (a raw MQTT client on the test broker's plain listener, see live-wire.mjs): a page opened
// with the spectator's link offers no seat; a seat claimed without the invite's secret never
// shows, whether asked of the host or forged into the log; both players see the same key
// pictures; a table of the first protocol says it was made by an older version.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite } from '../helpers.mjs';
import { useBroker } from '../live-broker.mjs';
import { TABLE, online, playOne, tableForTwo, openTable } from '../live-table.mjs';
import { topicWatcher, logTopic, publish, chainOf, sign, keyPair, ticket } from '../live-wire.mjs';

const site = useSite();
const broker = useBroker();

/** Every control of the page that could take a seat. */
const SEAT_CONTROLS = '[data-testid^="live-take-seat-"], [data-testid="live-claim-name"], [data-testid="live-sit"], [data-testid="live-watch"]';

test("a page opened with the spectator's link has no way to sit", async () => {
  const { ada, invite, watch } = await openTable(site, broker);
  assert.doesNotMatch(watch, /invite=/);
  assert.match(invite, /invite=/);
  const carl = await site.newPage();
  await carl.goto(watch);
  await online(carl, 'seating');
  await carl.waitForSelector('[data-testid="live-spectator"]');
  assert.deepEqual(await carl.$$eval(SEAT_CONTROLS, (els) => els.map((e) => e.dataset.testid)), []);
  assert.equal(await carl.$('[data-testid="live-invite"]'), null, 'nor the invite to pass on');
  // The same table opened with the invite offers the free seat.
  const bob = await site.newPage();
  await bob.goto(invite);
  await online(bob, 'seating');
  await bob.waitForSelector('[data-testid="live-take-seat-1"]');
  assert.equal(await bob.$('[data-testid="live-spectator"]'), null);
  for (const page of [ada, bob, carl]) assert.deepEqual(page.errors, []);
});

test('a claim published with mosquitto_pub by a key without the invite never shows', async () => {
  const { ada, invite, id } = await openTable(site, broker);
  const watcher = topicWatcher(broker, logTopic(id));
  const real = watcher.seen[await watcher.find((line) => JSON.parse(line).entries.length === 1, 'the retained log')];
  const log = JSON.parse(real);
  const eve = keyPair();
  const eveGate = keyPair();
  const eveTicket = ticket(eveGate.privateKey, id, eve.public, 'Eve');
  // A seat request to the host, with a ticket of Eve's own making.
  const request = JSON.stringify({ v: 2, key: eve.public, name: 'Eve', seat: 1, ticket: eveTicket });
  publish(broker, `blockness/v1/${id}/request/${eve.public.slice(0, 8)}`, request);
  // A seating forged into the log, signed by Eve as if she were the host, on the real chain.
  const claim = { seat: 1, key: eve.public, name: 'Eve', ticket: eveTicket };
  const content = `claim:1:${eve.public}:${eveTicket}:Eve`;
  const forged = JSON.stringify({
    ...log,
    entries: [...log.entries, { claim: { ...claim, sig: sign(eve.privateKey, id, 1, chainOf(id, log.entries), content) } }],
  });
  const from = watcher.seen.length;
  publish(broker, logTopic(id), forged);
  const forgedAt = await watcher.find((line) => line === forged, 'the forgery goes through the broker', from);
  // Ada's device answers the forgery with the real log.
  await watcher.find((line) => line === real, 'the real log is put back on the broker', forgedAt + 1);
  assert.equal(await ada.$eval(TABLE, (t) => t.dataset.stage), 'seating');
  // Bob, invited, asks after Eve did: the host gives him the seat Eve asked for.
  const bob = await site.newPage();
  await bob.goto(invite);
  await online(bob, 'seating');
  await bob.fill('[data-testid="live-claim-name"]', 'Bob');
  await bob.click('[data-testid="live-take-seat-1"]');
  for (const page of [ada, bob]) {
    await online(page, 'playing');
    assert.match(await page.textContent('[data-testid="live-seat-1"]'), /Bob/);
    assert.doesNotMatch(await page.textContent(TABLE), /\bEve\b/);
  }
  await playOne([ada, bob]);
  watcher.close();
  for (const page of [ada, bob]) assert.deepEqual(page.errors, []);
});

test('both players see the same key pictures beside the names', async () => {
  const { ada, bob } = await tableForTwo(site, broker);
  const pictures = (page) => page.$$eval('[data-testid^="live-fingerprint-"]', (els) => els.map((e) => e.dataset.pictures));
  const [fromAda, fromBob] = [await pictures(ada), await pictures(bob)];
  assert.equal(fromAda.length, 2);
  assert.deepEqual(fromAda, fromBob);
  for (const picture of fromAda) assert.equal(picture.split(' ').length, 2, picture);
  assert.notEqual(fromAda[0], fromAda[1]);
  // What a picture stands for is said where a touch player can reach it too.
  assert.match(await ada.getAttribute('[data-testid="live-fingerprint-1"]', 'title'), /same on every screen/);
});

test('a table of the first protocol says it was made by an older version', async () => {
  const id = '00112233445566778899aabbccddeeff';
  const old = { v: 1, settings: { nonce: 'ff'.repeat(16), players: 2, expert: false, swap: false, edition: 'lochside-v2', bots: [] }, entries: [] };
  publish(broker, logTopic(id), JSON.stringify(old));
  const page = await site.newPage();
  await page.goto(`${site.url}#live=${id}&broker=${encodeURIComponent(broker.url)}`);
  await page.waitForSelector('[data-testid="live-note"]');
  assert.match(await page.textContent('[data-testid="live-note"]'), /older version of the site/);
  assert.deepEqual(page.errors, []);
});
