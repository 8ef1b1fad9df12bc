import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { directUploadUrlReply } from '../../../contracts/videos.ts';
import { VIDEO_LIMITS, VIDEO_MESSAGES } from '../../../domain/videos.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../platform/config.ts';
import { videoUploads } from '../../platform/db/schema/index.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { uploadWithTusClient } from './tus-client.fixtures.ts';
import { CONFIRMED_GATE_MS } from './upload-gate.ts';
import { TUS_PATH } from './upload-sessions.service.ts';
import { uploadsDirectory } from './upload-store.ts';
import { sweepExpiredUploads } from './videos.jobs.ts';

/** The tus checks over real HTTP: the app listens on a port and the upload goes by the tus protocol. */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-uploads-'));
const t = useTestApp({ DATA_DIR: dataDir });
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_DATA: 'false', DATA_DIR: dataDir, RATE_LIMIT_SCALE: '1000' });
const CHUNK = VIDEO_LIMITS.chunkBytes;
const MiB = 1024 * 1024;

/** An API process on its own port, on the test app's database and DATA_DIR (a second one is a restart). */
async function startApi(): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildApp({ config, ...t.runtime, db: t.db });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: address };
}

/** An MP4 header (ftyp isom) followed by random bytes. */
function fakeMp4(bytes: number): Buffer {
  const file = randomBytes(bytes);
  file.writeUInt32BE(24, 0);
  file.write('ftypisom', 4, 'latin1');
  return file;
}

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const metadata = (passthroughUuid: string) => `passthroughUuid ${Buffer.from(passthroughUuid).toString('base64')}`;

type Person = Awaited<ReturnType<typeof signUpUser>>;

