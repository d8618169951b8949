// The first look at the game page: the new-game dialog whole in a 1366x768 window in every
// language, and a board that appears under a resting pointer says nothing of the hole
// beneath it until the pointer moves.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, open, settled } from '../helpers.mjs';

const site = useSite();

for (const locale of ['en-GB', 'fr-FR', 'de-DE', 'it-IT']) {
  test(`the new-game dialog's choices and its Start fit a 1366x768 window (${locale})`, async () => {
    const page = await site.newPage(await site.newContext({ viewport: { width: 1366, height: 768 }, locale }));
    await open(page, site.url);
    await page.waitForSelector('[data-testid="start-game"]');
    for (const id of ['play-computer', 'dialog-online', 'dialog-seek', 'start-game']) {
      const box = await page.$eval(`[data-testid="${id}"]`, (b) => b.getBoundingClientRect().toJSON());
      assert.ok(box.top >= 0 && box.bottom <= 768, `${id} is in the window (${Math.round(box.top)} to ${Math.round(box.bottom)})`);
    }
    assert.deepEqual(page.errors, []);
  });
}

test('a board that appears under a resting pointer explains nothing until the pointer moves', async () => {
  const page = await site.newPage(await site.newContext({ viewport: { width: 1366, height: 768 } }));
  await open(page, site.url);
  await page.click('[data-testid="start-game"]');
  await page.waitForSelector('[data-cell="b5"]');
  await page.click('[data-testid="new-game"]');
  await page.waitForSelector('[data-testid="start-game"]');
  // The pointer rests on a hole out of play, under the dialog's backdrop; the game starts
  // from the keyboard, and the dialog's going uncovers the board under the pointer.
  const hole = await page.$eval('[data-cell="b5"]', (c) => { const r = c.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; });
  await page.mouse.move(hole.x, hole.y);
  await page.evaluate(() => {
    window.pointerOverHole = false;
    document.addEventListener('pointerover', (e) => { if (e.target.closest?.('[data-cell="b5"]')) window.pointerOverHole = true; }, true);
  });
  await page.focus('[data-testid="start-game"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid="start-game"]', { state: 'detached' });
  // The browser tells the page the pointer is over the hole now, as it does when what is
  // under a resting pointer changes.
  await page.waitForFunction(() => window.pointerOverHole);
  await settled(page);
  assert.equal((await page.textContent('[data-testid="explanation"]')).trim(), '', 'nothing said of a hole nobody pointed at');
  // The pointer moves within the hole: now it points, and the hole is explained.
  await page.mouse.move(hole.x + 2, hole.y + 1);
  await page.waitForFunction(() => /b5/.test(document.querySelector('[data-testid="explanation"]')?.textContent ?? ''));
  assert.deepEqual(page.errors, []);
});
