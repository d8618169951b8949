// The site's brokers: a copy of the built site whose list (the `<meta name="blockness-broker">`
// the build writes from BLOCKNESS_BROKER, comma-separated) names first a broker that takes
// the connection and never answers, then one that refuses it, then the test's Mosquitto. A
// table opened without naming a broker lands on the one that answers; its address, its
// invite and its spectator's link name that broker, so a friend and a reload go straight
// there.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { useSite, dist } from '../helpers.mjs';
import { serve } from '../server.mjs';
import { useBroker, freePort } from '../live-broker.mjs';
import { online } from '../live-table.mjs';

const site = useSite();
const broker = useBroker();
const cleanups = [];
after(async () => { for (const cleanup of cleanups.reverse()) await cleanup(); });

/** A TCP server on a loopback port that accepts connections and never says a word. */
async function silentServer() {
  const sockets = new Set();
  const server = net.createServer((socket) => { sockets.add(socket); socket.on('error', () => {}); });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  cleanups.push(() => new Promise((done) => { for (const s of sockets) s.destroy(); server.close(done); }));
  return `ws://127.0.0.1:${server.address().port}`;
}

/** A copy of the built site that ships `brokers`, served on its own port. */
async function siteWithBrokers(brokers) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'blockness-brokers-'));
  await fs.cp(dist, dir, { recursive: true });
  const index = path.join(dir, 'index.html');
  const html = await fs.readFile(index, 'utf8');
  assert.ok(!html.includes('name="blockness-broker"'), 'the tests\' build ships no broker');
  // Beside the other metas the build writes, in the same form.
  const meta = `<meta name="blockness-broker" content="${brokers.join(',')}" />\n`;
  const at = html.indexOf('<meta name="blockness-modules"');
  assert.ok(at > 0, 'the build\'s metas are there');
  await fs.writeFile(index, html.slice(0, at) + meta + html.slice(at));
  const server = await serve(dir, '/');
  cleanups.push(async () => { await server.close(); await fs.rm(dir, { recursive: true, force: true }); });
  return server.url;
}

test('a table opened on the site\'s brokers passes over dead ones and names the one that answered', async () => {
  const silent = await silentServer();
  const refused = `ws://127.0.0.1:${await freePort()}`;
  const url = await siteWithBrokers([silent, refused, broker.url]);
  const encoded = encodeURIComponent(broker.url);

  const ada = await site.newPage();
  await ada.goto(url);
  await ada.click('[data-testid="dialog-online"]');
  await ada.waitForSelector('[data-testid="live-create"]');
  // The site has brokers: the field is for another one, and may stay empty.
  await ada.waitForSelector('[data-testid="live-site-brokers"]');
  assert.equal(await ada.$('[data-testid="live-no-broker"]'), null);
  assert.equal(await ada.inputValue('[data-testid="live-broker"]'), '');
  await ada.fill('[data-testid="live-name"]', 'Ada');
  await ada.click('[data-testid="live-open-table"]');
  await online(ada, 'seating');
  // The page says which broker carries the table, and what a public one promises.
  assert.match(await ada.textContent('[data-testid="live-broker-line"]'), new RegExp(`Broker: ${broker.url}.*promises nothing`));
  const invite = await ada.$eval('[data-testid="live-invite"]', (input) => input.value);
  const watch = await ada.$eval('[data-testid="live-watch-link"]', (input) => input.value);
  for (const link of [invite, watch, ada.url()]) assert.ok(link.endsWith(`&broker=${encoded}`), link);

  // The friend goes straight to that broker and sits down.
  const bob = await site.newPage();
  await bob.goto(invite);
  await online(bob, 'seating');
  await bob.fill('[data-testid="live-claim-name"]', 'Bob');
  await bob.click('[data-testid="live-take-seat-1"]');
  await online(bob, 'playing');
  await online(ada, 'playing');
  // A reload comes back to the same broker, not to the first of the list.
  await ada.reload();
  await online(ada, 'playing');
  assert.match(await ada.textContent('[data-testid="live-broker-line"]'), new RegExp(`Broker: ${broker.url}`));
  // The dead brokers' failed sockets are the only errors: the browser reports each one.
  const unexpected = (errors) => errors.filter((e) => !/WebSocket|ERR_CONNECTION_REFUSED/i.test(e));
  assert.deepEqual(unexpected(ada.errors), []);
  assert.deepEqual(bob.errors, []);
});

test('the page connects only to the brokers it has reason to use, and a broker typed in loads it again', async () => {
  const silent = await silentServer();
  const url = await siteWithBrokers([silent]);
  const source = (address) => `${address}/`;
  const connectPolicy = (page) => page.$eval('meta#blockness-connect', (meta) => meta.content);

  const ada = await site.newPage();
  await ada.goto(url);
  await ada.waitForSelector('[data-testid="dialog-online"]');
  // The site's one broker, and nothing else: no address names one and none was entered yet.
  assert.equal(await connectPolicy(ada), `connect-src 'self' ${source(silent)}`);
  const other = `ws://127.0.0.1:${await freePort()}`;
  assert.deepEqual(await ada.evaluate(([a, b]) => [a, b, 'ws://under_score', 'http://127.0.0.1:1'].map((u) => window.blocknessBrokerAllowed(u)), [silent, other]),
    ['now', 'reload', 'never', 'never']);
  // Script run in the page cannot reach another server: the browser refuses the socket.
  await ada.evaluate((address) => { new WebSocket(address); }, broker.url);
  await ada.waitForFunction(() => window.__policyViolations.length > 0);
  assert.deepEqual(await ada.evaluate(() => window.__policyViolations.map((v) => v.split(' ').slice(0, 3).join(' '))),
    [`connect-src blocked ${broker.url}/`]);
  ada.errors.length = 0;

  // Ada types the test's broker: the page is loaded again, allowed to reach it, and opens
  // the table there.
  await ada.evaluate(() => { window.beforeTheReload = true; });
  await ada.click('[data-testid="dialog-online"]');
  await ada.fill('[data-testid="live-name"]', 'Ada');
  await ada.fill('[data-testid="live-broker"]', broker.url);
  await ada.click('[data-testid="live-open-table"]');
  await online(ada, 'seating');
  assert.equal(await ada.evaluate(() => window.beforeTheReload), undefined, 'the page was loaded again');
  assert.equal(await connectPolicy(ada), `connect-src 'self' ${source(silent)} ${source(broker.url)}`);
  assert.ok(ada.url().endsWith(`&broker=${encodeURIComponent(broker.url)}`));

  // A link may name any broker: it is let in, escaped, as one source of the one directive,
  // never as another directive that would narrow the page's scripts or images.
  const forged = `${broker.url}/;img-src%20'none';,script-src`;
  const eve = await site.newPage();
  await eve.goto(`${url}#live=${'0'.repeat(32)}&broker=${encodeURIComponent(forged)}`);
  await eve.waitForSelector('[data-testid="live-table"]');
  const policy = await connectPolicy(eve);
  assert.equal(policy, `connect-src 'self' ${source(silent)} ${broker.url}/%3Bimg-src%20'none'%3B%2Cscript-src`);
  assert.deepEqual(ada.errors, []);
});
