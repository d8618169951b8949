// Live tables: two devices (two browser contexts) at one table through a Mosquitto broker of
// the test's own (live-broker.mjs), passed to the page in the form's broker field and in the
// invite's `broker=`, so the built site works with any port. A whole game to the end on both
// screens; a reload that sits down again in the same seat; a broker that goes away and comes
// back, with a move made meanwhile; a resignation and a rematch; a computer seat and a spectator;
// a broker out of reach. Every wait is on the page (its state, its move count).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, playFirst } from '../helpers.mjs';
import { useBroker, freePort } from '../live-broker.mjs';
import { TABLE, online, moves, movesOf, mover, playOne, tableForTwo } from '../live-table.mjs';

const site = useSite();
const broker = useBroker();

test('two devices play a whole game live and end on the same result and link', async () => {
  const { ada, bob } = await tableForTwo(site, broker);
  // Whose turn it is, said on the device that waits.
  const waiting = (await mover([ada, bob])) === ada ? bob : ada;
  assert.match(await waiting.textContent('[data-testid="live-table"] .status'), /Waiting for (Ada|Bob), who plays/);
  let played = 0;
  while ((await ada.$eval(TABLE, (t) => t.dataset.stage)) !== 'over') {
    await playOne([ada, bob]);
    played += 1;
    assert.ok(played < 200, 'the game ends');
  }
  await bob.waitForSelector(`${TABLE}[data-stage="over"]`);
  for (const page of [ada, bob]) await page.waitForSelector('[data-testid="live-result"]');
  const result = async (page) => ({
    headline: await page.textContent('[data-testid="live-headline"]'),
    rows: await page.$$eval('[data-testid="live-ranking"] tbody tr', (rows) => rows.map((r) => r.textContent)),
    link: await page.$eval('[data-testid="live-game-link"]', (input) => input.value),
  });
  const [fromAda, fromBob] = [await result(ada), await result(bob)];
  // Both see the same ranking and link; each marks its own player, and names people.
  const plain = (rows) => rows.map((row) => row.replace(' (you)', ''));
  assert.deepEqual(plain(fromAda.rows), plain(fromBob.rows));
  assert.equal(fromAda.link, fromBob.link);
  assert.equal(fromAda.rows.length, 2);
  assert.equal(fromAda.rows.filter((row) => row.includes('Ada (you), ')).length, 1);
  assert.equal(fromBob.rows.filter((row) => row.includes('Bob (you), ')).length, 1);
  // Each device words the result for its own player: "you" on the winner's, the winner's
  // name on the other's; a shared win is "you and …" on both.
  const winners = plain(fromAda.rows).filter((row) => row.startsWith('1')).map((row) => row.match(/^1(Ada|Bob), /)[1]);
  if (winners.length === 2) {
    assert.equal(fromAda.headline, 'Game over: you and Bob share the win');
    assert.equal(fromBob.headline, 'Game over: you and Ada share the win');
  } else {
    const [winner] = winners;
    const loser = winner === 'Ada' ? 'Bob' : 'Ada';
    const says = { Ada: fromAda.headline, Bob: fromBob.headline };
    assert.equal(says[winner], 'Game over: you win');
    assert.equal(says[loser], `Game over: ${winner} wins`);
  }
  // The game is kept in My games as an ordinary link.
  const link = fromAda.link.split('#')[1];
  for (const page of [ada, bob]) {
    await page.waitForFunction((l) => (localStorage.getItem('blockness.games') ?? '').includes(l), link);
  }
  assert.deepEqual(ada.errors, []);
  assert.deepEqual(bob.errors, []);
});

test('a reload sits down again in the same seat and the game goes on', async () => {
  const { ada, bob } = await tableForTwo(site, broker);
  for (let i = 0; i < 3; i++) await playOne([ada, bob]);
  await bob.reload();
  await online(bob, 'playing');
  await moves(bob, 3);
  assert.match(await bob.textContent('[data-testid="live-seat-1"]'), /Bob \(you\)/);
  await ada.waitForSelector('[data-testid="live-seat-1"][data-online="true"]');
  for (let i = 0; i < 4; i++) await playOne([ada, bob]);
  // The creator reloads too, and still plays the first seat.
  await ada.reload();
  await online(ada, 'playing');
  await moves(ada, 7);
  assert.match(await ada.textContent('[data-testid="live-seat-0"]'), /Ada \(you\)/);
  for (let i = 0; i < 2; i++) await playOne([ada, bob]);
  assert.deepEqual(ada.errors, []);
  assert.deepEqual(bob.errors, []);
});

