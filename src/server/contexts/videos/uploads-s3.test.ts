import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { directUploadUrlReply } from '../../../contracts/videos.ts';
import { VIDEO_MESSAGES } from '../../../domain/videos.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../platform/config.ts';
import { videoUploads } from '../../platform/db/schema/index.ts';
import { expectReply } from '../../testing/replies.ts';
import { useS3TestApp } from '../../testing/s3.ts';
import { signUpUser } from '../../testing/test-app.ts';
import { uploadWithTusClient } from './tus-client.fixtures.ts';
import { TUS_PATH } from './upload-sessions.service.ts';
import { uploadPrefix } from './upload-object-store.ts';
import { videoUploadStore } from './upload-store.ts';

/** Uploads by tus with STORAGE=s3: parts in the bucket (an s3rver of this run), none on the API's disk. */

const { t, env, dataDir, s3 } = useS3TestApp();

/** Each PATCH is one part whatever its size: small chunks show it as well as the web's 5 MiB ones, and faster. */
const CHUNK = 256 * 1024;
const KiB = 1024;

function fakeMp4(bytes: number): Buffer {
  const file = randomBytes(bytes);
  file.writeUInt32BE(24, 0);
  file.write('ftypisom', 4, 'latin1');
  return file;
}
const sha = (data: Buffer | Uint8Array) => createHash('sha256').update(data).digest('hex');
const idOf = (url: string) => url.split('/').pop()!;

type Person = Awaited<ReturnType<typeof signUpUser>>;
let owner: Person;

/** A second API process on the same database and bucket, on its own port and data folder (another machine). */
async function startApi(): Promise<{ app: FastifyInstance; base: string }> {
  const own = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-uploads-s3-api-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_DATA: 'false', DATA_DIR: own, RATE_LIMIT_SCALE: '1000', ...s3().env });
  const app = await buildApp({ config, ...t.runtime, db: t.db });
  return { app, base: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

const tusRequest = (base: string, method: string, url: string, headers: Record<string, string> = {}, body?: Buffer) =>
  fetch(new URL(url, base), {
    method,
    headers: { 'Tus-Resumable': '1.0.0', cookie: owner.cookie, ...headers },
    body: body as Uint8Array<ArrayBuffer> | undefined,
  });

async function createUpload(base: string, length: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/videos/direct_upload_url?ownerId=${owner.user.id}`,
    headers: { cookie: owner.cookie },
  });
  const { passthroughUuid } = expectReply(res, 200, directUploadUrlReply);
  const metadata = `passthroughUuid ${Buffer.from(passthroughUuid).toString('base64')}`;
  const created = await tusRequest(base, 'POST', TUS_PATH, { 'Upload-Length': String(length), 'Upload-Metadata': metadata });
  expect(created.status).toBe(201);
  return { url: created.headers.get('location')!, passthroughUuid };
}

const patch = (base: string, url: string, offset: number, body: Buffer) =>
  tusRequest(base, 'PATCH', url, { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' }, body);

/** The upload's bytes as processing sees them: its parts joined into a local file. */
async function joined(id: string): Promise<Buffer | null> {
  const target = path.join(dataDir, 'joined', id);
  const file = await videoUploadStore({ storage: t.runtime.storage, config: loadConfig(env) }).localCopy(id, target);
  return file ? fs.readFileSync(file) : null;
}

const sessionRow = async (id: string) => (await t.db.select().from(videoUploads).where(eq(videoUploads.id, id)))[0]!;

let api: { app: FastifyInstance; base: string };
beforeAll(async () => {
  owner = await signUpUser(t.app);
  api = await startApi();
});
afterAll(() => api.app.close());

describe('tus uploads on S3', () => {
  it('uploads with tus-js-client: one part a chunk in the bucket, nothing on disk, session finished', async () => {
    const file = fakeMp4(2 * CHUNK + 100 * KiB);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/videos/direct_upload_url?ownerId=${owner.user.id}`,
      headers: { cookie: owner.cookie },
    });
    const { passthroughUuid } = expectReply(res, 200, directUploadUrlReply);
    const url = await uploadWithTusClient(api.base, owner.cookie, passthroughUuid, file, { chunkSize: CHUNK });
    const parts = await t.runtime.storage.list(`${uploadPrefix(idOf(url))}parts/`);
    expect(parts.map((p) => p.size)).toEqual([CHUNK, CHUNK, 100 * KiB]);
    expect(sha((await joined(idOf(url)))!)).toBe(sha(file));
    expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);
    const head = await tusRequest(api.base, 'HEAD', url);
    expect(head.headers.get('upload-offset')).toBe(String(file.length));
    expect(await sessionRow(passthroughUuid)).toMatchObject({ status: 'finished', tusUploadId: idOf(url) });
  });

  it('resumes on another process from the bytes of a PATCH cut short', async () => {
    const file = fakeMp4(2 * CHUNK);
    const first = await startApi();
    const { url, passthroughUuid } = await createUpload(first.base, file.length);
    expect((await patch(first.base, url, 0, file.subarray(0, CHUNK))).status).toBe(204);
    // The next PATCH breaks off after half of its chunk.
    const abort = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(file.subarray(CHUNK, CHUNK + CHUNK / 2));
        setTimeout(() => abort.abort(), 300);
      },
    });
    const cut = fetch(new URL(url, first.base), {
      method: 'PATCH',
      headers: { 'Tus-Resumable': '1.0.0', cookie: owner.cookie, 'Upload-Offset': String(CHUNK), 'Content-Type': 'application/offset+octet-stream' },
      body,
      duplex: 'half',
      signal: abort.signal,
    } as RequestInit);
    await expect(cut).rejects.toThrow();
    await first.app.close();

    const offset = Number((await tusRequest(api.base, 'HEAD', url)).headers.get('upload-offset'));
    expect(offset).toBeGreaterThanOrEqual(CHUNK);
    expect(offset).toBeLessThanOrEqual(CHUNK + CHUNK / 2);
    expect((await patch(api.base, url, offset, file.subarray(offset))).status).toBe(204);
    expect(sha((await joined(idOf(url)))!)).toBe(sha(file));
    expect((await sessionRow(passthroughUuid)).status).toBe('finished');
  });

  it('refuses a file that is not MP4 or MOV by its content and deletes its parts', async () => {
    const { url, passthroughUuid } = await createUpload(api.base, CHUNK);
    const res = await patch(api.base, url, 0, Buffer.alloc(CHUNK, 'not a video '));
    expect(res.status).toBe(415);
    expect(await res.text()).toBe(VIDEO_MESSAGES.wrongFileType);
    expect(await t.runtime.storage.list(uploadPrefix(idOf(url)))).toEqual([]);
    expect((await tusRequest(api.base, 'HEAD', url)).status).toBe(404);
    expect((await sessionRow(passthroughUuid)).status).toBe('expired');
  });

  it('refuses a finished file too short to be a video, read across its parts', async () => {
    const { url } = await createUpload(api.base, 6);
    expect((await patch(api.base, url, 0, Buffer.from('abc'))).status).toBe(204);
    expect((await patch(api.base, url, 3, Buffer.from('def'))).status).toBe(415);
    expect(await joined(idOf(url))).toBeNull();
  });

  it('answers 404 to an upload id that is not one', async () => {
    expect((await tusRequest(api.base, 'HEAD', `${TUS_PATH}/..%2Finfo.json`)).status).toBe(404);
  });
});
