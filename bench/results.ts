import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Writes a bench's results to bench/.results/<name>-<date>.json and prints the line "results: <file>", which
 * bench/quick.ts reads to find them.
 */
export function saveResults(name: string, results: { date: string }): void {
  const dir = path.join(ROOT, 'bench/.results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}-${results.date.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`results: ${path.relative(ROOT, file)}`);
}
