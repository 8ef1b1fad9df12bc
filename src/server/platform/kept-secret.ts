import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * A signing key kept in DATA_DIR/secrets/<name> when none is configured: made once (the first process to write it
 * wins, the others read it), so every process on one DATA_DIR and every restart signs alike.
 */
export async function keptSecret(dataDir: string, name: string): Promise<string> {
  const file = path.join(dataDir, 'secrets', name);
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  // Written whole under a name of its own, then linked into place: a process starting at the same moment either
  // links first or reads a complete key, never the empty file an exclusive create shows before its write lands.
  const draft = `${file}.${randomBytes(8).toString('hex')}`;
  await fs.writeFile(draft, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  try {
    await fs.link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.unlink(draft);
  }
  return (await fs.readFile(file, 'utf8')).trim();
}
