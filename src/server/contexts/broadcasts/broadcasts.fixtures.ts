import { eq } from 'drizzle-orm';
import { eventBroadcastsReply } from '../../../contracts/broadcasts.ts';
import { eventCollaborators, orderItems, ticketTypes } from '../../platform/db/schema/index.ts';
import { headers, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { makeTicketFixture, type TicketFixtureOptions } from '../tickets/tickets.fixtures.ts';
import type { LiveOutput } from './ingest/live-output.ts';
import { provideLiveOutput } from './live-output-port.ts';

/**
 * An in-memory LiveOutput standing in for the ingest's packager: tests set a broadcast's playlist and segments and
 * read the stops asked for; `onStop` plays the ingest's part (it calls hooks.ended once the publisher is gone).
 */
export class FakeLiveOutput implements LiveOutput {
  readonly playlists = new Map<string, string>();
  readonly segments = new Map<string, Buffer>();
  readonly stops: { broadcastId: string; why: 'stopped' | 'key-rotated' }[] = [];
  onStop: ((broadcastId: string, why: 'stopped' | 'key-rotated') => Promise<void>) | null = null;

  async playlist(broadcastId: string) {
    return this.playlists.get(broadcastId) ?? null;
  }
  async segment(broadcastId: string, file: string) {
    return this.segments.get(`${broadcastId}/${file}`) ?? null;
  }
  /** As local disk: the API streams segments (S3's redirects: live-ingest-s3.test.ts). */
  async segmentRedirect() {
    return null;
  }
  async stop(broadcastId: string, why: 'stopped' | 'key-rotated') {
    this.stops.push({ broadcastId, why });
    await this.onStop?.(broadcastId, why);
  }
}

/** A fresh fake, provided as the process's LiveOutput. */
export function useFakeLiveOutput(): FakeLiveOutput {
  const fake = new FakeLiveOutput();
  provideLiveOutput(fake);
  return fake;
}

export const LIVE_PLAYLIST_TEXT = [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  '#EXT-X-TARGETDURATION:2',
  '#EXT-X-MEDIA-SEQUENCE:1',
  '#EXTINF:2.0,',
  'seg-000001.ts',
  '#EXTINF:2.0,',
  'seg-000002.ts',
  '',
].join('\n');

/**
 * An online event (one date, an online ticket type) with `count` active online tickets of `buyer`, and its
 * broadcast (made by listing the event's broadcasts as its owner).
 */
export async function onlineBroadcast(t: TestApp, opts: Omit<TicketFixtureOptions, 'event'> & { event?: TicketFixtureOptions['event'] }) {
  const f = await makeTicketFixture(t, { price: 0, count: 1, ...opts, event: { online: true, inPerson: false, ...opts.event } });
  await t.db.update(ticketTypes).set({ attendanceType: 'online' }).where(eq(ticketTypes.id, f.ticketType.id));
  const list = expectReply(
    await t.app.inject({ method: 'GET', url: `/api/v1/events/${f.event.id}/broadcasts`, headers: headers(opts.owner) }),
    200,
    eventBroadcastsReply,
  );
  return { ...f, broadcast: list.data[0]! };
}

export const cancelTicket = (t: TestApp, itemId: string) =>
  t.db.update(orderItems).set({ status: 'canceled', canceledAt: new Date() }).where(eq(orderItems.id, itemId));

export const addCollaborator = (t: TestApp, eventId: string, person: Person, accessSetting: 'admin' | 'door' | 'door_with_stats' | 'basic') =>
  t.db.insert(eventCollaborators).values({ eventId, profileId: person.user.id, accessSetting });
