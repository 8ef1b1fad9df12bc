import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { spawn } from 'node:child_process';
import type { Logger } from 'pino';
import { storageRedirect } from '../../../platform/storage/redirects.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import type { IngestHooks } from './hooks.ts';
import type { LiveOutput } from './live-output.ts';
import { BROADCAST_PUBLISH_MESSAGES } from '../../../../contracts/broadcasts.messages.ts';
import { endedPlaylist, playlistSeconds, playlistSegments, SEGMENT_FILE } from './live-playlist.ts';
import { startPackager, WORK_PLAYLIST, type InputFormat, type Packager } from './packager.ts';

/** Storage keys of a broadcast: the live playlist and its segments, and the recording handed over at the end. */
export const broadcastPrefix = (broadcastId: string) => `broadcasts/${broadcastId}/`;
const liveKey = (broadcastId: string, file: string) => `${broadcastPrefix(broadcastId)}live/${file}`;
export const recordingKey = (broadcastId: string) => `${broadcastPrefix(broadcastId)}recording.mp4`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Free disk space under DATA_DIR below which no broadcast goes live: 2 GiB holds about 1.5 h of the 3 Mbit/s
 * rendition with its recording, and leaves room for the rest of the product (uploads, the database).
 */
export const MIN_FREE_BYTES = 2 * 1024 ** 3;

export interface IngestOptions {
  hooks: IngestHooks;
  storage: Storage;
  /** DATA_DIR: working folders live under DATA_DIR/broadcasts-work/<id>/ and survive a restart. */
  dataDir: string;
  reconnectSeconds: number;
  maxLive: number;
  maxHours: number;
  minFreeBytes?: number;
  /** Free bytes under dataDir (fs.statfs by default; tests stand in). */
  freeBytes?: (dir: string) => Promise<number>;
  log?: Pick<Logger, 'info' | 'warn' | 'error'>;
}

/** A publisher the ingest accepted: its bytes go to `write`, `gone` when its connection closes. */
export interface Publisher {
  broadcastId: string;
  /** Resolves once this publisher's first segment is in Storage: viewers can see it. */
  live: Promise<void>;
  /** false: the packager is full, pause the connection until `drain`. */
  write(chunk: Buffer): boolean;
  onDrain(listener: () => void): void;
  gone(): void;
}

/** How the ingest cuts a publisher it had accepted (Stop, a rotated key, the maximum duration). */
export type Cut = (message: string) => void;

export type Admission = { publisher: Publisher } | { refused: string };

type StopWhy = Parameters<LiveOutput['stop']>[1];

interface Live {
  id: string;
  workDir: string;
  packager: Packager | null;
  /** The part's publisher: its key (RTMP; null from the browser) for the per-segment check, and how to cut it. */
  publisher: { streamKey: string | null; cut: Cut; token: string; onSegment: () => void } | null;
  uploaded: Set<string>;
  wentLive: boolean;
  reconnectTimer: NodeJS.Timeout | null;
  endTimer: NodeJS.Timeout | null;
  /** Syncs run one after another, so the playlist in Storage never names a segment that is not there. */
  sync: Promise<void>;
  finishing: Promise<void> | null;
}

export interface Ingest {
  output: LiveOutput;
  /** An RTMP publisher with its stream key, before any byte of it is kept. */
  admitKey(streamKey: string, format: InputFormat, cut: Cut): Promise<Admission>;
  /** A browser publisher, signed in, for a broadcast it names. */
  admitAccount(broadcastId: string, accountId: string, format: InputFormat, cut: Cut): Promise<Admission>;
  /** At start: broadcasts a killed process left live wait for their publisher (the reconnect window), or end. */
  resume(): Promise<void>;
  /** Process shutdown: publishers are cut and packagers stopped, but nothing ends (a restart resumes them). */
  close(): Promise<void>;
  /** Broadcasts in this process: live or waiting for a reconnect. */
  liveCount(): number;
}

