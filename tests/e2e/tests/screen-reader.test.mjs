// What a screen reader hears: every hole named by its cell and what is on it, and a polite
// live region that tells each move and each skipped turn.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, open, newGame, clickCell, playToEnd, pageLink, referee } from '../helpers.mjs';

const site = useSite();

/** Every cell's name and accessible label. */
async function labels(page) {
  return page.$$eval('[data-testid="board"] [data-cell]', (els) => els.map((e) => [e.getAttribute('data-cell'), e.getAttribute('aria-label') ?? '']));
}

async function announced(page) {
  return (await page.textContent('[data-testid="announcer"]')).trim();
}

test('each hole is labelled with its cell name, then what is on it', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  for (const [name, label] of await labels(page)) {
    assert.match(label, new RegExp(`^${name}(?![0-9])`), `the label of ${name} starts with its name`);
  }
  // Orange lays its starter with the head on e5 and the tail on e7.
  await clickCell(page, 'e5');
  await clickCell(page, 'e7');
  const after = new Map(await labels(page));
  assert.match(after.get('e5'), /^e5(?![0-9])/);
  assert.match(after.get('e5'), /Orange/, `the head's cell names its monster: "${after.get('e5')}"`);
  assert.match(after.get('e7'), /Orange/, `so does the tail's: "${after.get('e7')}"`);
  assert.doesNotMatch(after.get('h4'), /Orange|Green/, `an empty cell names no monster: "${after.get('h4')}"`);
  for (const [name, label] of after) assert.match(label, new RegExp(`^${name}(?![0-9])`));
  assert.deepEqual(page.errors, []);
});

test('a live region announces every move and every skipped turn', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 2 });
  assert.equal(await page.getAttribute('[data-testid="announcer"]', 'aria-live'), 'polite');
  const colours = await page.$$eval('[data-testid^="tray-"] .name', (els) => els.map((e) => e.textContent.trim().replace(/\s*\(.*$/, '')));
  assert.deepEqual(colours, ['Orange', 'Green']);
  let verdict = referee(await pageLink(page));
  let skips = 0;
  await playToEnd(page, {
    each: async ({ from, to }) => {
      const mover = verdict.to_move;
      verdict = referee(await pageLink(page));
      const text = await announced(page);
      assert.match(text, new RegExp(colours[mover]), `the announcement names the mover: "${text}"`);
      assert.ok(text.includes(from) && text.includes(to), `the announcement names the move ${from}-${to}: "${text}"`);
      if (verdict.to_move !== null && verdict.to_move === mover && verdict.phase === 'play') {
        const skipped = colours[1 - mover];
        assert.match(text, /skip/i, `a skipped turn is announced: "${text}"`);
        assert.match(text, new RegExp(skipped), `the announcement names who is skipped: "${text}"`);
        skips += 1;
      }
    },
  });
  assert.equal(verdict.phase, 'over');
  assert.ok(skips > 0, 'this game has skipped turns');
  assert.deepEqual(page.errors, []);
});
