// A Mosquitto broker of the tests' own for live tables: `mosquitto -c <generated config>` with
// a WebSocket listener on a free loopback port, started, stopped and started again on the same
// port. Every wait is on a condition (the port accepts connections, or no longer does, or the
// process has exited), never on time alone.
import { before, after } from 'node:test';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const MOSQUITTO = process.env.MOSQUITTO ?? '/usr/sbin/mosquitto';
const MOSQUITTO_PUB = process.env.MOSQUITTO_PUB ?? '/usr/bin/mosquitto_pub';

/** A port nobody listens on now, on the loopback interface. */
export async function freePort() {
  const server = net.createServer();
  await new Promise((done, fail) => { server.once('error', fail); server.listen(0, '127.0.0.1', done); });
  const { port } = server.address();
  await new Promise((done) => server.close(done));
  return port;
}

/** Whether something accepts connections on the loopback `port`. */
function accepts(port) {
  return new Promise((answer) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => { socket.destroy(); answer(true); });
    socket.once('error', () => answer(false));
  });
}

/** Waits until `condition()` holds, asking again after each short pause; fails with `what`
 * after `timeoutMs`, or at once when `failed()` says the wait is hopeless. */
async function until(condition, what, { timeoutMs = 15000, failed = () => null } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    const why = failed();
    if (why) throw new Error(`${what}: ${why}`);
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 20));
  }
}

/** Keeps the broker on `companion` awake: Debian's Mosquitto 2.0 reads a WebSocket message
 * 4 KiB per turn of its main loop, which turns every 100 ms when nothing else happens, so a
 * Loch Ness log of tens of KiB would take it seconds. A client publishes a byte every 5 ms,
 * as a busy broker's traffic would turn it (scripts/broker.sh does the same). Returns what
 * stops it. */
function wake(companion) {
  const child = spawn(MOSQUITTO_PUB, ['-h', '127.0.0.1', '-p', String(companion), '-i', 'blockness-waker', '-t', 'waker/tick', '-l', '-q', '0'], { stdio: ['pipe', 'ignore', 'ignore'] });
  child.stdin.on('error', () => {});
  const timer = setInterval(() => child.stdin.write('w\n'), 5);
  return () => { clearInterval(timer); child.kill(); };
}

/** Starts a broker; returns { port, url, start, stop, restart, close, log }. `url` is the
 * WebSocket address a page connects to (ws://127.0.0.1:PORT). With `awake`, a client keeps
 * its main loop turning (see `wake`). */
export async function startBroker({ awake = false } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'blockness-e2e-broker-'));
  const port = await freePort();
  // Mosquitto 2.0 starts no WebSocket listener alone (its libwebsockets keeps that socket to
  // itself, so the broker counts no listener and exits): a plain MQTT listener on another
  // loopback port keeps it company, and nothing else uses it.
  const companion = await freePort();
  const config = path.join(dir, 'mosquitto.conf');
  writeFileSync(config, [
    `listener ${companion} 127.0.0.1`,
    `listener ${port} 127.0.0.1`,
    'protocol websockets',
    'allow_anonymous true',
    'persistence false',
    'log_dest stderr',
    // As docs/live.md asks of every broker: a packet past a table log's limit is refused.
    'max_packet_size 133120',
    '',
  ].join('\n'));
  let child = null;
  let exited = null;
  let sleep = null;
  const broker = {
    port,
    /** The plain MQTT listener's port, for raw clients (`mosquitto_pub`, `mosquitto_sub`). */
    companion,
    url: `ws://127.0.0.1:${port}`,
    log: '',
    /** Starts the broker (again) and waits until it takes connections. */
    async start() {
      if (child) return;
      exited = null;
      child = spawn(MOSQUITTO, ['-c', config], { stdio: ['ignore', 'ignore', 'pipe'] });
      child.stderr.on('data', (chunk) => { broker.log += chunk; });
      const started = child;
      child.once('exit', (code, signal) => {
        exited = `mosquitto exited (${code ?? signal})\n${broker.log}`;
        if (child === started) child = null;
      });
      child.once('error', (error) => { exited = `mosquitto did not start: ${error.message}`; });
      await until(() => accepts(port), `the broker takes connections on port ${port}`, { failed: () => exited });
      if (awake) sleep = wake(companion);
    },
    /** Stops the broker and waits until it has exited and its port is free. */
    async stop() {
      sleep?.();
      sleep = null;
      const running = child;
      if (!running) return;
      const gone = new Promise((done) => running.once('exit', done));
      running.kill('SIGTERM');
      await gone;
      child = null;
      await until(async () => !(await accepts(port)), `port ${port} is free again`);
    },
    /** Stops the broker and starts it again on the same port, with nothing retained. */
    async restart() {
      await broker.stop();
      await broker.start();
    },
    /** Stops the broker for good and removes its files. */
    async close() {
      await broker.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await broker.start();
  return broker;
}

/** A broker for the calling test file (`options` as `startBroker`'s): started before its
 * first test, stopped after its last. Returns the broker object of `startBroker`, filled in by the time the tests run. */
export function useBroker(options) {
  let started = null;
  before(async () => { started = await startBroker(options); });
  after(async () => { await started?.close(); });
  return {
    get port() { return started.port; },
    get companion() { return started.companion; },
    get url() { return started.url; },
    get log() { return started.log; },
    start: () => started.start(),
    stop: () => started.stop(),
    restart: () => started.restart(),
  };
}
