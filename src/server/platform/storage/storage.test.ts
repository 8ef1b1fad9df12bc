import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { localStorage } from './storage.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-storage-'));
const storage = localStorage(path.join(root, 'files'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function text(stream: Readable | null): Promise<string | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('local storage', () => {
  it('puts, gets, stats, reads ranges and removes', async () => {
    await storage.put('a/b.txt', Buffer.from('0123456789'));
    expect((await storage.get('a/b.txt'))?.toString()).toBe('0123456789');
    expect(await storage.stat('a/b.txt')).toEqual({ size: 10 });
    expect(await text(await storage.read('a/b.txt'))).toBe('0123456789');
    expect(await text(await storage.read('a/b.txt', { start: 2, end: 4 }))).toBe('234');
    await storage.remove('a/b.txt');
    expect(await storage.get('a/b.txt')).toBeNull();
    expect(await storage.stat('a/b.txt')).toBeNull();
    expect(await storage.read('a/b.txt')).toBeNull();
    expect(await storage.stat('a')).toBeNull();
  });

  it('stores a file by path, leaves the source, and a later put never writes through to it', async () => {
    const source = path.join(root, 'source.bin');
    fs.writeFileSync(source, 'original bytes');
    await storage.putFile('videos/v1/original', source);
    expect(await text(await storage.read('videos/v1/original'))).toBe('original bytes');
    expect(fs.readFileSync(source, 'utf8')).toBe('original bytes');
    await storage.put('videos/v1/original', Buffer.from('replaced'));
    expect(fs.readFileSync(source, 'utf8')).toBe('original bytes');
    expect(fs.readdirSync(path.join(root, 'files', 'videos', 'v1'))).toEqual(['original']);
    await expect(storage.putFile('videos/v1/missing', path.join(root, 'absent'))).rejects.toThrow();
    expect(fs.readdirSync(path.join(root, 'files', 'videos', 'v1'))).toEqual(['original']);
  });

  it('removes a folder of keys and nothing beside it', async () => {
    await storage.put('videos/v2/hls/360p/index.m3u8', Buffer.from('#EXTM3U'));
    await storage.put('videos/v2/poster.jpg', Buffer.from('jpeg'));
    await storage.put('videos/v20/poster.jpg', Buffer.from('jpeg'));
    await storage.removePrefix('videos/v2/');
    expect(await storage.stat('videos/v2/poster.jpg')).toBeNull();
    expect(await storage.stat('videos/v2/hls/360p/index.m3u8')).toBeNull();
    expect(await storage.stat('videos/v20/poster.jpg')).toEqual({ size: 4 });
    await storage.removePrefix('videos/absent/');
    await expect(storage.removePrefix('videos/v20')).rejects.toThrow(/ends with \//);
  });

  it.each(['../outside', '/etc/passwd', 'a/../../outside', ''])('refuses the key %j', async (key) => {
    await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('bad storage key');
    await expect(storage.read(key)).rejects.toThrow('bad storage key');
  });
});