/** Raw tus requests as a signed-in person (or nobody). */
function tusAs(base: string, person: Person | null) {
  const auth: Record<string, string> = person ? { cookie: person.cookie } : {};
  const request = (method: string, url: string, headers: Record<string, string> = {}, body?: BodyInit) =>
    fetch(new URL(url, base), { method, headers: { 'Tus-Resumable': '1.0.0', ...auth, ...headers }, body, duplex: 'half' } as RequestInit);
  return {
    create: (passthroughUuid: string | null, length: number) =>
      request('POST', TUS_PATH, { 'Upload-Length': String(length), ...(passthroughUuid ? { 'Upload-Metadata': metadata(passthroughUuid) } : {}) }),
    head: (url: string) => request('HEAD', url),
    // Node's Buffers are Uint8Arrays whose buffer type the DOM's BodyInit does not name.
    patch: (url: string, offset: number, body: Buffer) =>
      request('PATCH', url, { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' }, body as Uint8Array<ArrayBuffer>),
    remove: (url: string) => request('DELETE', url),
  };
}

async function openSession(person: Person, ownerId = person.user.id) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/videos/direct_upload_url?ownerId=${ownerId}`, headers: { cookie: person.cookie } });
  return expectReply(res, 200, directUploadUrlReply);
}

/** Creates an upload for a fresh session; answers its URL (a path). */
async function createUpload(base: string, person: Person, length: number) {
  const { passthroughUuid } = await openSession(person);
  const res = await tusAs(base, person).create(passthroughUuid, length);
  expect(res.status).toBe(201);
  return { url: res.headers.get('location')!, passthroughUuid };
}

/** Sends `file` from `offset` in chunks; answers the bytes sent. */
async function sendFrom(base: string, person: Person, url: string, file: Buffer, offset: number) {
  const client = tusAs(base, person);
  let sent = 0;
  for (let at = offset; at < file.length; at += CHUNK) {
    const chunk = file.subarray(at, Math.min(at + CHUNK, file.length));
    const res = await client.patch(url, at, chunk);
    expect(res.status).toBe(204);
    expect(Number(res.headers.get('upload-offset'))).toBe(at + chunk.length);
    sent += chunk.length;
  }
  return sent;
}

const OCTETS = { 'Content-Type': 'application/offset+octet-stream' };

/** Raw requests on one kept-alive connection (node:http); each answer says whether it reused the connection. */
function keptAlive(base: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return {
    send: (person: Person, method: string, url: string, headers: Record<string, string> = {}, body?: Buffer) =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const options = { method, agent, headers: { 'Tus-Resumable': '1.0.0', cookie: person.cookie, ...headers } };
        const req = http.request(new URL(url, base), options, (res) => {
          res.resume().on('end', () => resolve({ status: res.statusCode!, reused: req.reusedSocket }));
        });
        req.on('error', reject).end(body);
      }),
    close: () => agent.destroy(),
  };
}

const storedFile = (url: string) => path.join(uploadsDirectory(config), url.split('/').pop()!);
const sessionRow = async (id: string) => (await t.db.select().from(videoUploads).where(eq(videoUploads.id, id)))[0]!;

let api: { app: FastifyInstance; base: string };
let owner: Person;
let stranger: Person;

beforeAll(async () => {
  api = await startApi();
  owner = await signUpUser(t.app);
  stranger = await signUpUser(t.app);
});
afterAll(() => api.app.close());

describe('GET direct_upload_url', () => {
  it('opens a session bound to the asking user, expiring in a day', async () => {
    const reply = await openSession(owner);
    expect(reply.url).toBe(`${config.publicUrl}${TUS_PATH}`);
    const row = await sessionRow(reply.passthroughUuid);
    expect(row).toMatchObject({ ownerId: owner.user.id, userId: owner.user.id, status: 'open', tusUploadId: null });
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
  });

  it('refuses the signed out (401), a stranger to the owner (403), an unknown owner (404) and a bad id (422)', async () => {
    const url = (ownerId: string) => `/api/v1/videos/direct_upload_url?ownerId=${ownerId}`;
    expect((await t.app.inject({ method: 'GET', url: url(owner.user.id) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: url(owner.user.id), headers: { cookie: stranger.cookie } })).statusCode).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.app.inject({ method: 'GET', url: url(unknown), headers: { cookie: owner.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url('nope'), headers: { cookie: owner.cookie } })).statusCode).toBe(422);
  });
});

describe('tus uploads', () => {
  it('uploads in 5 MiB chunks with tus-js-client, HEAD tells the offset, and the session is finished', async () => {
    const file = fakeMp4(12 * MiB);
    const { passthroughUuid } = await openSession(owner);
    const progress: number[] = [];
    const url = await uploadWithTusClient(api.base, owner.cookie, passthroughUuid, file, { onProgress: (sent) => progress.push(sent) });
    expect(progress.at(-1)).toBe(file.length);
    expect(sha(fs.readFileSync(storedFile(url)))).toBe(sha(file));
    const head = await tusAs(api.base, owner).head(url);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(file.length));
    expect(head.headers.get('upload-length')).toBe(String(file.length));
    expect(await sessionRow(passthroughUuid)).toMatchObject({ status: 'finished', declaredSize: file.length, tusUploadId: url.split('/').pop() });
  });

  it('resumes an upload interrupted at 40 % after the server restarts, re-sending at most one chunk', async () => {
    const file = fakeMp4(25 * MiB);
    const first = await startApi();
    const { url, passthroughUuid } = await createUpload(first.base, owner, file.length);
    expect(await sendFrom(first.base, owner, url, file.subarray(0, 2 * CHUNK), 0)).toBe(2 * CHUNK); // 40 %

    // The third chunk breaks off after 2 MiB, then the process goes away.
    const abort = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(file.subarray(2 * CHUNK, 2 * CHUNK + 2 * MiB));
        setTimeout(() => abort.abort(), 300);
      },
    });
    await expect(
      fetch(new URL(url, first.base), {
        method: 'PATCH',
        headers: {
          'Tus-Resumable': '1.0.0',
          cookie: owner.cookie,
          'Upload-Offset': String(2 * CHUNK),
          'Content-Type': 'application/offset+octet-stream',
        },
        body,
        duplex: 'half',
        signal: abort.signal,
      } as RequestInit),
    ).rejects.toThrow();
    await first.app.close();

    const second = await startApi();
    try {
      const head = await tusAs(second.base, owner).head(url);
      expect(head.status).toBe(200);
      const offset = Number(head.headers.get('upload-offset'));
      expect(offset).toBeGreaterThanOrEqual(2 * CHUNK);
      expect(offset).toBeLessThanOrEqual(2 * CHUNK + 2 * MiB);
      const sentBefore = 2 * CHUNK + 2 * MiB;
      const sentAfter = await sendFrom(second.base, owner, url, file, offset);
      expect(sentBefore + sentAfter - file.length).toBeLessThanOrEqual(CHUNK);
      expect(sha(fs.readFileSync(storedFile(url)))).toBe(sha(file));
      expect((await sessionRow(passthroughUuid)).status).toBe('finished');
    } finally {
      await second.app.close();
    }
  });

  it('answers a PATCH at a wrong offset without reading its body (closing the connection), and the next request goes through', async () => {
    const { url } = await createUpload(api.base, owner, 4 * MiB);
    const connection = keptAlive(api.base);
    try {
      const wrong = await connection.send(owner, 'PATCH', url, { 'Upload-Offset': String(MiB), ...OCTETS }, fakeMp4(2 * MiB));
      expect(wrong.status).toBe(409);
      const head = await connection.send(owner, 'HEAD', url);
      // tus ends a connection after an error (the rest of the body is never read): the next request opens another.
      expect(wrong.reused).toBe(false);
      expect(head).toEqual({ status: 200, reused: false });
    } finally {
      connection.close();
    }
  });

  it('refuses a stranger’s PATCH with a body, writing nothing, and the kept-alive connection serves the next request', async () => {
    const { url } = await createUpload(api.base, owner, 4 * MiB);
    const connection = keptAlive(api.base);
    try {
      expect((await connection.send(stranger, 'PATCH', url, { 'Upload-Offset': '0', ...OCTETS }, fakeMp4(3 * MiB))).status).toBe(403);
      expect(await connection.send(owner, 'HEAD', url)).toEqual({ status: 200, reused: true });
      expect(fs.existsSync(storedFile(url)) && fs.statSync(storedFile(url)).size).toBe(0); // nothing of it was written
    } finally {
      connection.close();
    }
  });

  it('refuses forged and foreign upload URLs, and the signed out', async () => {
    const { url } = await createUpload(api.base, owner, 1 * MiB);
    const forged = `${TUS_PATH}/${randomBytes(16).toString('hex')}`;
    expect((await tusAs(api.base, owner).head(forged)).status).toBe(404);
    expect((await tusAs(api.base, owner).patch(forged, 0, fakeMp4(1024))).status).toBe(404);
    const foreign = tusAs(api.base, stranger);
    expect((await foreign.head(url)).status).toBe(403);
    expect((await foreign.patch(url, 0, fakeMp4(1024))).status).toBe(403);
    expect((await foreign.remove(url)).status).toBe(403);
    expect((await tusAs(api.base, null).head(url)).status).toBe(401);
    expect(Number((await tusAs(api.base, owner).head(url)).headers.get('upload-offset'))).toBe(0);
  });

  it('takes no PATCH of a signed-out session once the gate’s second has passed', async () => {
    const leaving = await signUpUser(t.app);
    const file = fakeMp4(2 * MiB);
    const { url } = await createUpload(api.base, leaving, file.length);
    expect((await tusAs(api.base, leaving).patch(url, 0, file.subarray(0, MiB))).status).toBe(204);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie: leaving.cookie } })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, CONFIRMED_GATE_MS + 50));
    expect((await tusAs(api.base, leaving).patch(url, MiB, file.subarray(MiB))).status).toBe(401);
    expect(fs.statSync(storedFile(url)).size).toBe(MiB);
  });

  it('creates only for the signed-in user of an open session, once', async () => {
    const mine = await openSession(owner);
    expect((await tusAs(api.base, null).create(mine.passthroughUuid, 1024)).status).toBe(401);
    expect((await tusAs(api.base, owner).create(null, 1024)).status).toBe(403);
    expect((await tusAs(api.base, owner).create('not-a-uuid', 1024)).status).toBe(403);
    expect((await tusAs(api.base, stranger).create(mine.passthroughUuid, 1024)).status).toBe(403);
    expect((await tusAs(api.base, owner).create(mine.passthroughUuid, 1024)).status).toBe(201);
    expect((await tusAs(api.base, owner).create(mine.passthroughUuid, 1024)).status).toBe(403);

    const expired = await openSession(owner);
    await t.db
      .update(videoUploads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(videoUploads.id, expired.passthroughUuid));
    expect((await tusAs(api.base, owner).create(expired.passthroughUuid, 1024)).status).toBe(403);
  });

  it('refuses a file over 5 GB with the spec message', async () => {
    const { passthroughUuid } = await openSession(owner);
    const over = await tusAs(api.base, owner).create(passthroughUuid, VIDEO_LIMITS.fileBytes + 1);
    expect(over.status).toBe(413);
    expect(((await over.json()) as { message: string }).message).toBe(VIDEO_MESSAGES.fileTooLarge);
    expect((await tusAs(api.base, owner).create(passthroughUuid, VIDEO_LIMITS.fileBytes)).status).toBe(201);
  });

  it('refuses a file that is not MP4 or MOV by its content, whatever its name, and deletes it', async () => {
    const { url, passthroughUuid } = await createUpload(api.base, owner, 2 * MiB);
    const text = Buffer.alloc(2 * MiB, 'not a video, though named clip.mp4 ');
    const res = await tusAs(api.base, owner).patch(url, 0, text);
    expect(res.status).toBe(415);
    expect(await res.text()).toBe(VIDEO_MESSAGES.wrongFileType);
    expect(fs.existsSync(storedFile(url))).toBe(false);
    expect((await tusAs(api.base, owner).head(url)).status).toBe(404);
    expect((await sessionRow(passthroughUuid)).status).toBe('expired');
  });

  it('refuses a finished file too short to be a video', async () => {
    const { url } = await createUpload(api.base, owner, 4);
    expect((await tusAs(api.base, owner).patch(url, 0, Buffer.from('abcd'))).status).toBe(415);
    expect(fs.existsSync(storedFile(url))).toBe(false);
  });

  it('accepts a QuickTime file', async () => {
    const { url, passthroughUuid } = await createUpload(api.base, owner, 1024);
    const mov = randomBytes(1024);
    mov.writeUInt32BE(20, 0);
    mov.write('ftypqt  ', 4, 'latin1');
    expect((await tusAs(api.base, owner).patch(url, 0, mov)).status).toBe(204);
    expect((await sessionRow(passthroughUuid)).status).toBe('finished');
  });

  it('expiry deletes unfinished uploads and their files, and leaves finished ones', async () => {
    const open = await createUpload(api.base, owner, 8 * MiB);
    await sendFrom(api.base, owner, open.url, fakeMp4(CHUNK), 0);
    const done = await createUpload(api.base, owner, 1024);
    await sendFrom(api.base, owner, done.url, fakeMp4(1024), 0);
    const past = new Date(Date.now() - 1000);
    for (const s of [open, done]) await t.db.update(videoUploads).set({ expiresAt: past }).where(eq(videoUploads.id, s.passthroughUuid));
    expect(fs.existsSync(storedFile(open.url))).toBe(true);

    await sweepExpiredUploads({ db: t.db, storage: t.runtime.storage, config });
    expect(fs.existsSync(storedFile(open.url))).toBe(false);
    expect(fs.existsSync(`${storedFile(open.url)}.json`)).toBe(false);
    expect((await sessionRow(open.passthroughUuid)).status).toBe('expired');
    expect((await tusAs(api.base, owner).head(open.url)).status).toBe(404);
    expect(fs.existsSync(storedFile(done.url))).toBe(true);
    expect((await sessionRow(done.passthroughUuid)).status).toBe('finished');
  });
});
