import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionReply } from '../contracts/accounts.ts';
import { broadcastWatchView } from '../contracts/broadcasts.ts';
import { directUploadUrlReply } from '../contracts/videos.ts';
import { TEST_CA_FILE, startReceiver } from './contexts/webhooks/receiver.fixtures.ts';
import { TUS_PATH } from './contexts/videos/upload-sessions.service.ts';
import { startCluster, type Cluster } from './testing/cluster.ts';
import { purchase, seedPaidEvent } from './testing/crash-run.ts';
import { expectReply } from './testing/replies.ts';
import { signUpOnServer, waitFor } from './testing/server-process.ts';
import { freshTestDatabase } from './testing/test-databases.ts';

const server = process.env.TEST_DATABASE_URL;
/** The longest the setting allows: only a notice can end a cached session within NOTICE_WITHIN_MS. */
const SESSION_CACHE_SECONDS = 60;
/** What "at once" allows a notice on this loaded machine, far below the cache's lifetime. */
const NOTICE_WITHIN_MS = 5_000;
/** A viewer polling through one process shows in the other's count after its write and the other's cache (5 s each). */
const VIEWERS_WITHIN_MS = 20_000;

/** The first bytes of an MP4 file (an ftyp box of 16 bytes, brand isom), then zeros: what the upload's check reads. */
function mp4Start(length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  bytes.set([0, 0, 0, 16, ...Buffer.from('ftypisom')]);
  return bytes;
}