test('a move made while the broker is away is kept and sent when it is back', async () => {
  const { ada, bob } = await tableForTwo(site, broker);
  for (let i = 0; i < 2; i++) await playOne([ada, bob]);
  await broker.stop();
  for (const page of [ada, bob]) await page.waitForSelector(`${TABLE}[data-state="reconnecting"]`);
  const page = await mover([ada, bob]);
  const other = page === ada ? bob : ada;
  await playFirst(page);
  await moves(page, 3);
  await page.waitForSelector('[data-testid="live-unsent"]');
  assert.equal(await movesOf(other), 2);
  // The broker comes back empty (nothing persisted): the tables fill it again.
  await broker.start();
  await online(page, 'playing');
  await online(other, 'playing');
  await moves(other, 3);
  await page.waitForSelector('[data-testid="live-unsent"]', { state: 'detached' });
  await playOne([ada, bob]);
  // Lost connections are no page errors; anything else is.
  const unexpected = (errors) => errors.filter((e) => !/WebSocket|ERR_CONNECTION_REFUSED|websocket/i.test(e));
  assert.deepEqual(unexpected(ada.errors), []);
  assert.deepEqual(unexpected(bob.errors), []);
});

test('a resignation ends the game on both devices, and a rematch puts both players at one table', async () => {
  const { ada, bob } = await tableForTwo(site, broker);
  await playOne([ada, bob]);
  await bob.click('[data-testid="live-resign"]');
  await bob.click('[data-testid="live-resign-yes"]');
  for (const page of [ada, bob]) {
    await page.waitForSelector(`${TABLE}[data-stage="over"]`);
    assert.match(await page.textContent('[data-testid="live-headline"]'), /Bob, playing Green \(G\), resigned/);
    // The winner is named too, as a person.
    assert.equal(await page.textContent('[data-testid="live-finale"]'), page === ada ? 'Game over: you win' : 'Game over: Ada wins');
    assert.equal(await page.$('[data-cell].legal-start'), null, 'nobody plays on');
  }
  const first = await ada.$eval(TABLE, (t) => t.dataset.table);
  // Both call the rematch at the same moment, each on their own screen (whoever's call
  // arrives first, the other's screen may already offer to join it): one table for both.
  for (const page of [ada, bob]) await page.waitForSelector('[data-testid="live-rematch"], [data-testid="live-join-rematch"]');
  const call = () => {
    const button = document.querySelector('[data-testid="live-rematch"]') ?? document.querySelector('[data-testid="live-join-rematch"]');
    button.click();
  };
  await Promise.all([ada.evaluate(call), bob.evaluate(call)]);
  for (const page of [ada, bob]) {
    await page.waitForFunction(({ selector, first }) => {
      const t = document.querySelector(selector);
      return t && t.dataset.table !== first && t.dataset.state === 'online' && t.dataset.stage === 'playing';
    }, { selector: TABLE, first });
  }
  const second = await ada.$eval(TABLE, (t) => t.dataset.table);
  assert.notEqual(second, first, 'a new table');
  assert.equal(await bob.$eval(TABLE, (t) => t.dataset.table), second, 'the same table for both');
  // Seats turned: Bob starts the rematch.
  assert.match(await bob.textContent('[data-testid="live-seat-0"]'), /Bob \(you\)/);
  assert.match(await ada.textContent('[data-testid="live-seat-1"]'), /Ada \(you\)/);
  assert.equal(await mover([ada, bob]), bob);
  // Everyone is seated at the rematch already: nobody is asked to send an invite.
  for (const page of [ada, bob]) {
    assert.equal(await page.$('[data-testid="live-invite"]'), null);
    assert.equal(await page.$('[data-testid="live-hosting"]'), null);
    assert.doesNotMatch(await page.textContent(TABLE), /Send it to the other players|Invite link/);
  }
  await playOne([ada, bob]);
  assert.deepEqual(ada.errors, []);
  assert.deepEqual(bob.errors, []);
});

