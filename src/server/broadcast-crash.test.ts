import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { signupBody } from '../contracts/accounts.ts';
import { broadcastWatchView, eventBroadcastsReply } from '../contracts/broadcasts.ts';
import { managedEventReply, type createEventBody } from '../contracts/events-management.ts';
import { watchView } from '../contracts/videos.ts';
import { expectReply } from './testing/replies.ts';
import { call, freePort, signUpOnServer, startServerProcess, waitFor, type ServerProcess } from './testing/server-process.ts';

/**
 * kill -9 of `npm start` while a broadcast is live (issue 30): the restarted server waits for the publisher, the
 * same playlist goes on, and the replay holds what was recorded before the kill and after. Like the checkout's crash
 * test, a real process is killed, so its outcome is waited for against deadlines: the stream and the replay's
 * processing run in that process, not in this one.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-broadcast-crash-'));
const lines: string[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const s of servers) s.child.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(port: number, rtmpPort: number) {
  const env = {
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    OVATION_SKIP_WEB_BUILD: 'true',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    RTMP_PORT: String(rtmpPort),
  };
  const server = await startServerProcess({ port, env, log: (l) => lines.push(l) });
  servers.push(server);
  return server;
}

/** ffmpeg publishing `seconds` of a test picture and tone in real time; resolves with its exit code. */
function publish(rtmpUrl: string, seconds: number) {
  const child = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25', '-f', 'lavfi', '-i', 'sine'],
      ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '50', '-c:a', 'aac', '-f', 'flv', rtmpUrl],
    ],
    { stdio: 'ignore' },
  );
  return { child, exited: new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code))) };
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, withinMs: number): Promise<T> {
  const value = await waitFor(probe, withinMs);
  if (value === undefined) throw new Error(`${what}: not within ${withinMs} ms\n${lines.slice(-20).join('\n')}`);
  return value;
}

describe('kill -9 of the server in the middle of a broadcast', () => {
  it('resumes the same playlist when the publisher comes back, and the replay holds both parts', async () => {
    const [port, rtmpPort] = [await freePort(), await freePort()];
    let server = await start(port, rtmpPort);
    const base = server.base;

    // An organizer and a published online event; its broadcast's stream key.
    const email = `live-${Date.now()}@crash.example.com`;
    const signup: z.input<typeof signupBody> = { firstName: 'Live', lastName: 'Organizer', email, password: 'crash-password' };
    const { userId, cookie } = await signUpOnServer(base, signup);
    const day = 86_400_000;
    const eventInput: z.input<typeof createEventBody> = {
      ownerId: userId,
      name: 'Crash Live',
      startsAt: new Date(Date.now() + day).toISOString(),
      endsAt: new Date(Date.now() + day + 2 * 3_600_000).toISOString(),
      inPerson: false,
      online: true,
      locationSetting: 'tba',
    };
    const eventId = expectReply(await call(base, 'POST', '/api/v1/management/courses', eventInput, cookie), 201, managedEventReply).event.id;
    const tickets = { ticketTypes: [{ name: 'Online pass', price: 0, quantity: 10, attendanceType: 'online' }] };
    expect((await call(base, 'PUT', `/api/v1/management/courses/${eventId}/tickets`, tickets, cookie)).statusCode).toBe(200);
    expect((await call(base, 'POST', `/api/v1/management/courses/${eventId}/publish`, undefined, cookie)).statusCode).toBe(200);
    const [broadcast] = expectReply(
      await call(base, 'GET', `/api/v1/events/${eventId}/broadcasts`, undefined, cookie),
      200,
      eventBroadcastsReply,
    ).data;
    const target = `${broadcast!.ingest!.rtmpUrl}/${broadcast!.ingest!.streamKey}`;

    /** The segment names of the live playlist, as the organizer's player reads it (signed for them). */
    const segments = async (): Promise<string[] | undefined> => {
      const watch = expectReply(await call(base, 'GET', `/api/v1/broadcasts/${broadcast!.id}/watch`, undefined, cookie), 200, broadcastWatchView);
      if (!watch.playlistUrl) return undefined;
      const res = await fetch(new URL(watch.playlistUrl, base), { headers: { cookie } });
      if (!res.ok) return undefined;
      return (await res.text())
        .split('\n')
        .filter((l) => l && !l.startsWith('#'))
        .map((l) => l.split('?')[0]!);
    };

    // Live for a few segments, then kill -9 in the middle of one (the publisher loses its connection).
    const first = publish(target, 60);
    const before = await until('three segments', async () => (((await segments())?.length ?? 0) >= 3 ? (await segments())! : undefined), 60_000);
    server.child.kill('SIGKILL');
    await server.exited;
    await first.exited;

    // The restarted server waits for the publisher, which comes back with its key: the same playlist goes on.
    server = await start(port, rtmpPort);
    const second = publish(target, 6);
    expect(await second.exited).toBe(0);
    const after = await until(
      'the second part in the playlist',
      async () => {
        const now = await segments();
        return now && now.length >= before.length + 2 ? now : undefined;
      },
      30_000,
    );
    expect(after.slice(0, before.length)).toEqual(before);

    // Stop: the replay becomes a video of the owner's with both parts (before the kill: at least its 3 segments).
    const stop = await call(base, 'POST', `/api/v1/broadcasts/${broadcast!.id}/stop`, undefined, cookie);
    expect(stop.statusCode, stop.body).toBe(200);
    const replay = await until(
      'the replay processed',
      async () => {
        const watch = expectReply(await call(base, 'GET', `/api/v1/broadcasts/${broadcast!.id}/watch`, undefined, cookie), 200, broadcastWatchView);
        return watch.replay?.ready ? watch.replay : undefined;
      },
      180_000,
    );
    const video = expectReply(await call(base, 'GET', `/api/v1/videos/${replay.videoId}/watch`, undefined, cookie), 200, watchView);
    const recordedBefore = before.length * 2;
    expect(video.durationSeconds).toBeGreaterThanOrEqual(recordedBefore + 4);
  }, 420_000);
});
