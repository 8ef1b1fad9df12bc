import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { broadcastWatchView } from '../../../contracts/broadcasts.ts';
import { BROADCAST_API_MESSAGES as M } from '../../../contracts/broadcasts.messages.ts';
import { broadcasts } from '../../platform/db/schema/index.ts';
import { headers, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { bucketRedirect, presignedSeconds, useS3TestApp } from '../../testing/s3.ts';
import { signUpUser } from '../../testing/test-app.ts';
import { LIVE_PLAYLIST_TEXT, onlineBroadcast } from './broadcasts.fixtures.ts';
import { fakeIngestHooks, testIngest } from './ingest/hooks.fixtures.ts';
import { broadcastPrefix, type Ingest } from './ingest/live-ingest.ts';
import { WORK_PLAYLIST } from './ingest/packager.ts';
import { provideLiveOutput } from './live-output-port.ts';

/**
 * A live broadcast's files on S3 (issue 35): the packager's playlist stays the API's (it signs each segment for the
 * viewer); a segment, once its signature passed, leaves by a one-minute presigned URL of the bucket.
 */

const { t, s3, dataDir } = useS3TestApp();
let ingest: Ingest;
let owner: Person, buyer: Person, stranger: Person;
beforeAll(async () => {
  [owner, buyer, stranger] = await Promise.all([signUpUser(t.app), signUpUser(t.app), signUpUser(t.app)]);
  fs.mkdirSync(path.join(dataDir, 'ingest'), { recursive: true });
  ingest = testIngest(path.join(dataDir, 'ingest'), fakeIngestHooks(), { storage: t.runtime.storage });
  provideLiveOutput(ingest.output);
});
afterAll(async () => {
  provideLiveOutput(null);
  await ingest?.close();
});

const get = (url: string, who?: Person) => t.app.inject({ method: 'GET', url, headers: headers(who) });

describe('a live broadcast on S3', () => {
  it('sends a holder its segments from the bucket, and no one else a URL of it', async () => {
    const { broadcast } = await onlineBroadcast(t, { owner, buyer });
    await t.db.update(broadcasts).set({ status: 'live', startedAt: new Date() }).where(eq(broadcasts.id, broadcast.id));
    const live = `${broadcastPrefix(broadcast.id)}live/`;
    await t.runtime.storage.put(live + WORK_PLAYLIST, Buffer.from(LIVE_PLAYLIST_TEXT));
    await t.runtime.storage.put(`${live}seg-000002.ts`, Buffer.from('segment two'));

    const view = expectReply(await get(`/api/v1/broadcasts/${broadcast.id}/watch`, buyer), 200, broadcastWatchView);
    const playlist = await get(view.playlistUrl!, buyer);
    expect(playlist.statusCode).toBe(200);
    const segment = playlist.body.split('\n').filter((l) => l && !l.startsWith('#'))[1]!;

    const res = await get(segment, buyer);
    const location = bucketRedirect(res, s3());
    expect(presignedSeconds(location)).toBe(60);
    const file = await fetch(location);
    expect(file.headers.get('content-type')).toBe('video/mp2t');
    expect(await file.text()).toBe('segment two');

    for (const who of [stranger, undefined]) {
      const refused = await get(segment, who);
      expect(refused.statusCode).toBe(403);
      expect(refused.headers.location).toBeUndefined();
      expect(refused.json().message).toBe(M.signedLinkExpired);
    }
  });
});
