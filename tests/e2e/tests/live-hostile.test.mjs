// Live tables against a hostile client and with a full table: forged moves published on the
// table's topic by a raw MQTT client (mosquitto_pub on the broker's plain listener), one
// unsigned and one signed on the real chain with a key that holds no seat, are never shown,
// and the honest devices put the real log back on the broker; a four-seat table with two
// more devices, a computer seat and a spectator shows every move everywhere. The attacks on
// seats are in live-security.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, playFirst } from '../helpers.mjs';
import { useBroker } from '../live-broker.mjs';
import { topicWatcher, logTopic, publish, chainOf, sign, keyPair } from '../live-wire.mjs';
import { TABLE, online, moves, movesOf, mover, playOne, tableForTwo, openTable, takeSeat } from '../live-table.mjs';

const site = useSite();
const broker = useBroker();

/** A starter the first seat may lay now, in notation, as the referee of the page's game says:
 * the first start cell highlighted and its first far foot. */
async function aLegalStarter(page) {
  const [head] = await page.$$eval('[data-cell].legal-start', (cells) => cells.map((c) => c.dataset.cell).sort());
  await page.click(`[data-cell="${head}"]`);
  const [tail] = await page.$$eval('[data-cell].legal-end', (cells) => cells.map((c) => c.dataset.cell).sort());
  // Clicking the start cell again lets go of it: nothing is played.
  await page.click(`[data-cell="${head}"]`);
  await page.waitForSelector('[data-cell].legal-end', { state: 'detached' });
  return `S ${head}-${tail}`;
}

test('forged moves from a raw MQTT client are never shown, and the real log is put back', async () => {
  const { ada, bob } = await tableForTwo(site, broker);
  const id = await ada.$eval(TABLE, (t) => t.dataset.table);
  const watcher = topicWatcher(broker, logTopic(id));
  // The first message is the broker's retained copy: the real log, both seats claimed.
  const real = watcher.seen[await watcher.find((line) => JSON.parse(line).entries.length === 2, 'the retained log')];
  const log = JSON.parse(real);
  const index = log.entries.length;
  const first = await mover([ada, bob]);
  assert.equal(first, ada, 'the first seat lays the first starter');
  const mv = await aLegalStarter(ada);
  const content = `move:0:${mv}`;
  const { privateKey } = keyPair();
  const forgeries = {
    unsigned: { ...log, entries: [...log.entries, { move: { ply: 0, mv, sig: '' } }] },
    'signed with a key that holds no seat, on the real chain': {
      ...log, entries: [...log.entries, { move: { ply: 0, mv, sig: sign(privateKey, id, index, chainOf(id, log.entries), content) } }],
    },
  };
  for (const [what, forged] of Object.entries(forgeries)) {
    const sent = JSON.stringify(forged);
    const from = watcher.seen.length;
    publish(broker, logTopic(id), sent);
    const forgedAt = await watcher.find((line) => line === sent, `${what}: the forgery goes through the broker`, from);
    // The honest devices answer the spoiled copy with theirs: the sign they have seen it.
    await watcher.find((line) => line === real, `${what}: the real log is put back on the broker`, forgedAt + 1);
    for (const page of [ada, bob]) {
      assert.equal(await movesOf(page), 0, `${what}: no move is shown`);
      assert.equal(await page.$eval(TABLE, (t) => t.dataset.stage), 'playing');
    }
  }
  // The game goes on as if nothing happened.
  for (let i = 0; i < 4; i++) await playOne([ada, bob]);
  watcher.close();
  assert.deepEqual(ada.errors, []);
  assert.deepEqual(bob.errors, []);
});

test('a four-seat table: three devices, a computer seat and a spectator see every move', async () => {
  const choose = async (page) => {
    await page.selectOption('[data-testid="player-count"]', '4');
    await page.selectOption('[data-testid="seat-kind-3"]', 'easy');
  };
  // The dialog's four seats come along to the table (all four listed below).
  const { ada, invite, watch } = await openTable(site, broker, { choose });
  const players = [ada];
  for (const [seat, name] of [[1, 'Bob'], [2, 'Cleo']]) players.push(await takeSeat(site, invite, seat, name));
  for (const page of players) await online(page, 'playing');
  const dan = await site.newPage();
  await dan.goto(watch);
  await online(dan, 'playing');
  await dan.waitForSelector('[data-testid="live-watching"]');
  for (const [seat, name] of [[0, 'Ada'], [1, 'Bob'], [2, 'Cleo'], [3, 'computer, easy']]) {
    assert.match(await dan.textContent(`[data-testid="live-seat-${seat}"]`), new RegExp(name));
  }
  // Three rounds: every person's move and the computer's reach all four screens.
  const everyone = [...players, dan];
  while ((await movesOf(ada)) < 12) {
    const before = await movesOf(ada);
    const page = await mover(players);
    // Nobody's board is lit on the computer's turn: Ada's device plays it.
    if (page) await playFirst(page);
    await ada.waitForFunction(({ selector, n }) => Number(document.querySelector(selector)?.dataset.moves) > n, { selector: TABLE, n: before });
    const now = await movesOf(ada);
    for (const p of everyone) await moves(p, now);
  }
  assert.equal(await dan.$('[data-cell].legal-start'), null, 'a spectator never moves');
  // The same moves in the same order on every screen.
  const lists = await Promise.all(everyone.map((p) => p.textContent(`${TABLE} [data-testid="move-list"]`)));
  assert.equal(new Set(lists).size, 1, lists.join('\n'));
  for (const p of everyone) assert.deepEqual(p.errors, []);
});
