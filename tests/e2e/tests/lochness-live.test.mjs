// Live Loch Ness tables in the browser: a table opened from Loch Ness's setup screen (or made
// by `blockness table new --game lochness`), two pages that take its seats from the invite
// and play by clicks, every roll and draw dealt from both seats' parts. A whole game ends on
// both pages with the same ordinary link, and its rematch seats both at a new table (a
// spectator of the first watches it); a forged draw on the broker is refused; a seat whose
// device goes silent is handed to a computer on the other device once the grace time is
// over, and the game goes on; a tab out of sight is told when its person is to act.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { useSite } from '../helpers.mjs';
import { useBroker } from '../live-broker.mjs';
import { topicWatcher, logTopic, publish } from '../live-wire.mjs';
import { VIEW, clickOnce, lochnessCli } from '../lochness-page.mjs';
import { nextTurn, openLochnessTable, playUntil, tableState } from '../lochness-live-table.mjs';
import { askForNotices, standIns, seen } from '../turn-notices.mjs';

const site = useSite();
const broker = useBroker({ awake: true });

/** Runs `blockness table new --game lochness` for two seats with `grace` seconds; resolves
 * to the host process and the table's live address (`live=<id>&invite=<secret>`). */
async function newTable(grace) {
  const host = spawn(process.env.BLOCKNESS_CLI, ['table', 'new', '--game', 'lochness', '--players', '2', '--broker', broker.url, '--grace', String(grace), '--timeout', '280'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = readline.createInterface({ input: host.stdout });
  const printed = [];
  for await (const line of lines) {
    printed.push(line);
    if (printed.length === 2) break;
  }
  const text = printed[1].slice(printed[1].indexOf('#') + 1);
  const kept = text.split('&').filter((part) => part.startsWith('live=') || part.startsWith('invite='));
  assert.equal(kept.length, 2, `an invite: ${printed[1]}`);
  return { host, invite: kept.join('&'), id: kept[0].slice('live='.length) };
}

/** The page address of the table's invite on this site, naming the test's broker. */
function inviteUrl(invite) {
  return `${site.url}#l/${invite}&broker=${encodeURIComponent(broker.url)}`;
}

/** A new page opens the invite and takes `seat` as `name`; returns it once the seat is its own. */
async function takeLochnessSeat(invite, seat, name) {
  const page = await site.newPage();
  await page.goto(inviteUrl(invite));
  await page.waitForSelector(`${VIEW}[data-state="online"][data-stage="seating"]`);
  await page.fill('[data-testid="ln-live-claim-name"]', name);
  await page.click(`[data-testid="ln-live-take-seat-${seat}"]`);
  await page.waitForSelector(`[data-testid="ln-live-seat-${seat}"][data-mine="true"]`);
  return page;
}

/** A table for two: Ada in seat 1, Bob in seat 2, both pages playing. */
async function lochnessTableForTwo(grace = 120) {
  const { host, invite, id } = await newTable(grace);
  const ada = await takeLochnessSeat(invite, 0, 'Ada');
  const bob = await takeLochnessSeat(invite, 1, 'Bob');
  for (const page of [ada, bob]) await page.waitForSelector(`${VIEW}[data-stage="playing"]`);
  return { host, ada, bob, id };
}

/** The finished game's link as `page` offers it (the text after `#l/`). */
async function offeredGameLink(page) {
  const address = await page.$eval('[data-testid="ln-live-game-link"]', (input) => input.value);
  return address.slice(address.indexOf('#l/') + 3);
}

test('a table opened from the setup screen: two pages play a whole live game to the same ordinary link, then its rematch', async () => {
  const { ada, invite } = await openLochnessTable(site, broker);
  const bob = await site.newPage();
  await bob.goto(invite);
  await bob.waitForSelector(`${VIEW}[data-state="online"][data-stage="seating"]`);
  await bob.fill('[data-testid="ln-live-claim-name"]', 'Bob');
  await bob.click('[data-testid="ln-live-take-seat-1"]');
  for (const page of [ada, bob]) await page.waitForSelector(`${VIEW}[data-stage="playing"]`);
  assert.match(await ada.textContent('[data-testid="ln-live-seat-1"]'), /Bob/);
  // The status speaks to the person to act, and names them to the other.
  // (The table may deal luck first: whoever acts first is known once a page may act.)
  const acts = (page) => page.waitForSelector(`${VIEW}[data-person-to-act="true"]`).then(() => page);
  const acting = await Promise.any([acts(ada), acts(bob)]);
  const [waiting, name] = acting === ada ? [bob, 'Ada'] : [ada, 'Bob'];
  const status = '[data-testid="ln-status"]';
  await acting.waitForFunction((sel) => document.querySelector(sel)?.textContent.startsWith('Your turn: '), status);
  await waiting.waitForFunction(({ sel, who }) => document.querySelector(sel)?.textContent === `Waiting for ${who}.`, { sel: status, who: name });
  // A reload mid-game finds the seat again: its key is kept on the device.
  await playUntil([ada, bob], (s) => Number(s[0].actions) >= 10);
  const actions = (await tableState(ada)).actions;
  await ada.reload();
  await ada.waitForSelector(`${VIEW}[data-state="online"][data-stage="playing"][data-seat="0"]`);
  assert.ok(Number((await tableState(ada)).actions) >= Number(actions), 'nothing played is lost');
  const states = await playUntil([ada, bob]);
  assert.ok(states.every((s) => s.stage === 'over'));
  const [adas, bobs] = [await offeredGameLink(ada), await offeredGameLink(bob)];
  assert.equal(adas, bobs);
  // The record is an ordinary link, which the command line reads and referees, with every
  // draw of the table in it.
  const record = lochnessCli(['link', 'decode'], adas);
  assert.ok(JSON.parse(record).actions.length > 20, 'a whole game');
  const refereed = JSON.parse(lochnessCli(['referee'], record));
  assert.equal(refereed.step, 'over');
  assert.deepEqual(refereed.winners.map(String).join(','), await ada.$eval('[data-testid="ln-final"]', (f) => f.dataset.winners));
  // The rematch: Bob calls it and Ada joins it; both land at the same new table, everyone
  // seated and the seats turned by one, and play it.
  const first = (await tableState(bob)).table;
  const watchLink = await ada.$eval('[data-testid="ln-live-watch-link"]', (input) => input.value);
  await bob.click('[data-testid="ln-live-rematch"]');
  await bob.waitForSelector(`${VIEW}[data-stage="playing"][data-seat="0"]:not([data-table="${first}"])`);
  await ada.click('[data-testid="ln-live-join-rematch"]');
  await ada.waitForSelector(`${VIEW}[data-stage="playing"][data-seat="1"]:not([data-table="${first}"])`);
  const next = (await tableState(bob)).table;
  assert.equal((await tableState(ada)).table, next);
  // A spectator of the finished table is offered to watch the rematch, and watches it.
  const carl = await site.newPage();
  await carl.goto(watchLink);
  await carl.click('[data-testid="ln-live-join-rematch"]');
  await carl.waitForSelector(`${VIEW}[data-table="${next}"][data-stage="playing"][data-seat=""]`);
  await playUntil([ada, bob], (s) => Number(s[0].actions) >= 6 && Number(s[1].actions) >= 6);
  await carl.waitForFunction((sel) => Number(document.querySelector(sel).dataset.actions) >= 6, VIEW);
  assert.deepEqual(carl.errors, []);
  // The finished game's link opens on this screen as an ordinary Loch Ness game.
  await bob.evaluate((link) => { location.hash = `#l/${link}`; }, bobs);
  await bob.waitForSelector('main[data-testid="lochness-view"] [data-testid="ln-final"]');
  assert.equal(await bob.$('[data-testid="ln-live-seats"]'), null, 'the table is left');
});

test('a forged draw for a roll whose parts are awaited is refused, and the game goes on', async () => {
  const { host, ada, bob, id } = await lochnessTableForTwo(3);
  const watcher = topicWatcher(broker, logTopic(id));
  try {
    // Play into the game until Ada is to roll; then Bob's device goes, and Ada rolls: the roll
    // waits for Bob's part, which never comes.
    await playUntil([ada, bob], (states) => Number(states[0].actions) >= 8 && states[0].personToAct === 'true' && states[0].step === 'roll');
    await bob.close();
    const before = await tableState(ada);
    await clickOnce(ada);
    await ada.waitForSelector(`${VIEW}[data-step="chance"]`);
    const rolledAt = await watcher.find((line) => JSON.parse(line).entries.at(-1).move?.mv.includes('roll') && JSON.parse(line).entries.length > 12, 'the log with the roll');
    const honest = JSON.parse(watcher.seen[rolledAt]);
    // An outsider deals the roll: the log as it is, and a draw with made-up parts for both
    // seats. Draws carry no signature; only the seats' committed chains can vouch for them.
    const number = honest.entries.filter((entry) => entry.draw).length;
    const madeUp = (c) => c.repeat(43);
    honest.entries.push({ draw: { number, parts: [madeUp('A'), madeUp('B')] } });
    const forged = JSON.stringify(honest);
    publish(broker, logTopic(id), forged);
    // Ada's device takes the forgery in, refuses it and puts the broker's copy right.
    const forgedAt = await watcher.find((line) => line === forged, 'the forged log on the broker', rolledAt);
    await watcher.find((line) => line === watcher.seen[rolledAt], 'the honest log again', forgedAt + 1);
    const after = await tableState(ada);
    assert.equal(after.step, 'chance', 'the roll still waits for its parts');
    assert.equal(Number(after.actions), Number(before.actions) + 1, 'only the roll was taken');
    // Once the grace time is over, Bob's seat goes to a computer on Ada's device, whose new
    // chain deals his part: the roll is drawn, and the game goes on.
    await ada.click('[data-testid="ln-live-hand-over-1"]', { timeout: 30000 });
    await ada.waitForSelector(`${VIEW}:not([data-step="chance"])`);
    const drawn = JSON.parse(watcher.seen.at(-1));
    assert.notDeepEqual(drawn.entries.filter((e) => e.draw).at(-1)?.draw.parts, [madeUp('A'), madeUp('B')]);
  } finally {
    watcher.close();
    host.kill();
  }
});

test('a seat whose device goes silent is handed to a computer after the grace time, and the game goes on', async () => {
  const grace = 3;
  const { host, ada, bob } = await lochnessTableForTwo(grace);
  try {
    await playUntil([ada, bob], (states) => Number(states[0].actions) >= 8);
    // Bob leaves the table mid-game: asked first, he confirms, and his page is the game's
    // page again; then he goes back to the table, and his page closes for good.
    await bob.click('[data-testid="ln-live-leave"]');
    await bob.click('[data-testid="ln-live-leave-yes"]');
    await bob.waitForSelector(VIEW, { state: 'detached' });
    assert.ok(!(await bob.evaluate(() => location.hash)).startsWith('#l/live='), 'the address no longer names the table');
    // Loch Ness's setup screen leads him back to the table, in his seat.
    await bob.evaluate(() => { location.hash = '#l/'; });
    await bob.click('[data-testid="ln-live-tables"] [data-testid="ln-live-table-link"]');
    await bob.waitForSelector(`${VIEW}[data-state="online"][data-stage="playing"][data-seat="1"]`);
    await bob.close();
    // Bob's parts of the next draws never come: once the grace time is over, Ada may hand
    // his seat to a computer that her device runs, which reveals for it from a chain of its
    // own.
    await ada.waitForSelector('[data-testid="ln-live-seat-1"][data-online="false"]');
    await ada.click('[data-testid="ln-live-hand-over-1"]', { timeout: 30000 });
    await ada.waitForSelector('[data-testid="ln-live-seat-1"][data-stand-in="medium"]');
    // The game goes on: Ada plays her turns, the computer on her device Bob's, each roll and
    // draw dealt from Ada's chain and the computer's new one. Thirty actions span turns of
    // both seats, and Ada's page clicks for her seat alone. (The whole game's end is the
    // first test's.)
    const handedAt = Number((await tableState(ada)).actions);
    const states = await playUntil([ada], (s) => Number(s[0].actions) >= handedAt + 30);
    assert.ok(Number(states[0].actions) >= handedAt + 30);
    assert.equal(await ada.getAttribute('[data-testid="ln-live-seat-1"]', 'data-stand-in'), 'medium');
  } finally {
    host.kill();
  }
});

test('a hidden tab is told when its person is to act, by its title, a notification and a tone, and only then', async () => {
  const { host, ada, bob } = await lochnessTableForTwo();
  try {
    await standIns(ada, 'granted');
    const usualTitle = await ada.title();
    await askForNotices(ada);

    // Ada plays in view until Bob is to act, then looks away while he plays.
    await playUntil([ada, bob], ([, b]) => b.personToAct === 'true');
    await ada.evaluate(() => window.__setHidden(true));
    assert.deepEqual((await seen(ada)).notifications, [], 'nothing while Ada looked, nor on Bob\'s turn');
    for (;;) {
      const { page } = await nextTurn([ada, bob]);
      if (page === ada) break;
      await clickOnce(bob);
    }
    await ada.waitForFunction(() => window.__seen.notifications.length > 0);
    const told = await seen(ada);
    assert.deepEqual(told.notifications, [{ title: 'Your turn at Loch Ness', tag: 'blockness-turn' }]);
    assert.equal(told.tones, 1);
    assert.equal(await ada.title(), 'Your turn at Loch Ness', 'the tab\'s title says so');

    // Back in view: the usual title, and a turn seen in view tells nobody.
    await ada.evaluate(() => window.__setHidden(false));
    await ada.waitForFunction((title) => document.title === title, usualTitle);
    const actions = Number((await tableState(ada)).actions);
    await playUntil([ada, bob], ([a]) => Number(a.actions) >= actions + 6 && a.personToAct === 'true');
    assert.equal((await seen(ada)).notifications.length, 1, 'no notice for a turn seen in view');
    assert.deepEqual(ada.errors, []);
    assert.deepEqual(bob.errors, []);
  } finally {
    host.kill();
  }
});
