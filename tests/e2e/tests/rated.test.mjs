// Rated games of Block Ness: the dialog says before the start that a rated game has no hint
// and no undo, the game plays to its end without them, the rating moves the way the result
// says and exactly as `blockness rating` (the same crate) computes it, and the rating page
// draws the game as a point that opens it again. A damaged record of ratings is set aside
// with a message, and the games stay.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, open, cli, referee, pageLink, playFirst, playToEnd, waitForPersonTurn, settled, reload } from '../helpers.mjs';

const site = useSite();

/** Opens the dialog's rated choice with `players` seats and the computer at `level` (its
 * rung's name, or '' for the one nearest the person's rating), and starts. Returns what the
 * page says as the game starts, once that notice is dismissed: a notice that goes by
 * itself later would move the board under a click. */
async function startRated(page, { players = 2, level = '' } = {}) {
  if (!(await page.$('[data-testid="start-game"]'))) await page.click('[data-testid="new-game"]');
  await page.selectOption('[data-testid="player-count"]', String(players));
  await page.check('[data-testid="rated-game"]');
  assert.match(await page.textContent('[data-testid="rated-note"]'), /no hint, no undo/);
  // The seats are the person's and the computer's: nothing to choose there, nor a variant.
  assert.equal(await page.textContent('[data-testid="rated-seat-0"]'), 'You');
  assert.equal(await page.$('[data-testid="seat-kind-1"]'), null);
  assert.equal(await page.$('[data-testid="variant"]'), null);
  await page.selectOption('[data-testid="rated-level"]', level);
  await page.click('[data-testid="start-game"]');
  await page.waitForSelector('[data-testid="start-game"]', { state: 'detached' });
  const said = await page.textContent('.notices');
  await page.click('.notices .dismiss');
  await page.waitForSelector('.notices .dismiss', { state: 'detached' });
  return said;
}

/** Plays the person's moves until the ranking shows, checking before each that nothing
 * of a free game is offered: no undo, redo or hint, no analysis. */
async function playRatedToEnd(page) {
  await playToEnd(page, {
    limit: 120,
    play: async (p) => {
      await waitForPersonTurn(p, { timeout: 100000 });
      if (await p.$('[data-testid="ranking"]')) return null;
      for (const absent of ['undo', 'redo', 'hint', 'analysis', 'analyse']) {
        assert.equal(await p.$(`[data-testid="${absent}"]`), null, `no ${absent} in a rated game`);
      }
      assert.ok(await p.$('[data-testid="rated-banner"]'), 'the rated game says so beside the board');
      return playFirst(p);
    },
  });
  await settled(page);
}

/** The rated results the page keeps, as `blockness rating` reads them. */
async function storedResults(page) {
  const text = await page.evaluate(() => localStorage.getItem('blockness.ratings'));
  assert.ok(text, 'the rated results are stored');
  return JSON.parse(text).games.map(({ place, opponents }) => ({ place, opponents }));
}

