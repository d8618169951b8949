// The page in French, German and Italian: it follows the browser's language on a first visit, every
// main view is free of English (visible text, aria-labels and titles alike), the choice in
// the header is remembered, and English comes back when chosen.
import { test } from 'node:test';
import { execFileSync } from 'node:child_process';
import assert from 'node:assert/strict';
import { useSite, open, reload, newGame, setupTwo, playMoves, playToEnd, cellsWith, pickLanguage } from '../helpers.mjs';

const site = useSite();

// English words that no French, German or Italian page text should contain. Words the other
// language shares with English are left out for it ("segment" in French and German, "start" in
// German, "link" in German and Italian, where it is the everyday word).
const ENGLISH = ['the', 'and', 'move', 'moves', 'game', 'player', 'players', 'segment', 'segments', 'undo', 'redo',
  'turn', 'head', 'tail', 'cannot', 'choose', 'start', 'new', 'link', 'wins', 'blocked', 'skips', 'skipped',
  'left', 'seat', 'copy', 'hint', 'rematch', 'ranking', 'height', 'span', 'green', 'purple', 'black', 'deep',
  'water', 'shallow', 'variant', 'human', 'previous', 'next', 'first', 'last', 'to', 'of', 'your', 'here'];
const SHARED = { fr: ['segment', 'segments'], de: ['segment', 'segments', 'start', 'link'], it: ['link'] };
// And those of Loch Ness ("die" is a German article).
const LOCH_NESS_ENGLISH = ['photographer', 'photographers', 'ruler', 'rulers', 'roll', 'keep', 'above',
  'below', 'bench', 'lighthouse', 'bush', 'pier', 'boat', 'lake', 'wave', 'die', 'deck', 'body', 'key'];
const LOCH_NESS_SHARED = { fr: [], de: ['die'], it: [] };

/** Everything a person can read or hear on the page: the visible text, every aria-label
 * and title attribute, and SVG titles. "Block Ness", the game's name, stays as it is. */
async function pageWords(page) {
  const texts = await page.evaluate(() => [
    document.body.innerText,
    ...[...document.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')),
    ...[...document.querySelectorAll('[title]')].map((e) => e.getAttribute('title')),
    ...[...document.querySelectorAll('title')].map((e) => e.textContent),
  ]);
  return texts.join('\n').replace(/Block Ness|Loch Ness/g, '');
}

/** Fails listing every English word found in `view`, with a little of its context. */
async function assertNoEnglish(page, lang, view, more = []) {
  const text = await pageWords(page);
  const words = [...ENGLISH, ...more].filter((w) => !SHARED[lang].includes(w));
  const found = [];
  for (const word of words) {
    // Letters, not \b, bound a word: \b would split "höhere" at the umlaut and find "here".
    for (const m of text.matchAll(new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'giu'))) {
      found.push(`"${word}" in "…${text.slice(Math.max(0, m.index - 30), m.index + word.length + 30).replace(/\s+/g, ' ')}…"`);
    }
  }
  assert.deepEqual(found, [], `English left in the ${lang} page, ${view}`);
}

