import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { playbackSeconds, streamSigner, streamSigningSecret, type StreamScope } from './stream-signing.ts';

const VIDEO = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const signer = streamSigner('a-test-secret-that-is-long-enough!!');
const master = { rendition: 'main', file: 'master.m3u8' };
const now = 1_800_000_000_000;
const exp = now / 1000 + 300;
const sigOf = (url: string) => new URL(url, 'http://x').searchParams.get('sig')!;

describe('stream signatures', () => {
  const url = signer.url(VIDEO, master, exp, 'viewer-a');
  const sig = sigOf(url);

  it('writes the path, the expiry and a 43-character signature', () => {
    expect(url).toBe(`/api/v1/video_streams/${VIDEO}/main/master.m3u8?exp=${exp}&sig=${sig}`);
    expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it.each([
    ['the same video, file, expiry and viewer', VIDEO, master, exp, 'viewer-a', sig, 'valid'],
    ['another viewer (a copied members-only URL)', VIDEO, master, exp, 'viewer-b', sig, 'invalid'],
    ['nobody (signed out)', VIDEO, master, exp, '', sig, 'invalid'],
    ['another video', OTHER, master, exp, 'viewer-a', sig, 'invalid'],
    ['another file', VIDEO, { rendition: 'main', file: 'original' }, exp, 'viewer-a', sig, 'invalid'],
    ['a later expiry written in', VIDEO, master, exp + 3600, 'viewer-a', sig, 'invalid'],
    ['a tampered signature', VIDEO, master, exp, 'viewer-a', `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`, 'invalid'],
    ['a short signature', VIDEO, master, exp, 'viewer-a', sig.slice(1), 'invalid'],
  ])('%s: %s', (_, video, at, expiry, viewer, signature, verdict) => {
    expect(signer.verify(video, at, expiry, viewer, signature, now)).toBe(verdict);
  });

  it('expires at its expiry, and another secret signs differently', () => {
    expect(signer.verify(VIDEO, master, exp, 'viewer-a', sig, exp * 1000 - 1)).toBe('valid');
    expect(signer.verify(VIDEO, master, exp, 'viewer-a', sig, exp * 1000)).toBe('expired');
    expect(streamSigner('another-secret-that-is-long-enough!!').verify(VIDEO, master, exp, 'viewer-a', sig, now)).toBe('invalid');
  });

  it.each([
    [120, 120 + 900],
    [2.2, 3 + 900],
    [null, 4 * 3600 + 900],
  ])('URLs in a playlist of a %s s video live %i s', (duration, seconds) => {
    expect(playbackSeconds(duration)).toBe(seconds);
  });
});

describe('another scope (a live broadcast)', () => {
  const live: StreamScope = { purpose: 'ovation broadcast streams v1', path: (id, at) => `/api/v1/broadcast_streams/${id}/${at.file}` };
  const broadcasts = streamSigner('a-test-secret-that-is-long-enough!!', live);
  const at = { rendition: 'live', file: 'index.m3u8' };

  it('writes its own path, and its signatures open nothing of the videos (nor theirs its)', () => {
    const url = broadcasts.url(VIDEO, at, exp, 'viewer-a');
    expect(url).toBe(`/api/v1/broadcast_streams/${VIDEO}/index.m3u8?exp=${exp}&sig=${sigOf(url)}`);
    expect(broadcasts.verify(VIDEO, at, exp, 'viewer-a', sigOf(url), now)).toBe('valid');
    expect(signer.verify(VIDEO, at, exp, 'viewer-a', sigOf(url), now)).toBe('invalid');
    expect(broadcasts.verify(VIDEO, at, exp, 'viewer-a', sigOf(signer.url(VIDEO, at, exp, 'viewer-a')), now)).toBe('invalid');
  });
});

describe('the signing secret', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-secret-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('is the configured one, else one made once in DATA_DIR that every process shares', async () => {
    expect(await streamSigningSecret({ dataDir, streamSigningSecret: 'configured-secret-of-32-characters!' })).toBe(
      'configured-secret-of-32-characters!',
    );
    const made = await Promise.all([1, 2, 3].map(() => streamSigningSecret({ dataDir })));
    expect(new Set(made).size).toBe(1);
    expect(made[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await streamSigningSecret({ dataDir })).toBe(made[0]);
    expect(fs.statSync(path.join(dataDir, 'secrets', 'stream-signing.key')).mode & 0o777).toBe(0o600);
  });

  it('is never read half-made by a process starting at the same moment', async () => {
    // The first process's write is caught between creating its file and filling it; a second process starts then.
    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'stream-secret-race-'));
    const write = fsp.writeFile.bind(fsp);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let caught!: () => void;
    const firstWriteStarted = new Promise<void>((resolve) => (caught = resolve));
    const spy = vi.spyOn(fsp, 'writeFile').mockImplementationOnce(async (file, data, options) => {
      await (await fsp.open(file as string, 'wx', 0o600)).close();
      caught();
      await gate;
      await write(file, data, { ...(options as object), flag: 'w' });
    });
    try {
      const first = streamSigningSecret({ dataDir: fresh });
      await firstWriteStarted;
      const second = await streamSigningSecret({ dataDir: fresh });
      release();
      expect(second).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await first).toBe(second);
    } finally {
      spy.mockRestore();
      fs.rmSync(fresh, { recursive: true, force: true });
    }
  });
});
