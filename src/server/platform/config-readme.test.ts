import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from './config.ts';

/** The README's configuration table: the first cell of each row names a variable in backticks. */
function readmeVariables(): Set<string> {
  const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Configuration'));
  return new Set([...section.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((m) => m[1]!));
}

describe('the README documents every setting', () => {
  it('has a row in its configuration table for each variable config.ts reads', () => {
    const documented = readmeVariables();
    expect(CONFIG_VARIABLES.length).toBeGreaterThan(10);
    expect(CONFIG_VARIABLES.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('documents no variable the code does not read', () => {
    expect([...readmeVariables()].filter((name) => !CONFIG_VARIABLES.includes(name))).toEqual([]);
  });
});
