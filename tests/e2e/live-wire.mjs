// What the browser tests that play an attacker share: raw MQTT clients on the test broker's
// plain listener (mosquitto_sub to watch a table's topic, mosquitto_pub to publish anything
// on it), and the live protocol's signatures, hash chain and tickets written out in
// JavaScript from docs/live.md, so a forgery is made exactly as an outsider would make it.
import { execFile, execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';

const MOSQUITTO_SUB = process.env.MOSQUITTO_SUB ?? '/usr/bin/mosquitto_sub';
const MOSQUITTO_PUB = process.env.MOSQUITTO_PUB ?? '/usr/bin/mosquitto_pub';

/** What every signed statement of the protocol starts with. */
const DOMAIN = Buffer.from('blockness-live/3\0');

/** A raw subscriber to `topic` on `broker`: every message it gets, in order, and a way to
 * wait for the next one that satisfies a test. */
export function topicWatcher(broker, topic) {
  const child = spawn(MOSQUITTO_SUB, ['-h', '127.0.0.1', '-p', String(broker.companion), '-t', topic]);
  const seen = [];
  const waiters = [];
  let partial = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    partial += chunk;
    let end;
    while ((end = partial.indexOf('\n')) >= 0) {
      seen.push(partial.slice(0, end));
      partial = partial.slice(end + 1);
      const at = seen.length - 1;
      for (const w of [...waiters]) {
        if (at >= w.from && w.test(seen[at])) { waiters.splice(waiters.indexOf(w), 1); w.done(at); }
      }
    }
  });
  return {
    seen,
    /** The index of the first message from index `from` on that passes `test`. */
    find(test, what, from = 0) {
      const at = seen.findIndex((line, i) => i >= from && test(line));
      if (at >= 0) return Promise.resolve(at);
      return new Promise((done, fail) => {
        const timer = setTimeout(() => fail(new Error(`${what}: seen ${seen.length} messages`)), 15000);
        waiters.push({ test, from, done: (i) => { clearTimeout(timer); done(i); } });
      });
    },
    close() { child.kill(); },
  };
}

/** Table `id`'s log topic. */
export const logTopic = (id) => `blockness/v1/${id}/log`;

/** Publishes `payload` retained on `topic`, as any client of the broker may (an empty
 * payload clears what the topic retains), and returns once it is sent. With `background`, it
 * returns at once a promise that settles when the client is done, sent or not: a flood of
 * them leaves the test's pages and waits running meanwhile. */
export function publish(broker, topic, payload, { background = false } = {}) {
  const args = ['-h', '127.0.0.1', '-p', String(broker.companion), '-t', topic, '-r', '-q', '1', ...(payload === '' ? ['-n'] : ['-m', payload])];
  if (background) return new Promise((done) => { execFile(MOSQUITTO_PUB, args, () => done()); });
  execFileSync(MOSQUITTO_PUB, args);
}

const sha256 = (...parts) => crypto.createHash('sha256').update(Buffer.concat(parts.map((p) => Buffer.from(p)))).digest();

/** The chain hash after `entries` of table `id` (each entry as it travels, in JSON). */
export function chainOf(id, entries) {
  let chain = sha256(DOMAIN, 'chain', Buffer.from(id, 'hex'));
  for (const entry of entries) chain = sha256(chain, JSON.stringify(entry));
  return chain;
}

/** An Ed25519 signature in the protocol's form: over the domain, the table id, the entry's
 * index, the chain of the entries before it and its content, in base64url. */
export function sign(privateKey, id, index, chain, content) {
  const place = Buffer.alloc(4);
  place.writeUInt32BE(index);
  const bytes = Buffer.concat([DOMAIN, Buffer.from(id, 'hex'), place, chain, Buffer.from(content)]);
  return crypto.sign(null, bytes, privateKey).toString('base64url');
}

/** A fresh Ed25519 key pair, with its public key as the protocol writes it. */
export function keyPair() {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ed25519');
  return { privateKey, public: publicKey.export({ format: 'jwk' }).x };
}

/** A ticket signed by `gateKey` (the attacker's own: it has no invite) for `key` and `name`. */
export function ticket(gateKey, id, key, name) {
  const bytes = Buffer.concat([DOMAIN, Buffer.from('ticket'), Buffer.from(id, 'hex'), Buffer.from(key, 'base64url'), Buffer.from(name)]);
  return crypto.sign(null, bytes, gateKey).toString('base64url');
}

/** The lobby topic of the seeker with public key `key`. */
export const seekTopic = (key) => `blockness/v1/lobby/${key.slice(0, 8)}`;

/** A seek signed by `pair` (from `keyPair`), written as the lobby's seekers write theirs:
 * the fields in order, the empty ones left out, the signature over the domain and every
 * field (docs/live.md, "The lobby"). */
export function signedSeek(pair, { name, players = 2, expert = false, swap = false, at = Date.now(), group = [], round = 0, to = null, seated = false }) {
  const edition = 'lochside-v2';
  const text = `seek:${pair.public}:${players}:${expert}:${swap}:${edition}:${at}:${group.join(',')}:${round}:${to ?? ''}:${seated}:${name}`;
  const sig = crypto.sign(null, Buffer.concat([DOMAIN, Buffer.from(text)]), pair.privateKey).toString('base64url');
  const seek = { v: 3, key: pair.public, name, players, expert, swap, edition, at };
  if (group.length) seek.with = group;
  seek.round = round;
  if (to !== null) seek.to = to;
  if (seated) seek.seated = true;
  seek.sig = sig;
  return JSON.stringify(seek);
}
