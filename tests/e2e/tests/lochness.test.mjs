// Loch Ness, the second game, in the browser: a two-player game played to its end by
// clicks alone and scored as the command-line referee scores it, links that carry a game
// to a fresh browser, saving and resuming without losing a game in progress, a bot seat
// playing by itself, the view kept out of Block Ness's first visit and playable offline,
// accessibility and phone width, and broken links refused without a change.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, assertAccessible, watchLongTasks, pageNow, READY } from '../helpers.mjs';
import { VIEW, POINT, lochnessCli, lnSettled, lnRevision, lnClick, openView, startGame, clickOnce, clickUntil, lnStep } from '../lochness-page.mjs';

// The service worker runs here: the file is about it, or about what it serves.
const site = useSite('/', { serviceWorkers: 'allow' });

/** Makes the page's `crypto.getRandomValues` a fixed sequence (xorshift32 from `seed` and
 * the number of loads of the page in its tab), so
 * the games its new-game screen starts, and the bots' seeds drawn from them, are the same
 * at every run of this file. */
function seedRandom(seed) {
  // Each load of the page in its tab goes on to new numbers: a reload starting the same
  // sequence again would draw the ids already given to the games it keeps.
  let loads = 0;
  try {
    loads = Number(sessionStorage.getItem('test-random-loads') ?? 0) + 1;
    sessionStorage.setItem('test-random-loads', String(loads));
  } catch {
    // about:blank has no storage, and draws nothing.
  }
  let state = (seed + loads * 0x9e3779b1) >>> 0 || 1;
  const next = () => {
    state ^= state << 13; state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5; state >>>= 0;
    return state;
  };
  crypto.getRandomValues = (array) => {
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    for (let i = 0; i < bytes.length; i++) bytes[i] = next() & 0xff;
    return array;
  };
}

let pagesOpened = 0;
/** A page of the site (in `context`, else a fresh one) whose random draws are seeded, each
 * page of the file with a seed of its own. */
async function newPage(context) {
  const page = await site.newPage(context);
  pagesOpened += 1;
  await page.addInitScript(seedRandom, 0x5eed0000 + pagesOpened);
  return page;
}

const STORE_KEY = 'blockness.lochness';

