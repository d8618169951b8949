// The lobby from the page: players who press "Find an opponent" with the same game are
// seated at one table and play, with no link sent, while an attacker floods the lobby
// (garbage, oversized and tampered seeks, replays on other topics, real seeks cleared, and
// a crowd of validly signed seekers that never answer); a player who asks for another game
// is never paired with them, until they pick one of the games listed; a page and a
// command-line bot (`blockness table seek`) pair and finish a game. Every wait is on the
// page or on the bot's output.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { useSite, open } from '../helpers.mjs';
import { useBroker } from '../live-broker.mjs';
import { keyPair, publish, seekTopic, signedSeek } from '../live-wire.mjs';
import { TABLE, playOne, playMine } from '../live-table.mjs';

const site = useSite();
const broker = useBroker();
const MOSQUITTO_SUB = process.env.MOSQUITTO_SUB ?? '/usr/bin/mosquitto_sub';

/** An attacker who reads every seek and publishes hostile ones until `stop()`, round after
 * round, with a crowd of `crowd` signed seekers of the honest players' game that never
 * answer anybody. */
function flood({ crowd = 3 } = {}) {
  const watcher = spawn(MOSQUITTO_SUB, ['-h', '127.0.0.1', '-p', String(broker.companion), '-t', 'blockness/v1/lobby/+', '-v']);
  const real = new Map();
  let partial = '';
  watcher.stdout.setEncoding('utf8');
  watcher.stdout.on('data', (chunk) => {
    partial += chunk;
    let end;
    while ((end = partial.indexOf('\n')) >= 0) {
      const line = partial.slice(0, end);
      partial = partial.slice(end + 1);
      const space = line.indexOf(' ');
      try {
        const seek = JSON.parse(line.slice(space + 1));
        if (!seek.name.startsWith('Crowd')) real.set(line.slice(0, space), line.slice(space + 1));
      } catch { /* not a seek */ }
    }
  });
  const keys = Array.from({ length: crowd }, () => keyPair());
  let running = true;
  let rounds = 0;
  const done = (async () => {
    while (running) {
      rounds += 1;
      const hostile = [
        ['blockness/v1/lobby/deadbeef', 'not a seek at all'],
        ['blockness/v1/lobby/0000ffff', 'x'.repeat(3000)],
        ...keys.map((pair, i) => [seekTopic(pair.public), signedSeek(pair, { name: `Crowd ${i}` })]),
        [seekTopic(keys[0].public), signedSeek(keys[0], { name: 'Crowd stale', at: 1000 })],
      ];
      for (const [topic, seek] of real) {
        const tampered = JSON.stringify({ ...JSON.parse(seek), name: 'Mallory' });
        hostile.push([topic, tampered], [seekTopic(keys[1].public), seek], [topic, '']);
      }
      await Promise.all(hostile.map(([topic, payload]) => publish(broker, topic, payload, { background: true })));
      // A pace, not a wait: each round starts a dozen raw clients, and the browser pages
      // share the machine with them.
      await new Promise((next) => setTimeout(next, 300));
    }
  })();
  return {
    get rounds() { return rounds; },
    async stop() {
      running = false;
      await done;
      watcher.kill();
      // The crowd's retained seeks go, so that later tests start in an empty lobby.
      await Promise.all(keys.map((pair) => publish(broker, seekTopic(pair.public), '', { background: true })));
    },
  };
}

/** Opens the lobby form on a new page from the new-game dialog, after `choose(page)` sets
 * the dialog's choices, and starts looking as `name`. Returns once the page is looking, or
 * already seated: with an opponent waiting (the command-line bot answers at once), the seek
 * panel may be on screen for a few hundred milliseconds only, shorter than Playwright's
 * pauses between two looks (up to 500 ms), and the table that follows it stays. */
