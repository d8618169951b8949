// A Loch Ness game whose luck the table deals (a live game's record, with its draws among
// its actions) opened on the page: the page is the table, draws what the game waits for,
// keeps that draw through a reload, and the game plays on to its end by clicks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite } from '../helpers.mjs';
import { VIEW, clickUntil, lnStep, lochnessCli, openView } from '../lochness-page.mjs';

const site = useSite();

/** The link of a two-player game the table deals, stopped where it waits for a roll's face. */
function waitingForTheFace() {
  const actions = [{ kind: 'chance', value: 3 }];
  for (let point = 0; point < 6; point++) actions.push({ kind: 'place', point });
  actions.push({ kind: 'pass' }, { kind: 'roll' });
  const record = JSON.stringify({ players: 2, seed: 0, chance: 'table', actions });
  assert.equal(JSON.parse(lochnessCli(['referee'], record)).step, 'chance');
  return lochnessCli(['link', 'encode'], record).trim();
}

const decoded = (hash) => JSON.parse(lochnessCli(['link', 'decode'], hash.replace(/^#?l\//, '').split('~')[0]));

test('a game the table deals opens with the page drawing for it, keeps its draws and plays to the end', async () => {
  const page = await site.newPage();
  const link = waitingForTheFace();
  await openView(page, `${site.url}#l/${link}`);
  // The face is drawn: the die shows it, the log says it, the person sets Nessie down.
  assert.equal(await lnStep(page), 'swim');
  const face = await page.$eval('[data-testid="ln-die"]', (d) => d.textContent.trim());
  assert.match(face, /^[1-5]$|^≋$/);
  assert.equal(await page.$$eval('[data-testid="ln-log"] li[data-event="rolled"]', (l) => l.length), 1);
  const drawn = decoded(await page.evaluate(() => location.hash));
  assert.equal(drawn.chance, 'table');
  assert.equal(drawn.actions.length, 10);
  assert.equal(drawn.actions[9].kind, 'chance');
  assert.equal(await page.$eval('[data-testid="ln-undo"]', (b) => b.disabled), true, 'a draw is final');
  // A reload shows the same draw: it was kept, not drawn again.
  await openView(page, page.url());
  assert.equal(await page.$eval('[data-testid="ln-die"]', (d) => d.textContent.trim()), face);
  assert.deepEqual(decoded(await page.evaluate(() => location.hash)).actions, drawn.actions);
  // On to the end by clicks; the referee agrees with the record the address holds.
  await clickUntil(page, async () => (await lnStep(page)) === 'over');
  const record = lochnessCli(['link', 'decode'], (await page.evaluate(() => location.hash)).replace(/^#?l\//, '').split('~')[0]);
  const state = JSON.parse(lochnessCli(['referee'], record));
  assert.equal(state.step, 'over');
  assert.ok(JSON.parse(record).actions.filter((a) => a.kind === 'chance').length > 3, 'the page drew the photos too');
  assert.deepEqual(page.errors, []);
  assert.ok(await page.isVisible(VIEW));
});
