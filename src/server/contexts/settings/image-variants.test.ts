import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../../../domain/images.ts';
import { uploads } from '../../platform/db/schema/index.ts';
import { variantKey } from '../../platform/storage/image-variants.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import type { Person } from '../../testing/events.ts';

const t = useTestApp();

/** A width x height RGB PNG with a gradient (a picture ffmpeg really decodes and scales). */
function png(width: number, height: number): Buffer {
  const row = width * 3 + 1;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw.set([x % 256, y % 256, 128], y * row + 1 + x * 3);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A WebP file's width from its first chunk (lossy VP8, lossless VP8L or extended VP8X). */
function webpWidth(file: Buffer): number {
  expect(file.toString('latin1', 0, 4)).toBe('RIFF');
  expect(file.toString('latin1', 8, 12)).toBe('WEBP');
  const chunk = file.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') return file.readUInt16LE(26) & 0x3fff;
  if (chunk === 'VP8L') return (file.readUInt32LE(21) & 0x3fff) + 1;
  return file.readUIntLE(24, 3) + 1;
}

async function upload(person: Person, kind: string, data: Buffer) {
  const boundary = '----ovationimagevariants';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/file_uploads',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: person.cookie },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().url as string;
}

describe('resized WebP copies of uploaded pictures', () => {
  let me: Person;
  beforeAll(async () => {
    me = await signUpUser(t.app);
  });

  it('serves a poster at each width as WebP, never wider than the picture, with long caching', async () => {
    const original = png(800, 600);
    const url = await upload(me, 'poster', original);
    for (const w of IMAGE_WIDTHS) {
      const res = await t.app.inject({ method: 'GET', url: `${url}?w=${w}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(webpWidth(res.rawPayload), `w=${w}`).toBe(Math.min(w, 800));
    }
    const small = await t.app.inject({ method: 'GET', url: `${url}?w=320` });
    expect(small.rawPayload.length).toBeLessThan(original.length / 4);
    // Without a width: the file as uploaded.
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-type']).toBe('image/png');
    expect(plain.rawPayload.equals(original)).toBe(true);
  });

  it('makes them for avatars too', async () => {
    const url = await upload(me, 'avatar', png(300, 300));
    const res = await t.app.inject({ method: 'GET', url: `${url}?w=160` });
    expect(res.headers['content-type']).toBe('image/webp');
    expect(webpWidth(res.rawPayload)).toBe(160);
  });

  it('serves the original at any width when no copy could be made', async () => {
    // The image type's magic bytes, then nothing ffmpeg can decode.
    const broken = Buffer.concat([png(4, 4).subarray(0, 16), Buffer.from('not really a picture')]);
    const url = await upload(me, 'poster', broken);
    const res = await t.app.inject({ method: 'GET', url: `${url}?w=640` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(broken)).toBe(true);
  });

  it('refuses other widths with 422 and unknown files with 404', async () => {
    const url = await upload(me, 'poster', png(20, 20));
    for (const w of ['100', '0', 'abc', '-320']) expect((await t.app.inject({ method: 'GET', url: `${url}?w=${w}` })).statusCode, w).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/uploads/00000000-0000-4000-8000-000000000000?w=320' })).statusCode).toBe(404);
  });

  it("goes with its owner's account: the copies are removed with the original", async () => {
    const owner = await signUpUser(t.app);
    const url = await upload(owner, 'avatar', png(400, 400));
    const [row] = await t.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, url.split('/').pop()!));
    const keys = [row!.storageKey, ...IMAGE_WIDTHS.map((w) => variantKey(row!.storageKey, w))];
    for (const key of keys) expect(await t.runtime.storage.stat(key), key).not.toBeNull();
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/v1/profiles/${owner.user.id}`, headers: { cookie: owner.cookie } });
    expect(deleted.statusCode).toBe(200);
    for (const key of keys) expect(await t.runtime.storage.stat(key), key).toBeNull();
  });
});