/** The referee's final state of the game in the page's address (`l/<link>~<seats>`). */
function refereeOf(hash) {
  const link = hash.replace(/^#?l\//, '').split('~')[0];
  const record = lochnessCli(['link', 'decode'], link);
  return JSON.parse(lochnessCli(['referee'], record));
}

/** What the view shows of the game: step, seat to act, Nessie, photographers, rulers. */
async function fingerprint(page) {
  return page.$eval(VIEW, (root) => ({
    actions: root.dataset.actions,
    step: root.dataset.step,
    toAct: root.dataset.toAct,
    nessie: ['head', 'body', 'tail'].map((p) => root.querySelector(`.ln-cell.${p}`)?.dataset.lnCell),
    photographers: [...root.querySelectorAll('.ln-point')].map((p) =>
      [...p.querySelectorAll('.photographer')].map((g) => g.dataset.seat).join('+')),
    rulers: [...root.querySelectorAll('[data-testid="ln-ruler"]')].map((r) =>
      [...r.querySelectorAll('tr[data-row] td')].map((td) => td.querySelector('.ln-fragment')
        ? `${td.querySelector('.ln-fragment').dataset.kind}/${td.querySelector('.ln-fragment').dataset.colour}` : '-').join(' ')),
  }));
}

/** The link text of the game two easy bots play from `seed`, all but its last `left`
 * actions: a game well under way, for two people to play on by clicks. */
function gameUnderWay(seed, left) {
  const record = JSON.parse(lochnessCli(['play', '--players', '2', '--seed', String(seed), '--bots', 'easy']).split('\n')[0]);
  assert.ok(record.actions.length > left + 60, `the bots' game is long enough (${record.actions.length} actions)`);
  record.actions = record.actions.slice(0, record.actions.length - left);
  return lochnessCli(['link', 'encode'], JSON.stringify(record)).trim();
}

test('two people play a game to its end by clicks; the page scores it as the referee does', async () => {
  // From the middle of a game: the setup's clicks and the first turns are played from the
  // start in the tests below, and the Firefox test plays its first forty actions.
  const page = await newPage();
  await openView(page, `${site.url}#l/${gameUnderWay(1, 70)}`);
  // Undo within the turn: a photographer placed during setup is final, a move is not.
  await clickUntil(page, async () => (await lnStep(page)) === 'move');
  const before = await fingerprint(page);
  await lnClick(page, POINT);
  await lnClick(page, POINT);
  assert.notDeepEqual(await fingerprint(page), before);
  await lnClick(page, '[data-testid="ln-undo"]');
  assert.deepEqual(await fingerprint(page), before);

  await clickUntil(page);
  const shown = await page.$eval(VIEW, (root) => ({
    winners: root.querySelector('[data-testid="ln-final"]').dataset.winners,
    scores: [...root.querySelectorAll('[data-testid="ln-ruler"]')].map((r) => ({ points: Number(r.dataset.points), twos: Number(r.dataset.twos) })),
  }));
  const hash = await page.evaluate(() => location.hash);
  const verdict = refereeOf(hash);
  assert.equal(verdict.step, 'over');
  assert.deepEqual(shown.scores, verdict.scores);
  assert.equal(shown.winners, verdict.winners.join(','));
  assert.equal(await page.$eval(VIEW, (r) => Number(r.dataset.actions)), lochnessCli(['link', 'decode'], hash.replace(/^#l\//, '').split('~')[0]).match(/"kind"/g).length);
  assert.deepEqual(page.errors, []);
});

test('a link copied mid-game opens the same game in a fresh browser', async () => {
  const page = await newPage();
  await openView(page, `${site.url}#l/`);
  await startGame(page, ['human', 'human', 'human']);
  for (let i = 0; i < 60; i++) await clickOnce(page);
  await lnClick(page, '[data-testid="ln-copy"]');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, await page.evaluate(() => location.href));
  const fresh = await newPage(await site.newContext());
  await openView(fresh, copied);
  assert.deepEqual(await fingerprint(fresh), await fingerprint(page));
  assert.deepEqual([...page.errors, ...fresh.errors], []);
});

test('a reload resumes the game, and a link to another game keeps it', async () => {
  const context = await site.newContext();
  const page = await newPage(context);
  await openView(page, `${site.url}#l/`);
  await startGame(page, ['human', 'human']);
  for (let i = 0; i < 25; i++) await clickOnce(page);
  const mine = await fingerprint(page);
  await page.reload();
  await page.waitForSelector(VIEW);
  await lnSettled(page);
  assert.deepEqual(await fingerprint(page), mine);
  // Going back to Block Ness and opening Loch Ness from the header resumes it too.
  await page.click('[data-testid="ln-back"]');
  await page.waitForSelector(VIEW, { state: 'detached' });
  if (await page.$('[data-testid="cancel-new-game"]')) await page.click('[data-testid="cancel-new-game"]');
  await page.click('[data-testid="lochness"]');
  await page.waitForSelector(VIEW);
  await lnSettled(page);
  assert.deepEqual(await fingerprint(page), mine);

  // Another game, from another browser, arrives by link.
  const other = await newPage(await site.newContext());
  await openView(other, `${site.url}#l/`);
  await startGame(other, ['human', 'human', 'human', 'human']);
  for (let i = 0; i < 5; i++) await clickOnce(other);
  const link = await other.evaluate(() => location.href);
  const theirs = await fingerprint(other);
  await openView(page, link);
  await page.waitForSelector('[data-testid="ln-other-kept"]');
  assert.deepEqual(await fingerprint(page), theirs);
  assert.equal((await page.$$('[data-testid="ln-kept-game"]')).length, 2);
  await lnClick(page, '[data-testid="ln-kept-game"]:not(:has([disabled])) [data-testid="ln-resume"]');
  assert.deepEqual(await fingerprint(page), mine);
  assert.deepEqual([...page.errors, ...other.errors], []);
});

test('bot seats play by themselves, a paced action at a time', async () => {
  const page = await newPage();
  await watchLongTasks(page);
  await openView(page, `${site.url}#l/`);
  await startGame(page, ['medium', 'easy']);
  // Only the bots' tasks count, not the module's start or the first drawing of the lake.
  const from = await pageNow(page);
  // No click from here: the bots place, move, roll, set Nessie down and keep.
  await page.waitForFunction((sel) => Number(document.querySelector(sel).dataset.actions) >= 20, VIEW, { timeout: 60000 });
  const tasks = await page.evaluate((t0) => window.__longTasks().filter((t) => t.start >= t0).map((t) => t.duration), from);
  console.log(`main-thread tasks of 50 ms or more while two bots played 20 actions: ${tasks.length}, longest ${Math.round(Math.max(0, ...tasks))} ms`);
  // A person's seat waits for the person: seat 0 a person, seat 1 a bot.
  await startGame(page, ['human', 'easy']);
  await lnClick(page, POINT);
  await page.waitForFunction((sel) => document.querySelector(sel).dataset.toAct === '0', VIEW);
  assert.equal(await page.$eval(VIEW, (r) => r.dataset.actions), '2', 'the bot placed one photographer, then waits for the person');
  assert.deepEqual(page.errors, []);
});

test('the first visit of Block Ness fetches nothing of Loch Ness, which then works offline', async () => {
  const context = await site.newContext();
  const page = await newPage(context);
  const seen = [];
  page.on('request', (r) => seen.push(new URL(r.url()).pathname));
  await page.goto(site.url);
  await page.waitForSelector(READY);
  await page.waitForLoadState('networkidle');
  assert.deepEqual(seen.filter((p) => /blockness-views|blockness-lochness-view|lochness\.css/.test(p)), []);
  await page.waitForSelector('html[data-offline-ready="true"]', { state: 'attached' });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await context.setOffline(true);
  // The start screen offers both games.
  await page.click('[data-testid="dialog-lochness"]');
  await page.waitForSelector('[data-testid="ln-new-game"]');
  await startGame(page, ['human', 'human']);
  await clickOnce(page);
  // The view's own styles came with it.
  assert.equal(await page.$eval('.ln-lake', (svg) => getComputedStyle(svg).display), 'block');
  assert.ok(seen.some((p) => p.endsWith('/lochness.css')));
  assert.deepEqual(page.errors, []);
});

test('axe finds no serious problem, and a phone of 360 px does not scroll sideways', async () => {
  const page = await newPage(await site.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }));
  await openView(page, `${site.url}#l/`);
  await assertAccessible(page, 'Loch Ness new game');
  await startGame(page, ['human', 'human']);
  await clickUntil(page, async () => (await lnStep(page)) === 'keep');
  await assertAccessible(page, 'Loch Ness with drawn fragments');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `the page is ${overflow} px wider than the phone`);
  // The lake keeps finger-sized cells, scrolling sideways in its own frame.
  const cell = await page.$eval('.ln-cell .ground', (c) => c.getBoundingClientRect().width);
  assert.ok(cell >= 26, `a lake cell is ${cell} px wide on a phone`);
  // Keyboard: Tab reaches a highlighted target and Enter takes it.
  await clickUntil(page, async () => ['setup', 'move', 'swim'].includes(await lnStep(page)) && (await page.$('.ln-point.target, .ln-cell.target')) !== null);
  const before = await lnRevision(page);
  await page.focus(':nth-match(.ln-point.target, 1), :nth-match(.ln-cell.target, 1)');
  await page.keyboard.press('Enter');
  await page.waitForFunction(([sel, r]) => Number(document.querySelector(sel).dataset.revision) > r, [VIEW, before]);
  assert.deepEqual(page.errors, []);
});