test('a rated game against a chosen level plays to its end, moves the rating as the crate says, and the rating page reopens it', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  assert.match(await startRated(page, { level: 'easy' }), /Rated game against easy: no hint, no undo/);
  assert.match(await pageLink(page), /~he$/, 'the person against the easy level');
  await playRatedToEnd(page);
  const link = await pageLink(page);
  const ranking = referee(link).ranking;
  const place = ranking.find((s) => s.person === 0).place;
  const theirs = ranking.find((s) => s.person === 1).place;
  const results = await storedResults(page);
  assert.deepEqual(results, [{ place, opponents: [{ level: 'easy', rating: 1000, place: theirs }] }]);
  const expected = JSON.parse(cli(['rating'], JSON.stringify(results)));
  // Against a level rated far below a new player, only a win raises the rating.
  if (place < theirs) assert.ok(expected.rating > 1500, JSON.stringify(expected));
  else assert.ok(expected.rating < 1500, JSON.stringify(expected));
  assert.match(await page.textContent('.notices'), new RegExp(`your rating goes from 1500 to ${Math.round(expected.rating)}`));

  // The ranking of a rated game leads to the rating it moved.
  await page.click('[data-testid="ranking-rating"]');
  const figure = await page.$('[data-testid="rating-figure"]');
  assert.equal(await figure.getAttribute('data-rating'), String(Math.round(expected.rating)));
  assert.equal(await figure.getAttribute('data-provisional'), String(expected.provisional));
  assert.match(await figure.textContent(), /provisional/);
  const row = await page.textContent('[data-testid="rating-by-level"] tr[data-level="easy"]');
  assert.match(row, /easy · 1000/);
  const points = await page.$$('[data-testid="rating-point"]');
  assert.equal(points.length, 1);
  assert.match(await points[0].getAttribute('aria-label'), new RegExp(`Rated game 1: place ${place} of 2 against easy`));
  // The point opens the game it stands for, as it ended.
  await page.goto('about:blank');
  await open(page, site.url);
  await page.click('[data-testid="new-game"]');
  await page.click('[data-testid="play-computer"]');
  assert.notEqual(await pageLink(page), link);
  await page.click('[data-testid="my-games"]');
  await page.click('[data-testid="open-rating"]');
  await page.click('[data-testid="rating-point"]');
  await page.waitForSelector('[data-testid="ranking"]');
  assert.equal(await pageLink(page), link);
  assert.equal(await page.$('[data-testid="undo"]'), null, 'a rated game stays rated when reopened');
  assert.deepEqual(page.errors, []);
});

test('a three-player rated game at the level nearest a new rating counts against both computers', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  const said = await startRated(page, { players: 3, level: '' });
  // A new player is rated 1500; the rung nearest is medium (1465).
  assert.match(said, /Rated game against medium and medium: no hint, no undo/);
  assert.match(await pageLink(page), /~hmm$/);
  await playRatedToEnd(page);
  const ranking = referee(await pageLink(page)).ranking;
  const placeOf = (person) => ranking.find((s) => s.person === person).place;
  const results = await storedResults(page);
  assert.deepEqual(results, [{
    place: placeOf(0),
    opponents: [1, 2].map((p) => ({ level: 'medium', rating: 1465, place: placeOf(p) })),
  }]);
  const expected = JSON.parse(cli(['rating'], JSON.stringify(results)));
  await page.click('[data-testid="my-games"]');
  await page.click('[data-testid="open-rating"]');
  assert.equal(await page.getAttribute('[data-testid="rating-figure"]', 'data-rating'), String(Math.round(expected.rating)));
  const tally = await page.$$eval('[data-testid="rating-by-level"] tr[data-level="medium"] td', (cells) => cells.map((c) => Number(c.textContent)));
  assert.equal(tally.reduce((a, b) => a + b, 0), 2, 'each computer counts once');
  assert.deepEqual(page.errors, []);
});

test('damaged rated results are set aside with a message, and the games stay', async () => {
  const page = await site.newPage();
  await open(page, site.url);
  await page.click('[data-testid="play-computer"]');
  // From the welcome screen the page's own module takes over: wait for its board.
  await waitForPersonTurn(page);
  await playFirst(page);
  const link = await pageLink(page);
  await page.evaluate(() => localStorage.setItem('blockness.ratings', '{"format":"blockness-ratings","version":1,"games":[{"place":0}]}'));
  await reload(page);
  assert.match(await page.textContent('.notices'), /Your rated games could not be read: .* They were set aside, untouched \(storage key "blockness.ratings.unreadable"\)/);
  assert.equal(await pageLink(page), link, 'the game on the board is still there');
  const aside = await page.evaluate(() => localStorage.getItem('blockness.ratings.unreadable'));
  assert.match(aside, /"place":0/);
  await page.click('[data-testid="my-games"]');
  assert.equal((await page.$$('[data-testid="game-item"]')).length, 1);
  await page.click('[data-testid="open-rating"]');
  assert.ok(await page.$('[data-testid="no-rated-games"]'));
  assert.deepEqual(page.errors, []);
});
