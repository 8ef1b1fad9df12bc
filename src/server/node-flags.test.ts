import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

it('npm start runs node with the server flags', () => {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  for (const flag of SERVER_NODE_FLAGS) expect(scripts.start).toContain(` ${flag} `);
});
