import path from 'node:path';

/**
 * The relative modules a file imports as values (`import type` and all-`type` specifiers skipped); for the tests that
 * follow the web's imports (no zod at runtime, light route definitions).
 */
export function valueImports(source: string, from: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/^(?:import|export)\s+(type\s+)?([^;]*?)\s+from\s+'([^']+)';/gms)) {
    const [, typeOnly, specifiers = '', target = ''] = m;
    if (typeOnly || !target.startsWith('.')) continue;
    const braces = specifiers.trim();
    if (braces.startsWith('{')) {
      const names = braces
        .slice(1, -1)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (names.length > 0 && names.every((n) => n.startsWith('type '))) continue;
    }
    found.push(path.resolve(path.dirname(from), target));
  }
  return found;
}
