import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from '../web/build/precompress.ts';
import { webBuildEnv, webBuildIsCurrent } from './web-build.ts';

let dir: string;
let index: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-build-'));
  index = path.join(dir, 'index.html');
  fs.writeFileSync(index, `<!doctype html><html><head></head><body>${'<p>Ovation</p>'.repeat(100)}</body></html>`);
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js'), 'export const a = 1;\n'.repeat(500));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** What Vite does once it has written the build's files. */
async function finishBuild() {
  const hook = precompress().writeBundle as (options: { dir: string }) => Promise<void>;
  await hook({ dir });
}

describe('ensureWebBuilt', () => {
  it('takes a build whose files are all written, compressed siblings included, for current', async () => {
    await finishBuild();
    expect(fs.existsSync(path.join(dir, 'assets', 'index-abc.js.br'))).toBe(true);
    expect(webBuildIsCurrent(index)).toBe(true);
  });

  it('rebuilds a build older than the sources, or none', () => {
    fs.utimesSync(index, new Date('2020-01-01'), new Date('2020-01-01'));
    expect(webBuildIsCurrent(index)).toBe(false);
    expect(webBuildIsCurrent(path.join(dir, 'missing.html'))).toBe(false);
  });

  it('rebuilds a build stopped while compressing: its page is written but not every sibling', async () => {
    // A directory where the sibling's temporary file goes makes the compression fail halfway.
    fs.mkdirSync(path.join(dir, 'assets', 'index-abc.js.br.tmp'));
    await expect(finishBuild()).rejects.toThrow();
    expect(webBuildIsCurrent(index)).toBe(false);
  });
});

describe('the web build', () => {
  it.each([
    ['development', 'production'],
    [undefined, 'production'],
    ['test', 'production'],
  ])('runs Vite in production mode whatever NODE_ENV the server has (%s)', (serverEnv, built) => {
    const env = webBuildEnv({ PATH: '/usr/bin', NODE_ENV: serverEnv });
    expect(env.NODE_ENV).toBe(built);
    expect(env.PATH).toBe('/usr/bin');
  });
});
