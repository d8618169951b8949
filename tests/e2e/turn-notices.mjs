// Stand-ins for what a live table asks of the browser when a player's turn comes while the
// tab is out of sight (crates/web-live/src/ui/turn_notice.rs): the tab's visibility, the
// Notification API and the audio, so a test sees exactly what the page asked for.

/** Stands in for `page`'s tab visibility (`__setHidden(bool)`), its notifications (the
 * browser answers a request with `answer`) and its audio; what the page asked for is in
 * `window.__seen`. */
export async function standIns(page, answer) {
  await page.evaluate((answer) => {
    window.__seen = { notifications: [], asked: 0, tones: 0 };
    let hidden = false;
    Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden });
    Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
    window.__setHidden = (value) => { hidden = value; document.dispatchEvent(new Event('visibilitychange')); };
    window.Notification = class {
      static permission = 'default';
      static requestPermission() {
        window.__seen.asked += 1;
        window.Notification.permission = answer;
        return Promise.resolve(answer);
      }
      constructor(title, options) { window.__seen.notifications.push({ title, tag: options?.tag }); }
    };
    const node = () => ({
      type: '', frequency: { value: 0 }, gain: { value: 0 }, connect() {}, stop() {},
      start() { window.__seen.tones += 1; },
    });
    // The page's module took AudioContext when it loaded: its nodes are stood in for.
    AudioContext.prototype.createOscillator = node;
    AudioContext.prototype.createGain = node;
  }, answer);
}

export const seen = (page) => page.evaluate(() => window.__seen);

/** The player of `page` (stood in for, the browser granting) ticks both notices: the browser
 * asks once, and the device keeps the choice. */
export async function askForNotices(page) {
  await page.check('[data-testid="live-notify"]');
  await page.waitForFunction(() => window.__seen.asked === 1);
  await page.check('[data-testid="live-sound"]');
  await page.waitForFunction(() => localStorage.getItem('blockness.live-turn-notices') === 'ns');
}
