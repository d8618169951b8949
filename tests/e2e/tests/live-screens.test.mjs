// The live table's screens as people meet them: what a person types stays typed through
// whatever redraws the form (a check that fails, a dropdown, news from the broker), both in
// the form that opens a table and in the invited player's seat form.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite } from '../helpers.mjs';
import { useBroker } from '../live-broker.mjs';
import { TABLE, online } from '../live-table.mjs';

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
