// What a screen reader hears: every hole named by its cell and what is on it, and a polite
// live region that tells each move and each skipped turn.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, open, newGame, cellsWith, clickCell, movesPlayed, pageLink, referee } from '../helpers.mjs';

let site;
before(async () => { site = await start(); });
after(async () => { await site?.close(); });

/** Every cell's name and accessible label. */
async function labels(page) {
  return page.$$eval('[data-testid="board"] [data-cell]', (els) => els.map((e) => [e.getAttribute('data-cell'), e.getAttribute('aria-label') ?? '']));
}

async function announced(page) {
  return (await page.textContent('[data-testid="announcer"]')).trim();
}

/** Plays the first highlighted start and end (and the first offered segment, or the head
 * when both ends fit), as the click tests do; returns the two cells. */
async function playFirstCells(page) {
  const before = await movesPlayed(page);
  const [from] = await cellsWith(page, 'legal-start');
  await clickCell(page, from);
  const [to] = await cellsWith(page, 'legal-end');
  await clickCell(page, to);
  if ((await movesPlayed(page)) === before && (await page.$('.piece.offered:not(:disabled)'))) {
    await page.click('.piece.offered:not(:disabled)');
  }
  if ((await movesPlayed(page)) === before) await page.click('[data-testid="choose-head"]');
  assert.equal(await movesPlayed(page), before + 1);
  return [from, to];
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
  for (let guard = 0; verdict.phase !== 'over'; guard++) {
    assert.ok(guard < 200, 'the game ends');
    const mover = verdict.to_move;
    const [from, to] = await playFirstCells(page);
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
  }
  assert.ok(skips > 0, 'this game has skipped turns');
  assert.deepEqual(page.errors, []);
});
