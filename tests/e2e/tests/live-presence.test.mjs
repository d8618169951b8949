// Presence that nothing unsigned can move, in the browser. A person plays a whole game
// against a `blockness table join --bot` bot on a table of a two-second grace time, while a
// raw MQTT client keeps saying on the broker that the person's device left (every unsigned
// message that once made a bot take a seat): the bot never takes the person's seat, since
// only the person's own signed heartbeats count. And two tabs of one browser at one table
// share the seat's key: one signs, the other watches and says so, and takes over when the
// first closes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { useSite } from '../helpers.mjs';
import { useBroker } from '../live-broker.mjs';
import { topicWatcher, logTopic } from '../live-wire.mjs';
import { TABLE, online, moves, movesOf, mover, playOne, playMine, tableForTwo } from '../live-table.mjs';

const site = useSite();
const broker = useBroker({ awake: true });
const MOSQUITTO_PUB = process.env.MOSQUITTO_PUB ?? '/usr/bin/mosquitto_pub';

/** Runs the `blockness` tool with `args`; resolves to the process, its stdout lines as they
 * come, and its exit. */
function startCli(args) {
  const child = spawn(process.env.BLOCKNESS_CLI, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const lines = [];
  readline.createInterface({ input: child.stdout }).on('line', (line) => lines.push(line));
  let err = '';
  child.stderr.on('data', (d) => { err += d; });
  const exited = new Promise((done) => child.on('exit', (code) => done(code)));
  return { child, lines, exited, err: () => err };
}

/** Resolves once `lines` holds `n` lines. */
async function lineCount(lines, n) {
  while (lines.length < n) await new Promise((done) => setTimeout(done, 50));
}

/** A raw client that keeps publishing, retained, the lines it is given on `topic`. */
function flooder(topic) {
  const child = spawn(MOSQUITTO_PUB, ['-h', '127.0.0.1', '-p', String(broker.companion), '-t', topic, '-r', '-l']);
  return { say: (line) => child.stdin.write(`${line}\n`), stop: () => child.kill() };
}

test('a forged absence never lets a command-line bot take the seat of a person who is there', async () => {
  const host = startCli(['table', 'new', '--players', '2', '--grace', '2', '--broker', broker.url, '--timeout', '240']);
  await lineCount(host.lines, 2);
  const invite = host.lines[1].slice(host.lines[1].indexOf('#') + 1);
  const id = invite.match(/live=([0-9a-f]{32})/)[1];
  const ada = await site.newPage();
  await ada.goto(`${site.url}#${invite}&broker=${encodeURIComponent(broker.url)}`);
  await online(ada, 'seating');
  await ada.fill('[data-testid="live-claim-name"]', 'Ada');
  await ada.click('[data-testid="live-take-seat-0"]');
  const bot = startCli(['table', 'join', invite, '--broker', broker.url, '--bot', 'easy', '--seed', '5', '--timeout', '240']);
  await online(ada, 'playing');
  // Ada's key, from the log: the attacker reads it there too.
  const watcher = topicWatcher(broker, logTopic(id));
  const at = await watcher.find((line) => JSON.parse(line).entries.some((e) => e.claim?.name === 'Ada'), 'Ada seated');
  const key = JSON.parse(watcher.seen[at]).entries.find((e) => e.claim?.name === 'Ada').claim.key;
  const short = key.slice(0, 8);
  const presence = flooder(`blockness/v1/${id}/presence/${short}`);
  const gone = flooder(`blockness/v1/${id}/gone/${short}`);
  const flood = setInterval(() => {
    presence.say('{"v":1,"online":false}');
    presence.say(`{"v":3,"n":${Date.now() * 10},"sig":"AAAA"}`);
    gone.say('{"v":3,"gone":true}');
  }, 150);
  try {
    // Ada plays her moves until the end, taking her time: four seconds, twice the grace
    // time, before her second move.
    for (let played = 0; (await ada.$eval(TABLE, (t) => t.dataset.stage)) !== 'over'; played += 1) {
      assert.ok(played < 200, 'the game ends');
      await ada.waitForFunction((selector) => document.querySelector(selector).dataset.stage === 'over'
        || document.querySelector('[data-cell].legal-start'), TABLE);
      if ((await ada.$eval(TABLE, (t) => t.dataset.stage)) === 'over') break;
      if (played === 1) {
        const waited = Date.now();
        await ada.waitForFunction((since) => Date.now() - since > 4000, waited, { polling: 500 });
      }
      assert.equal(await ada.$('[data-testid="live-stood-in"]'), null, 'Ada keeps her seat');
      const before = await movesOf(ada);
      await playMine(ada);
      await ada.waitForFunction(({ selector, before }) => Number(document.querySelector(selector).dataset.moves) > before, { selector: TABLE, before });
    }
  } finally {
    clearInterval(flood);
    presence.stop();
    gone.stop();
  }
  assert.equal(await bot.exited, 0, bot.err());
  const link = bot.lines.at(-1);
  await ada.waitForSelector('[data-testid="live-game-link"]');
  assert.equal(await ada.$eval('[data-testid="live-game-link"]', (input) => input.value.split('#')[1]), link, 'the bot and Ada end on the same game');
  const last = JSON.parse(watcher.seen.at(-1));
  assert.equal(last.entries.filter((e) => e.handover).length, 0, 'nobody was handed over');
  watcher.close();
  host.child.kill();
  assert.deepEqual(ada.errors, []);
});

test('two tabs of one seat: one plays, the other watches and says so, and takes over when the first closes', async () => {
  const { ada, bob } = await tableForTwo(site, broker);
  // Ada opens her table in a second tab of the same browser: it finds her seat's key.
  const second = await site.newPage(ada.context());
  await second.goto(ada.url());
  await online(second, 'playing');
  await second.waitForSelector('[data-testid="live-note"]');
  assert.match(await second.textContent('[data-testid="live-note"]'), /played in another tab of this browser: this tab only watches/);
  // Ada's turn: the first tab may move, the second may not.
  assert.equal(await mover([ada, bob]), ada);
  assert.equal(await second.$('[data-cell].legal-start'), null, 'the watching tab offers no move');
  await playOne([ada, bob, second]);
  await playOne([ada, bob, second]);
  // The first tab closes: the second holds the seat now, and plays it.
  await ada.close();
  await second.waitForSelector('[data-testid="live-note"]', { state: 'detached' });
  await second.waitForSelector('[data-cell].legal-start');
  await playOne([second, bob]);
  await moves(bob, 3);
  assert.equal(await bob.$eval('[data-testid="live-seat-0"]', (seat) => seat.dataset.online), 'true');
  assert.deepEqual(second.errors, []);
  assert.deepEqual(bob.errors, []);
});
