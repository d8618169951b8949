// One <meta> of the built page, written by the build's steps (scripts/csp.mjs,
// scripts/hash-module.mjs, scripts/start-after-paint.mjs): right after <meta charset>, so it
// comes before every script that reads it, and in place of the one an earlier run wrote.

const CHARSET = '<meta charset="utf-8" />';

/** `html` with `<meta {kind}="{key}" content="{content}">` after the charset (`kind` is
 * `name` or `http-equiv`; `content` is escaped for the attribute); `file` names the page in
 * the error when it has no charset to put it after. */
export function putMeta(html, file, kind, key, content) {
  const earlier = new RegExp(`\\s*<meta ${kind}="${key}"[^>]*>`);
  const page = html.replace(earlier, '');
  if (!page.includes(CHARSET)) throw new Error(`${file}: no ${CHARSET} to put <meta ${kind}="${key}"> after`);
  const value = content.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return page.replace(CHARSET, `${CHARSET}\n  <meta ${kind}="${key}" content="${value}" />`);
}
