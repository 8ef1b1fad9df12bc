import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { publisherState, type PublisherFacts } from '../../../../domain/broadcasts.ts';
import { localStorage } from '../../../platform/storage/storage.ts';
import type { IngestHooks } from './hooks.ts';
import { createIngest, type IngestOptions } from './live-ingest.ts';

interface FakeBroadcast extends PublisherFacts {
  id: string;
  admins: Set<string>;
}

/**
 * An in-memory IngestHooks over a few broadcasts, standing in for the table in the ingest's tests. It records every
 * call, so a test asserts what the ingest told the broadcasts context and in which order.
 */
export function fakeIngestHooks() {
  const broadcasts = new Map<string, FakeBroadcast>();
  const calls = {
    wentLive: [] as string[],
    /** One on admission, then one per new segment (the ingest asks whether its publisher may go on): a clock of the
     * stream's progress. */
    stateChecks: 0,
    ended: [] as { broadcastId: string; storageKey: string; durationSeconds: number }[],
  };
  /** Calls to fail before answering (the database away for a moment). */
  const failures = { wentLive: 0 };
  const waiters: { test: () => boolean; resolve: () => void }[] = [];
  const notify = () => {
    for (const waiter of [...waiters]) {
      if (!waiter.test()) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  /** Resolves once `test` holds after a hook call (no polling: checked on each call). */
  const until = (test: () => boolean) =>
    new Promise<void>((resolve) => {
      if (test()) resolve();
      else waiters.push({ test, resolve });
    });

  const hooks: IngestHooks = {
    async authorizeKey(streamKey) {
      const found = [...broadcasts.values()].find((b) => b.streamKey === streamKey && publisherState(b, streamKey) === 'on');
      return found ? { broadcastId: found.id } : null;
    },
    async authorizeAccount(broadcastId, accountId) {
      const found = broadcasts.get(broadcastId);
      return !!found && found.mode === 'ovation' && found.status !== 'ended' && found.admins.has(accountId);
    },
    async publisherState(broadcastId, streamKey) {
      calls.stateChecks++;
      queueMicrotask(notify);
      return publisherState(broadcasts.get(broadcastId) ?? null, streamKey);
    },
    async wentLive(broadcastId) {
      if (failures.wentLive > 0) {
        failures.wentLive--;
        throw new Error('the database is away');
      }
      const found = broadcasts.get(broadcastId);
      if (found && found.status === 'idle') found.status = 'live';
      calls.wentLive.push(broadcastId);
      notify();
    },
    async ended(broadcastId, recording) {
      const found = broadcasts.get(broadcastId);
      if (found) found.status = 'ended';
      calls.ended.push({ broadcastId, ...recording });
      notify();
    },
  };

  return {
    hooks,
    calls,
    failures,
    until,
    /** A new idle broadcast with a random key; `admins` may publish it from the browser. */
    add(admins: string[] = []): FakeBroadcast {
      const broadcast: FakeBroadcast = {
        id: randomUUID(),
        streamKey: randomUUID().replaceAll('-', ''),
        mode: 'ovation',
        status: 'idle',
        stopRequestedAt: null,
        admins: new Set(admins),
      };
      broadcasts.set(broadcast.id, broadcast);
      return broadcast;
    },
    rotate(broadcastId: string) {
      const found = broadcasts.get(broadcastId);
      if (found) found.streamKey = randomUUID().replaceAll('-', '');
    },
    /** Stop asked in the table only, as when its notice never reached the ingest's process. */
    askStop(broadcastId: string) {
      const found = broadcasts.get(broadcastId);
      if (found) found.stopRequestedAt = new Date();
    },
    broadcasts,
  };
}

/** An ingest over the fake hooks and a local Storage under `dataDir`, with room on the disk; `options` override. */
export function testIngest(dataDir: string, fake: ReturnType<typeof fakeIngestHooks>, options: Partial<IngestOptions> = {}) {
  return createIngest({
    hooks: fake.hooks,
    storage: localStorage(path.join(dataDir, 'files')),
    dataDir,
    reconnectSeconds: 600,
    maxLive: 4,
    maxHours: 8,
    freeBytes: async () => 1e12,
    ...options,
  });
}
