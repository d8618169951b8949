// Saves screenshots of the board for the README and docs: a mid-game four-player position at
// desktop size with a start cell chosen, and the same game on a phone-sized screen; a
// finished four-player game's move list; the rating page over a sample history of rated
// games; a live table's host's first screen at 1366x768 (on a local Mosquitto).
// Usage: BLOCKNESS_CLI=target/ci/blockness node screenshots.mjs [out-dir]
//        (default: docs/screenshots at the repository root)
import path from 'node:path';
import fs from 'node:fs/promises';
import { start, open, newGame, playMoves, clickCell, cellsWith, repo, botGameLink, cli } from './helpers.mjs';
import { startBroker } from './live-broker.mjs';
import { openTable } from './live-table.mjs';

const out = path.resolve(process.argv[2] ?? path.join(repo, 'docs/screenshots'));
await fs.mkdir(out, { recursive: true });
const site = await start();
try {
  const page = await site.newPage();
  await open(page, site.url);
  await newGame(page, { players: 4 });
  await playMoves(page, 14);
  const starts = await cellsWith(page, 'legal-start');
  await clickCell(page, starts[starts.length - 1]);
  await page.mouse.move(5, 5);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(out, 'board-desktop.png') });
  const link = await page.evaluate(() => location.href);

  const phone = await site.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const small = await phone.newPage();
  await open(small, link);
  await small.screenshot({ path: path.join(out, 'board-phone.png') });
  await phone.close();

  const desk = await site.newContext({ viewport: { width: 1366, height: 768 } });
  const finished = await site.newPage(desk);
  await open(finished, `${site.url}#${botGameLink(4, { level: 'medium', seed: 2 })}`);
  await (await finished.$('section.moves')).screenshot({ path: path.join(out, 'move-list-four.png') });

  // The rating page over a sample history: sixteen rated games against the rungs around a
  // rating that climbs, the ladder's ratings from the command line (the same crate).
  const ladder = JSON.parse(cli(['levels', '--json']));
  const rung = (name) => ladder.find((r) => r.name === name);
  const sample = 'WWLWDWLWWLWWLWLW'.split('').map((result, i) => {
    const level = rung(['medium', 'medium', 'keen', 'keen', 'sharp'][Math.min(4, Math.floor(i / 3))]);
    const [mine, theirs] = { W: [1, 2], L: [2, 1], D: [1, 1] }[result];
    return { game: `sample${String(i).padStart(2, '0')}`, finished: 1.7e12 + i * 8.64e7, place: mine, opponents: [{ level: level.name, rating: level.rating, place: theirs }] };
  });
  const rated = await site.newPage(await site.newContext({ viewport: { width: 1000, height: 900 } }));
  await rated.addInitScript((text) => localStorage.setItem('blockness.ratings', text), JSON.stringify({ format: 'blockness-ratings', version: 1, games: sample }));
  await open(rated, site.url);
  await rated.click('[data-testid="play-computer"]');
  await rated.click('[data-testid="my-games"]');
  await rated.click('[data-testid="open-rating"]');
  await (await rated.$('[data-testid="rating-page"]')).screenshot({ path: path.join(out, 'rating-page.png') });

  const broker = await startBroker();
  try {
    const { ada } = await openTable(site, broker, { context: await site.newContext({ viewport: { width: 1366, height: 768 } }) });
    await ada.mouse.move(5, 5);
    await ada.screenshot({ path: path.join(out, 'live-host.png') });
  } finally {
    await broker.close();
  }
  console.log(`screenshots saved in ${out}`);
} finally {
  await site.close();
}
