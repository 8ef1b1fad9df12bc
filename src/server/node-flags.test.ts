import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { serverArgs } from './node-flags.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

it('npm start and npm run worker run node as the tests and benches start the product', () => {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  expect(scripts.start).toBe(`exec node ${serverArgs('main').join(' ')}`);
  expect(scripts.worker).toBe(`exec node ${serverArgs('worker').join(' ')}`);
});
