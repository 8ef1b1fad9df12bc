import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDir } from './precompress.ts';

const text = (bytes: number) => 'const ovation = "tickets, memberships and videos";\n'.repeat(Math.ceil(bytes / 50)).slice(0, bytes);

// name, content, whether it gets .br and .gz siblings
const FILES: [string, string | Buffer, boolean][] = [
  ['index.html', `<!doctype html>${text(2000)}`, true],
  ['assets/index-abc.js', text(50_000), true],
  ['assets/index-abc.css', text(MIN_BYTES), true],
  ['assets/icon-abc.svg', `<svg>${text(3000)}</svg>`, true],
  ['assets/tiny-abc.js', text(MIN_BYTES - 1), false],
  ['assets/photo-abc.png', text(5000), false],
  // Random bytes do not shrink: a sibling would be larger than the file.
  ['assets/noise-abc.json', crypto.randomBytes(5000), false],
];

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-precompress-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  for (const [name, content] of FILES) fs.writeFileSync(path.join(dir, name), content);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the web build precompresses its output', () => {
  it('writes a .br and a .gz beside each compressible file from MIN_BYTES up, and nothing else', async () => {
    expect(await precompressDir(dir)).toBe(2 * FILES.filter(([, , yes]) => yes).length);
    const expected = FILES.flatMap(([name, , yes]) => [name, ...(yes ? [`${name}.br`, `${name}.gz`] : [])]);
    expect(fs.readdirSync(dir, { recursive: true }).filter((f) => f !== 'assets')).toEqual(expect.arrayContaining(expected));
    expect(fs.readdirSync(dir, { recursive: true })).toHaveLength(expected.length + 1);
  });

  it.each(FILES.filter(([, , yes]) => yes).map(([name, content]) => [name, content]))('%s: both siblings decode to the file', (name, content) => {
    const file = path.join(dir, name);
    const br = fs.readFileSync(`${file}.br`);
    const gz = fs.readFileSync(`${file}.gz`);
    expect(zlib.brotliDecompressSync(br).toString()).toBe(content);
    expect(zlib.gunzipSync(gz).toString()).toBe(content);
    expect(br.length).toBeLessThan(gz.length);
  });
});