test('a broken Loch Ness link says so and changes nothing', async () => {
  const context = await site.newContext();
  const page = await newPage(context);
  await openView(page, `${site.url}#l/`);
  await startGame(page, ['human', 'easy']);
  await lnClick(page, POINT);
  await page.waitForFunction((sel) => document.querySelector(sel).dataset.toAct === '0', VIEW);
  const mine = await fingerprint(page);
  const stored = await page.evaluate((key) => localStorage.getItem(key), STORE_KEY);
  for (const broken of ['#l/1zz*', '#l/1AAAA', '#l/1AgIA~q', '#l/2xyz']) {
    await openView(page, `${site.url}${broken}`);
    const notice = await page.waitForSelector('[data-testid="ln-link-refused"]');
    assert.match(await notice.textContent(), /cannot be opened.*Nothing was changed/);
    assert.deepEqual(await fingerprint(page), mine, broken);
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), STORE_KEY), stored, broken);
    assert.equal(await page.evaluate(() => location.hash), broken, 'the link stays in the address');
  }
  assert.deepEqual(page.errors, []);
});

test('the view speaks the page language, and follows a change of it', async () => {
  const page = await newPage(await site.newContext({ locale: 'fr-FR' }));
  await openView(page, `${site.url}#l/`);
  assert.equal(await page.textContent('#ln-new-title'), 'Une nouvelle partie de Loch Ness');
  await startGame(page, ['human', 'human']);
  assert.match(await page.textContent('[data-testid="ln-status"]'), /^Joueur 1\u202f: postez un photographe/);
  await page.selectOption('[data-testid="language"]', 'de');
  await page.waitForFunction(() => document.querySelector('[data-testid="ln-status"]')?.textContent.startsWith('Spieler 1: Stelle'));
  assert.deepEqual(page.errors, []);
});