/** A request to one address, optionally as another client (the processes trust 127.0.0.1's X-Forwarded-For). */
async function send(
  base: string,
  method: string,
  url: string,
  o: { cookie?: string; body?: unknown; client?: string; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(o.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(o.cookie ? { cookie: o.cookie } : {}),
      ...(o.client ? { 'x-forwarded-for': o.client } : {}),
      ...o.headers,
    },
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
  return { statusCode: res.status, body: await res.text(), headers: res.headers, raw: { req: { method, url } } };
}

/**
 * The deployment of docs/production.md: two API processes and a worker on one PostgreSQL, behind HAProxy with
 * deploy/haproxy.cfg. What one process does, the other sees; the worker delivers; a killed process costs nothing
 * but the requests it was answering.
 */
describe.runIf(server)('two API processes and a worker behind HAProxy', { timeout: 60_000 }, () => {
  let database: Awaited<ReturnType<typeof freshTestDatabase>>;
  const secret = `whsec_${randomBytes(24).toString('base64')}`;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let cluster: Cluster;
  let db: pg.Client;
  let a: string;
  let b: string;
  let event: Awaited<ReturnType<typeof seedPaidEvent>>;

  beforeAll(async () => {
    database = await freshTestDatabase(); // migrated, with the job queue's tables: the processes start sooner
    const url = database.url!;
    receiver = await startReceiver({ secret });
    cluster = await startCluster({
      databaseUrl: url,
      env: { SESSION_CACHE_SECONDS: String(SESSION_CACHE_SECONDS), WEBHOOKS_CA_FILE: TEST_CA_FILE },
    });
    [a, b] = cluster.apis.map((p) => p.base) as [string, string];
    db = new pg.Client({ connectionString: url });
    await db.connect();
    event = await seedPaidEvent(a, db, 1_000);
  }, 180_000);

  afterAll(async () => {
    await db?.end();
    await cluster?.stop();
    await receiver?.stop();
    await database?.drop();
  }, 60_000);

  it('a session made through one process is used through the other', async () => {
    const email = `both-${randomBytes(3).toString('hex')}@cluster.example.com`;
    const person = await signUpOnServer(a, {
      firstName: 'Both',
      lastName: 'Ways',
      email,
      password: 'cluster-password',
      username: `both${Date.now()}`,
    });
    const there = expectReply(await send(b, 'GET', '/api/session', { cookie: person.cookie }), 200, sessionReply);
    expect(there?.user?.id).toBe(person.userId);
  });

  it('rate limits are counted once for both processes', async () => {
    // Sign-in attempts per client address (10 a minute): five through each process use up the address's minute.
    const attempt = (base: string, n: number) =>
      send(base, 'POST', '/api/v1/auth/login', {
        client: '203.0.113.7',
        body: { email: `nobody${n}@cluster.example.com`, password: 'wrong-password' },
      });
    const answers = [];
    for (let n = 0; n < 10; n += 1) answers.push((await attempt(n % 2 ? b : a, n)).statusCode);
    expect(answers.filter((s) => s === 429)).toEqual([]);
    expect((await attempt(a, 10)).statusCode).toBe(429);
    expect((await attempt(b, 11)).statusCode).toBe(429);
  });

  it('holds taken through both processes at once never sell more than there is', async () => {
    const small = await seedPaidEvent(a, db, 5);
    const tries = await Promise.all(
      Array.from({ length: 16 }, (_, n) =>
        send(n % 2 ? b : a, 'POST', `/api/v1/orders?event=${small.eventId}`, {
          client: `198.51.100.${n + 1}`,
          body: { tickets: { [small.ticketTypeId]: 1 }, paymentMethod: 'card' },
        }),
      ),
    );
    expect(tries.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(tries.filter((r) => r.statusCode !== 200 && r.statusCode >= 500)).toEqual([]);
    const { rows } = await db.query<{ held: number; sold: number }>('select held, sold from ticket_inventory where ticket_type_id = $1', [
      small.ticketTypeId,
    ]);
    expect(rows[0]).toMatchObject({ held: 5, sold: 0 });
  });

  it('a tus upload created through one process takes its bytes through the other', async () => {
    const email = `uploader-${randomBytes(3).toString('hex')}@cluster.example.com`;
    const owner = await signUpOnServer(a, { firstName: 'Up', lastName: 'Loader', email, password: 'cluster-password', username: `up${Date.now()}` });
    const { passthroughUuid } = expectReply(
      await send(a, 'GET', `/api/v1/videos/direct_upload_url?ownerId=${owner.userId}`, { cookie: owner.cookie }),
      200,
      directUploadUrlReply,
    );
    const tus = { 'Tus-Resumable': '1.0.0', cookie: owner.cookie };
    const created = await fetch(`${a}${TUS_PATH}`, {
      method: 'POST',
      headers: { ...tus, 'Upload-Length': '2048', 'Upload-Metadata': `passthroughUuid ${Buffer.from(passthroughUuid).toString('base64')}` },
    });
    expect(created.status).toBe(201);
    const upload = new URL(created.headers.get('location')!, a).pathname;
    const patched = await fetch(`${b}${upload}`, {
      method: 'PATCH',
      headers: { ...tus, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      body: mp4Start(1024),
    });
    expect(patched.status).toBe(204);
    expect(patched.headers.get('upload-offset')).toBe('1024');
    const head = await fetch(`${a}${upload}`, { method: 'HEAD', headers: tus });
    expect(head.headers.get('upload-offset')).toBe('1024');
  });

  it("an organizer's edit through one process shows at once on the other's event page", async () => {
    const page = () => send(b, 'GET', `/api/v1/events/${event.eventId}`);
    expect((await page()).body).toContain('Crash Night'); // now in the other process's page cache
    const renamed = await send(a, 'PATCH', `/api/v1/management/courses/${event.eventId}`, {
      cookie: event.ownerCookie,
      body: { name: 'Crash Night, renamed' },
    });
    expect(renamed.statusCode).toBe(200);
    const shown = await waitFor(async () => ((await page()).body.includes('Crash Night, renamed') ? true : undefined), NOTICE_WITHIN_MS, 50);
    expect(shown).toBe(true);
  });

  it('the worker delivers the webhook of an order completed through the proxy, once', async () => {
    await db.query('update profiles set developer_zone_allowed = true where id = $1', [event.ownerId]);
    const { rows } = await db.query<{ id: string }>(
      `insert into webhooks (owner_id, url, secret_key, event_types, status) values ($1, $2, $3, $4, 'active') returning id`,
      [event.ownerId, receiver.url(), secret, ['order.completed']],
    );
    expect(await purchase(cluster.base, event.eventId, event.ticketTypeId, 1)).toBe(true);
    const delivery = await waitFor(async () => {
      const found = await db.query<{ id: string; attempts: number }>(
        `select id, attempts from webhook_deliveries where webhook_id = $1 and status = 'delivered'`,
        [rows[0]!.id],
      );
      return found.rows[0];
    }, 30_000);
    expect(delivery).toMatchObject({ attempts: 1 });
    expect(receiver.requests.filter((r) => r.id === delivery!.id)).toHaveLength(1);
    expect(receiver.accepted().get(delivery!.id)).toBe(1);
  });

  it("disabling an account ends its sessions on every process at once, not after the cache's lifetime", async () => {
    const email = `disabled-${randomBytes(3).toString('hex')}@cluster.example.com`;
    const person = await signUpOnServer(a, {
      firstName: 'Soon',
      lastName: 'Disabled',
      email,
      password: 'cluster-password',
      username: `off${Date.now()}`,
    });
    const siteAdmin = await signUpOnServer(a, {
      firstName: 'Site',
      lastName: 'Admin',
      email: `admin-${randomBytes(3).toString('hex')}@cluster.example.com`,
      password: 'cluster-password',
      username: `adm${Date.now()}`,
    });
    await db.query('update users set admin = true where profile_id = $1', [siteAdmin.userId]);
    const signedIn = async (base: string) =>
      expectReply(await send(base, 'GET', '/api/session', { cookie: person.cookie }), 200, sessionReply)?.user?.id === person.userId;
    // Both processes now hold the session in their cache for SESSION_CACHE_SECONDS.
    expect(await signedIn(a)).toBe(true);
    expect(await signedIn(b)).toBe(true);
    expect((await send(a, 'POST', `/api/v1/admin/users/${person.userId}/disable_sign_in`, { cookie: siteAdmin.cookie })).statusCode).toBe(200);
    expect(await signedIn(a)).toBe(false);
    const ended = await waitFor(async () => ((await signedIn(b)) ? undefined : true), NOTICE_WITHIN_MS, 50);
    expect(ended).toBe(true);
  });

  it("a waiting room's place taken through one process is admitted through the other, and its pass used once", async () => {
    const room = await seedPaidEvent(a, db, 50);
    const saved = await send(a, 'PUT', `/api/v1/events/${room.eventId}/waiting_rooms`, {
      cookie: room.ownerCookie,
      body: { enabled: true, opensAt: new Date(Date.now() - 60_000).toISOString(), ratePerMinute: 600 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const roomId = (JSON.parse(saved.body) as { room: { id: string } }).room.id;
    const jar = new Map<string, string>();
    const keep = (headers: Headers) => {
      for (const line of headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        jar.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
    };
    const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const order = (base: string) =>
      send(base, 'POST', `/api/v1/orders?event=${room.eventId}`, {
        cookie: cookie(),
        client: '192.0.2.50',
        body: { tickets: { [room.ticketTypeId]: 1 }, paymentMethod: 'card' },
      });

    // Without a pass the ticket step refuses, on either process.
    expect((await order(b)).statusCode).toBe(403);
    const page = await send(a, 'GET', `/event/${room.eventId}/waiting-room`);
    expect(page.statusCode).toBe(200);
    keep(page.headers);
    // The first in an idle room is let in at once: the other process sees the place and hands over the pass.
    const standing = await send(b, 'GET', `/api/v1/waiting_rooms/${roomId}/standing`, { cookie: cookie() });
    expect(standing.statusCode, standing.body).toBe(200);
    expect(JSON.parse(standing.body)).toMatchObject({ state: 'admitted' });
    keep(standing.headers);
    expect(jar.has(`ovation_pass_${roomId}`)).toBe(true);
    // Used once: the order through the first process; the same pass through the second is spent.
    const first = await order(a);
    expect(first.statusCode, first.body).toBe(200);
    expect((await order(b)).statusCode).toBe(409);
  });

  it("a live broadcast's viewers are counted once across both processes, whichever served their polls", async () => {
    // A live broadcast of the event's date, its playlist in the shared Storage as the ingest leaves it.
    const { rows } = await db.query<{ id: string }>(
      `insert into broadcasts (event_id, occurrence_id, stream_key, status, started_at)
       select event_id, id, $2, 'live', now() from event_occurrences where event_id = $1 returning id`,
      [event.eventId, randomBytes(24).toString('base64url')],
    );
    const id = rows[0]!.id;
    const live = path.join(cluster.dataDir, 'files', 'broadcasts', id, 'live');
    fs.mkdirSync(live, { recursive: true });
    fs.writeFileSync(path.join(live, 'index.m3u8'), '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\nseg-000001.ts\n');
    const siteAdmin = await signUpOnServer(a, {
      firstName: 'Watching',
      lastName: 'Admin',
      email: `watcher-${randomBytes(3).toString('hex')}@cluster.example.com`,
      password: 'cluster-password',
      username: `watch${Date.now()}`,
    });
    await db.query('update users set admin = true where profile_id = $1', [siteAdmin.userId]);
    const watch = async (base: string, cookie: string) =>
      expectReply(await send(base, 'GET', `/api/v1/broadcasts/${id}/watch`, { cookie }), 200, broadcastWatchView);
    // The owner's player polls through both processes, the admin's through the second only.
    for (const [cookie, bases] of [
      [event.ownerCookie, [a, b, a, b]],
      [siteAdmin.cookie, [b, b]],
    ] as const) {
      const playlist = (await watch(a, cookie)).playlistUrl!;
      for (const base of bases) expect((await send(base, 'GET', playlist, { cookie })).statusCode).toBe(200);
    }
    // Each process writes its viewers every few seconds and reads the count as often: both come to two, not three.
    const counted = async () => (await Promise.all([a, b].map(async (base) => (await watch(base, event.ownerCookie)).viewers))).join();
    expect(await waitFor(async () => ((await counted()) === '2,2' ? true : undefined), VIEWERS_WITHIN_MS, 250)).toBe(true);
  });

  it('killing one API process loses no request but those it was answering', async () => {
    // Four clients keep asking through the proxy; after 40 answers one of them kills the first API process.
    type Phase = 'before' | 'killing' | 'after';
    let phase: Phase = 'before';
    let inFlight = 0;
    let mayFail = 0;
    const results: { status: number; sent: Phase }[] = [];
    const client = async () => {
      while (results.filter((r) => r.sent === 'after').length < 120) {
        const sent = phase;
        if (sent === 'killing') mayFail += 1; // sent while the process dies: it may be the one answering
        inFlight += 1;
        const status = await fetch(`${cluster.base}/api/v1/events/${event.eventId}`).then(
          async (r) => (await r.arrayBuffer(), r.status),
          () => 0,
        );
        inFlight -= 1;
        results.push({ status, sent });
        if (phase === 'before' && results.length >= 40) {
          phase = 'killing';
          mayFail += inFlight;
          await cluster.kill(cluster.apis[0]!);
          phase = 'after';
        }
      }
    };
    await Promise.all(Array.from({ length: 4 }, client));
    const failed = results.filter((r) => r.status !== 200);
    // Nothing sent once the process was gone failed: the proxy sent it to the other process.
    expect(failed.filter((r) => r.sent === 'after')).toEqual([]);
    expect(failed.length).toBeLessThanOrEqual(mayFail);
  });
});
