// The welcome module: on a fresh visit the prerendered first screen comes to life with a
// small module of its own (crates/web/src/components/welcome.rs), and the page's module is fetched
// only when the player asks for the game. Each way out of the welcome screen lands on the
// screen asked for, and a page's module that cannot be fetched is said so, then tried again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, open, settled, movesPlayed, clickCell, waitForMoves } from '../helpers.mjs';

const site = useSite();

const PAGE_WASM = /\/blockness-web-[0-9a-f]+_bg\.wasm$/;
const WELCOME_WASM = /\/blockness-welcome-[0-9a-f]+_bg\.wasm$/;

/** A fresh visit (service workers blocked, so every file comes from the site), with the
 * wasm files the page asked for in `page.wasm`; resolves on the welcome screen. */
async function welcome(options = {}) {
  const context = await site.newContext({ serviceWorkers: 'block', ...options });
  const page = await site.newPage(context);
  page.wasm = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.wasm')) page.wasm.push(new URL(request.url()).pathname);
  });
  await open(page, site.url);
  assert.ok(await page.$('#first-paint .welcome-host [data-testid="start-game"]'), 'the welcome screen shows');
  assert.deepEqual(page.wasm.map((path) => WELCOME_WASM.test(path)), [true], 'only the welcome module is fetched');
  return page;
}

/** Waits until the page's own module has taken over from the welcome screen. */
async function pageTookOver(page) {
  await page.waitForSelector('#app-root .app');
  await page.waitForFunction(() => document.getElementById('first-paint') === null);
  await settled(page);
  assert.equal(page.wasm.filter((path) => PAGE_WASM.test(path)).length, 1, 'the page\'s module is fetched once');
}

test('starting a game fetches the page\'s module and starts the game chosen in the welcome dialog', async () => {
  const page = await welcome();
  await page.selectOption('[data-testid="player-count"]', '3');
  await page.selectOption('[data-testid="seat-colour-0"]', 'black');
  await page.selectOption('[data-testid="seat-kind-2"]', 'easy');
  await page.click('[data-testid="start-game"]');
  await pageTookOver(page);
  assert.equal(await page.$('dialog.new-game'), null, 'the game is on, no dialog');
  const trays = await page.$$eval('.tray .name', (names) => names.map((n) => n.textContent));
  assert.equal(trays.length, 3);
  assert.match(trays[0], /Black/);
  assert.match(await page.textContent('.tray:nth-child(3) .kind'), /easy/i);
  assert.equal(await movesPlayed(page), 0);
  assert.deepEqual(page.errors, []);
});

test('one tap on "Play the computer" on a fresh visit starts a game against a computer player, the person first', async () => {
  const page = await welcome();
  await page.click('[data-testid="play-computer"]');
  await pageTookOver(page);
  assert.equal(await page.$('dialog.new-game'), null, 'the game is on, no dialog');
  const trays = await page.$$eval('.tray', (ts) => ts.map((t) => [t.querySelector('.name').textContent, t.querySelector('.kind').textContent]));
  assert.deepEqual(trays, [['Orange (O)', 'Human'], ['Green (G)', 'Bot: medium']], 'the person in the first seat, a medium computer player in the second');
  assert.match(await page.textContent('[data-testid="status"]'), /Orange/);
  // The person lays the first starter; the computer player answers with its own.
  await clickCell(page, 'e5');
  await clickCell(page, 'e7');
  await waitForMoves(page, 2);
  assert.equal(await movesPlayed(page), 2);
  assert.ok(await page.$('.arch.bot-move'), 'the second starter is the computer player\'s');
  await page.waitForSelector('[data-cell].legal-start');
  assert.deepEqual(page.errors, []);
});

// Each language's goal sentence and one-tap choice, as a fresh visit's browser speaks it.
const GOALS = {
  'en-US': { goal: /^The goal: grow your sea monster .* than anyone else\.$/, button: 'Play the computer' },
  'fr-FR': { goal: /^Le but\u202f: faire grandir votre monstre marin .* que les autres\.$/, button: 'Jouer contre l\'ordinateur' },
  'de-DE': { goal: /^Das Ziel: Lass dein Seeungeheuer .* als alle anderen\.$/, button: 'Gegen den Computer spielen' },
  'it-IT': { goal: /^Lo scopo: far crescere il tuo mostro marino .* degli altri\.$/, button: 'Gioca contro il computer' },
};

