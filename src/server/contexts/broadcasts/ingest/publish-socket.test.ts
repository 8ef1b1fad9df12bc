import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetSessionsOf, sessionResolver } from '../../accounts/index.ts';
import { registerAuth } from '../../../platform/http/auth.ts';
import { registerErrorHandler } from '../../../platform/http/errors.ts';
import { signUpUser, useTestApp } from '../../../testing/test-app.ts';
import { fakeIngestHooks, testIngest } from './hooks.fixtures.ts';
import { BROADCAST_PUBLISH_MESSAGES, broadcastPublishPath, type PublishReply } from '../../../../contracts/broadcasts.messages.ts';
import type { Ingest } from './live-ingest.ts';
import websocket from '@fastify/websocket';
import { publishSocket, WEBSOCKET_OPTIONS } from './publish-socket.ts';

// The browser's ingest over a real session: the socket route on a small app with the product's auth hook (the
// broadcasts module mounts it in the product), MediaRecorder-like WebM chunks packaged by a real ffmpeg.

const t = useTestApp();
const fake = fakeIngestHooks();
let app: FastifyInstance;
let ingest: Ingest;
let dataDir: string;
let webm: Buffer;
let ada: Awaited<ReturnType<typeof signUpUser>>;
let grace: Awaited<ReturnType<typeof signUpUser>>;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ingest-socket-'));
  ingest = testIngest(dataDir, fake);
  app = Fastify().withTypeProvider();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(cookie);
  await app.register(websocket, WEBSOCKET_OPTIONS); // at the root, so this test can reach injectWS
  registerAuth(app, {
    session: sessionResolver(t.db, 0),
    forgetSessions: forgetSessionsOf,
    apiKey: async () => Promise.reject(new Error('no keys here')),
    secureCookie: false,
  });
  await app.register(publishSocket, { ingest: () => ingest, hooks: fake.hooks, publicUrl: 'http://localhost:3000' });
  await app.ready();
  ada = await signUpUser(t.app);
  grace = await signUpUser(t.app);
  // What Chromium's MediaRecorder sends: VP8 and Opus in a live WebM (no sizes, no cues), 4 s of a test picture.
  const file = path.join(dataDir, 'camera.webm');
  await run('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=30', '-f', 'lavfi', '-i', 'sine', '-t', '4'],
    ...['-c:v', 'libvpx', '-deadline', 'realtime', '-b:v', '500k', '-c:a', 'libopus', '-f', 'webm', '-live', '1', file],
  ]);
  webm = await fs.readFile(file);
});

afterAll(async () => {
  await app?.close();
  await ingest?.close();
});

