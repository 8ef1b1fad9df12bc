import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const INDEX_HTML = '<!doctype html><html><head><title>Ovation</title></head><body></body></html>';

/**
 * A built web app's folder for a test app's `webDir`, as `vite build` leaves it: an index.html and the given files
 * (paths relative to the folder, e.g. `assets/a.js`). `remove()` deletes it.
 */
export function writeWebDir(files: Record<string, string | Buffer> = {}, indexHtml = INDEX_HTML): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), indexHtml);
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
