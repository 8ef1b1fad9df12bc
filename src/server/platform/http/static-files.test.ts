import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { writeWebDir } from '../../testing/web-dir.ts';

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

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { webDir: web.dir });
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
});