function run(command: string, args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'ignore' });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exit ${code}`))));
  });
}

/** Opens the socket and collects what the server says until it closes. */
async function open(id: string, headers: Record<string, string | undefined>) {
  const replies: PublishReply[] = [];
  const waiting: ((reply: PublishReply) => void)[] = [];
  let read = 0;
  let socket!: WebSocket;
  let resolveClosed!: (code: number) => void;
  const closed = new Promise<number>((resolve) => (resolveClosed = resolve));
  await app.injectWS(
    broadcastPublishPath(id),
    { headers },
    {
      onInit: (ws) => {
        socket = ws;
        ws.on('message', (data: Buffer) => {
          replies.push(JSON.parse(data.toString()) as PublishReply);
          if (waiting.length) waiting.shift()!(replies[read++]!);
        });
        ws.on('close', (code: number) => resolveClosed(code));
      },
    },
  );
  /** The next message of the server not read yet (one already received, or the one to come). */
  const next = () => new Promise<PublishReply>((resolve) => (read < replies.length ? resolve(replies[read++]!) : waiting.push(resolve)));
  return { replies, closed, next, send: (chunk: Buffer) => socket.send(chunk) };
}

describe('GET /api/v1/broadcasts/:id/publish', () => {
  it('refuses a signed-out visitor, an account that is no admin of the event, and another site', async () => {
    const broadcast = fake.add([ada.user.id]);
    for (const headers of [{}, { cookie: grace.cookie }, { cookie: ada.cookie, origin: 'https://evil.example' }]) {
      const socket = await open(broadcast.id, headers);
      expect(await socket.closed).toBe(1008);
      expect(socket.replies).toHaveLength(1);
      expect(socket.replies[0]!.state).toBe('refused');
    }
    expect(fake.calls.wentLive).toEqual([]);
  });

  it('answers a plain GET with the gate: 401, 404 for a non-admin, 400 for an admin who did not upgrade, 422 for a bad id', async () => {
    const broadcast = fake.add([ada.user.id]);
    const get = (id: string, cookieHeader?: string) =>
      app.inject({ method: 'GET', url: broadcastPublishPath(id), headers: cookieHeader ? { cookie: cookieHeader } : {} });
    expect((await get(broadcast.id)).statusCode).toBe(401);
    expect((await get(broadcast.id, grace.cookie)).statusCode).toBe(404);
    const admin = await get(broadcast.id, ada.cookie);
    expect(admin.statusCode).toBe(400);
    expect(admin.json()).toMatchObject({ message: BROADCAST_PUBLISH_MESSAGES.useWebSocket });
    expect((await get('not-a-uuid', ada.cookie)).statusCode).toBe(422);
  });

  it("packages an admin's WebM chunks: live, segments, then Stop ends it with a recording", async () => {
    const broadcast = fake.add([ada.user.id]);
    const socket = await open(broadcast.id, { cookie: ada.cookie, origin: 'http://localhost:3000' });
    for (let at = 0; at < webm.length; at += 16 * 1024) socket.send(webm.subarray(at, at + 16 * 1024));
    expect(await socket.next()).toEqual({ state: 'live', message: BROADCAST_PUBLISH_MESSAGES.live });
    expect(fake.calls.wentLive).toContain(broadcast.id);
    // A second tab of the same admin is refused while the first publishes.
    const second = await open(broadcast.id, { cookie: ada.cookie });
    expect(await second.closed).toBe(1008);
    expect(second.replies[0]).toEqual({ state: 'refused', message: BROADCAST_PUBLISH_MESSAGES.alreadyLive });

    await ingest.output.stop(broadcast.id, 'stopped');
    expect(await socket.closed).toBe(1000);
    expect(socket.replies.at(-1)).toEqual({ state: 'ended', message: BROADCAST_PUBLISH_MESSAGES.stopped });
    const ended = fake.calls.ended.find((e) => e.broadcastId === broadcast.id)!;
    expect(ended.durationSeconds).toBeGreaterThanOrEqual(2);
    expect((await fs.stat(path.join(dataDir, 'files', ended.storageKey))).size).toBeGreaterThan(10_000);
  });

  it('ends at the first segment when Stop was asked but its notice never came', async () => {
    const broadcast = fake.add([ada.user.id]);
    const checks = fake.calls.stateChecks;
    const socket = await open(broadcast.id, { cookie: ada.cookie, origin: 'http://localhost:3000' });
    await fake.until(() => fake.calls.stateChecks > checks); // admitted
    // Stop pressed on another API process whose notice was lost: only the table knows.
    fake.askStop(broadcast.id);
    for (let at = 0; at < webm.length; at += 16 * 1024) socket.send(webm.subarray(at, at + 16 * 1024));
    expect(await socket.closed).toBe(1000);
    expect(socket.replies.at(-1)).toEqual({ state: 'ended', message: BROADCAST_PUBLISH_MESSAGES.stopped });
    await fake.until(() => fake.calls.ended.some((e) => e.broadcastId === broadcast.id));
    expect(fake.calls.ended.filter((e) => e.broadcastId === broadcast.id)).toHaveLength(1);
  });

  it('is mounted in the product: a plain GET answers with the broadcasts table behind the gate', async () => {
    const res = await t.app.inject({ method: 'GET', url: broadcastPublishPath(fake.add().id), headers: { cookie: ada.cookie } });
    expect(res.statusCode).toBe(404); // no such broadcast in the table
    expect((await t.app.inject({ method: 'GET', url: broadcastPublishPath(fake.add().id) })).statusCode).toBe(401);
  });

  it('refuses publishers with a message in a process where no ingest runs', async () => {
    const bare = Fastify();
    bare.setValidatorCompiler(validatorCompiler);
    bare.decorateRequest('user', null);
    bare.addHook('onRequest', async (request) => {
      request.user = ada.user;
    });
    await bare.register(websocket, WEBSOCKET_OPTIONS);
    await bare.register(publishSocket, { ingest: () => null, hooks: fake.hooks, publicUrl: 'http://localhost:3000' });
    await bare.ready();
    const replies: PublishReply[] = [];
    let closed!: Promise<number>;
    await bare.injectWS(
      broadcastPublishPath(fake.add([ada.user.id]).id),
      {},
      {
        onInit: (ws) => {
          closed = new Promise((resolve) => ws.on('close', resolve));
          ws.on('message', (data: Buffer) => replies.push(JSON.parse(data.toString()) as PublishReply));
        },
      },
    );
    expect(await closed).toBe(1008);
    expect(replies).toEqual([{ state: 'refused', message: BROADCAST_PUBLISH_MESSAGES.unavailable }]);
    await bare.close();
  });
});
