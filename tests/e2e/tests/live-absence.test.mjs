// A player who leaves mid-game: the others see them gone and for how long, and once the
// table's grace time is over (chosen in the form; 30 s here, the shortest offered) one of
// them hands the seat to a computer that their own device runs. The player who comes back
// reads who played for them and takes the seat back; when they leave for good, the
// computer plays their seat to the end of the game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, playFirst } from '../helpers.mjs';
import { useBroker } from '../live-broker.mjs';
import { TABLE, online, moves, movesOf, tableForTwo, playOne } from '../live-table.mjs';

const site = useSite();
const broker = useBroker();

/** Waits until Ada may move, or the game is over; says which. */
async function adasTurnOrEnd(ada) {
  const handle = await ada.waitForFunction((selector) => {
    if (document.querySelector(selector)?.dataset.stage === 'over') return 'over';
    return document.querySelector('[data-cell].legal-start') ? 'turn' : null;
  }, TABLE);
  return handle.jsonValue();
}

/** Bob's device goes; Ada waits out the grace time and hands his seat to an easy computer. */
async function handOverBob(ada, bob) {
  await bob.close();
  await ada.waitForSelector('[data-testid="live-seat-1"][data-online="false"]');
  // Before the grace time is over, the wait is counted; nothing can be done yet.
  assert.match(await ada.textContent('[data-testid="live-hand-over-in-1"]'), /^you may let the computer play for them in \d+\u00a0s$/);
  assert.equal(await ada.$('[data-testid="live-hand-over-1"]'), null);
  await ada.waitForSelector('[data-testid="live-hand-over-1"]', { timeout: 60000 });
  await ada.selectOption('[data-testid="live-hand-over-level-1"]', 'easy');
  await ada.click('[data-testid="live-hand-over-1"]');
  await ada.waitForSelector('[data-testid="live-stand-in-1"]');
  assert.equal(await ada.textContent('[data-testid="live-stand-in-1"]'), "computer, easy, on Ada's device");
}

test('a seat left past the grace time is played by a computer, taken back, and played to the end', async () => {
  const grace = async (page) => page.selectOption('[data-testid="live-grace"]', '30');
  const { ada, bob, invite } = await tableForTwo(site, broker, { form: grace });
  await playOne([ada, bob]);
  await playOne([ada, bob]);
  const bobs = bob.context();
  await handOverBob(ada, bob);

  // Ada moves; the computer on her device answers for Bob.
  await playFirst(ada);
  await moves(ada, 4);
  assert.equal(await adasTurnOrEnd(ada), 'turn');

  // Bob comes back: he reads who played for him, and takes his seat back.
  const back = await site.newPage(bobs);
  await back.goto(invite);
  await online(back, 'playing');
  await moves(back, 4);
  assert.match(await back.textContent('[data-testid="live-stood-in"]'), /While you were away, Ada let the computer \(easy\) play your seat on their device/);
  await back.click('[data-testid="live-take-back"]');
  await ada.waitForSelector('[data-testid="live-stand-in-1"]', { state: 'detached' });
  await back.waitForSelector('[data-testid="live-stood-in"]', { state: 'detached' });
  await ada.waitForSelector('[data-testid="live-seat-1"][data-online="true"]');
  // His own turn comes back to him, not to Ada's computer.
  await playOne([ada, back]);
  await playOne([ada, back]);
  assert.equal(await movesOf(ada), 6);

  // He leaves for good: the computer plays his seat to the end.
  await handOverBob(ada, back);
  while ((await adasTurnOrEnd(ada)) === 'turn') await playFirst(ada);
  await ada.waitForSelector('[data-testid="live-result"]');
  assert.ok((await movesOf(ada)) > 6);
  assert.deepEqual(ada.errors, []);
  assert.deepEqual(back.errors, []);
});