async function seek(name, choose = async () => {}) {
  const page = await site.newPage();
  // The dialog's choices are made once the page is live: made on the first screen's copy
  // before the welcome module takes over, a choice could be drawn over.
  await open(page, site.url);
  await page.waitForSelector('[data-testid="dialog-seek"]');
  await choose(page);
  await page.click('[data-testid="dialog-seek"]');
  await page.waitForSelector('[data-testid="live-create"][data-mode="seek"]');
  // The table's own choices are not asked: the lobby seats people only.
  assert.equal(await page.$('[data-testid="live-seat-kind-0"]'), null);
  await page.fill('[data-testid="live-name"]', name);
  await page.fill('[data-testid="live-broker"]', broker.url);
  await page.click('[data-testid="live-find"]');
  // The broker typed may need the page loaded again first, modules and all (no service
  // worker keeps them here): on a busy machine that takes longer than a click's usual wait.
  await page.waitForSelector(`[data-testid="live-seek"], ${TABLE}`, { timeout: 90000 }).catch(async (why) => {
    throw new Error(`${why.message}\n${await pageState(page)}`);
  });
  return page;
}

/** What a page shows, for a wait that ran out: its address, what is in its storage for
 * the reload, the test ids on screen and the notes. */
async function pageState(page) {
  return page.evaluate(() => JSON.stringify({
    address: location.href,
    session: { ...sessionStorage },
    local: Object.keys(localStorage),
    shown: [...document.querySelectorAll('[data-testid]')].map((e) => e.dataset.testid),
    notes: [...document.querySelectorAll('[role="alert"], [role="status"]')].map((e) => e.textContent),
  }, null, 1)).catch((why) => `the page could not be read: ${why.message}`);
}

/** Waits until `page` sits at a table that is playing, and returns the table's id. A seeker
 * proposed to a silent key of the attacker's crowd waits at most one member's wait (10 s)
 * for each before it is left out (docs/live.md, "The lobby"): the bound allows for the whole
 * crowd of three and a loaded machine, beyond the 30 s a page usually gets. */
async function seated(page) {
  await page.waitForFunction((selector) => {
    const table = document.querySelector(selector);
    return table?.dataset.state === 'online' && table.dataset.stage === 'playing';
  }, TABLE, { timeout: 90000 });
  return page.$eval(TABLE, (t) => t.dataset.table);
}

test('two pages that ask for the same game play each other through a flooded lobby; another game is never paired', async () => {
  const attacker = flood();
  try {
    const expert = async (page) => page.selectOption('[data-testid="variant"]', 'expert');
    const cleo = await seek('Cleo', expert);
    await cleo.waitForSelector('[data-testid="live-seek"][data-stage="waiting"]');
    assert.match(await cleo.textContent('[data-testid="live-seek-game"]'), /2 players · Expert variant/);
    const ada = await seek('Ada');
    // The attacker's signed crowd is listed: its seeks are valid ones, so the pairing below
    // happens in spite of seekers that never answer, not for want of them.
    await ada.waitForFunction(() => [...document.querySelectorAll('[data-testid="live-open-seek"]')].some((li) => li.textContent.startsWith('Crowd')));
    const bob = await seek('Bob');
    const [atAda, atBob] = [await seated(ada), await seated(bob)];
    assert.equal(atAda, atBob, 'one table for both');
    assert.ok(attacker.rounds > 1, 'the flood went on meanwhile');
    // Each sits in a seat of their own, named; nobody was sent a link.
    const names = async (page) => page.$$eval('[data-testid^="live-seat-"]', (seats) => seats.map((s) => s.textContent).join(' | '));
    assert.match(await names(ada), /Ada \(you\)/);
    assert.match(await names(ada), /Bob/);
    assert.match(await names(bob), /Bob \(you\)/);
    for (const page of [ada, bob]) {
      assert.equal(await page.$('[data-testid="live-invite"]'), null, 'no invite to send');
      assert.doesNotMatch(await page.textContent(TABLE), /Mallory|Crowd/);
    }
    await playOne([ada, bob]);
    // Cleo asked for another game: still looking, and Ada and Bob are gone from her list.
    assert.equal(await cleo.$(TABLE), null);
    await cleo.waitForFunction(() => ![...document.querySelectorAll('[data-testid="live-open-seek"]')].some((li) => /^(Ada|Bob)/.test(li.textContent)));
    await cleo.click('[data-testid="live-seek-stop"]');
    await cleo.waitForSelector('[data-testid="live-create"][data-mode="seek"]');
    assert.equal(await cleo.inputValue('[data-testid="live-name"]'), 'Cleo', 'the form keeps what was typed');
    for (const page of [ada, bob, cleo]) assert.deepEqual(page.errors, []);
  } finally {
    await attacker.stop();
  }
});

