import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { BroadcastView, EventBroadcastsReply, UpdateBroadcastBody, UpdateReplayBody } from '../../../contracts/broadcasts.ts';
import { BROADCAST_API_MESSAGES as M, BROADCAST_REASONS } from '../../../contracts/broadcasts.messages.ts';
import { canManageBroadcasts, isHttpsUrl } from '../../../domain/broadcasts.ts';
import type { EventPermissions } from '../../../domain/events.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { broadcasts } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { invalid, refusal } from '../../platform/http/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { removeVideo, setVideoAudience } from '../videos/index.ts';
import { openBroadcast } from './broadcast-access.ts';
import { eventBroadcasts, newStreamKey } from './broadcast-rows.ts';
import { broadcastView, broadcastViews, type ViewDeps } from './broadcast-views.ts';
import { stopPublisher } from './publisher-stops.ts';

/** The Broadcast tab's calls (issue 30): the event's admins change; its whole team reads, without the keys. */

export type ManagementDeps = ViewDeps & { db: Db; storage: Storage; config: Pick<Config, 'dataDir' | 'publicUrl' | 'storage'> };

/** The event's broadcasts, one per online date (made when missing). The gate let the event's team in. */
export async function listBroadcasts(deps: ManagementDeps, eventId: string, permissions: EventPermissions): Promise<EventBroadcastsReply> {
  return { data: await broadcastViews(deps, await eventBroadcasts(deps.db, eventId), canManageBroadcasts(permissions.accessSetting)) };
}

/** The external link: https, required in external mode; kept (not shown to viewers) when switching back. */
function checkedExternalUrl(body: UpdateBroadcastBody, current: string | null): string | null {
  const given = body.externalUrl === undefined ? current : body.externalUrl || null;
  if (body.mode === 'external' && !given) throw invalid({ externalUrl: M.externalUrlRequired });
  if (given && !isHttpsUrl(given)) throw invalid({ externalUrl: M.externalUrlHttps });
  return given;
}

export async function updateBroadcast(deps: ManagementDeps, user: AuthUser, id: string, body: UpdateBroadcastBody): Promise<BroadcastView> {
  const { broadcast } = await openBroadcast(deps.db, user, id, 'manage');
  const externalUrl = checkedExternalUrl(body, broadcast.externalUrl);
  await deps.db.update(broadcasts).set({ mode: body.mode, externalUrl, updatedAt: new Date() }).where(eq(broadcasts.id, id));
  // A stream elsewhere replaces ours: the publisher (if any) is cut, and its key no longer opens the broadcast. The
  // mode is the durable ask: a lost notice is caught by the ingest's per-segment check.
  if (body.mode === 'external' && broadcast.status === 'live') await stopPublisher(id, 'stopped');
  return broadcastView(deps, id, true);
}

/** A new key; a publisher that came in with the old one is cut (and could not reconnect with it). */
export async function rotateStreamKey(deps: ManagementDeps, user: AuthUser, id: string): Promise<BroadcastView> {
  await openBroadcast(deps.db, user, id, 'manage');
  await deps.db.update(broadcasts).set({ streamKey: newStreamKey(), updatedAt: new Date() }).where(eq(broadcasts.id, id));
  await stopPublisher(id, 'key-rotated');
  return broadcastView(deps, id, true);
}

/**
 * Stop: a live broadcast's publisher is asked to stop (the ingest then ends it through `hooks.ended`, which queues
 * the replay); one not started yet ends at once (nothing was recorded). An ended one is 409. The ask is written
 * before the notice goes: the process holding the publisher reads it at its next segment if the notice is lost.
 */
export async function stopBroadcast(deps: ManagementDeps, user: AuthUser, id: string): Promise<BroadcastView> {
  const { broadcast } = await openBroadcast(deps.db, user, id, 'manage');
  if (broadcast.status === 'ended') throw refusal('conflict', BROADCAST_REASONS.ended, M.ended);
  const now = new Date();
  if (broadcast.status === 'live') {
    await deps.db
      .update(broadcasts)
      .set({ stopRequestedAt: now, updatedAt: now })
      .where(and(eq(broadcasts.id, id), eq(broadcasts.status, 'live'), isNull(broadcasts.stopRequestedAt)));
    await stopPublisher(id, 'stopped');
  } else {
    await deps.db
      .update(broadcasts)
      .set({ status: 'ended', endedAt: now, updatedAt: now })
      .where(and(eq(broadcasts.id, id), eq(broadcasts.status, 'idle')));
  }
  return broadcastView(deps, id, true);
}

/** The broadcast's replay video (not deleted), or 404 with a reason. */
async function replayOf(deps: ManagementDeps, user: AuthUser, id: string) {
  const { broadcast, event } = await openBroadcast(deps.db, user, id, 'manage');
  const view = await broadcastView(deps, id, true);
  if (!broadcast.replayVideoId || !view.replay) throw refusal('not_found', BROADCAST_REASONS.noReplay, M.noReplay);
  return { videoId: broadcast.replayVideoId, ownerId: event.ownerId };
}

/** Who may watch the replay besides the date's ticket holders: nobody else, members of tiers, or everyone. */
export async function updateReplay(deps: ManagementDeps, user: AuthUser, id: string, body: UpdateReplayBody): Promise<BroadcastView> {
  const { videoId, ownerId } = await replayOf(deps, user, id);
  const tierIds = body.audience === 'members' ? (body.tierIds ?? []) : [];
  if (body.audience === 'members' && !tierIds.length) throw invalid({ tierIds: M.tierRequired });
  const visibility = body.audience === 'everyone' ? 'public' : 'members_only';
  await deps.db.transaction((tx) => setVideoAudience(tx, { id: videoId, ownerId }, visibility, tierIds, 'tierIds'));
  return broadcastView(deps, id, true);
}

/** Deletes the replay the videos context's way (gone from every list, files removed), and unlinks it. */
export async function deleteReplay(deps: ManagementDeps, user: AuthUser, id: string, log: FastifyBaseLogger): Promise<BroadcastView> {
  const { videoId, ownerId } = await replayOf(deps, user, id);
  await removeVideo(deps, ownerId, videoId, log);
  await deps.db.update(broadcasts).set({ replayVideoId: null, updatedAt: new Date() }).where(eq(broadcasts.id, id));
  return broadcastView(deps, id, true);
}
