import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { AuthUser } from '../../platform/http/auth.ts';
import type { Db, Queryable, Tx } from '../../platform/db/client.ts';
import { sessions, videoUploads } from '../../platform/db/schema/index.ts';
import { forbidden, notFound, unauthenticated } from '../../platform/http/errors.ts';
import { tokenDigest } from '../../platform/tokens.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';
import type { RateLimiter } from '../../platform/http/rate-limit.ts';
import type { ProfileRow } from '../accounts/index.ts';

/** Where tus clients create uploads (the tus-uploads plugin mounts the server there). */
export const TUS_PATH = '/api/v1/uploads/tus';
/** An upload session lasts a day: long enough for 5 GB on a slow line with pauses, then its space is freed. */
export const UPLOAD_SESSION_SECONDS = 24 * 3600;

export type UploadSession = typeof videoUploads.$inferSelect;

/**
 * Opens an upload session for `owner`, bound to the user who asked (the only one who may send its bytes); its tus
 * URL is on `origin`, the address the asking page uploads to (platform/http/browser-origin.ts).
 */
export async function openUploadSession(deps: { db: Db; limits: RateLimiter; origin: string }, user: AuthUser, owner: ProfileRow) {
  await deps.limits.hit(RATE_RULES.videoUploadSession, user.id);
  const [session] = await deps.db
    .insert(videoUploads)
    .values({ ownerId: owner.id, userId: user.id, expiresAt: new Date(Date.now() + UPLOAD_SESSION_SECONDS * 1000) })
    .returning({ id: videoUploads.id });
  return { url: `${deps.origin}${TUS_PATH}`, passthroughUuid: session!.id };
}

/**
 * The session a tus creation names, if `userId` may use it: open, not expired, without an upload yet. Anything
 * else is 403 (an unknown id says no more than a foreign one).
 */
export async function sessionForCreation(db: Db, userId: string, passthroughUuid: string | null | undefined): Promise<UploadSession> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(passthroughUuid ?? '') ? passthroughUuid! : null;
  const [session] = uuid ? await db.select().from(videoUploads).where(eq(videoUploads.id, uuid)) : [];
  if (!session || session.userId !== userId || session.status !== 'open' || session.tusUploadId || session.expiresAt <= new Date()) {
    throw forbidden();
  }
  return session;
}

/** Binds the tus upload to its session; only the first creation wins (two racing POSTs make one upload). */
export async function linkTusUpload(db: Db, sessionId: string, tusUploadId: string, declaredSize: number | undefined) {
  const linked = await db
    .update(videoUploads)
    .set({ tusUploadId, declaredSize: declaredSize ?? null })
    .where(and(eq(videoUploads.id, sessionId), eq(videoUploads.status, 'open'), isNull(videoUploads.tusUploadId)))
    .returning({ id: videoUploads.id });
  if (!linked.length) throw forbidden();
}

/**
 * The session of a tus upload, for its own user only: 401 without a live sign-in, 404 for an id no session has,
 * 403 for someone else's. One query for the sign-in and the upload: a 5 GB upload makes a thousand PATCHes, and
 * this is their only read besides tus's own.
 */
export async function sessionOfUpload(db: Db, token: string | null, tusUploadId: string): Promise<UploadSession> {
  const [row] = token
    ? await db
        .select({ userId: sessions.userId, upload: videoUploads })
        .from(sessions)
        .leftJoin(videoUploads, eq(videoUploads.tusUploadId, tusUploadId))
        .where(and(eq(sessions.id, tokenDigest(token)), gt(sessions.expiresAt, new Date())))
        .limit(1)
    : [];
  if (!row) throw unauthenticated();
  if (!row.upload || row.upload.status === 'expired') throw notFound();
  if (row.upload.userId !== row.userId) throw forbidden();
  return row.upload;
}

/**
 * What follows a finished upload, in the transaction that marks it finished. The processing job (probe, poster,
 * renditions) will be enqueued here with `jobs.send(..., { tx })`.
 */
export async function onVideoUploadFinished(tx: Tx, session: UploadSession) {
  await tx.update(videoUploads).set({ status: 'finished' }).where(eq(videoUploads.id, session.id));
}

export async function finishUpload(db: Db, tusUploadId: string) {
  await db.transaction(async (tx) => {
    const [session] = await tx.select().from(videoUploads).where(eq(videoUploads.tusUploadId, tusUploadId)).for('update');
    if (session?.status === 'open') await onVideoUploadFinished(tx, session);
  });
}

/**
 * Marks unfinished sessions past their expiry expired, each one only after `removeFile` freed its upload's bytes
 * (so a crash in between leaves the row open and the next sweep retries). Answers how many expired.
 */
export async function expireUploads(db: Queryable, removeFile: (tusUploadId: string) => Promise<void>, batch = 100): Promise<number> {
  const due = await db
    .select({ id: videoUploads.id, tusUploadId: videoUploads.tusUploadId })
    .from(videoUploads)
    .where(and(eq(videoUploads.status, 'open'), lt(videoUploads.expiresAt, new Date())))
    .limit(batch);
  for (const session of due) {
    if (session.tusUploadId) await removeFile(session.tusUploadId);
    await db
      .update(videoUploads)
      .set({ status: 'expired' })
      .where(and(eq(videoUploads.id, session.id), eq(videoUploads.status, 'open')));
  }
  return due.length;
}

/** Ends the session of an upload whose file was refused and deleted: its URL answers 404 from now on. */
export async function closeRefusedUpload(db: Db, tusUploadId: string) {
  await db
    .update(videoUploads)
    .set({ status: 'expired' })
    .where(and(eq(videoUploads.tusUploadId, tusUploadId), eq(videoUploads.status, 'open')));
}