test('a player who picks a listed game is paired with its seeker', async () => {
  const three = async (page) => page.selectOption('[data-testid="player-count"]', '3');
  const dan = await seek('Dan', three);
  assert.match(await dan.textContent('[data-testid="live-seek-game"]'), /^3 players · Base game$/);
  const eve = await seek('Eve');
  const danListed = async () => {
    await eve.waitForFunction(() => [...document.querySelectorAll('[data-testid="live-open-seek"]')].some((li) => li.textContent.startsWith('Dan')));
    return eve.$('[data-testid="live-open-seek"]:has-text("Dan") [data-testid="live-pick-seek"]');
  };
  await (await danListed()).click();
  await eve.waitForFunction(() => /3 players/.test(document.querySelector('[data-testid="live-seek-game"]')?.textContent));
  // A third player for Dan's game, who asks for it from the dialog.
  const fay = await seek('Fay', three);
  const ids = [await seated(dan), await seated(eve), await seated(fay)];
  assert.equal(new Set(ids).size, 1, 'one table for the three');
  assert.match(await eve.textContent(TABLE), /Eve \(you\)/);
  for (const page of [dan, eve, fay]) assert.deepEqual(page.errors, []);
});

test('a page and a command-line bot waiting in the lobby pair and finish their game', async () => {
  const bot = spawn(process.env.BLOCKNESS_CLI, ['table', 'seek', '--broker', broker.url, '--players', '2', '--bot', 'easy', '--name', 'Robo', '--seed', '3', '--timeout', '120']);
  let out = '';
  let err = '';
  bot.stdout.on('data', (d) => { out += d; });
  bot.stderr.on('data', (d) => { err += d; });
  const exited = new Promise((done) => bot.on('exit', (code) => done(code)));
  try {
    await playTheLobbyBot(bot, exited, () => out, () => err);
  } finally {
    bot.kill();
  }
});

/** Ann looks for a game in the lobby, is seated with the command-line `bot` (Robo) and plays
 * her moves by clicks until the game ends; the bot exits cleanly (`exited`, its stderr
 * `err()`) and prints (`out()`) the game both played. */
async function playTheLobbyBot(bot, exited, out, err) {
  const ann = await seek('Ann');
  await seated(ann);
  assert.match(await ann.textContent(TABLE), /Robo/);
  // Ann plays her moves until the game ends; the bot plays its own.
  for (let played = 0; (await ann.$eval(TABLE, (t) => t.dataset.stage)) !== 'over'; played += 1) {
    assert.ok(played < 200, 'the game ends');
    await ann.waitForFunction((selector) => {
      const t = document.querySelector(selector);
      return t.dataset.stage === 'over' || document.querySelector('[data-cell].legal-start');
    }, TABLE);
    if ((await ann.$eval(TABLE, (t) => t.dataset.stage)) === 'over') break;
    const before = await ann.$eval(TABLE, (t) => t.dataset.moves);
    await playMine(ann);
    await ann.waitForFunction(({ selector, before }) => document.querySelector(selector).dataset.moves !== before, { selector: TABLE, before });
  }
  assert.equal(await exited, 0, err());
  const link = out().trim().split('\n').at(-1);
  await ann.waitForSelector('[data-testid="live-game-link"]');
  assert.equal(await ann.$eval('[data-testid="live-game-link"]', (input) => input.value.split('#')[1]), link, 'the bot prints the game both played');
  assert.deepEqual(ann.errors, []);
}
