// Play feel for the input in use, on two phones by taps and on a laptop with a mouse: a
// toolbar whose every control is whole on screen, hints worded for taps or clicks, segment
// choices drawn as the tray draws them, an end that names the computer, and arch labels that
// never cover each other. With BLOCKNESS_SCREENSHOTS=<folder>, the phone's game, choice and
// end screens are saved there (docs/screenshots holds the ones the docs show).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {
  useSite, open, newGame, cellsWith, cellXY, movesPlayed, waitForPersonTurn, settled, playFirst,
} from '../helpers.mjs';

const site = useSite();

const SCREENS = [
  { name: 'phone 360x740', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, via: 'tap' },
  { name: 'phone 390x844', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, via: 'tap', screenshots: true },
  { name: 'laptop 1366x768', viewport: { width: 1366, height: 768 }, via: 'click' },
];

// Each language's words for the gestures, lower case: a hint for taps never says click or
// Escape, a hint for a mouse never says tap or Escape.
const CLICK = /click|cliqu|klick|clicc/i;
const TAP = /\btap|touchez|tipp|tocc/i;
const ESCAPE = /escape|échap|\besc\b/i;

/** The status panel's words and the last line of "How to play", as the player reads them. */
const hintsShown = (page) => page.evaluate(() => [
  document.querySelector('[data-testid="status"]')?.textContent ?? '',
  document.querySelector('.status .detail')?.textContent ?? '',
  document.querySelector('[data-testid="explanation"]')?.textContent ?? '',
  document.querySelector('.foot-note li:last-child')?.textContent ?? '',
].join(' | '));

/** The controls of the toolbar that are drawn, with whether each is whole on screen and not
 * cut by a scrolling row. */
const toolbar = (page) => page.$$eval('.controls button', (buttons) => buttons
  .filter((b) => b.getClientRects().length > 0)
  .map((b) => {
    const r = b.getBoundingClientRect();
    const row = b.parentElement;
    return {
      id: b.dataset.testid,
      whole: r.left >= 0 && r.right <= innerWidth + 0.5 && r.top >= 0,
      rowScrolls: row.scrollWidth > row.clientWidth + 1,
    };
  }));

/** Pairs of arch labels on the board whose boxes cover each other. */
const overlappingLabels = (page) => page.$$eval('[data-testid="board"] .badge rect', (rects) => {
  const boxes = rects.map((r) => ({ box: r.getBoundingClientRect(), text: r.parentElement.textContent }));
  const pairs = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i].box;
      const b = boxes[j].box;
      const apart = a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5;
      if (!apart) pairs.push(`${boxes[i].text}/${boxes[j].text}`);
    }
  }
  return { count: boxes.length, pairs };
});

/** Saves the screen as phone-<name>.png when asked to: scrolled to the top, or with the
 * element `bottom` at the bottom of the screen. */
async function shoot(page, screen, name, bottom) {
  const folder = process.env.BLOCKNESS_SCREENSHOTS;
  if (!folder || !screen.screenshots) return;
  if (bottom) await page.$eval(bottom, (e) => e.scrollIntoView({ block: 'end' }));
  else await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(folder, `phone-${name}.png`) });
}

