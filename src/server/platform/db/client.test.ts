import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';
import { embeddedTemplate } from '../../testing/test-databases.ts';

const mode = (file: string) => fs.statSync(file).mode & 0o777;

// Both open from the migrated template (made once per test worker, in the hook when this file is the worker's first):
// creating and migrating a database took 8 s each on a quiet machine and over 30 s beside other test files, and what
// is tested here is the socket.
let template: Blob;
beforeAll(async () => {
  template = await embeddedTemplate();
});

describe('embedded database socket', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-sock-'));
  let database: Database | undefined;
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('listens on a Unix socket in DATA_DIR that only its owner can open, on no TCP port', async () => {
    database = await openDatabase({ dataDir, from: template });
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
    const memory = await openDatabase({ dataDir: null, from: template });
    const dir = new URL(memory.connectionString).searchParams.get('host')!;
    expect(mode(dir)).toBe(0o700);
    expect(mode(path.join(dir, '.s.PGSQL.5432'))).toBe(0o600);
    await memory.close();
    expect(fs.existsSync(dir)).toBe(false);
  });
});
