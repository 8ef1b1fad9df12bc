import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { valueImports } from './value-imports.ts';

/**
 * The web app takes only types from the zod contracts: a value import of a contracts or domain module that reaches
 * zod puts zod (about 60 KB gzipped) into the first load of every page. Texts and constants live in the zod-free
 * `*.messages.ts` modules for that reason. This scans every web source file's relative imports, following
 * contracts and domain modules transitively.
 */

const ROOT = path.resolve(import.meta.dirname, '..');

const listFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return listFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.gen.ts') ? [full] : [];
  });

/** Whether a contracts or domain module loads zod when imported, directly or through its own imports. */
function reachesZod(file: string, seen = new Map<string, boolean>()): boolean {
  const known = seen.get(file);
  if (known !== undefined) return known;
  seen.set(file, false);
  const source = fs.readFileSync(file, 'utf8');
  const direct = /^import\s+(?!type\s)[^;]*from\s+'zod';/m.test(source);
  const result = direct || valueImports(source, file).some((dep) => fs.existsSync(dep) && reachesZod(dep, seen));
  seen.set(file, result);
  return result;
}

describe('zod stays off the web bundle', () => {
  it('no web module imports a zod-backed contracts or domain module as a value', () => {
    const shared = [path.join(ROOT, 'contracts'), path.join(ROOT, 'domain')];
    const offenders = listFiles(path.join(ROOT, 'web')).flatMap((file) =>
      valueImports(fs.readFileSync(file, 'utf8'), file)
        .filter((dep) => shared.some((dir) => dep.startsWith(dir)) && fs.existsSync(dep) && reachesZod(dep))
        .map((dep) => `${path.relative(ROOT, file)} -> ${path.relative(ROOT, dep)}`),
    );
    expect(offenders).toEqual([]);
  });

  it.each([
    ["import { VERIFY_EMAIL_MESSAGES, type resendVerificationReply } from '../contracts/accounts.ts';", 1],
    ["import type { resendVerificationReply } from '../contracts/accounts.ts';", 0],
    ["import { type a, type b } from '../contracts/accounts.ts';", 0],
    ["import {\n  A,\n  type B,\n} from '../contracts/accounts.ts';", 1],
    ["export { X } from '../contracts/accounts.ts';", 1],
    ["import { useState } from 'react';", 0],
  ])('reads %j as %d value import(s)', (source, count) => {
    expect(valueImports(source, path.join(ROOT, 'web/x.ts'))).toHaveLength(count);
  });
});
