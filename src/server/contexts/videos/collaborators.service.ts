import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AcceptedInvitation, InvitationView } from '../../../contracts/team.ts';
import { VIDEO_API_MESSAGES as M, type addCollaboratorBody, type CollaboratorView } from '../../../contracts/videos.ts';
import { isValidEmail, normalizeEmail } from '../../../domain/people.ts';
import type { Config } from '../../platform/config.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { profiles, videoCollaboratorInvitations, videoCollaborators, videos } from '../../platform/db/schema/index.ts';
import { escapeHtml } from '../../platform/html.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { AppError, forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import type { RateLimiter } from '../../platform/http/rate-limit.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import { newToken, tokenDigest as digest } from '../../platform/tokens.ts';
import { accountsByEmail, findProfile, profileSummary, type ProfileRow } from '../accounts/index.ts';
import { notify } from '../notifications/index.ts';
import { assertInvitee, deliverInvitation } from '../invitations/index.ts';
import { accountCollaborator, findOwnedVideo, invitedCollaborator } from './library.service.ts';
import type { Video } from './video-access.ts';

/**
 * A video's collaborators (content-management 2.4, 5, 6): accounts added by the owner, e-mail addresses invited
 * (accepted through /invitations/:token), removal by the owner or by the collaborator themselves ('Remove me').
 */

export interface CollaboratorDeps {
  db: Db;
  jobs: Jobs;
  config: Pick<Config, 'publicUrl'>;
  limits: RateLimiter;
}

export interface Inviter {
  id: string;
  name: string;
}

export const inviterOf = async (db: Db, user: AuthUser): Promise<Inviter> => ({ id: user.id, name: (await findProfile(db, user.id)).name });

/** Refuses profiles that do not exist or are the video's owner (`field` names the form field). */
export async function assertCollaboratorProfiles(db: Db, ownerId: string, ids: string[], field: string) {
  if (ids.includes(ownerId)) throw invalid({ [field]: M.collaboratorIsOwner });
  if (!ids.length) return;
  const found = await db.select({ id: profiles.id }).from(profiles).where(inArray(profiles.id, ids));
  if (found.length !== ids.length) throw invalid({ [field]: M.collaboratorUnknown });
}

/** Typed e-mail addresses to invite: each valid, normalized, once; none the owner's own account. */
export async function invitedAddresses(db: Db, ownerId: string, typed: string[], field: string): Promise<string[]> {
  if (typed.some((email) => !isValidEmail(email))) throw invalid({ [field]: M.invalidEmail });
  const emails = [...new Set(typed.map(normalizeEmail))];
  const accounts = await accountsByEmail(db, emails);
  if ([...accounts.values()].some((account) => account.id === ownerId)) throw invalid({ [field]: M.collaboratorIsOwner });
  return emails;
}

/** Invites an address in the caller's transaction: the row (token digest only) and its e-mail; null when invited before. */
export async function inviteToVideo(tx: Tx, deps: Pick<CollaboratorDeps, 'jobs' | 'config'>, video: Video, email: string, inviter: Inviter) {
  const token = newToken();
  const [row] = await tx
    .insert(videoCollaboratorInvitations)
    .values({ videoId: video.id, email, invitedById: inviter.id, tokenHash: digest(token) })
    .onConflictDoNothing()
    .returning();
  if (row) await deliverInvitation(tx, deps, { email, token, inviter, verb: 'collaborate on', target: video.title });
  return row ?? null;
}

type AddCollaboratorBody = z.infer<typeof addCollaboratorBody>;

/** The owner adds an account, or invites an e-mail address (the reply's uuid is then the invitation's, to cancel it). */
export async function addCollaborator(deps: CollaboratorDeps, user: AuthUser, videoId: string, body: AddCollaboratorBody): Promise<CollaboratorView> {
  const { db } = deps;
  const video = await findOwnedVideo(db, videoId, body.ownerId);
  if (body.collaboratorId) {
    await assertCollaboratorProfiles(db, video.ownerId, [body.collaboratorId], 'collaboratorId');
    const [added] = await db
      .insert(videoCollaborators)
      .values({ videoId: video.id, profileId: body.collaboratorId })
      .onConflictDoNothing()
      .returning();
    if (!added) throw new AppError('conflict', M.alreadyAdded);
    return accountCollaborator(await findProfile(db, added.profileId));
  }
  const [email] = await invitedAddresses(db, video.ownerId, [body.email ?? ''], 'email');
  const account = (await accountsByEmail(db, [email!])).get(email!);
  if (account && (await isCollaborator(db, video.id, account.id))) throw new AppError('conflict', M.alreadyAdded);
  await deps.limits.hit(RATE_RULES.invitation, user.id);
  const inviter = await inviterOf(db, user);
  const invitation = await db.transaction(async (tx) => {
    const row = await inviteToVideo(tx, deps, video, email!, inviter);
    // The address was invited before (or by a concurrent request): one invitation, one e-mail.
    if (!row) throw new AppError('conflict', M.alreadyAdded);
    return row;
  });
  return invitedCollaborator(invitation);
}

