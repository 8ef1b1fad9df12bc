import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { localStorage } from '../../platform/storage/storage.ts';
import { makeDemoClip } from './demo-video.ts';

const local = (dataDir: string) => ({ storage: localStorage(path.join(dataDir, 'files')), config: { dataDir, storage: { kind: 'local' as const } } });

// The demo video's file (demo-data.test.ts plays the whole history with it): a start never fails for want of it.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-demo-clip-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('makeDemoClip', () => {
  it('writes a small MP4 into the upload store under a tus-like name', async () => {
    const clip = await makeDemoClip(local(dir));
    expect(clip!.tusId).toMatch(/^[0-9a-f]{32}$/);
    const bytes = fs.readFileSync(path.join(dir, 'uploads', 'videos', clip!.tusId));
    expect(bytes.subarray(4, 8).toString()).toBe('ftyp');
    expect(clip!.size).toBe(bytes.length);
    expect(clip!.size).toBeLessThan(400_000);
  });

  it('answers null, for a start without a video, when ffmpeg cannot write it', async () => {
    // A data folder that is a file: the upload store cannot be made there.
    const file = path.join(dir, 'not-a-folder');
    fs.writeFileSync(file, '');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await makeDemoClip(local(file))).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
