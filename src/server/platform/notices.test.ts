import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { NOTICES_CHANNEL, announce, onNotice, receive, startNotices, type NoticeListener } from './notices.ts';

/** A kind of notice of this test only (kinds are declared once per process), recording what it is told. */
function recorder() {
  const kind = `test-${randomUUID()}`;
  const seen: string[] = [];
  let resets = 0;
  let wake: (() => void) | undefined;
  onNotice(kind, {
    apply: (key) => {
      seen.push(key);
      wake?.();
    },
    reset: () => {
      resets += 1;
      wake?.();
    },
  });
  /** Resolves at the next apply or reset: what the listener's connection delivers, with no polling. */
  const next = () => new Promise<void>((resolve) => (wake = resolve));
  return { kind, seen, resets: () => resets, next };
}

const fromElsewhere = (kind: string, key: string) => JSON.stringify({ o: randomUUID(), k: kind, v: key });

describe('notices between processes', () => {
  it.each([
    ['another process', (kind: string) => fromElsewhere(kind, 'a'), ['a']],
    ['not JSON', () => 'nonsense', []],
    ['no payload', () => undefined, []],
    ['a key that is not a text', (kind: string) => JSON.stringify({ o: randomUUID(), k: kind, v: 1 }), []],
    ['an unknown kind', () => fromElsewhere('unknown-kind', 'c'), []],
  ])('receive: a notice from %s', async (_, payload, applied) => {
    const r = recorder();
    await receive(payload(r.kind));
    expect(r.seen).toEqual(applied);
  });

  it('announce applies the notice here at once, with no listener (the embedded database)', () => {
    const r = recorder();
    announce(r.kind, 'k1');
    expect(r.seen).toEqual(['k1']);
    expect(() => announce('never-declared', 'k')).toThrow(/never declared/);
    expect(() => onNotice(r.kind, { apply: () => undefined, reset: () => undefined })).toThrow(/twice/);
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(databaseUrl)('notices on PostgreSQL (LISTEN/NOTIFY)', () => {
  let listener: NoticeListener | undefined;
  afterEach(async () => {
    await listener?.stop();
  });
  const log = createLogger('silent');

  it("applies another process's notice, and after a lost connection resets the caches and listens again", async () => {
    const r = recorder();
    listener = await startNotices(databaseUrl!, log);
    const other = new pg.Client({ connectionString: databaseUrl });
    await other.connect();
    try {
      const notify = (key: string) => other.query('select pg_notify($1, $2)', [NOTICES_CHANNEL, fromElsewhere(r.kind, key)]);
      let arrived = r.next();
      await notify('first');
      await arrived;
      expect(r.seen).toEqual(['first']);

      // The listening backend dies (a restart, a network cut): whatever was sent meanwhile may be lost.
      arrived = r.next();
      await other.query(`select pg_terminate_backend(pid) from pg_stat_activity where query = $1 and datname = current_database()`, [
        `listen ${NOTICES_CHANNEL}`,
      ]);
      await arrived;
      expect(r.resets()).toBeGreaterThanOrEqual(1);
      // Once connected again it resets once more (notices sent while it was away) and hears the others.
      const before = r.resets();
      arrived = r.next();
      await arrived;
      expect(r.resets()).toBe(before + 1);
      arrived = r.next();
      await notify('second');
      await arrived;
      expect(r.seen).toEqual(['first', 'second']);
    } finally {
      await other.end();
    }
  });

  it('sends what this process announces to the others, and skips it when it comes back', async () => {
    const r = recorder();
    listener = await startNotices(databaseUrl!, log);
    const other = new pg.Client({ connectionString: databaseUrl });
    await other.connect();
    try {
      await other.query(`listen ${NOTICES_CHANNEL}`);
      const heard = new Promise<string | undefined>((resolve) => other.once('notification', (m) => resolve(m.payload)));
      announce(r.kind, 'ended-session');
      expect(JSON.parse((await heard)!)).toMatchObject({ k: r.kind, v: 'ended-session' });
      // Its own notice comes back on the channel too, and is not applied twice: the next one heard is the marker.
      const marked = r.next();
      await other.query('select pg_notify($1, $2)', [NOTICES_CHANNEL, fromElsewhere(r.kind, 'marker')]);
      await marked;
      expect(r.seen).toEqual(['ended-session', 'marker']);
    } finally {
      await other.end();
    }
  });
});
