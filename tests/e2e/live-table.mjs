// What the live-table browser tests share: waiting for a table's state and move count on a
// page, a table for two opened from the new-game dialog, and a move played by whichever
// device may move. Every wait is on the page.
import assert from 'node:assert/strict';
import { open, playFirst, cellsWith } from './helpers.mjs';

export const TABLE = '[data-testid="live-table"]';

/** Waits until the table on `page` is connected (and, when given, at `stage`). */
export async function online(page, stage) {
  await page.waitForFunction(({ selector, stage }) => {
    const table = document.querySelector(selector);
    return table?.dataset.state === 'online' && (!stage || table.dataset.stage === stage);
  }, { selector: TABLE, stage });
}

/** Keeps in `window.movedSources` of `page`, from its next load on, every element whose
 * start a layout shift moved (its HTML's start, from and to). Chromium also reports a word
 * that changes in place ("connecting…" becomes "connected", shorter, its start where it was)
 * when the change comes after a paint; nothing moved there, so only a source whose start
 * moved is kept. */
export async function watchMovedSources(page) {
  await page.addInitScript(() => {
    window.movedSources = [];
    const start = (rect) => `${Math.round(rect.x)},${Math.round(rect.y)}`;
    new PerformanceObserver((list) => {
      for (const shift of list.getEntries()) {
        for (const source of shift.sources) {
          if (start(source.previousRect) !== start(source.currentRect)) {
            const what = source.node?.outerHTML ?? source.node?.textContent ?? '(gone)';
            window.movedSources.push(`${what.slice(0, 120)}: ${start(source.previousRect)} to ${start(source.currentRect)}`);
          }
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Waits until the table on `page` shows `n` moves. */
export async function moves(page, n) {
  await page.waitForFunction(({ selector, n }) => document.querySelector(selector)?.dataset.moves === String(n), { selector: TABLE, n });
}

/** The number of moves the table on `page` shows. */
export async function movesOf(page) {
  return Number(await page.$eval(TABLE, (t) => t.dataset.moves));
}

/** Ada opens a table from the new-game dialog of a first visit on `site` (a Playwright
 * browser's pages), with `broker`, after `choose(page)` sets the dialog's choices (two
 * people by default) and `form(page)` the table form's, and waits until it is `stage`; in
 * `context` when given.
 * Returns her page, the invite, the spectator's link and the table's id. */
export async function openTable(site, broker, { choose = async () => {}, form = async () => {}, stage = 'seating', context } = {}) {
  const ada = await site.newPage(context);
  await open(ada, site.url);
  await ada.waitForSelector('[data-testid="dialog-online"]');
  await choose(ada);
  await ada.click('[data-testid="dialog-online"]');
  await ada.waitForSelector('[data-testid="live-create"]');
  // This build names no broker: the form says so, and takes one.
  await ada.waitForSelector('[data-testid="live-no-broker"]');
  await ada.fill('[data-testid="live-name"]', 'Ada');
  await ada.fill('[data-testid="live-broker"]', broker.url);
  await form(ada);
  await ada.click('[data-testid="live-open-table"]');
  await online(ada, stage);
  const invite = stage === 'seating' ? await ada.$eval('[data-testid="live-invite"]', (input) => input.value) : null;
  const watch = await ada.$eval('[data-testid="live-watch-link"]', (input) => input.value);
  const id = await ada.$eval(TABLE, (t) => t.dataset.table);
  return { ada, invite, watch, id };
}

/** A new device opens `invite` and takes `seat` as `name`; returns its page once the seat
 * shows as its own. */
export async function takeSeat(site, invite, seat, name) {
  const page = await site.newPage();
  await page.goto(invite);
  await online(page, 'seating');
  await page.fill('[data-testid="live-claim-name"]', name);
  await page.click(`[data-testid="live-take-seat-${seat}"]`);
  await page.waitForFunction(({ seat, name }) => document.querySelector(`[data-testid="live-seat-${seat}"]`)?.textContent.includes(`${name} (you)`), { seat, name });
  return page;
}

/** Ada opens a two-seat table (`openTable`, with its `options`); Bob takes the other seat
 * from the invite on another device. Returns both pages and the invite. */
export async function tableForTwo(site, broker, options) {
  const { ada, invite } = await openTable(site, broker, options);
  assert.match(invite, /#live=[0-9a-f]{32}&invite=[A-Za-z0-9_-]{22}&broker=ws%3A%2F%2F127\.0\.0\.1%3A\d+$/);

  const bob = await site.newPage();
  await bob.goto(invite);
  await online(bob, 'seating');
  assert.match(await bob.textContent('[data-testid="live-seat-0"]'), /Ada/);
  await bob.fill('[data-testid="live-claim-name"]', 'Bob');
  await bob.click('[data-testid="live-take-seat-1"]');
  await online(bob, 'playing');
  await online(ada, 'playing');
  assert.match(await ada.textContent('[data-testid="live-seat-1"]'), /Bob/);
  await ada.waitForSelector('[data-testid="live-seat-1"][data-online="true"]');
  return { ada, bob, invite };
}

/** The page whose person may move now. */
export async function mover(pages) {
  for (const page of pages) {
    if (await page.$('[data-cell].legal-start')) return page;
  }
  return null;
}

/** Plays one move by clicks on whichever page may move, and waits until every page shows
 * it. */
export async function playOne(pages) {
  const before = await movesOf(pages[0]);
  // Every page shows the last move already (see below), so the next mover's board is lit.
  const page = await mover(pages);
  assert.ok(page, 'someone may move');
  const others = pages.filter((p) => p !== page);
  for (const other of others) assert.equal(await other.$('[data-cell].legal-start'), null, 'only one device moves');
  await playFirst(page);
  for (const p of pages) await moves(p, before + 1);
}


/** Plays the page's person's move by clicks against a computer on another device: the first
 * start cell lit, its first far foot, then the first segment offered or the head, as the tray
 * asks. The computer may answer at once, so the count is not checked here. */
export async function playMine(page) {
  const [from] = await cellsWith(page, 'legal-start');
  await page.click(`[data-cell="${from}"]`);
  const [to] = await cellsWith(page, 'legal-end');
  await page.click(`[data-cell="${to}"]`);
  const ask = await page.$('.piece.offered:not(:disabled), [data-testid="choose-head"]');
  if (ask) await ask.click();
}