for (const [lang, locale] of [['fr', 'fr-FR'], ['de', 'de-DE'], ['it', 'it-IT']]) {
  test(`a ${locale} browser gets the whole page in ${lang}, and English back on request`, async () => {
    const context = await site.newContext({ locale });
    try {
      const page = await site.newPage(context);
      await open(page, site.url);
      assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
      assert.equal(await page.$eval('select[data-testid="language"]', (s) => s.value), lang);
      assert.deepEqual(await page.$$eval('select[data-testid="language"] option', (os) => os.map((o) => o.value)).then((v) => v.sort()), ['de', 'en', 'fr', 'it']);

      // The new-game dialog, as a first visit shows it.
      await page.waitForSelector('[data-testid="start-game"]');
      await assertNoEnglish(page, lang, 'in the new-game dialog');

      // A game in progress, pointing at a hole where nothing can go.
      await newGame(page, { players: 2 });
      await setupTwo(page);
      await playMoves(page, 4);
      const [first] = await cellsWith(page, 'legal-start');
      await page.click(`[data-cell="${first}"]`);
      await page.hover('[data-cell="e6"]');
      const explanation = (await page.textContent('[data-testid="explanation"]')).trim();
      assert.ok(explanation.length > 0, 'the pointed cell is explained');
      await assertNoEnglish(page, lang, 'during a game, with a cell explained');
      await page.keyboard.press('Escape');

      // A link that cannot be opened.
      const refused = await site.newPage(context);
      await open(refused, site.url + '#1AQI');
      await refused.waitForSelector('[data-testid="message"] .error');
      await assertNoEnglish(refused, lang, 'with a refused link');
      await refused.close();

      // The ranking after a finished game, with its skipped turns on the way.
      await playToEnd(page);
      await assertNoEnglish(page, lang, 'with the ranking');

      // The analysis of the finished game: its graph, readout, table, marks and territory.
      await page.click('[data-testid="analyse"]');
      await page.waitForSelector('[data-testid="analysis-progress"]');
      await assertNoEnglish(page, lang, 'while analysing');
      await page.waitForSelector('[data-testid="analysis-done"]', { timeout: 120000 });
      await page.hover('[data-testid="graph-point-2"]');
      await page.click('[data-testid="territory"]');
      await page.click('[data-testid="show-best"]');
      await assertNoEnglish(page, lang, 'with the analysis');
      await page.click('[data-testid="territory"]');
      await page.click('[data-testid="show-best"]');

      // The help under the board, the rules page and the tutorial.
      await page.click('.foot-note summary');
      await assertNoEnglish(page, lang, 'with the help opened');
      await page.click('[data-testid="open-rules"]');
      await page.waitForSelector('[data-testid="rules-section"]');
      await assertNoEnglish(page, lang, 'on the rules page');
      await page.click('[data-testid="close-page"]');
      await page.click('[data-testid="open-tutorial"]');
      await page.waitForSelector('[data-testid="tutorial-step"]');
      await page.hover('[data-cell="a3"]');
      await assertNoEnglish(page, lang, 'in the tutorial');
      await page.click('[data-testid="close-page"]');
      // The solo view: the campaign, then a puzzle once the solver has answered.
      await page.click('[data-testid="solo"]');
      await page.waitForSelector('[data-testid="campaign"]');
      await assertNoEnglish(page, lang, 'in the solo campaign');
      await page.click('[data-testid="level-1-01"]');
      await page.waitForSelector('[data-testid="puzzle"]:not([data-reach="checking"])');
      await assertNoEnglish(page, lang, 'on a puzzle');
      await page.click('[data-testid="close-page"]');
      await page.waitForSelector('[data-testid="ranking"]');
      await page.click('[data-testid="my-games"]');
      await page.waitForSelector('[data-testid="game-item"]');
      await assertNoEnglish(page, lang, 'in My games');
      await page.click('[data-testid="library-back"]');
      await page.waitForSelector('[data-testid="ranking"]');

      // English on request, remembered over a reload although the browser prefers another.
      await pickLanguage(page, 'en');
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
      assert.equal(await page.evaluate(() => localStorage.getItem('blockness-lang')), 'en');
      assert.match(await page.textContent('[data-testid="status"]'), /Game over/);
      assert.match(await page.textContent('[data-testid="ranking"]'), /Final ranking/);
      await reload(page);
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
      assert.match(await page.textContent('[data-testid="status"]'), /Game over/);

      // And the page's own language again.
      await pickLanguage(page, lang);
      assert.equal(await page.evaluate(() => localStorage.getItem('blockness-lang')), lang);
      await assertNoEnglish(page, lang, 'after switching back from English');
      assert.deepEqual(page.errors, []);
    } finally {
      await context.close();
    }
  });
}

/** A two-player Loch Ness game's link, played by the command line's bots up to the first
 * time a player chooses which drawn fragment to keep. */
