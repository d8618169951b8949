// A whole hot-seat game played by clicks, always the first highlighted cells, to the ranking.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, open, newGame, playToEnd, highlights, pageLink, referee, movesPlayed } from '../helpers.mjs';

const site = useSite();

for (const players of [2, 3]) {
  test(`a ${players}-player game played by clicks reaches the ranking`, async () => {
    const page = await site.newPage();
    await open(page, site.url);
    await newGame(page, { players });
    let skips = 0;
    let verdict = referee(await pageLink(page));
    await playToEnd(page, {
      each: async (_, made) => {
        const mover = verdict.to_move;
        verdict = referee(await pageLink(page));
        // Every seat the referee passes over must be named in a visible notice.
        const notice = (await page.$('[data-testid="turn-notice"]')) ? await page.textContent('[data-testid="turn-notice"]') : '';
        if (verdict.to_move !== null) {
          for (let seat = (mover + 1) % players; seat !== verdict.to_move; seat = (seat + 1) % players) {
            assert.match(notice, /skips this turn/, `seat ${seat} is skipped after move ${made}`);
            skips += 1;
          }
        }
      },
    });
    assert.equal(verdict.phase, 'over');
    assert.ok(skips > 0, 'playing the first cells blocks somebody before the end');
    const rows = await page.$$eval('[data-testid="ranking"] tbody tr', (trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent)));
    assert.equal(rows.length, players);
    for (const [i, standing] of verdict.ranking.entries()) {
      assert.equal(rows[i][0], String(standing.place));
      assert.equal(rows[i][2], String(standing.left));
      assert.equal(rows[i][3], String(standing.head_height));
    }
    assert.match(await page.textContent('[data-testid="status"]'), /Game over/);
    // No cell is highlighted once the game is over.
    assert.deepEqual(await highlights(page), { starts: [], ends: [] });

    await page.click('[data-testid="rematch"]');
    assert.equal(await movesPlayed(page), 0);
    assert.equal(await page.$('[data-testid="ranking"]'), null);
    assert.match(await page.textContent('[data-testid="status"]'), /places the starter/);
    assert.deepEqual(page.errors, []);
  });
}
