import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web build marks every `features/<name>/index.ts` free of side effects (vite.config.ts), so that a page
 * importing one name from a feature does not load every module the index names. That holds only while an index
 * does nothing but re-export: this fails on any other statement.
 */
const FEATURES = path.resolve(import.meta.dirname, 'features');

/** The statements of a module that are not `export … from '…'` (comments and blank lines aside). */
export function nonReexports(source: string): string[] {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/^export\s+(?:type\s+)?(?:\*|\{[^}]*\})\s+from\s+'[^']+';$/gms, '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

describe('feature indexes only re-export', () => {
  it.each(fs.readdirSync(FEATURES).filter((f) => fs.existsSync(path.join(FEATURES, f, 'index.ts'))))('features/%s/index.ts', (feature) => {
    expect(nonReexports(fs.readFileSync(path.join(FEATURES, feature, 'index.ts'), 'utf8'))).toEqual([]);
  });

  it.each([
    ["export { a, type B } from './a.ts';", 0],
    ["export {\n  a,\n  b,\n} from './a.ts';", 0],
    ["export * from './a.ts';", 0],
    ["import './styles.css';", 1],
    ['export const x = register();', 1],
  ])('%j has %d other statement(s)', (source, count) => {
    expect(nonReexports(source)).toHaveLength(count);
  });
});
