import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { fakeIngestHooks, testIngest } from './hooks.fixtures.ts';
import { BROADCAST_PUBLISH_MESSAGES } from '../../../../contracts/broadcasts.messages.ts';
import { MIN_FREE_BYTES, type Admission, type IngestOptions } from './live-ingest.ts';

// Who the ingest lets in, before a byte is packaged: no publisher streams here (rtmp-ingest.test.ts streams).

const closes: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closes.splice(0)) await close();
});

async function ingestWith(options: Partial<IngestOptions> = {}) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ingest-admission-'));
  const fake = fakeIngestHooks();
  const ingest = testIngest(dataDir, fake, options);
  closes.push(() => ingest.close());
  return { ingest, fake, dataDir };
}

const refusal = (admission: Admission) => ('refused' in admission ? admission.refused : null);
const cut = () => {};

it('refuses the next broadcast past BROADCAST_MAX_LIVE, with a message, and admits it once one has ended', async () => {
  const { ingest, fake } = await ingestWith({ maxLive: 1 });
  const [a, b] = [fake.add(), fake.add()];
  expect(refusal(await ingest.admitKey(a.streamKey, 'flv', cut))).toBeNull();
  expect(refusal(await ingest.admitKey(b.streamKey, 'flv', cut))).toBe(BROADCAST_PUBLISH_MESSAGES.tooManyLive);
  await ingest.output.stop(a.id, 'stopped');
  expect(refusal(await ingest.admitKey(b.streamKey, 'flv', cut))).toBeNull();
});

it('refuses a second publisher of a broadcast while the first is on', async () => {
  const { ingest, fake } = await ingestWith();
  const broadcast = fake.add(['ada']);
  expect(refusal(await ingest.admitKey(broadcast.streamKey, 'flv', cut))).toBeNull();
  expect(refusal(await ingest.admitKey(broadcast.streamKey, 'flv', cut))).toBe(BROADCAST_PUBLISH_MESSAGES.alreadyLive);
  expect(refusal(await ingest.admitAccount(broadcast.id, 'ada', 'webm', cut))).toBe(BROADCAST_PUBLISH_MESSAGES.alreadyLive);
});

it('refuses to go live when the disk under DATA_DIR is short of space, and keeps nothing', async () => {
  const { ingest, fake, dataDir } = await ingestWith({ freeBytes: async () => MIN_FREE_BYTES - 1 });
  const broadcast = fake.add();
  expect(refusal(await ingest.admitKey(broadcast.streamKey, 'flv', cut))).toBe(BROADCAST_PUBLISH_MESSAGES.diskFull);
  expect(await fs.readdir(dataDir)).toEqual([]);
});

it.each([
  ['a wrong key', (k: string) => `${k}x`],
  ['an empty key', () => ''],
])('refuses %s', async (_label, keyOf) => {
  const { ingest, fake } = await ingestWith();
  const broadcast = fake.add();
  expect(refusal(await ingest.admitKey(keyOf(broadcast.streamKey), 'flv', cut))).toBe(BROADCAST_PUBLISH_MESSAGES.wrongKey);
});

it('refuses a rotated key', async () => {
  const { ingest, fake } = await ingestWith();
  const broadcast = fake.add();
  const old = broadcast.streamKey;
  fake.rotate(broadcast.id);
  expect(refusal(await ingest.admitKey(old, 'flv', cut))).toBe(BROADCAST_PUBLISH_MESSAGES.wrongKey);
});

it('refuses a publisher of a broadcast whose Stop was asked, RTMP and browser', async () => {
  const { ingest, fake } = await ingestWith();
  const broadcast = fake.add(['ada']);
  fake.askStop(broadcast.id);
  expect(refusal(await ingest.admitKey(broadcast.streamKey, 'flv', cut))).toBe(BROADCAST_PUBLISH_MESSAGES.wrongKey);
  expect(refusal(await ingest.admitAccount(broadcast.id, 'ada', 'webm', cut))).toBe(BROADCAST_PUBLISH_MESSAGES.stopped);
});

it.each([
  ['an account that is not an admin of the event', 'grace', true],
  ['a broadcast id that is not a uuid', 'ada', false],
])('refuses a browser publisher: %s', async (_label, account, realId) => {
  const { ingest, fake } = await ingestWith();
  const broadcast = fake.add(['ada']);
  const id = realId ? broadcast.id : '../etc';
  expect(refusal(await ingest.admitAccount(id, account, 'webm', cut))).toBe(BROADCAST_PUBLISH_MESSAGES.notAllowed);
});

it('serves no playlist or segment of an unknown broadcast, nor a file outside its folder', async () => {
  const { ingest, fake } = await ingestWith();
  const broadcast = fake.add();
  expect(await ingest.output.playlist(broadcast.id)).toBeNull();
  expect(await ingest.output.playlist('../../secrets')).toBeNull();
  expect(await ingest.output.segment(broadcast.id, 'seg-000000.ts')).toBeNull();
  expect(await ingest.output.segment(broadcast.id, '../recording.mp4')).toBeNull();
});
