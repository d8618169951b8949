// Key pictures that need no font. Each seated player's fingerprint is two shapes the page
// draws itself in SVG, in their colours, so a device without an emoji font shows them too:
// the fingerprint holds no character beyond ASCII (an emoji would need a font, and without
// one it is an empty box), its two pictures have a painted size, they are named in the
// page's language for a screen reader, and the host's page and the invited friend's show
// the same pictures for each seat, different from one seat to the other.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite } from '../helpers.mjs';
import { useBroker } from '../live-broker.mjs';
import { tableForTwo } from '../live-table.mjs';

const site = useSite();
const broker = useBroker();

/** Every fingerprint of `page`, in seat order: its test id, `data-pictures`, text, role,
 * name and title, and for each of its pictures its code, its box on screen and its shape's
 * box, fill and outline. */
function fingerprints(page) {
  return page.$$eval('[data-testid^="live-fingerprint-"]', (spans) => spans.map((span) => ({
    testid: span.dataset.testid,
    pictures: span.dataset.pictures,
    text: span.textContent,
    role: span.getAttribute('role'),
    label: span.getAttribute('aria-label'),
    title: span.getAttribute('title'),
    drawn: [...span.querySelectorAll('svg')].map((svg) => {
      const box = svg.getBoundingClientRect();
      const shape = svg.querySelector('circle, rect, polygon, path');
      const shapeBox = shape?.getBoundingClientRect();
      const style = shape ? getComputedStyle(shape) : null;
      return {
        code: svg.dataset.picture,
        hidden: svg.getAttribute('aria-hidden'),
        width: box.width,
        height: box.height,
        shapeWidth: shapeBox?.width ?? 0,
        shapeHeight: shapeBox?.height ?? 0,
        fill: style?.fill ?? 'none',
        stroke: style?.stroke ?? 'none',
        visible: style?.visibility === 'visible' && getComputedStyle(svg).display !== 'none',
      };
    }),
  })));
}

test('the key pictures are shapes drawn without a font, the same on both screens', async () => {
  const { ada, bob } = await tableForTwo(site, broker);
  // Both seats show their pictures on both pages once both are seated.
  for (const page of [ada, bob]) {
    await page.waitForFunction(() => document.querySelectorAll('[data-testid^="live-fingerprint-"] svg').length === 4);
  }
  const [fromAda, fromBob] = [await fingerprints(ada), await fingerprints(bob)];
  assert.deepEqual(fromAda.map((f) => f.testid), ['live-fingerprint-0', 'live-fingerprint-1']);
  for (const print of [...fromAda, ...fromBob]) {
    // Nothing that a font must draw: no text beyond ASCII (the pictures hold none at all).
    assert.match(print.text, /^[\x20-\x7e]*$/, `${print.testid}: ${JSON.stringify(print.text)}`);
    assert.match(print.pictures, /^[a-z]+-[a-z]+ [a-z]+-[a-z]+$/, print.pictures);
    assert.equal(print.drawn.length, 2, print.testid);
    assert.deepEqual(print.drawn.map((d) => d.code), print.pictures.split(' '));
    for (const picture of print.drawn) {
      assert.ok(picture.visible, `${print.testid} ${picture.code} is shown`);
      assert.ok(picture.width >= 14 && picture.height >= 14, `${print.testid} ${picture.code}: ${picture.width}x${picture.height}`);
      assert.ok(picture.shapeWidth >= 8 && picture.shapeHeight >= 8, `${print.testid} ${picture.code}: shape ${picture.shapeWidth}x${picture.shapeHeight}`);
      assert.notEqual(picture.fill, 'none', picture.code);
      assert.notEqual(picture.stroke, 'none', `${picture.code} is outlined`);
      assert.equal(picture.hidden, 'true', 'a picture is named with its fingerprint, not alone');
    }
    // One image, named after its two pictures in the page's language.
    assert.equal(print.role, 'img');
    assert.ok(print.label?.trim(), `${print.testid} has a name`);
    for (const code of print.pictures.split(' ')) {
      const [shape, hue] = code.split('-');
      assert.ok(print.label.includes(`${hue} ${shape}`), `${print.label} names ${code}`);
    }
    assert.match(print.title, /same on every screen/);
  }
  // Both screens show the same pictures for the same seat, and the two seats differ.
  assert.deepEqual(fromBob.map((f) => f.pictures), fromAda.map((f) => f.pictures));
  assert.notEqual(fromAda[0].pictures, fromAda[1].pictures);
  for (const page of [ada, bob]) assert.deepEqual(page.errors, []);
});

test('the key pictures are named in the language of the page', async () => {
  const { ada, bob, invite } = await tableForTwo(site, broker);
  // A third device, in French, opens the invite of the full table: the same pictures,
  // named in French.
  const french = await site.newPage(await site.newContext({ locale: 'fr-FR' }));
  await french.goto(invite);
  await french.waitForFunction(() => document.querySelectorAll('[data-testid^="live-fingerprint-"] svg').length === 4);
  const [fromAda, fromFrench] = [await fingerprints(ada), await fingerprints(french)];
  assert.deepEqual(fromFrench.map((f) => f.pictures), fromAda.map((f) => f.pictures));
  for (const [en, fr] of fromAda.map((print, seat) => [print, fromFrench[seat]])) {
    assert.match(en.label, /^Key pictures: .+ and .+$/, en.label);
    assert.match(fr.label, /^Images de clé\u202f: .+ et .+$/, fr.label);
  }
  for (const page of [ada, bob, french]) assert.deepEqual(page.errors, []);
});
