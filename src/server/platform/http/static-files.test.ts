import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { writeWebDir } from '../../testing/web-dir.ts';
import { parsePrometheusText, sampleValue } from '../../testing/prometheus-text.ts';
import { WEB_APP_FILES_ROUTE } from '../metrics/request-metrics.ts';
import { contentType } from './static-files.ts';

// A built web app as `vite build` leaves it: hashed files in assets/ with their .br and .gz siblings beside them.
const SCRIPT = `export const words = ${JSON.stringify('ovation '.repeat(400))};`;
const STYLE = `body { color: #7048e8; }\n`.repeat(80);

const web = writeWebDir(
  Object.fromEntries(
    (
      [
        ['assets/index-Bi2q71og.js', SCRIPT],
        ['assets/index-DGZB12hd.css', STYLE],
      ] as const
    ).flatMap(([name, text]) => [
      [name, text],
      [`${name}.br`, zlib.brotliCompressSync(text)],
      [`${name}.gz`, zlib.gzipSync(text)],
    ]),
  ),
);
// Files the build leaves without siblings (under 1 KB) and outside assets/ (public/).
const SMALL = 'export const a = 1;';
const MANIFEST = '{"name":"Ovation door"}';
const CHANGING = 'export const version = 1;';
const GONE = 'export const gone = 1;';
for (const [name, text] of [
  ['assets/small-Ab12Cd34.js', SMALL],
  ['door.webmanifest', MANIFEST],
  ['assets/changing-Zz12Yy34.js', CHANGING],
  ['assets/gone-Xx12Ww34.js', GONE],
] as const) {
  fs.mkdirSync(path.dirname(path.join(web.dir, name)), { recursive: true });
  fs.writeFileSync(path.join(web.dir, name), text);
}

const METRICS_TOKEN = 'static-files-metrics-token-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN }, { webDir: web.dir });
});
afterAll(async () => {
  await t?.close();
  web.remove();
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('static files', () => {
  it.each([
    ['a browser (br preferred)', 'gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
    ['a client that takes gzip only', 'gzip', 'gzip', zlib.gunzipSync],
    ['a client that asks for nothing', undefined, undefined, (b: Buffer) => b],
    ['a client that takes identity only', 'identity', undefined, (b: Buffer) => b],
  ] as const)('send %s the precompressed file it accepts', async (_, accept, encoding, decode) => {
    for (const [url, text, type] of [
      ['/assets/index-Bi2q71og.js', SCRIPT, 'application/javascript; charset=utf-8'],
      ['/assets/index-DGZB12hd.css', STYLE, 'text/css; charset=utf-8'],
    ] as const) {
      const res = await get(url, accept);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe(encoding);
      expect(res.headers['content-type'], url).toBe(type);
      // Caches must keep one copy per encoding, the uncompressed one included.
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(decode(res.rawPayload).toString(), url).toBe(text);
    }
  });

  it('cache hashed assets for a year, immutable: a new build gives them new names', async () => {
    for (const accept of ['br', 'gzip', undefined]) {
      const res = await get('/assets/index-Bi2q71og.js', accept);
      expect(res.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
    }
  });

  it('have the page revalidated, whichever path serves it, so a new deploy is picked up', async () => {
    for (const url of ['/', '/event/x', '/index.html']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answer HEAD with the headers and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/assets/index-Bi2q71og.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(zlib.brotliCompressSync(SCRIPT).length);
    expect(res.rawPayload.length).toBe(0);
  });

  it('send a file without siblings as it is, whatever the client takes, and public files revalidated', async () => {
    const small = await get('/assets/small-Ab12Cd34.js', 'br, gzip');
    expect([small.statusCode, small.headers['content-encoding'], small.body]).toEqual([200, undefined, SMALL]);
    const manifest = await get('/door.webmanifest', 'br');
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.body).toBe(MANIFEST);
  });

  it('answer 304 to a client whose copy of that encoding is current, and the file to any other', async () => {
    const br = await get('/assets/index-Bi2q71og.js', 'br');
    const plain = await get('/assets/index-Bi2q71og.js', 'identity');
    expect(br.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(plain.headers.etag).not.toBe(br.headers.etag);
    const conditional = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/assets/index-Bi2q71og.js', headers: { 'accept-encoding': 'br', ...headers } });
    for (const [headers, status] of [
      [{ 'if-none-match': String(br.headers.etag) }, 304],
      [{ 'if-none-match': `"other", W/${String(br.headers.etag)}` }, 304],
      [{ 'if-none-match': '*' }, 304],
      [{ 'if-none-match': String(plain.headers.etag) }, 200],
      [{ 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() }, 304],
      [{ 'if-modified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' }, 200],
      [{ 'if-modified-since': 'not a date' }, 200],
      // If-None-Match rules when both are sent.
      [{ 'if-none-match': '"other"', 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() }, 200],
    ] as const) {
      const res = await conditional(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(status);
      expect(res.rawPayload.length, JSON.stringify(headers)).toBe(status === 304 ? 0 : zlib.brotliCompressSync(SCRIPT).length);
      expect(res.headers.etag, JSON.stringify(headers)).toBe(br.headers.etag);
    }
  });

  it('read a file once and serve it from memory after that', async () => {
    expect((await get('/assets/changing-Zz12Yy34.js')).body).toBe(CHANGING);
    fs.writeFileSync(path.join(web.dir, 'assets/changing-Zz12Yy34.js'), 'export const version = 2;');
    expect((await get('/assets/changing-Zz12Yy34.js')).body).toBe(CHANGING);
  });

  it('count as one route in the metrics, however many files', async () => {
    const served = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      return (
        sampleValue(parsePrometheusText(res.body), 'ovation_http_requests_total', { method: 'GET', route: WEB_APP_FILES_ROUTE, status: '2xx' }) ?? 0
      );
    };
    const before = await served();
    await get('/assets/index-Bi2q71og.js', 'br');
    await get('/assets/index-DGZB12hd.css');
    await get('/door.webmanifest');
    expect((await served()) - before).toBe(3);
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.body).not.toContain('index-Bi2q71og');
  });

  it('stay out of the API document', () => {
    const paths = Object.keys((t.app.swagger() as { paths: Record<string, unknown> }).paths);
    expect(paths.some((p) => p.startsWith('/assets/') || p === '/door.webmanifest')).toBe(false);
  });

  it('try a file again after a failed read', async () => {
    const file = path.join(web.dir, 'assets/gone-Xx12Ww34.js');
    fs.renameSync(file, `${file}.away`);
    expect((await get('/assets/gone-Xx12Ww34.js')).statusCode).toBe(500);
    fs.renameSync(`${file}.away`, file);
    expect((await get('/assets/gone-Xx12Ww34.js')).body).toBe(GONE);
  });
});

describe('contentType', () => {
  it.each([
    ['assets/index-Bi2q71og.js', 'application/javascript; charset=utf-8'],
    ['assets/index-DGZB12hd.CSS', 'text/css; charset=utf-8'],
    ['door.webmanifest', 'application/manifest+json'],
    ['door-icon.svg', 'image/svg+xml'],
    ['door-icon-192.png', 'image/png'],
    ['assets/font-a1.woff2', 'font/woff2'],
    ['robots.txt', 'text/plain; charset=utf-8'],
    ['assets/pglite-a1.wasm', 'application/wasm'],
    ['assets/data.bin', 'application/octet-stream'],
    ['LICENSE', 'application/octet-stream'],
  ])('%s is %s', (file, type) => {
    expect(contentType(file)).toBe(type);
  });
});
