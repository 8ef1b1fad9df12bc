import { eq } from 'drizzle-orm';
import type { BroadcastWatchView } from '../../../contracts/broadcasts.ts';
import { BROADCAST_API_MESSAGES as M, BROADCAST_REASONS } from '../../../contracts/broadcasts.messages.ts';
import { embedUrlOf, watchAccess, type WatchAccess } from '../../../domain/broadcasts.ts';
import { findEvent, type EventRow } from '../../platform/access/event-access.ts';
import { holdsOnlineTicket } from '../../platform/access/ticket-access.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { eventOccurrences, profiles, videos } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { forbidden, notFound, refusal } from '../../platform/http/errors.ts';
import { followedAtOnce, type StorageRedirect } from '../../platform/storage/redirects.ts';
import { profileSummary } from '../accounts/index.ts';
import { expiresIn, type StreamSigner } from '../videos/index.ts';
import { onEventTeam } from './broadcast-access.ts';
import { findBroadcast, type BroadcastRow } from './broadcast-rows.ts';
import { liveOutput } from './live-output-port.ts';
import { LIVE_PLAYLIST, livePath, PLAYLIST_URL_SECONDS, SEGMENT_URL_SECONDS, segmentType, signLivePlaylist } from './live-streams.ts';
import { viewersOf, type ViewerCounter } from './viewers.ts';

/**
 * Watching a broadcast (/b/:id, issue 30): who may (the date's active online ticket holders, the event's team, site
 * admins), and the live playlist and segments behind signed URLs bound to the viewer's account.
 */

export interface WatchDeps {
  db: Db;
  signer: StreamSigner;
  viewers: ViewerCounter;
  config: Pick<Config, 'publicUrl'>;
}

async function accessOf(db: Db, viewer: AuthUser | null, broadcast: BroadcastRow, event: EventRow): Promise<WatchAccess> {
  const [team, holder] = await Promise.all([onEventTeam(db, viewer, event), holdsOnlineTicket(db, broadcast.occurrenceId, viewer)]);
  return watchAccess({ signedIn: viewer !== null, team, holder });
}

/** The page's data: for anyone the event and status; for those granted the stream, the link, or the replay. */
export async function watchBroadcast(deps: WatchDeps, viewer: AuthUser | null, id: string): Promise<BroadcastWatchView> {
  const broadcast = await findBroadcast(deps.db, id);
  const event = await findEvent(deps.db, broadcast.eventId);
  const [[occurrence], [owner], access, viewers] = await Promise.all([
    deps.db.select().from(eventOccurrences).where(eq(eventOccurrences.id, broadcast.occurrenceId)),
    deps.db.select().from(profiles).where(eq(profiles.id, event.ownerId)),
    accessOf(deps.db, viewer, broadcast, event),
    viewersOf(deps.viewers, id),
  ]);
  const view: BroadcastWatchView = {
    broadcast: {
      id,
      status: broadcast.status,
      mode: broadcast.mode,
      startsAt: occurrence!.startsAt.toISOString(),
      endsAt: occurrence!.endsAt.toISOString(),
      timezone: occurrence!.timezone,
      event: { id: event.id, name: event.name, owner: profileSummary(owner!) },
    },
    access,
    viewers,
  };
  if (access !== 'granted' || !viewer) return view;
  if (broadcast.mode === 'external' && broadcast.externalUrl) {
    view.externalUrl = broadcast.externalUrl;
    const embed = embedUrlOf(broadcast.externalUrl, new URL(deps.config.publicUrl).hostname);
    if (embed) view.embedUrl = embed;
  }
  if (broadcast.mode === 'ovation' && broadcast.status === 'live') {
    view.playlistUrl = deps.signer.url(id, LIVE_PLAYLIST, expiresIn(PLAYLIST_URL_SECONDS), viewer.id);
  }
  const replay = broadcast.replayVideoId ? await replayState(deps.db, broadcast.replayVideoId) : null;
  if (replay) view.replay = replay;
  return view;
}

async function replayState(db: Db, videoId: string) {
  const [video] = await db.select({ status: videos.status, deletedAt: videos.deletedAt }).from(videos).where(eq(videos.id, videoId));
  return video && !video.deletedAt ? { videoId, ready: video.status === 'ready' } : null;
}

type Signature = { exp: number; sig: string };

/** 403 unless the URL was signed for this file, this viewer (their account; nobody signed out), and is unexpired. */
function checkSignature(deps: WatchDeps, viewer: AuthUser | null, id: string, file: string, signature: Signature) {
  if (deps.signer.verify(id, livePath(file), signature.exp, viewer?.id ?? '', signature.sig) !== 'valid') throw forbidden(M.signedLinkExpired);
}

/**
 * The live playlist by its signed URL: the viewer's right is checked again on every poll (a cancelled ticket stops
 * the stream at the next one), the viewer counted, and every segment signed for them for a couple of minutes.
 */
export async function livePlaylist(deps: WatchDeps, viewer: AuthUser | null, id: string, signature: Signature): Promise<string> {
  checkSignature(deps, viewer, id, LIVE_PLAYLIST.file, signature);
  const broadcast = await findBroadcast(deps.db, id);
  if (!viewer || (await accessOf(deps.db, viewer, broadcast, await findEvent(deps.db, broadcast.eventId))) !== 'granted') {
    throw forbidden(M.notGranted);
  }
  const text = broadcast.mode === 'ovation' ? await liveOutput().playlist(id) : null;
  if (!text) throw refusal('not_found', BROADCAST_REASONS.notLive, M.notLive);
  deps.viewers.touch(id, viewer.id);
  const exp = expiresIn(SEGMENT_URL_SECONDS);
  return signLivePlaylist(text, (file) => deps.signer.url(id, livePath(file), exp, viewer.id));
}

/**
 * A live segment by its signed URL. Its signature is the gate (bound to the viewer, minutes long, handed out only by
 * a playlist poll that checked the viewer's right): no database read per segment.
 */
export async function liveSegment(
  deps: WatchDeps,
  viewer: AuthUser | null,
  id: string,
  file: string,
  signature: Signature,
): Promise<StorageRedirect | { type: string; body: Buffer; cacheControl: string }> {
  checkSignature(deps, viewer, id, file, signature);
  const left = Math.max(0, signature.exp - Math.floor(Date.now() / 1000));
  const [type, cacheControl] = [segmentType(file), `private, max-age=${left}`];
  // Where the storage serves it (S3), the bucket sends the bytes by a URL the player follows at once.
  const redirect = await liveOutput().segmentRedirect(id, file, { expiresInSeconds: followedAtOnce(left), contentType: type, cacheControl });
  if (redirect) return redirect;
  const bytes = await liveOutput().segment(id, file);
  if (!bytes) throw notFound(M.notLive);
  return { type, body: bytes, cacheControl };
}
