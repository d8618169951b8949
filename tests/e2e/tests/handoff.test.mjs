// The hand-over from the welcome screen to the page: whatever the player does on the welcome
// screen while the page's module is still coming is carried out, in the order done. The
// page's module is held back (its files answered only once the actions are taken), so every
// action here certainly happens while it loads.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, open, settled, movesPlayed } from '../helpers.mjs';

const site = useSite();

const PAGE_FILES = /\/blockness-web-[0-9a-f]+(_bg\.wasm|\.js)$/;

/** A fresh visit whose page's module is held back: resolves on the welcome screen with
 * `page.asked` (resolves once the page's module is asked for) and `page.release()` (lets it
 * come, then waits until the page has taken over). */
async function heldBack(options = {}) {
  const context = await site.newContext({ serviceWorkers: 'block', ...options });
  const page = await site.newPage(context);
  let asked;
  page.asked = new Promise((resolve) => { asked = resolve; });
  let release;
  const released = new Promise((resolve) => { release = resolve; });
  // The first key or pointer press fetches the page's files ahead: those are held too.
  // `page.files` may turn the holding into failing ('fail') or letting through ('pass'):
  // one route throughout, so no request ever meets the browser between two routes.
  page.files = 'hold';
  await page.route(PAGE_FILES, async (route) => {
    if (page.files === 'fail') return route.abort();
    if (page.files === 'hold') {
      asked();
      await released;
    }
    await route.continue();
  });
  await open(page, site.url);
  assert.ok(await page.$('#first-paint .welcome-host [data-testid="start-game"]'), 'the welcome screen shows');
  page.release = async () => {
    await page.asked;
    assert.ok(await page.$('#first-paint'), 'every action was taken before the page\'s module came');
    await page.waitForSelector('[data-testid="welcome-loading"]');
    release();
    await page.waitForSelector('#app-root .app');
    await page.waitForFunction(() => document.getElementById('first-paint') === null);
    await settled(page);
  };
  return page;
}

/** Presses Enter on the header's `testid` button: behind the dialog's backdrop, it is
 * reached from the keyboard. */
async function pressHeader(page, testid) {
  await page.focus(`[data-testid="${testid}"]`);
  await page.keyboard.press('Enter');
}

test('Escape, then Rules from the header: the rules page opens, the dialog closed beneath', async () => {
  const page = await heldBack();
  await page.keyboard.press('Escape');
  await pressHeader(page, 'open-rules');
  await page.release();
  await page.waitForSelector('[data-testid="rules-section"]');
  assert.equal(await page.getAttribute('[data-testid="open-rules"]', 'aria-pressed'), 'true');
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'open-rules',
    'the keyboard stays on the button pressed');
  await page.click('[data-testid="close-page"]');
  await page.waitForSelector('[data-testid="board"]');
  assert.equal(await page.$('dialog.new-game'), null, 'Escape closed the dialog');
  assert.ok((await page.$$('[data-cell].legal-start')).length > 0, 'the empty loch is ready to play');
  assert.deepEqual(page.errors, []);
});

test('seats chosen and Start, then a header view: the game started with those seats, the view over it', async () => {
  const page = await heldBack();
  await page.selectOption('[data-testid="player-count"]', '3');
  await page.selectOption('[data-testid="seat-colour-0"]', 'black');
  await page.selectOption('[data-testid="seat-kind-2"]', 'easy');
  await page.click('[data-testid="start-game"]');
  await pressHeader(page, 'my-games');
  await page.release();
  await page.waitForSelector('[data-testid="library"]');
  assert.equal(await page.getAttribute('[data-testid="my-games"]', 'aria-pressed'), 'true');
  assert.equal((await page.$$('[data-testid="game-item"]')).length, 1, 'the game started is kept');
  await page.click('[data-testid="library-back"]');
  await page.waitForSelector('[data-testid="board"]');
  assert.equal(await page.$('dialog.new-game'), null, 'the game is on, no dialog');
  const trays = await page.$$eval('.tray .name', (names) => names.map((n) => n.textContent));
  assert.equal(trays.length, 3);
  assert.match(trays[0], /Black/);
  assert.match(await page.textContent('.tray:nth-child(3) .kind'), /easy/i);
  assert.equal(await movesPlayed(page), 0);
  assert.deepEqual(page.errors, []);
});

test('Escape, a header view, then "Play the computer" while the page\'s module loads: the game against the computer shows', async () => {
  const page = await heldBack();
  await page.keyboard.press('Escape');
  await pressHeader(page, 'open-rules');
  // The welcome screen keeps its dialog while the page comes: one tap there still counts.
  await page.click('#first-paint [data-testid="play-computer"]');
  await page.release();
  await page.waitForSelector('[data-testid="board"]');
  assert.equal(await page.getAttribute('[data-testid="open-rules"]', 'aria-pressed'), 'false', 'the game shows, not the rules');
  assert.equal(await page.$('dialog.new-game'), null);
  const kinds = await page.$$eval('.tray .kind', (ks) => ks.map((k) => k.textContent));
  assert.deepEqual(kinds, ['Human', 'Bot: medium']);
  assert.equal(await movesPlayed(page), 0, 'the person moves first');
  await page.waitForSelector('[data-cell].legal-start');
  assert.deepEqual(page.errors, []);
});

