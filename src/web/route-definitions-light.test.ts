import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { valueImports } from './value-imports.ts';

/**
 * Route definitions are in every page's first chunk: the router plugin moves a route's components (page, not found,
 * error) into the page's own chunk, but its search validation, beforeLoad, loader and the module code they use stay
 * in the entry. So what they import must stay small: a management list's status filter read from its area's
 * messages module put that module, the date library, the time-zone list and the checkout rules (about 20 KB
 * gzipped) into the first load of every public page. This reads each route file without its split components and
 * follows the imports its remaining code uses.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const REPO = path.resolve(ROOT, '..');

/** Modules that must not be reached from a route definition (each a few KB gzipped, or pulling more in). */
const HEAVY = [
  'date-fns',
  '@date-fns/tz',
  'src/domain/timezones.ts',
  'src/domain/memberships.ts',
  'src/domain/checkout.ts',
  'src/domain/events.ts',
  'src/domain/videos.ts',
  'src/domain/tickets.ts',
  'src/domain/money.ts',
  'src/contracts/events.messages.ts',
  'src/contracts/events-management.messages.ts',
  'src/contracts/memberships.messages.ts',
  'src/contracts/payments.messages.ts',
];

const SPLIT_KEYS = ['component', 'notFoundComponent', 'errorComponent'];

/** A file's top-level declarations (functions, constants, classes) by name, each with its text. */
function topLevelDeclarations(source: string): Map<string, string> {
  const starts = [...source.matchAll(/^(?:export )?(?:async )?(?:function|const|let|class) (\w+)/gm)];
  return new Map(starts.map((m, i) => [m[1]!, source.slice(m.index, starts[i + 1]?.index ?? source.length)]));
}

/**
 * What a route file keeps in the first chunk: its `Route` declaration without the split keys, and the top-level
 * declarations that code uses, transitively (the bundler drops the rest from the entry).
 */
export function routeDefinitionSource(source: string): string {
  const code = source
    .replace(/^import[^;]*;$/gms, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const declarations = topLevelDeclarations(code);
  let route = declarations.get('Route') ?? '';
  for (const key of SPLIT_KEYS) route = route.replace(new RegExp(`\\b${key}: .*$`, 'gm'), '');
  const kept = [route];
  const seen = new Set(['Route']);
  for (let i = 0; i < kept.length; i++) {
    for (const [name, text] of declarations) {
      if (!seen.has(name) && new RegExp(`\\b${name}\\b`).test(kept[i]!)) {
        seen.add(name);
        kept.push(text);
      }
    }
  }
  return kept.join('\n');
}

/** The import sources a route definition uses: imports whose names its kept code mentions. */
function usedImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const body = routeDefinitionSource(source);
  const found: string[] = [];
  for (const m of source.matchAll(/^import\s+(?!type\s)\{([^}]*)\}\s+from\s+'([^']+)';/gms)) {
    const names = m[1]!
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s && !s.startsWith('type '))
      .map((s) => s.split(/\s+as\s+/).pop()!);
    if (names.some((n) => new RegExp(`\\b${n}\\b`).test(body))) found.push(m[2]!);
  }
  return found;
}

/** Every module a set of import sources reaches by static value imports (bare package names kept as such). */
function reach(from: string, sources: string[], seen = new Set<string>()): Set<string> {
  for (const source of sources) {
    if (!source.startsWith('.')) {
      seen.add(source);
      continue;
    }
    const target = path.resolve(path.dirname(from), source);
    const key = path.relative(REPO, target);
    if (seen.has(key) || !fs.existsSync(target)) continue;
    seen.add(key);
    const text = fs.readFileSync(target, 'utf8');
    const bare = [...text.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^.'][^']*)';/gms)].map((m) => m[1]!);
    const relative = valueImports(text, target).map((abs) => `./${path.relative(path.dirname(target), abs)}`);
    reach(target, [...bare, ...relative], seen);
  }
  return seen;
}

const routeFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? routeFiles(full) : e.name.endsWith('.tsx') ? [full] : [];
  });

describe('route definitions stay light', () => {
  it('no route definition reaches a heavy module', () => {
    const offenders = routeFiles(path.join(ROOT, 'web/routes')).flatMap((file) => {
      const reached = reach(file, usedImports(file));
      return HEAVY.filter((h) => reached.has(h)).map((h) => `${path.relative(ROOT, file)} -> ${h}`);
    });
    expect(offenders).toEqual([]);
  });

  it.each([
    ["export const Route = f('/a')({\n  component: Page,\n});\n\nfunction Page() {\n  return X;\n}\n", false],
    ["export const Route = f('/a')({\n  validateSearch: searchParams({ a: X }),\n  component: Page,\n});\n", true],
    ["export const Route = f('/a')({\n  notFoundComponent: () => <NotFound message={X.y} />,\n});\n", false],
    ["export const Route = f('/a')({ component: () => <Page x={X} /> });\n", false],
    ["const s = searchParams(X);\n\nexport const Route = f('/a')({\n  validateSearch: s,\n});\n", true],
    ["const s = searchParams(X);\n\nexport const Route = f('/a')({\n  component: Page,\n});\n\nfunction Page() {\n  return s;\n}\n", false],
  ])('keeps X in the first chunk of %j: %s', (source, kept) => {
    expect(/\bX\b/.test(routeDefinitionSource(source))).toBe(kept);
  });
});
