// The rematch of a table of three: every player lands at the next table already seated, the
// seats turned by one, so the second player starts and every person plays the colour of the
// seat they moved to. Every wait is on the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite } from '../helpers.mjs';
import { useBroker } from '../live-broker.mjs';
import { TABLE, online, mover, playOne, openTable, takeSeat } from '../live-table.mjs';

const site = useSite();
const broker = useBroker();

/** Each person's seat and colour on `page`: { Ada: { seat: 0, colour: 'orange' }, … }. */
async function seating(page) {
  return page.$$eval('[data-testid^="live-seat-"]', (rows) => Object.fromEntries(rows.map((row) => {
    const name = row.querySelector('.live-seat-name').textContent.split(' · ')[1].match(/^[A-Za-z]+/)[0];
    const colour = [...row.classList].find((c) => c !== 'live-seat' && c !== 'to-move' && c !== 'mine');
    return [name, { seat: Number(row.dataset.testid.split('-').at(-1)), colour }];
  })));
}

test('a rematch of three turns the seats by one: the second player starts and the colours move on', async () => {
  const choose = async (page) => page.selectOption('[data-testid="player-count"]', '3');
  const { ada, invite, watch } = await openTable(site, broker, { choose });
  const players = [ada];
  for (const [seat, name] of [[1, 'Bob'], [2, 'Cleo']]) players.push(await takeSeat(site, invite, seat, name));
  for (const page of players) await online(page, 'playing');
  // Dora watches with the spectator's link.
  const dora = await site.newPage();
  await dora.goto(watch);
  await online(dora, 'playing');
  const before = await seating(ada);
  assert.deepEqual(Object.keys(before).sort(), ['Ada', 'Bob', 'Cleo']);
  assert.equal(before.Ada.seat, 0);
  assert.equal(await mover(players), ada, 'the first seat starts');
  for (let i = 0; i < 3; i += 1) await playOne(players);
  const [, bob, cleo] = players;
  await cleo.click('[data-testid="live-resign"]');
  await cleo.click('[data-testid="live-resign-yes"]');
  for (const page of players) await page.waitForSelector(`${TABLE}[data-stage="over"]`);
  const first = await ada.$eval(TABLE, (t) => t.dataset.table);
  await ada.click('[data-testid="live-rematch"]');
  for (const page of [bob, cleo]) {
    await page.waitForSelector('[data-testid="live-join-rematch"]');
    assert.equal(await page.textContent('[data-testid="live-join-rematch"]'), 'Join the rematch');
    await page.click('[data-testid="live-join-rematch"]');
  }
  // The spectator is offered to watch the rematch, not to join it, and watches it.
  await dora.waitForSelector('[data-testid="live-join-rematch"]');
  assert.equal(await dora.textContent('[data-testid="live-join-rematch"]'), 'Watch the rematch');
  await dora.click('[data-testid="live-join-rematch"]');
  for (const page of [...players, dora]) {
    await page.waitForFunction(({ selector, first }) => {
      const t = document.querySelector(selector);
      return t && t.dataset.table !== first && t.dataset.state === 'online' && t.dataset.stage === 'playing';
    }, { selector: TABLE, first });
  }
  const after = await seating(bob);
  assert.deepEqual(after, await seating(ada), 'every screen seats the same');
  // Seats turned by one: Bob first, Cleo second, Ada last; each plays their new seat's colour.
  assert.deepEqual([after.Bob.seat, after.Cleo.seat, after.Ada.seat], [0, 1, 2]);
  const colourOfSeat = (seat) => Object.values(before).find((s) => s.seat === seat).colour;
  for (const name of ['Ada', 'Bob', 'Cleo']) {
    assert.equal(after[name].colour, colourOfSeat(after[name].seat));
    assert.notEqual(after[name].colour, before[name].colour, `${name} plays another colour`);
  }
  assert.equal(await dora.$('[data-mine="true"]'), null, 'Dora sits nowhere');
  assert.ok(await dora.isVisible('[data-testid="live-spectator"]'));
  assert.equal(await mover(players), bob, 'Bob starts the rematch');
  await playOne(players);
  for (const page of [...players, dora]) assert.deepEqual(page.errors, []);
});
