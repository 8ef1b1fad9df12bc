import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleServer } from './server-bundle.mjs';

// Inside the checkout, so that the bundle finds the packages it imports in node_modules as the server's does.
const ROOT = path.resolve(import.meta.dirname, '../..');
fs.mkdirSync(path.join(ROOT, 'dist'), { recursive: true });
const dir = fs.mkdtempSync(path.join(ROOT, 'dist/bundle-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A small server-like tree: an entry importing a module two folders down that reads files beside itself. */
function sources(): string {
  const src = path.join(dir, 'src');
  fs.mkdirSync(path.join(src, 'platform/db'), { recursive: true });
  fs.writeFileSync(
    path.join(src, 'platform/db/where.ts'),
    [
      'export const dirname: string = import.meta.dirname;',
      'export const filename: string = import.meta.filename;',
      'export const url: string = import.meta.url;',
      'export class Failure extends Error {}',
      '',
    ].join('\n'),
  );
  fs.writeFileSync(path.join(src, 'other.ts'), 'export class Failure extends Error {}\n');
  fs.writeFileSync(
    path.join(src, 'entry.ts'),
    [
      "import { dirname, filename, url, Failure } from './platform/db/where.ts';",
      "import { Failure as OtherFailure } from './other.ts';",
      "import { z } from 'zod';",
      'export const where = { dirname, filename, url, entryUrl: import.meta.url };',
      'export const names = [Failure.name, OtherFailure.name];',
      'export const zod = typeof z.object;',
      "export const fail = (): never => { throw new Failure('here'); };",
      '',
    ].join('\n'),
  );
  return path.join(src, 'entry.ts');
}

describe('bundleServer', () => {
  const entry = sources();
  const out = path.join(dir, 'dist/server/entry.mjs');

  it('gives each bundled module the import.meta of its own source file', async () => {
    await bundleServer(entry, out);
    const m = (await import(pathToFileURL(out).href)) as { where: Record<string, string> };
    const where = path.join(dir, 'src/platform/db/where.ts');
    expect(m.where).toEqual({
      dirname: path.dirname(where),
      filename: where,
      url: pathToFileURL(where).href,
      entryUrl: pathToFileURL(entry).href,
    });
  });

  it('keeps packages outside the bundle and class names as written', async () => {
    const code = fs.readFileSync(out, 'utf8');
    expect(code).toMatch(/from "zod"/);
    const m = (await import(`${pathToFileURL(out).href}?names`)) as { names: string[]; zod: string };
    expect(m.names).toEqual(['Failure', 'Failure']);
    expect(m.zod).toBe('function');
  });

  it('links a source map that leads an error back to the TypeScript source', () => {
    // As start.mjs runs the bundle: source maps on, then the import.
    const run = `process.setSourceMapsEnabled(true); import(${JSON.stringify(pathToFileURL(out).href)}).then((m) => {
      try { m.fail(); } catch (err) { console.log(err.stack); } })`;
    const stack = execFileSync(process.execPath, ['--input-type=module', '-e', run], { encoding: 'utf8' });
    expect(stack).toContain(`${entry}:7:`);
  });

  it('builds several at once (processes started together) leaving one whole file and no draft', async () => {
    await Promise.all(Array.from({ length: 4 }, () => bundleServer(entry, out)));
    expect(fs.readdirSync(path.dirname(out)).sort()).toEqual(['entry.mjs', 'entry.mjs.map']);
  });

  it('removes a draft left by a process killed while writing, not one another process is writing', async () => {
    const left = `${out}.12345.draft`;
    const writing = `${out}.12346.draft`;
    fs.writeFileSync(left, 'half');
    fs.writeFileSync(writing, 'half');
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    fs.utimesSync(left, twoMinutesAgo, twoMinutesAgo);
    await bundleServer(entry, out);
    expect(fs.readdirSync(path.dirname(out)).sort()).toEqual(['entry.mjs', 'entry.mjs.12346.draft', 'entry.mjs.map']);
    fs.rmSync(writing);
  });

  it('fails with the source file and line of an error', async () => {
    const broken = path.join(dir, 'src/broken.ts');
    fs.writeFileSync(broken, 'export const x = ;\n');
    await expect(bundleServer(broken, path.join(dir, 'dist/server/broken.mjs'))).rejects.toThrow(/broken\.ts:1/);
  });
});
