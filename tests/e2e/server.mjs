// A tiny static server for the built site: serves a directory under a base path (such as
// "/" or "/some-repo/", as GitHub Pages does) on a free localhost port.
import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

/** Types worth compressing, as GitHub Pages compresses them. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.wasm', '.svg', '.json', '.webmanifest']);

/** Starts serving `root` under `base`; resolves to { url, close, publish }. With `gzip`,
 * text and wasm go out gzip-compressed to clients that accept it, as on GitHub Pages, so
 * that load-time measurements see the bytes a visitor really downloads. `publish(dir)`
 * serves another directory from then on, at the same address: a new deployment. */
export async function serve(root, base = '/', port = 0, { gzip = false } = {}) {
  let rootDir = path.resolve(root);
  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url, 'http://localhost');
      let pathname = decodeURIComponent(url.pathname);
      if (!pathname.startsWith(base)) {
        res.writeHead(404).end('not under ' + base);
        return;
      }
      pathname = pathname.slice(base.length);
      if (pathname === '' || pathname.endsWith('/')) pathname += 'index.html';
      const file = path.resolve(rootDir, pathname);
      if (!file.startsWith(rootDir + path.sep)) {
        res.writeHead(403).end();
        return;
      }
      let body = await fs.readFile(file);
      const headers = {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      };
      if (gzip && COMPRESSIBLE.has(path.extname(file)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        body = zlib.gzipSync(body);
        headers['content-encoding'] = 'gzip';
        headers.vary = 'Accept-Encoding';
      }
      res.writeHead(200, headers);
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${address.port}${base}`,
    publish: (dir) => {
      rootDir = path.resolve(dir);
    },
    // Connections still open (a browser's keep-alive, a request in flight) are cut:
    // closing means the site is gone at once, and close() never waits on a client.
    close: () => new Promise((resolve) => {
      server.close(resolve);
      server.closeAllConnections();
    }),
  };
}

// `node server.mjs [dir] [port] [base]` serves the site until stopped, compressed like
// GitHub Pages.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'dist', port = '8080', base = '/'] = process.argv.slice(2);
  const { url } = await serve(dir, base, Number(port), { gzip: true });
  console.log(`Block Ness is served at ${url} (Ctrl+C to stop)`);
}
