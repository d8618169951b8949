// A whole hot-seat game played by clicks, always the first highlighted cells, to the ranking.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, open, newGame, playFirst, pageLink, referee, movesPlayed } from '../helpers.mjs';

let site;
before(async () => { site = await start(); });
after(async () => { await site?.close(); });

for (const players of [2, 3]) {
  test(`a ${players}-player game played by clicks reaches the ranking`, async () => {
    const page = await site.newPage();
    await open(page, site.url);
    await newGame(page, { players });
    let guard = 0;
    let skips = 0;
    let verdict = referee(await pageLink(page));
    while (!(await page.$('[data-testid="ranking"]'))) {
      const mover = verdict.to_move;
      await playFirst(page);
      verdict = referee(await pageLink(page));
      // Every seat the referee passes over must be named in a visible notice.
      const notice = (await page.$('[data-testid="turn-notice"]')) ? await page.textContent('[data-testid="turn-notice"]') : '';
      if (verdict.to_move !== null) {
        for (let seat = (mover + 1) % players; seat !== verdict.to_move; seat = (seat + 1) % players) {
          assert.match(notice, /skips this turn/, `seat ${seat} is skipped after move ${guard + 1}`);
          skips += 1;
        }
      }
      guard += 1;
      assert.ok(guard < 200, 'the game ends');
    }
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
    assert.equal(await page.$$eval('[data-cell].legal-start', (e) => e.length), 0);

    await page.click('[data-testid="rematch"]');
    assert.equal(await movesPlayed(page), 0);
    assert.equal(await page.$('[data-testid="ranking"]'), null);
    assert.match(await page.textContent('[data-testid="status"]'), /places the starter/);
    assert.deepEqual(page.errors, []);
  });
}
