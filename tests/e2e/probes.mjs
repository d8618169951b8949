// Functions that run inside the page, shared by the Chromium (playwright) and Firefox
// (puppeteer) suites: each driver serialises them into the page, so they use only what
// the page has and take no closures.

/** Whether the page has caught up with its last action: the revision the reducer reached
 * (`.app[data-revision]`) is the one its effects marked (`<html data-settled>`). */

/** The page is ready to use: the live board, or on a fresh visit the welcome screen (the
 * prerendered loch with the live header and new-game dialog of the welcome module, which
 * starts the page's own module when a game starts: crates/web/src/components/welcome.rs). */
export const READY = '[data-cell], #first-paint [data-testid="start-game"]';

export function isSettled() {
  const app = document.querySelector('.app');
  // A live table's address (of either game) is drawn by the table's module alone until the
  // first press brings the page (www/start.js): a page loaded again to open a table has
  // nothing else to wait for.
  if (window.blocknessTableAddress && document.querySelector('#app-root .app') === null) {
    return document.querySelector('[data-testid="live-table"], [data-testid="lochness-view"]') !== null;
  }
  return app !== null && app.dataset.revision === document.documentElement.dataset.settled;
}

/** Whether the address holds the game on screen: the link's move count (its second byte;
 * the game's id after `.` and the seat code after `~` are left aside)
 * equals the moves played in the move list. */
export function addressHoldsGame() {
  const link = location.hash.slice(1).split('~')[0].split('.')[0];
  // Version 1 (the first edition) or 2 (the balanced one): the same layout.
  if (!/^[12]/.test(link)) return false;
  const b64 = link.slice(1).replace(/-/g, '+').replace(/_/g, '/');
  let bytes;
  try {
    bytes = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  } catch {
    return false;
  }
  const played = document.querySelectorAll('[data-testid="move-list"] li.move:not(.undone)').length;
  return bytes.length > 1 && bytes.charCodeAt(1) === played;
}

/** A fingerprint of what the board shows: arches, ends, highlights, moves and status. */
export function boardFingerprint() {
  return {
    arches: [...document.querySelectorAll('.arch')].map((a) => a.getAttribute('class') + ' ' + a.getAttribute('data-height') + ' ' + a.querySelector('.body').getAttribute('d')),
    ends: [...document.querySelectorAll('[data-end]')].map((e) => e.getAttribute('data-end') + ' ' + e.getAttribute('transform')).sort(),
    starts: [...document.querySelectorAll('[data-cell].legal-start')].map((e) => e.getAttribute('data-cell')).sort(),
    moves: [...document.querySelectorAll('[data-testid="move-list"] li.move')].map((e) => e.textContent),
    status: document.querySelector('[data-testid="status"]').textContent,
  };
}

/** Run before the page's own scripts: turns each Content-Security-Policy violation into a
 * console error (which the suites count as a page error) and keeps it in
 * `window.__policyViolations`. */
export function reportPolicyViolations() {
  window.__policyViolations = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    const what = `${e.violatedDirective} blocked ${e.blockedURI || 'inline code'} (${e.sourceFile || 'page'}:${e.lineNumber})`;
    window.__policyViolations.push(what);
    console.error(`Content-Security-Policy violation: ${what}`);
  });
}

/** Runs in the page: the DOM under `rootSelector` as the static copy of the first screen
 * that the site's build writes into index.html (crates/site-build/src/copy.rs, the same
 * rules): form controls carry their live state as attributes (a select's choice, a box's
 * tick, a field's text); `data-*` attributes but data-revision are dropped, and so are those
 * that draw nothing. Throws on anything that could run script. The tests compare the build's
 * copy with the live page through it. */
export function staticCopy(rootSelector) {
  // What only assistive technology, the keyboard or a pointer's tooltip would use: the copy
  // is hidden from the first two and inert, and none of these draws anything (www/*.css
  // selects on aria-pressed alone, kept).
  const UNSEEN = new Set(['aria-label', 'aria-labelledby', 'aria-describedby', 'aria-live', 'role', 'tabindex', 'title']);
  const root = document.querySelector(rootSelector);
  if (!root) throw new Error(`no ${rootSelector} in the page`);
  const live = [...root.querySelectorAll('*')];
  const copy = root.cloneNode(true);
  const copied = [...copy.querySelectorAll('*')];
  live.forEach((element, i) => {
    const twin = copied[i];
    if (element instanceof HTMLOptionElement) twin.toggleAttribute('selected', element.selected);
    if (element instanceof HTMLInputElement) {
      if (element.type === 'checkbox' || element.type === 'radio') twin.toggleAttribute('checked', element.checked);
      else twin.setAttribute('value', element.value);
    }
    if (element instanceof HTMLTextAreaElement) twin.textContent = element.value;
  });
  for (const element of copied) {
    const name = element.localName;
    if (name === 'script' || name === 'iframe' || name === 'object' || name === 'embed') {
      throw new Error(`the first screen holds a <${name}>`);
    }
    for (const { name: attribute, value } of [...element.attributes]) {
      if (/^on/i.test(attribute) || /^\s*javascript:/i.test(value)) {
        throw new Error(`the first screen holds script: <${name} ${attribute}="${value}">`);
      }
      if ((attribute.startsWith('data-') && attribute !== 'data-revision') || UNSEEN.has(attribute)) {
        element.removeAttribute(attribute);
      }
    }
  }
  return copy.innerHTML;
}