for (const [locale, { goal, button }] of Object.entries(GOALS)) {
  test(`a fresh visit of a ${locale} browser says the game's goal and offers "Play the computer" in its language`, async () => {
    const page = await welcome({ locale });
    assert.equal(await page.evaluate(() => document.documentElement.lang), locale.slice(0, 2));
    assert.match(await page.textContent('#first-paint .welcome-host [data-testid="game-goal"]'), goal);
    assert.equal(await page.getAttribute('dialog.new-game', 'aria-describedby'), 'new-game-goal', 'the dialog is described by its goal');
    assert.equal((await page.textContent('[data-testid="play-computer"]')).trim(), button);
    assert.deepEqual(page.errors, []);
  });
}

test('every other way out of the welcome screen lands where it leads', async () => {
  // Escape closes the dialog over the empty loch.
  let page = await welcome();
  await page.keyboard.press('Escape');
  await pageTookOver(page);
  assert.equal(await page.$('dialog.new-game'), null, 'Escape closed the dialog');
  assert.ok((await page.$$('[data-cell].legal-start')).length > 0, 'the empty loch is ready to play');

  // A header view (behind the dialog's backdrop, so from the keyboard) opens over the game,
  // whose dialog waits beneath.
  page = await welcome();
  await page.focus('[data-testid="my-games"]');
  await page.keyboard.press('Enter');
  await pageTookOver(page);
  await page.waitForSelector('[data-testid="library"]');
  assert.equal(await page.getAttribute('[data-testid="my-games"]', 'aria-pressed'), 'true');

  // The dialog's own link to the tutorial closes the dialog, as on the page.
  page = await welcome();
  await page.click('[data-testid="dialog-tutorial"]');
  await pageTookOver(page);
  await page.waitForSelector('[data-testid="tutorial-page"]');
  assert.equal(await page.getAttribute('[data-testid="open-tutorial"]', 'aria-pressed'), 'true');

  // Copy link: the page copies the address of the board it opens on.
  page = await welcome();
  await page.focus('[data-testid="copy-link"]');
  await page.keyboard.press('Enter');
  await pageTookOver(page);
  await page.waitForSelector('[data-testid="message"] .info');
  assert.match(await page.textContent('[data-testid="message"]'), /Link copied/);
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), await page.evaluate(() => location.href));

  // Another language: the page opens in it, and keeps it as the player's pick.
  page = await welcome();
  await page.selectOption('[data-testid="language"]', 'de');
  await pageTookOver(page);
  await page.waitForFunction(() => document.documentElement.lang === 'de');
  assert.match(await page.textContent('dialog.new-game h2'), /Neues Spiel/);
  assert.equal(await page.evaluate(() => localStorage.getItem('blockness-lang')), 'de');
  assert.deepEqual(page.errors, []);
});

test('a page\'s module that cannot be fetched is said so, and the next try starts the game', async () => {
  const page = await welcome();
  await page.route(PAGE_WASM, (route) => route.abort());
  await page.click('[data-testid="start-game"]');
  await page.waitForSelector('[data-testid="welcome-failed"]');
  assert.match(await page.textContent('[data-testid="welcome-failed"]'), /could not be loaded/);
  assert.ok(await page.$('#first-paint [data-testid="start-game"]'), 'the welcome screen stays usable');
  await page.unroute(PAGE_WASM);
  await page.click('[data-testid="start-game"]');
  await page.waitForSelector('#app-root .app');
  await page.waitForFunction(() => document.getElementById('first-paint') === null);
  await settled(page);
  assert.equal(await page.$('dialog.new-game'), null, 'the game started');
  // The failed fetch is reported by the browser; nothing else went wrong.
  assert.deepEqual(page.errors.filter((e) => !/Failed to load resource|net::ERR_FAILED|wasm/i.test(e)), []);
});