for (const screen of SCREENS) {
  const { via } = screen;
  const touch = via === 'tap';
  test(`${screen.name}: a game against the computer by ${via}s, worded for ${touch ? 'touch' : 'a mouse'}, ends naming the computer`, async () => {
    const { viewport, isMobile = false, hasTouch = false } = screen;
    const page = await site.newPage(await site.newContext({ viewport, isMobile, hasTouch, deviceScaleFactor: touch ? 2 : 1 }));
    const act = (selector) => (touch ? page.tap(selector) : page.click(selector));
    await open(page, site.url);
    await newGame(page, { players: 2, kinds: ['human', 'easy'] });
    await waitForPersonTurn(page);
    await page.waitForSelector('[data-testid="bot-pause"]');

    // Every control of the toolbar is whole on screen: none cut at the edge or scrolled away.
    const controls = await toolbar(page);
    assert.ok(controls.some((c) => c.id === 'copy-link') && controls.some((c) => c.id === 'bot-pause'), JSON.stringify(controls));
    assert.deepEqual(controls.filter((c) => !c.whole || c.rowScrolls), [], 'every control is whole on screen');

    // "Bigger holes" says what it does where a finger can read it; a laptop has no need of it.
    const zoomNote = await page.$eval('[data-testid="zoom-note"]', (n) => (n.getClientRects().length ? n.textContent : ''));
    if (touch) assert.match(zoomNote, /fingertip/, 'the zoom says what it does');

    const said = [];
    let choices = 0;
    let gameShot = false;
    while (true) {
      await waitForPersonTurn(page);
      if (await page.$('[data-testid="ranking"]')) break;
      const before = await movesPlayed(page);
      const [from] = await cellsWith(page, 'legal-start');
      await act(`[data-cell="${from}"]`);
      await settled(page);
      said.push(await hintsShown(page));
      if (!gameShot && before >= 6) {
        await shoot(page, screen, 'game');
        gameShot = true;
      }
      // A second foot two holes away: segments of several heights often fit there.
      const ends = await cellsWith(page, 'legal-end');
      const [fx, fy] = cellXY(from);
      const far = ends.find((c) => { const [x, y] = cellXY(c); return Math.abs(x - fx) + Math.abs(y - fy) === 2; });
      await act(`[data-cell="${far ?? ends[0]}"]`);
      await settled(page);
      said.push(await hintsShown(page));
      if ((await movesPlayed(page)) === before && (await page.$('[data-testid="segment-choices"]'))) {
        // Each choice is the arch as the tray draws it, named by its span and height, and
        // stays on one line.
        const offered = await page.$$eval('[data-testid="segment-choices"] button', (buttons) => buttons.map((b) => {
          const r = b.getBoundingClientRect();
          const dims = b.querySelector('.dims').getBoundingClientRect();
          return {
            name: b.getAttribute('aria-label'),
            arch: b.querySelector('svg.mini path.body') !== null,
            oneLine: dims.height < 24,
            inView: r.left >= 0 && r.right <= innerWidth + 0.5,
          };
        }));
        assert.ok(offered.length >= 2, JSON.stringify(offered));
        for (const choice of offered) {
          assert.match(choice.name, /^Span \d+, height \d+$/);
          assert.ok(choice.arch && choice.oneLine && choice.inView, JSON.stringify(choice));
        }
        if (choices === 0) await shoot(page, screen, 'choice');
        choices += 1;
        await act('[data-testid="segment-choices"] button');
      }
      if ((await movesPlayed(page)) === before && (await page.$('[data-testid="choose-head"]'))) {
        await act('[data-testid="choose-head"]');
      }
      assert.ok((await movesPlayed(page)) > before, `the move from ${from} was played`);
    }
    assert.ok(choices > 0, 'the page offered a choice of segments at least once');

    // Hints for the input in use: taps or clicks, never keys unless the keyboard is in use.
    const words = said.join('\n');
    if (touch) {
      assert.match(words, TAP, 'the hints say tap');
      assert.doesNotMatch(words, CLICK, 'no hint says click during a game by taps');
    } else {
      assert.match(words, CLICK, 'the hints say click');
      assert.doesNotMatch(words, TAP, 'no hint says tap during a game with a mouse');
    }
    assert.doesNotMatch(words, ESCAPE, 'no hint names a key');

    // The end says who won in words: you, or the computer; each line says who played it.
    const status = await page.textContent('[data-testid="status"]');
    assert.match(status, /^Game over: (you win|the computer \(easy\) wins|you and the computer \(easy\) share the win)$/, status);
    const playedAs = await page.$$eval('[data-testid="played-as"]', (lines) => lines.map((l) => l.textContent));
    assert.deepEqual(playedAs.map((l) => l.replace(/^ · /, '')).sort(), ['the computer (easy)', 'you'], JSON.stringify(playedAs));
    await shoot(page, screen, 'end', '[data-testid="ranking"]');
    assert.deepEqual(page.errors, []);
  });

  test(`${screen.name}: no two arch labels cover each other, however crowded a four-player loch gets`, async () => {
    const { viewport, isMobile = false, hasTouch = false } = screen;
    const page = await site.newPage(await site.newContext({ viewport, isMobile, hasTouch }));
    await open(page, site.url);
    await newGame(page, { players: 4 });
    let worst = { count: 0, pairs: [] };
    for (let move = 1; !(await page.$('[data-testid="ranking"]')); move++) {
      await playFirst(page, { via });
      if (move % 2 === 0 || (await page.$('[data-testid="ranking"]'))) {
        const labels = await overlappingLabels(page);
        assert.deepEqual(labels.pairs, [], `after move ${move}, labels overlap`);
        worst = labels;
      }
    }
    assert.ok(worst.count >= 20, `a crowded loch: ${worst.count} labels`);
    assert.deepEqual(page.errors, []);
  });
}