test("the creator's device plays the computer seat, and a spectator's link only watches", async () => {
  const ada = await site.newPage();
  await ada.goto(site.url);
  // The dialog's choices come along: a computer player in the second seat.
  await ada.selectOption('[data-testid="seat-kind-1"]', 'easy');
  await ada.click('[data-testid="dialog-online"]');
  await ada.waitForSelector('[data-testid="live-create"]');
  assert.equal(await ada.$eval('[data-testid="live-seat-kind-1"]', (s) => s.value), 'easy');
  await ada.fill('[data-testid="live-name"]', 'Ada');
  await ada.fill('[data-testid="live-broker"]', broker.url);
  await ada.click('[data-testid="live-open-table"]');
  // Every seat is taken at once: the game is on.
  await online(ada, 'playing');
  const watch = await ada.$eval('[data-testid="live-watch-link"]', (input) => input.value);
  assert.match(watch, /#live=[0-9a-f]{32}&broker=/);
  assert.doesNotMatch(watch, /invite=/);
  const carl = await site.newPage();
  await carl.goto(watch);
  await online(carl, 'playing');
  await carl.waitForSelector('[data-testid="live-watching"]');
  // Everyone is told whose device plays the computer.
  assert.match(await carl.textContent('[data-testid="live-seat-1"]'), /computer, easy, on Ada's device/);
  await playFirst(ada);
  // The computer answers from Ada's device; both screens show its move, marked as its own.
  for (const page of [ada, carl]) await moves(page, 2);
  await carl.waitForSelector('.arch.bot-move');
  assert.equal(await carl.$('[data-cell].legal-start'), null, 'a spectator never moves');
  assert.deepEqual(ada.errors, []);
  assert.deepEqual(carl.errors, []);
});

test('a broker out of reach is said plainly, and the game goes on by link, losing nothing', async () => {
  const nobody = await freePort();
  const page = await site.newPage();
  await page.goto(site.url);
  await page.click('[data-testid="dialog-online"]');
  await page.waitForSelector('[data-testid="live-create"]');
  await page.fill('[data-testid="live-name"]', 'Ada');
  await page.fill('[data-testid="live-broker"]', `ws://127.0.0.1:${nobody}`);
  await page.click('[data-testid="live-open-table"]');
  await page.waitForSelector(`${TABLE}[data-state="unreachable"]`);
  assert.match(await page.textContent('[data-testid="live-connection"]'), /cannot be reached.*Nothing is lost/s);
  await page.click('[data-testid="live-by-link"]');
  // The page shows the table's game, played by link: this device plays the first seat.
  await page.waitForFunction(() => /~hl$/.test(location.hash));
  await page.waitForSelector('[data-cell].legal-start');
  assert.equal(await page.$('[data-testid="live-table"]'), null);
  const refused = (e) => /WebSocket|ERR_CONNECTION_REFUSED/i.test(e);
  assert.deepEqual(page.errors.filter((e) => !refused(e)), []);
});

test('a French browser gets the form and the table in French', async () => {
  const page = await site.newPage(await site.newContext({ locale: 'fr-FR' }));
  await page.goto(site.url);
  await page.click('[data-testid="dialog-online"]');
  await page.waitForSelector('[data-testid="live-create"]');
  assert.match(await page.textContent('[data-testid="live-create"]'), /Votre nom.*Adresse du broker.*Ouvrir la table/s);
  await page.fill('[data-testid="live-name"]', 'Aude');
  await page.fill('[data-testid="live-broker"]', broker.url);
  await page.click('[data-testid="live-open-table"]');
  await online(page, 'seating');
  assert.match(await page.textContent('[data-testid="live-connection"]'), /Connecté/);
  assert.match(await page.textContent(`${TABLE} .status`), /On attend des joueurs\u202f: une place est encore libre/);
  assert.match(await page.textContent('[data-testid="live-seat-0"]'), /Place 1 · Aude \(vous\), Orange \(O\)/);
  assert.doesNotMatch(await page.textContent(TABLE), /\b(Waiting|Connected|Invite link|Take this seat)\b/);
  assert.deepEqual(page.errors, []);
});
