import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../testing/s3-server.ts';
import { redirectOrigin } from './redirects.ts';
import { s3Storage } from './s3-storage.ts';
import { localStorage, type Storage } from './storage.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-storage-'));
let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(root, { recursive: true, force: true });
});

async function text(stream: Readable | null): Promise<string | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The storage contract: one table of cases, run against both adapters (the S3 one on an s3rver of this run). */
const ADAPTERS: [string, () => Storage][] = [
  ['local disk', () => localStorage(path.join(root, 'files'))],
  ['S3', () => s3Storage(s3.settings)],
];

describe.each(ADAPTERS)('storage on %s', (_name, make) => {
  let storage: Storage;
  beforeAll(() => {
    storage = make();
  });

  it('puts, gets, stats, reads ranges and removes', async () => {
    await storage.put('a/b.txt', Buffer.from('0123456789'));
    expect((await storage.get('a/b.txt'))?.toString()).toBe('0123456789');
    expect(await storage.stat('a/b.txt')).toEqual({ size: 10 });
    expect(await text(await storage.read('a/b.txt'))).toBe('0123456789');
    expect(await text(await storage.read('a/b.txt', { start: 2, end: 4 }))).toBe('234');
    await storage.put('a/b.txt', Buffer.from('replaced'));
    expect((await storage.get('a/b.txt'))?.toString()).toBe('replaced');
    await storage.remove('a/b.txt');
    await storage.remove('a/b.txt');
    expect(await storage.get('a/b.txt')).toBeNull();
    expect(await storage.stat('a/b.txt')).toBeNull();
    expect(await storage.read('a/b.txt')).toBeNull();
    expect(await storage.stat('a')).toBeNull();
  });

  it('stores a file by path and leaves the source', async () => {
    const source = path.join(root, 'source.bin');
    fs.writeFileSync(source, 'original bytes');
    await storage.putFile('videos/v1/original', source);
    expect(await text(await storage.read('videos/v1/original'))).toBe('original bytes');
    expect(fs.readFileSync(source, 'utf8')).toBe('original bytes');
    await expect(storage.putFile('videos/v1/missing', path.join(root, 'absent'))).rejects.toThrow();
    expect(await storage.stat('videos/v1/missing')).toBeNull();
  });

  it('lists a folder in key order with sizes, and removes a folder of keys and nothing beside it', async () => {
    await storage.put('videos/v2/hls/360p/index.m3u8', Buffer.from('#EXTM3U'));
    await storage.put('videos/v2/poster.jpg', Buffer.from('jpeg'));
    await storage.put('videos/v20/poster.jpg', Buffer.from('jpeg'));
    expect(await storage.list('videos/v2/')).toEqual([
      { key: 'videos/v2/hls/360p/index.m3u8', size: 7 },
      { key: 'videos/v2/poster.jpg', size: 4 },
    ]);
    expect(await storage.list('videos/absent/')).toEqual([]);
    await storage.removePrefix('videos/v2/');
    expect(await storage.stat('videos/v2/poster.jpg')).toBeNull();
    expect(await storage.stat('videos/v2/hls/360p/index.m3u8')).toBeNull();
    expect(await storage.list('videos/v2/')).toEqual([]);
    expect(await storage.stat('videos/v20/poster.jpg')).toEqual({ size: 4 });
    await storage.removePrefix('videos/absent/');
    await expect(storage.removePrefix('videos/v20')).rejects.toThrow(/ends with \//);
    await expect(storage.list('videos/v20')).rejects.toThrow(/ends with \//);
  });

  it.each(['../outside', '/etc/passwd', 'a/../../outside', 'a/./b', 'a//b', 'a\\b', ''])('refuses the key %j', async (key) => {
    await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('bad storage key');
    await expect(storage.read(key)).rejects.toThrow('bad storage key');
    await expect(storage.signedUrl(key, { expiresInSeconds: 60 })).rejects.toThrow('bad storage key');
  });
});

describe('local storage', () => {
  const storage = localStorage(path.join(root, 'local-only'));

  it('never writes a later put through to a file stored by a hard link', async () => {
    const source = path.join(root, 'linked.bin');
    fs.writeFileSync(source, 'original bytes');
    await storage.putFile('videos/v1/original', source);
    await storage.put('videos/v1/original', Buffer.from('replaced'));
    expect(fs.readFileSync(source, 'utf8')).toBe('original bytes');
    expect(fs.readdirSync(path.join(root, 'local-only', 'videos', 'v1'))).toEqual(['original']);
  });

  it('has no signed URLs: the API streams its files', async () => {
    await storage.put('a.txt', Buffer.from('x'));
    expect(await storage.signedUrl('a.txt', { expiresInSeconds: 60 })).toBeNull();
    expect(await redirectOrigin(storage)).toBeUndefined();
  });
});

describe('S3 signed URLs', () => {
  // s3rver reads a V4 signature's credential but does not check the signature itself or its expiry (S3 does).
  it('serve the file with the asked headers, signed and short-lived', async () => {
    const storage = s3Storage(s3.settings);
    await storage.put('exports/e1.csv', Buffer.from('a,b\n1,2\n'));
    const url = await storage.signedUrl('exports/e1.csv', {
      expiresInSeconds: 60,
      contentType: 'text/csv; charset=utf-8',
      contentDisposition: 'attachment; filename="sales.csv"',
      cacheControl: 'private, no-store',
    });
    const query = new URL(url!).searchParams;
    expect(query.get('X-Amz-Expires')).toBe('60');
    expect(query.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const reply = await fetch(url!);
    expect(reply.status).toBe(200);
    expect(await reply.text()).toBe('a,b\n1,2\n');
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(reply.headers.get('content-disposition')).toBe('attachment; filename="sales.csv"');
    expect(reply.headers.get('cache-control')).toBe('private, no-store');
    expect(await redirectOrigin(storage)).toBe(new URL(s3.settings.endpoint!).origin);
  });

  it('are none with S3_REDIRECTS=false, for a bucket browsers cannot reach: the API streams its files', async () => {
    const storage = s3Storage({ ...s3.settings, redirects: false });
    await storage.put('exports/e2.csv', Buffer.from('a'));
    expect(await storage.signedUrl('exports/e2.csv', { expiresInSeconds: 60 })).toBeNull();
    expect(await redirectOrigin(storage)).toBeUndefined();
    await expect(storage.signedUrl('../e2.csv', { expiresInSeconds: 60 })).rejects.toThrow('bad storage key');
  });
});