async function isCollaborator(db: Db, videoId: string, profileId: string) {
  const [row] = await db
    .select({ videoId: videoCollaborators.videoId })
    .from(videoCollaborators)
    .where(and(eq(videoCollaborators.videoId, videoId), eq(videoCollaborators.profileId, profileId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Removes `collaboratorId` from the video. The owner (ownerId is the video's owner) removes anyone; a collaborator
 * ('Remove me': ownerId and collaboratorId both the managed profile) removes only themselves. For anyone else the
 * video does not exist.
 */
export async function removeCollaborator(db: Db, ownerId: string, videoId: string, collaboratorId: string): Promise<void> {
  const [video] = await db
    .select({ ownerId: videos.ownerId })
    .from(videos)
    .where(and(eq(videos.id, videoId), isNull(videos.deletedAt)))
    .limit(1);
  const owner = video?.ownerId === ownerId;
  if (!video || (!owner && !(await isCollaborator(db, videoId, ownerId)))) throw notFound(M.notFound);
  if (!owner && collaboratorId !== ownerId) throw forbidden(M.notACollaborator);
  const removed = await db
    .delete(videoCollaborators)
    .where(and(eq(videoCollaborators.videoId, videoId), eq(videoCollaborators.profileId, collaboratorId)))
    .returning({ profileId: videoCollaborators.profileId });
  if (!removed.length) throw notFound(owner ? M.collaboratorUnknown : M.notACollaborator);
}

/** The owner cancels a pending invitation; its link stops working. */
export async function cancelInvitation(db: Db, ownerId: string, videoId: string, invitationId: string): Promise<void> {
  const video = await findOwnedVideo(db, videoId, ownerId);
  const removed = await db
    .delete(videoCollaboratorInvitations)
    .where(and(eq(videoCollaboratorInvitations.id, invitationId), eq(videoCollaboratorInvitations.videoId, video.id)))
    .returning({ id: videoCollaboratorInvitations.id });
  if (!removed.length) throw notFound(M.invitationNotFound);
}

export type VideoInvitationLink = { invitation: typeof videoCollaboratorInvitations.$inferSelect; video: Video; owner: ProfileRow };

/** The invitation to a (not deleted) video behind an accept link, or null. */
export async function findVideoInvitation(db: Db, token: string): Promise<VideoInvitationLink | null> {
  const [row] = await db
    .select({ invitation: videoCollaboratorInvitations, video: videos, owner: profiles })
    .from(videoCollaboratorInvitations)
    .innerJoin(videos, eq(videos.id, videoCollaboratorInvitations.videoId))
    .innerJoin(profiles, eq(profiles.id, videos.ownerId))
    .where(and(eq(videoCollaboratorInvitations.tokenHash, digest(token)), isNull(videos.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function viewVideoInvitation(db: Db, { invitation, video, owner }: VideoInvitationLink): Promise<InvitationView> {
  const inviter = invitation.invitedById ? await findProfile(db, invitation.invitedById).catch(() => null) : null;
  return {
    organization: profileSummary(owner),
    video: { id: video.id, title: video.title },
    email: invitation.email,
    invitedBy: inviter?.name ?? owner.name,
  };
}

/**
 * The invited person (signed in with the verified invited address) becomes a collaborator with their own profile;
 * the invitation is used up. Already a collaborator, or the owner: the invitation is used up, nothing else changes.
 */
export async function acceptVideoInvitation(db: Db, user: AuthUser, { invitation, video, owner }: VideoInvitationLink): Promise<AcceptedInvitation> {
  assertInvitee(user, invitation.email);
  const name = (await findProfile(db, user.id)).name;
  await db.transaction(async (tx) => {
    if (user.id !== video.ownerId) await tx.insert(videoCollaborators).values({ videoId: video.id, profileId: user.id }).onConflictDoNothing();
    await tx.delete(videoCollaboratorInvitations).where(eq(videoCollaboratorInvitations.id, invitation.id));
    if (invitation.invitedById && invitation.invitedById !== user.id) {
      await notify(tx, {
        userId: invitation.invitedById,
        actorId: user.id,
        html: `<strong>${escapeHtml(name)}</strong> is now a collaborator on <strong>${escapeHtml(video.title)}</strong>`,
        link: `/watch/${video.id}`,
      });
    }
  });
  return { organization: profileSummary(owner), video: { id: video.id, title: video.title } };
}
