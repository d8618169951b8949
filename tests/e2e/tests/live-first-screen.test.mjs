// A live table's first screen, for both games, at 1366x768 in English and on a touch phone
// in French: the host finds the invite and its Copy without scrolling; the invited friend
// reads none of the host's sentences before sitting; when the last seat is taken, the
// host's page brings the board into view and says who sat down and whose move it is; and
// when the person to move is away, the headline names them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, playFirst } from '../helpers.mjs';
import { useBroker } from '../live-broker.mjs';
import { online, openTable } from '../live-table.mjs';
import { VIEW, lnSettled, openView, startGame } from '../lochness-page.mjs';
import { openLochnessTable, playUntil } from '../lochness-live-table.mjs';

const site = useSite();
const broker = useBroker({ awake: true });

const SIZES = [
  {
    name: 'desktop, English',
    options: { viewport: { width: 1366, height: 768 }, locale: 'en-GB' },
    via: 'click',
    // What only the host is told, and what nobody before sitting should be offered.
    hostSentences: [/Send it to the other players/, /Send the invite link/, /Leave the table/],
    began: /^Bob sat down: your move\.$/,
    away: /^Bob is to move but has been away for \d+\u00a0(s|min)/,
  },
  {
    name: 'phone, French',
    options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'fr-FR' },
    via: 'tap',
    hostSentences: [/Envoyez-le aux autres joueurs/, /Envoyez le lien d'invitation/, /Quitter la table/],
    began: /^Bob a pris place\u202f: à vous de jouer\.$/,
    away: /^C'est à Bob de jouer, mais son appareil est déconnecté depuis \d+\u00a0(s|min)/,
  },
];

/** Whether all of `selector` on `page` lies inside the window, as it is scrolled now. */
const inWindow = (page, selector) => page.$eval(selector, (el) => {
  const r = el.getBoundingClientRect();
  // A pixel's slack: a scroll to an element's top may leave it a fraction above.
  return r.height > 0 && r.top >= -1 && r.bottom <= innerHeight + 1 && r.left >= -1 && r.right <= innerWidth + 1;
});

/** Whether some of `selector` on `page` shows in the window, as it is scrolled now. */
const showing = (page, selector) => page.$eval(selector, (el) => {
  const r = el.getBoundingClientRect();
  return r.height > 0 && r.bottom > 0 && r.top < innerHeight;
});

/** The host on `ada` scrolls to the page's foot, as one does to copy the invite. */
const toFoot = (ada) => ada.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

/** Fails if `page` says any of the host's sentences. */
async function saysNoneOf(page, sentences) {
  const text = await page.textContent('body');
  for (const sentence of sentences) assert.doesNotMatch(text, sentence);
}

/** Ada opens a table (`openHost(context)`, with the test ids starting with `prefix`) and
 * finds its invite and Copy in the first screen, then scrolls to the page's foot; Bob opens
 * the invite (`seating(page)` waits until the table shows its free seats), reads none of
 * the host's sentences, and takes the second seat. Returns both pages. */
async function hostThenFriend(size, { prefix, openHost, seating }) {
  const { ada, invite } = await openHost(await site.newContext(size.options));
  assert.equal(await ada.evaluate(() => window.scrollY), 0);
  assert.ok(await inWindow(ada, `[data-testid="${prefix}-invite"]`), 'the invite link is in the first screen');
  assert.ok(await inWindow(ada, `[data-testid="${prefix}-invite-copy"]`), 'its Copy is in the first screen');
  await toFoot(ada);

  const bob = await site.newPage(await site.newContext(size.options));
  await bob.goto(invite);
  await seating(bob);
  await bob.waitForSelector(`[data-testid="${prefix}-claim-name"]`);
  assert.equal(await bob.$(`[data-testid="${prefix}-invite"]`), null, 'the invite is the host\'s to pass on');
  assert.equal(await bob.$(`[data-testid="${prefix}-leave"]`), null, 'nothing to leave before sitting');
  await saysNoneOf(bob, size.hostSentences);
  await bob.fill(`[data-testid="${prefix}-claim-name"]`, 'Bob');
  await bob.click(`[data-testid="${prefix}-take-seat-1"]`);
  return { ada, bob };
}

for (const size of SIZES) {
  test(`Block Ness: the host's invite first, the friend's own words, the board back in view, the away mover named (${size.name})`, async () => {
    const { ada, bob } = await hostThenFriend(size, {
      prefix: 'live',
      openHost: (context) => openTable(site, broker, { context }),
      seating: (page) => online(page, 'seating'),
    });

    // Ada, scrolled away, is brought back to the board and told it is her move.
    await online(ada, 'playing');
    await ada.waitForSelector('[data-testid="live-began"]');
    assert.match((await ada.textContent('[data-testid="live-began"]')).trim(), size.began);
    assert.ok(await inWindow(ada, '[data-testid="live-began"]'), 'the sentence is in view');
    assert.ok(await showing(ada, '[data-testid="board"]'), 'the board is in view');
    assert.ok(await showing(ada, '[data-cell].legal-start'), 'and the cells she may start from');

    // Ada moves; Bob's device goes: the headline names him, away, and what Ada may do.
    await playFirst(ada, { via: size.via });
    await ada.waitForSelector('[data-testid="live-began"]', { state: 'detached' });
    await bob.close();
    await ada.waitForFunction((away) => new RegExp(away.source, away.flags).test(document.querySelector('[data-testid="status"]')?.textContent ?? ''),
      { source: size.away.source, flags: size.away.flags }, { timeout: 60000 });
    assert.match(await ada.textContent('.status .detail'), /Bob/);
    assert.deepEqual(ada.errors, []);
  });

  test(`Loch Ness: the host's invite first, the friend's own words, the lake back in view, the away person named (${size.name})`, async () => {
    const { ada, bob } = await hostThenFriend(size, {
      prefix: 'ln-live',
      openHost: (context) => openLochnessTable(site, broker, context),
      seating: (page) => page.waitForSelector(`${VIEW}[data-state="online"][data-stage="seating"]`),
    });

    await ada.waitForSelector(`${VIEW}[data-stage="playing"]`);
    await ada.waitForSelector('[data-testid="ln-live-began"]');
    assert.match((await ada.textContent('[data-testid="ln-live-began"]')).trim(), size.began);
    assert.ok(await inWindow(ada, '[data-testid="ln-live-began"]'), 'the sentence is in view');
    assert.ok(await showing(ada, '.ln-lake'), 'the lake is in view');

    // Played until Bob is to act; his device goes: the status names him, away.
    await playUntil([ada, bob], (states) => states[1].personToAct === 'true');
    await bob.close();
    await ada.waitForFunction((away) => new RegExp(away.source, away.flags).test(document.querySelector('[data-testid="ln-status"]')?.textContent ?? ''),
      { source: size.away.source, flags: size.away.flags }, { timeout: 60000 });
    assert.deepEqual(ada.errors, []);
  });
}

test('Loch Ness at 1366x768: the player\'s own ruler is in the first screen', async () => {
  const page = await site.newPage(await site.newContext({ viewport: { width: 1366, height: 768 } }));
  await openView(page, `${site.url}#l/`);
  await startGame(page, ['human', 'easy']);
  await lnSettled(page);
  assert.ok(await inWindow(page, '[data-testid="ln-ruler"].to-act'), 'the ruler of the person to act');
  assert.deepEqual(page.errors, []);
});