export function createIngest(o: IngestOptions): Ingest {
  const workRoot = path.join(o.dataDir, 'broadcasts-work');
  const lives = new Map<string, Live>();
  const minFree = o.minFreeBytes ?? MIN_FREE_BYTES;
  const freeBytes =
    o.freeBytes ??
    (async (dir: string) => {
      const s = await fs.statfs(dir);
      return s.bavail * s.bsize;
    });
  const log = o.log;

  /** Moves the finished segments the working playlist lists into Storage, then the playlist that names them. */
  const syncNow = async (live: Live): Promise<number> => {
    const text = await fs.readFile(path.join(live.workDir, WORK_PLAYLIST), 'utf8').catch(() => null);
    if (text === null) return 0;
    let added = 0;
    for (const { file } of playlistSegments(text)) {
      if (live.uploaded.has(file)) continue;
      await o.storage.putFile(liveKey(live.id, file), path.join(live.workDir, file));
      live.uploaded.add(file);
      added++;
    }
    await o.storage.put(liveKey(live.id, WORK_PLAYLIST), Buffer.from(text));
    return added;
  };

  const sync = (live: Live) => {
    live.sync = live.sync.then(async () => {
      try {
        const added = await syncNow(live);
        if (added === 0) return;
        live.publisher?.onSegment();
        if (!live.wentLive) {
          await o.hooks.wentLive(live.id);
          live.wentLive = true; // only once it is recorded: a failed call is tried again on the next segment
        }
        // A Stop or a rotation whose notice this process missed reaches it here, once per new segment. Not awaited:
        // ending the broadcast waits for this very sync chain.
        const state = await o.hooks.publisherState(live.id, live.publisher?.streamKey ?? null);
        if (state !== 'on') void stopLive(live, state);
      } catch (error) {
        log?.error({ err: error, broadcastId: live.id }, 'broadcast sync failed');
      }
    });
    return live.sync;
  };

  const cutPublisher = (live: Live, message: string) => {
    const publisher = live.publisher;
    if (!publisher) return;
    live.publisher = null;
    publisher.cut(message);
    void partEnded(live);
  };

  /** The publisher's part is over: ffmpeg finishes its last segment, it is synced, and the reconnect window opens. */
  const partEnded = async (live: Live) => {
    const packager = live.packager;
    if (packager) {
      packager.input.end();
      await packager.exited;
      if (live.packager === packager) live.packager = null;
    }
    await sync(live);
    if (!live.publisher && !live.finishing && !live.reconnectTimer && lives.get(live.id) === live) {
      live.reconnectTimer = setTimeout(() => void finish(live), o.reconnectSeconds * 1000);
    }
  };

  /** A Stop ends the broadcast; a rotated key cuts the publisher, who comes back with the new key within the window. */
  const stopLive = (live: Live, why: StopWhy) => (why === 'key-rotated' ? cutPublisher(live, BROADCAST_PUBLISH_MESSAGES.keyRotated) : finish(live));

  /** The broadcast is over: the recording goes to Storage and the broadcasts context hears of it. */
  const finish = (live: Live): Promise<void> => {
    live.finishing ??= (async () => {
      clearTimeout(live.reconnectTimer ?? undefined);
      clearTimeout(live.endTimer ?? undefined);
      live.reconnectTimer = live.endTimer = null;
      if (live.publisher) {
        const publisher = live.publisher;
        live.publisher = null;
        publisher.cut(BROADCAST_PUBLISH_MESSAGES.stopped);
      }
      if (live.packager) {
        live.packager.input.end();
        await live.packager.exited;
        live.packager = null;
      }
      await sync(live);
      const text = await fs.readFile(path.join(live.workDir, WORK_PLAYLIST), 'utf8').catch(() => null);
      if (text && playlistSegments(text).length) {
        const ended = endedPlaylist(text);
        await fs.writeFile(path.join(live.workDir, WORK_PLAYLIST), ended);
        await o.storage.put(liveKey(live.id, WORK_PLAYLIST), Buffer.from(ended));
        const mp4 = path.join(live.workDir, 'recording.mp4');
        await joinRecording(path.join(live.workDir, WORK_PLAYLIST), mp4);
        await o.storage.putFile(recordingKey(live.id), mp4);
        await o.hooks.ended(live.id, { storageKey: recordingKey(live.id), durationSeconds: Math.round(playlistSeconds(text)) });
      }
      lives.delete(live.id);
      await fs.rm(live.workDir, { recursive: true, force: true });
    })().catch((error) => log?.error({ err: error, broadcastId: live.id }, 'broadcast end failed'));
    return live.finishing;
  };

  /** The state of a broadcast in this process, made on its first publisher (or on resume after a crash). */
  const liveOf = async (id: string): Promise<Live> => {
    const existing = lives.get(id);
    if (existing) return existing;
    const workDir = path.join(workRoot, id);
    await fs.mkdir(workDir, { recursive: true });
    // The working playlist lists only finished segments; Storage holds them all. A folder lost with its disk
    // starts again from Storage's copy, so append_list still continues the same playlist.
    const working = path.join(workDir, WORK_PLAYLIST);
    const stored = await o.storage.get(liveKey(id, WORK_PLAYLIST));
    if (stored && !(await exists(working))) await fs.writeFile(working, stored);
    const startedFile = path.join(workDir, 'started-at');
    const startedAt = Number(await fs.readFile(startedFile, 'utf8').catch(() => '')) || Date.now();
    await fs.writeFile(startedFile, String(startedAt));
    const live: Live = {
      id,
      workDir,
      packager: null,
      publisher: null,
      uploaded: new Set(stored ? playlistSegments(stored.toString('utf8')).map((s) => s.file) : []),
      wentLive: !!stored,
      reconnectTimer: null,
      endTimer: null,
      sync: Promise.resolve(),
      finishing: null,
    };
    // The maximum duration counts from the first publisher, across reconnects and restarts.
    const left = Math.max(0, startedAt + o.maxHours * 3600_000 - Date.now());
    live.endTimer = setTimeout(() => {
      if (live.publisher) live.publisher.cut(BROADCAST_PUBLISH_MESSAGES.tooLong);
      live.publisher = null;
      void finish(live);
    }, left);
    lives.set(id, live);
    return live;
  };

  const admit = async (id: string, streamKey: string | null, format: InputFormat, cut: Cut): Promise<Admission> => {
    // The same question as each segment's: a Stop asked or a key rotated since the authorization opens nothing.
    const state = await o.hooks.publisherState(id, streamKey);
    if (state !== 'on') return { refused: state === 'stopped' ? BROADCAST_PUBLISH_MESSAGES.stopped : BROADCAST_PUBLISH_MESSAGES.wrongKey };
    const current = lives.get(id);
    if (current?.publisher || current?.finishing) return { refused: BROADCAST_PUBLISH_MESSAGES.alreadyLive };
    if (!current && lives.size >= o.maxLive) return { refused: BROADCAST_PUBLISH_MESSAGES.tooManyLive };
    if (!current && (await freeBytes(o.dataDir).catch(() => 0)) < minFree) return { refused: BROADCAST_PUBLISH_MESSAGES.diskFull };
    const live = await liveOf(id);
    if (live.publisher || live.finishing) return { refused: BROADCAST_PUBLISH_MESSAGES.alreadyLive }; // raced another publisher
    clearTimeout(live.reconnectTimer ?? undefined);
    live.reconnectTimer = null;
    // A part that ended badly may still be exiting; the next one appends to the playlist it leaves.
    if (live.packager) await live.packager.exited;
    const token = randomUUID();
    let onSegment!: () => void;
    const segmentIn = new Promise<void>((resolve) => (onSegment = resolve));
    live.publisher = { streamKey, cut, token, onSegment };
    const packager = startPackager({ workDir: live.workDir, format, onPlaylist: () => void sync(live) });
    live.packager = packager;
    void packager.exited.then(() => {
      // ffmpeg gave up on its own (bad input): the publisher is cut and the window opens.
      if (live.publisher?.token === token) cutPublisher(live, BROADCAST_PUBLISH_MESSAGES.stopped);
    });
    const mine = () => live.publisher?.token === token;
    return {
      publisher: {
        broadcastId: id,
        live: segmentIn,
        write: (chunk) => (mine() ? packager.input.write(chunk) : true),
        onDrain: (listener) => packager.input.on('drain', listener),
        gone: () => {
          if (!mine()) return;
          live.publisher = null;
          void partEnded(live);
        },
      },
    };
  };

  const output: LiveOutput = {
    async playlist(broadcastId) {
      if (!UUID.test(broadcastId)) return null;
      return (await o.storage.get(liveKey(broadcastId, WORK_PLAYLIST)))?.toString('utf8') ?? null;
    },
    async segment(broadcastId, file) {
      if (!UUID.test(broadcastId) || !SEGMENT_FILE.test(file)) return null;
      return o.storage.get(liveKey(broadcastId, file));
    },
    async segmentRedirect(broadcastId, file, options) {
      if (!UUID.test(broadcastId) || !SEGMENT_FILE.test(file)) return null;
      return storageRedirect(o.storage, liveKey(broadcastId, file), options);
    },
    async stop(broadcastId, why) {
      const live = lives.get(broadcastId);
      if (live) await stopLive(live, why);
    },
  };

  return {
    output,
    async admitKey(streamKey, format, cut) {
      const found = await o.hooks.authorizeKey(streamKey);
      if (!found) return { refused: BROADCAST_PUBLISH_MESSAGES.wrongKey };
      return admit(found.broadcastId, streamKey, format, cut);
    },
    async admitAccount(broadcastId, accountId, format, cut) {
      if (!UUID.test(broadcastId) || !(await o.hooks.authorizeAccount(broadcastId, accountId)))
        return { refused: BROADCAST_PUBLISH_MESSAGES.notAllowed };
      return admit(broadcastId, null, format, cut);
    },
    async resume() {
      const folders = await fs.readdir(workRoot).catch(() => [] as string[]);
      for (const id of folders.filter((f) => UUID.test(f))) {
        const live = await liveOf(id);
        await sync(live); // segments finished before the kill but not yet moved
        if (!live.publisher && !live.reconnectTimer) live.reconnectTimer = setTimeout(() => void finish(live), o.reconnectSeconds * 1000);
      }
    },
    async close() {
      for (const live of lives.values()) {
        clearTimeout(live.reconnectTimer ?? undefined);
        clearTimeout(live.endTimer ?? undefined);
        live.publisher?.cut(BROADCAST_PUBLISH_MESSAGES.stopped);
        live.publisher = null;
        live.packager?.input.end();
      }
      await Promise.all(
        [...lives.values()].map(async (live) => {
          await live.packager?.exited;
          await live.sync;
        }),
      );
      lives.clear();
    },
    liveCount: () => lives.size,
  };
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/**
 * The recording as one MP4, joined from the segments without re-encoding; the HLS reader carries the timeline on
 * across each part's discontinuity (every part's timestamps start again near zero).
 */
function joinRecording(playlist: string, mp4: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const args = ['-hide_banner', '-loglevel', 'error', '-y', '-allowed_extensions', 'ALL', '-i', playlist];
    const child = spawn('ffmpeg', [...args, '-c', 'copy', '-bsf:a', 'aac_adtstoasc', '-movflags', '+faststart', mp4], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr = (stderr + c).slice(-2000)));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`joining the recording failed: ${stderr}`))));
  });
}
