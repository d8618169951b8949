// Editions: a new game is on the balanced edition (its trays hold that edition's sets, its
// link is of version 2), and a link or kept game of the first edition opens and plays on
// the first edition, as it did before the balanced one existed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, open, reload, newGame, playFirst, pageLink, movesPlayed, settle, referee, cli } from '../helpers.mjs';

const site = useSite();

/** Each colour's set, as `span/height` words, from `blockness rules --edition NAME`. */
function sets(name) {
  const edition = JSON.parse(cli(['rules', '--edition', name]));
  return Object.fromEntries(Object.entries(edition.sets).map(([colour, set]) => [colour, set.map((s) => `${s.span}/${s.height}`)]));
}

/** What each seat's tray holds, as `span/height` words, seat by seat. */
async function trays(page, players) {
  const out = [];
  for (let seat = 0; seat < players; seat++) {
    out.push(await page.$$eval(`[data-testid^="piece-${seat}-"]`, (pieces) => pieces.map((p) => `${p.dataset.span}/${p.dataset.height}`)));
  }
  return out;
}

const COLOURS = ['orange', 'green', 'purple', 'black'];

test('the two built-in editions differ, so the trays tell which one a game is on', () => {
  const [first, balanced] = [sets('lochside-v1'), sets('lochside-v2')];
  assert.ok(COLOURS.some((c) => first[c].join() !== balanced[c].join()));
});

test('a new game is on the balanced edition: its trays hold its sets and its link is of version 2', async () => {
  const balanced = sets('lochside-v2');
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 4 });
  assert.deepEqual(await trays(page, 4), COLOURS.map((c) => balanced[c]));
  await playFirst(page);
  await settle(page);
  const link = await pageLink(page);
  assert.match(link, /^2/);
  // The command-line tool reads the link on the same edition and agrees with the page.
  assert.equal(JSON.parse(cli(['link', 'decode', link.split('.')[0]])).edition, 'lochside-v2');
  assert.equal(referee(link.split('.')[0]).phase, 'setup');
  assert.deepEqual(page.errors, []);
});

test('a link of the first edition opens, plays and reloads on the first edition', async () => {
  const first = sets('lochside-v1');
  // A record that names no edition is on the first one, as every record written before was.
  const record = { players: 3, moves: [{ kind: 'start', head: [4, 4], tail: [4, 6] }] };
  const link = cli(['link', 'encode'], JSON.stringify(record)).trim();
  assert.match(link, /^1/);
  const page = await site.newPage();
  await open(page, `${site.url}#${link}`);
  assert.equal(await movesPlayed(page), 1);
  const expected = COLOURS.slice(0, 3).map((c) => first[c]);
  assert.deepEqual(await trays(page, 3), expected);
  await playFirst(page);
  await settle(page);
  const after = await pageLink(page);
  assert.match(after, /^1/, 'a move keeps the game on its edition');
  assert.equal(JSON.parse(cli(['link', 'decode', after.split('.')[0]])).edition, undefined);
  // Kept in My games: a reload brings it back on the same edition.
  await reload(page);
  assert.equal(await movesPlayed(page), 2);
  assert.deepEqual(await trays(page, 3), expected);
  assert.deepEqual(page.errors, []);
});