function lochNessLinkAtKeep() {
  const bin = process.env.BLOCKNESS_CLI;
  if (!bin) throw new Error('BLOCKNESS_CLI is not set: tests/e2e/run.sh builds the blockness tool and sets it');
  const lochness = (args, input) => execFileSync(bin, ['lochness', ...args], { input, encoding: 'utf8' });
  const record = JSON.parse(lochness(['play', '--players', '2', '--seed', '3']).split('\n')[0]);
  for (let n = 1; n <= record.actions.length; n++) {
    const prefix = JSON.stringify({ ...record, actions: record.actions.slice(0, n) });
    if (JSON.parse(lochness(['referee'], prefix)).step === 'keep') return lochness(['link', 'encode'], prefix).trim();
  }
  throw new Error('the game never reached a keep');
}

for (const [lang, locale] of [['fr', 'fr-FR'], ['de', 'de-DE'], ['it', 'it-IT']]) {
  test(`a ${locale} browser gets Loch Ness in ${lang}: the table, its rules page, a refused link`, async () => {
    const context = await site.newContext({ locale });
    try {
      const page = await site.newPage(context);
      const noEnglish = (view) => assertNoEnglish(page, lang, view,
        LOCH_NESS_ENGLISH.filter((w) => !LOCH_NESS_SHARED[lang].includes(w)));
      const settled = () => page.waitForFunction(() => {
        const root = document.querySelector('[data-testid="lochness-view"]');
        return root !== null && root.dataset.revision === root.dataset.settled;
      });
      await page.goto(`${site.url}#l/${lochNessLinkAtKeep()}`);
      await page.waitForSelector('[data-testid="lochness-view"][data-step="keep"]');
      await settled();
      assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
      await noEnglish('Loch Ness, a player keeping a drawn fragment');
      await page.focus('[data-testid="ln-lake"] [data-ln-point]');
      await noEnglish('Loch Ness, a point pointed at');
      await page.click('[data-testid="lochness-rules"]');
      await page.waitForSelector('[data-testid="lochness-rules-page"]');
      await noEnglish('on the Loch Ness rules page');
      await page.click('[data-testid="lochness-rules-close"]');
      await page.click('[data-testid="ln-new"]');
      await page.waitForSelector('[data-testid="ln-new-game"]');
      await noEnglish('on the Loch Ness new-game screen');
      await page.goto(`${site.url}#l/1AAAA`);
      await page.waitForSelector('[data-testid="ln-link-refused"]');
      await noEnglish('with a refused Loch Ness link');
      assert.deepEqual(page.errors, []);
    } finally {
      await context.close();
    }
  });
}

test('an English browser gets English, and a French choice is remembered', async () => {
  const context = await site.newContext({ locale: 'en-GB' });
  try {
    const page = await site.newPage(context);
    await open(page, site.url);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    assert.equal(await page.$eval('select[data-testid="language"]', (s) => s.value), 'en');
    await pickLanguage(page, 'fr');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
    assert.equal(await page.evaluate(() => localStorage.getItem('blockness-lang')), 'fr');
    await assertNoEnglish(page, 'fr', 'right after choosing French');
    const other = await site.newPage(context);
    await open(other, site.url);
    assert.equal(await other.evaluate(() => document.documentElement.lang), 'fr', 'a new tab remembers French');
  } finally {
    await context.close();
  }
});

test('the picker offers Italian, and an Italian choice is remembered over a reload', async () => {
  const context = await site.newContext({ locale: 'en-GB' });
  try {
    const page = await site.newPage(context);
    await open(page, site.url);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    const italian = await page.$eval('select[data-testid="language"] option[value="it"]', (o) => [o.textContent, o.lang]);
    assert.deepEqual(italian, ['Italiano', 'it'], 'the picker names Italian in Italian');
    await pickLanguage(page, 'it');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'it');
    assert.equal(await page.evaluate(() => localStorage.getItem('blockness-lang')), 'it');
    await assertNoEnglish(page, 'it', 'right after choosing Italian');
    assert.match(await page.textContent('dialog.new-game h2'), /Nuova partita/);
    await reload(page);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'it', 'a reload keeps Italian');
    assert.equal(await page.$eval('select[data-testid="language"]', (s) => s.value), 'it');
    await page.waitForSelector('[data-testid="start-game"]');
    await assertNoEnglish(page, 'it', 'after a reload');
    assert.deepEqual(page.errors, []);
  } finally {
    await context.close();
  }
});
