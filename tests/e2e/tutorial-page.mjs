// What the tutorial tests share, in Chromium (tests/tutorial.test.mjs) and in Firefox
// (firefox/tutorial.test.mjs): waiting for the tutorial to draw its last action, clicks on
// its board, and what its step and its feedback say. `tutorialHelpers(browser)` makes them
// for one browser's driver: Playwright's by default, firefox/firefox.mjs's for Firefox.
import assert from 'node:assert/strict';
import { highlights } from './helpers.mjs';

/** The tutorial page. */
export const T = '[data-testid="tutorial-page"]';

/** Playwright's click, wait and highlighted cells (Chromium). */
const PLAYWRIGHT = {
  click: (page, selector) => page.click(selector),
  until: (page, predicate) => page.waitForFunction(predicate),
  highlights,
};

/** The tutorial's helpers for a browser's `click(page, selector)`, `until(page, predicate)`
 * and `highlights(page, within)`. */
export function tutorialHelpers(browser = PLAYWRIGHT) {
  /** Waits until the tutorial has drawn its last action (it marks the revision it reached). */
  async function tutorialSettled(page) {
    await browser.until(page, () => {
      const t = document.querySelector('[data-testid="tutorial-page"]');
      return t !== null && t.dataset.revision === document.documentElement.dataset.tutorialSettled;
    });
  }

  /** Clicks `selector` and waits until the tutorial has drawn what it did. */
  async function tap(page, selector) {
    await browser.click(page, selector);
    await tutorialSettled(page);
  }

  /** Clicks the tutorial board's cell `name`. */
  async function cell(page, name) {
    await tap(page, `${T} [data-cell="${name}"]`);
  }

  /** Plays from `from` to `to` on the tutorial's board; picks segment `piece` of orange's
   * tray and the end (`head`, `tail`) when given. */
  async function play(page, from, to, { piece, end } = {}) {
    await cell(page, from);
    await cell(page, to);
    if (piece !== undefined) await tap(page, `${T} [data-testid="piece-0-${piece}"]`);
    if (end) await tap(page, `${T} [data-testid="choose-${end}"]`);
  }

  /** The step shown, from 0, and whether it is completed. */
  async function step(page) {
    return page.evaluate(() => {
      const e = document.querySelector('[data-testid="tutorial-step"]');
      return { index: Number(e.dataset.step), completed: e.dataset.completed === 'true' };
    });
  }

  /** What the tutorial said of the last move: its kind and its words. */
  async function feedback(page) {
    return page.evaluate(() => {
      const e = document.querySelector('[data-testid="tutorial-feedback"]');
      return { kind: e.dataset.kind, text: e.textContent };
    });
  }

  /** Step `index` is completed, said so, and its board offers nothing more to play. */
  async function expectCompleted(page, index) {
    assert.deepEqual(await step(page), { index, completed: true }, `step ${index} completed`);
    assert.equal((await feedback(page)).kind, 'success');
    assert.deepEqual(await browser.highlights(page, T), { starts: [], ends: [] }, 'a completed step offers nothing more to play');
  }

  return { tutorialSettled, tap, cell, play, step, feedback, expectCompleted };
}
