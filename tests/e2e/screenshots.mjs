// Saves screenshots of the board for the README: a mid-game four-player position at
// desktop size with a start cell chosen, and the same game on a phone-sized screen.
// Usage: node screenshots.mjs [out-dir]   (default: docs/screenshots at the repository root)
import path from 'node:path';
import fs from 'node:fs/promises';
import { start, open, newGame, playMoves, clickCell, cellsWith, repo } from './helpers.mjs';

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
  console.log(`screenshots saved in ${out}`);
} finally {
  await site.close();
}
