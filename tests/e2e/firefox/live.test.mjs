// One live game between two browsers: Ada opens a table in Chromium, Bob takes the other
// seat in Firefox from her invite, and they play to the end through a Mosquitto broker of
// the test's own; both screens end on the same result and the same link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, playFirst as playFirstChromium } from '../helpers.mjs';
import { useBroker } from '../live-broker.mjs';
import { TABLE, online, moves, movesOf, openTable } from '../live-table.mjs';
import { useFirefox, until, cellsWith, exists, playFirst as playFirstFirefox } from './firefox.mjs';

const chromium = useSite();
const firefox = useFirefox();
const broker = useBroker();

/** Waits until the Firefox page's table is connected and at `stage`. */
async function onlineIn(page, stage) {
  await until(page, (selector, stage) => {
    const table = document.querySelector(selector);
    return table?.dataset.state === 'online' && table.dataset.stage === stage;
  }, TABLE, stage);
}

/** Waits until the Firefox page's table shows `n` moves. */
async function movesIn(page, n) {
  await until(page, (selector, n) => document.querySelector(selector)?.dataset.moves === String(n), TABLE, n);
}

test('Chromium and Firefox play a whole live game and end on the same result and link', async () => {
  const { ada, invite } = await openTable(chromium, broker);

  const bob = await firefox.newPage();
  await bob.goto(invite);
  await onlineIn(bob, 'seating');
  await bob.type('[data-testid="live-claim-name"]', 'Bob');
  await bob.click('[data-testid="live-take-seat-1"]');
  await onlineIn(bob, 'playing');
  await online(ada, 'playing');

  let played = 0;
  while ((await ada.$eval(TABLE, (t) => t.dataset.stage)) !== 'over') {
    assert.ok(played < 200, 'the game ends');
    const n = await movesOf(ada);
    await movesIn(bob, n);
    const adaMoves = (await ada.$$('[data-cell].legal-start')).length > 0;
    const bobMoves = (await cellsWith(bob, 'legal-start')).length > 0;
    assert.ok(adaMoves !== bobMoves, `exactly one browser may move at move ${n}`);
    if (adaMoves) await playFirstChromium(ada);
    else await playFirstFirefox(bob);
    await moves(ada, n + 1);
    await movesIn(bob, n + 1);
    played += 1;
  }
  assert.ok(played >= 10, `a whole game (${played} moves)`);
  await until(bob, (selector) => document.querySelector(selector)?.dataset.stage === 'over', TABLE);
  await until(bob, () => document.querySelector('[data-testid="live-game-link"]') !== null);
  const fromAda = await ada.$eval('[data-testid="live-game-link"]', (input) => input.value);
  const fromBob = await bob.$eval('[data-testid="live-game-link"]', (input) => input.value);
  assert.equal(fromBob.split('#')[1], fromAda.split('#')[1]);
  assert.ok(await exists(bob, '[data-testid="live-result"]'));
  assert.deepEqual(ada.errors, []);
  assert.deepEqual(bob.errors, []);
});