test('a view, then Start: the game started is what shows', async () => {
  const page = await heldBack();
  await pressHeader(page, 'open-rules');
  await page.selectOption('[data-testid="player-count"]', '4');
  await page.click('[data-testid="start-game"]');
  await page.release();
  await page.waitForSelector('[data-testid="board"]');
  assert.equal(await page.getAttribute('[data-testid="open-rules"]', 'aria-pressed'), 'false');
  assert.equal(await page.$('[data-testid="rules-section"]'), null);
  assert.equal(await page.$('dialog.new-game'), null);
  assert.equal((await page.$$('.tray')).length, 4);
  assert.deepEqual(page.errors, []);
});

test('a language picked, then the dialog\'s tutorial: the tutorial opens in that language', async () => {
  const page = await heldBack();
  await page.selectOption('[data-testid="language"]', 'de');
  await page.click('[data-testid="dialog-tutorial"]');
  await page.release();
  await page.waitForSelector('[data-testid="tutorial-page"]');
  await page.waitForFunction(() => document.documentElement.lang === 'de');
  assert.equal(await page.getAttribute('[data-testid="open-tutorial"]', 'aria-pressed'), 'true');
  assert.equal(await page.inputValue('[data-testid="language"]'), 'de');
  assert.equal(await page.evaluate(() => localStorage.getItem('blockness-lang')), 'de');
  await page.click('[data-testid="close-page"]');
  await page.waitForSelector('[data-testid="board"]');
  assert.equal(await page.$('dialog.new-game'), null, 'the dialog\'s link closed it');
  assert.deepEqual(page.errors, []);
});

test('Copy link, a language and several views in a row: each is carried out, the last view shows', async () => {
  const page = await heldBack();
  await pressHeader(page, 'copy-link');
  await page.selectOption('[data-testid="language"]', 'fr');
  await pressHeader(page, 'open-rules');
  await pressHeader(page, 'open-tutorial');
  await pressHeader(page, 'my-games');
  await page.release();
  await page.waitForSelector('[data-testid="library"]');
  await page.waitForFunction(() => document.documentElement.lang === 'fr');
  assert.equal(await page.getAttribute('[data-testid="my-games"]', 'aria-pressed'), 'true');
  await page.waitForSelector('[data-testid="message"] .info');
  assert.match(await page.textContent('[data-testid="message"]'), /Lien copié/);
  // The untouched board of a first visit is not put in the address: the address copied is
  // the one the page opened with.
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), site.url);
  assert.equal(await page.evaluate(() => location.href), site.url);
  await page.click('[data-testid="library-back"]');
  await page.waitForSelector('[data-testid="board"]');
  assert.ok(await page.$('dialog.new-game'), 'no request closed the dialog');
  assert.deepEqual(page.errors, []);
});

test('what was asked while the page\'s module failed to come is dropped with it: the next try carries out only what follows', async () => {
  const page = await heldBack();
  // Both of the module's files fail, not its wasm alone: the import of its script then
  // fails as the specification has it, whereas a fetch of the wasm beside the preload of the
  // same address is left to how the browser pairs the two.
  page.files = 'fail';
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-testid="welcome-failed"]');
  page.files = 'pass';
  await pressHeader(page, 'open-rules');
  await page.waitForSelector('[data-testid="rules-section"]');
  await page.waitForFunction(() => document.getElementById('first-paint') === null);
  await settled(page);
  await page.click('[data-testid="close-page"]');
  await page.waitForSelector('[data-testid="board"]');
  assert.ok(await page.$('dialog.new-game'), 'the Escape the screen said had failed was not carried out');
  // The failed fetch is reported by the browser; nothing else went wrong.
  assert.deepEqual(page.errors.filter((e) => !/Failed to load resource|net::ERR_FAILED|wasm/i.test(e)), []);
});

test('the keyboard goes from the welcome screen\'s button to the page\'s twin, never through the body', async () => {
  const page = await heldBack();
  await page.keyboard.press('Escape');
  await page.focus('#first-paint [data-testid="open-rules"]');
  // Every move of the keyboard during the hand-over: where to, and where from. A field taken
  // away with the keyboard in it leaves it on the body, and the next move comes from nowhere.
  await page.evaluate(() => {
    window.focusMoves = [];
    document.addEventListener('focusin', (event) => {
      const from = event.relatedTarget;
      window.focusMoves.push({
        to: event.target.dataset?.testid ?? event.target.tagName,
        toPage: event.target.closest('#app-root') !== null,
        from: from?.dataset?.testid ?? from?.tagName ?? null,
        fromCopy: from?.closest?.('#first-paint') != null,
      });
    }, true);
  });
  await page.release();
  const moves = await page.evaluate(() => window.focusMoves);
  assert.deepEqual(moves, [
    { to: 'keyboard-bridge', toPage: false, from: 'open-rules', fromCopy: true },
    { to: 'open-rules', toPage: true, from: 'keyboard-bridge', fromCopy: false },
  ], 'from the copy\'s Rules button to the page\'s, by the bridge that holds the keys between');
  assert.equal(await page.$('[data-testid="keyboard-bridge"]'), null, 'the bridge is gone');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid="rules-section"]');
  assert.equal(await page.$('#first-paint'), null, 'the copy is gone');
  assert.equal(await page.$('dialog.new-game'), null, 'Escape closed the dialog');
  assert.deepEqual(page.errors, []);
});
