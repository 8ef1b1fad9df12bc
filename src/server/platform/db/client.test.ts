import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';

const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe('embedded database socket', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-sock-'));
  let database: Database | undefined;
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('listens on a Unix socket in DATA_DIR that only its owner can open, on no TCP port', async () => {
    database = await openDatabase({ dataDir });
    const socketDir = path.join(dataDir, 'socket');
    expect(mode(socketDir)).toBe(0o700);
    expect(fs.statSync(path.join(socketDir, '.s.PGSQL.5432')).isSocket()).toBe(true);
    expect(mode(path.join(socketDir, '.s.PGSQL.5432'))).toBe(0o600);
    const url = new URL(database.connectionString);
    expect(url.searchParams.get('host')).toBe(socketDir);
    expect(url.port).toBe('');
    expect((await database.db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
  });

  it('an in-memory database gets a private temporary socket directory, removed on close', async () => {
    const memory = await openDatabase({ dataDir: null });
    const dir = new URL(memory.connectionString).searchParams.get('host')!;
    expect(mode(dir)).toBe(0o700);
    expect(mode(path.join(dir, '.s.PGSQL.5432'))).toBe(0o600);
    await memory.close();
    expect(fs.existsSync(dir)).toBe(false);
  });
});
