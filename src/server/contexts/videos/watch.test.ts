import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PROCESSING_FAILURES, VIDEO_API_MESSAGES } from '../../../contracts/videos.messages.ts';
import { affiliations, videoCollaborators, videos } from '../../platform/db/schema/index.ts';
import { createSchool, type Person } from '../../testing/events.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { connectPayments } from '../checkout/checkout.fixtures.ts';
import { HELD_NOW } from '../memberships/member-access.fixtures.ts';
import { insertSubscription } from '../memberships/memberships.fixtures.ts';
import { fetchAs, makeMember, membersOnlyVideo, readyVideo, watch, playbackCast } from './playback.fixtures.ts';
import { insertVideo } from './videos.fixtures.ts';

/** GET /api/v1/videos/:id/watch: what the player shows to whom (issue 12; content-management 2.4, 6, 7). */

const t = useTestApp();
let owner: Person;
let stranger: Person;
let collaborator: Person;
let admin: Person;

beforeAll(async () => {
  ({ owner, stranger, collaborator, admin } = await playbackCast(t));
});

describe('watch', () => {
  it("shows the video, its owner and collaborators, and the viewer's rights", async () => {
    const { video } = await readyVideo(t, owner.user.id, {
      title: 'Spring concert',
      description: 'Line one\nLine two',
      tags: ['live', 'choir'],
      viewCount: 12,
      likeCount: 3,
    });
    await t.db.insert(videoCollaborators).values({ videoId: video.id, profileId: collaborator.user.id });

    const anon = await watch(t, video.id);
    expect(anon).toMatchObject({
      id: video.id,
      title: 'Spring concert',
      description: 'Line one\nLine two',
      tags: ['live', 'choir'],
      poster: `/api/v1/videos/${video.id}/poster`,
      owner: { id: owner.user.id, username: owner.user.username, type: 'user' },
      collaborators: [{ id: collaborator.user.id, username: collaborator.user.username }],
      membersOnly: false,
      uploadedAt: video.uploadedAt!.toISOString(),
      durationSeconds: 6,
      viewCount: 12,
      likeCount: 3,
      favorited: null,
      canPlay: true,
      canManage: false,
      status: 'ready',
      failureReason: null,
      donationsEnabled: false,
      currency: 'usd',
    });
    expect(anon.playback?.hls).toMatch(/^\/api\/v1\/video_streams\//);
    expect((await watch(t, video.id, stranger)).favorited).toBe(false);
    for (const manager of [owner, collaborator, admin]) expect((await watch(t, video.id, manager)).canManage).toBe(true);
    expect((await watch(t, video.id, stranger)).canManage).toBe(false);
  });

  it("offers donations once the owner takes payments, in the owner's currency", async () => {
    const payee = await signUpUser(t.app);
    const { video } = await readyVideo(t, payee.user.id);
    expect((await watch(t, video.id)).donationsEnabled).toBe(false);
    await connectPayments(t, payee.user.id);
    expect(await watch(t, video.id)).toMatchObject({ donationsEnabled: true, currency: 'usd' });
  });

  it("an organization's video: its team plays members-only videos, its admins manage them", async () => {
    const school = await createSchool(t, owner, 'Watch School', `watch-school-${Date.now().toString(36)}`);
    const [teamMember, teamAdmin] = [await signUpUser(t.app), await signUpUser(t.app)];
    await t.db.insert(affiliations).values([
      { organizationId: school.id, userId: teamMember.user.id },
      { organizationId: school.id, userId: teamAdmin.user.id, admin: true },
    ]);
    const { video } = await membersOnlyVideo(t, school.id);
    expect(await watch(t, video.id, teamMember)).toMatchObject({ canPlay: true, canManage: false });
    expect(await watch(t, video.id, teamAdmin)).toMatchObject({ canPlay: true, canManage: true });
    expect(await watch(t, video.id, owner)).toMatchObject({ canPlay: true, canManage: true });
    expect(await watch(t, video.id, stranger)).toMatchObject({ canPlay: false, canManage: false, playback: null });
  });

  it('members-only: a member of one of its tiers plays it; the poster shows to everyone', async () => {
    const { video, tierId } = await membersOnlyVideo(t, owner.user.id);
    const member = await signUpUser(t.app);
    await makeMember(t, tierId, member);
    expect(await watch(t, video.id, member)).toMatchObject({ canPlay: true, canManage: false, membersOnly: true });
    expect(await watch(t, video.id)).toMatchObject({ canPlay: false, poster: `/api/v1/videos/${video.id}/poster`, playback: null });
  });

  it('a member by verified e-mail only: a membership named by an unverified address gives no right', async () => {
    const { video, tierId } = await membersOnlyVideo(t, owner.user.id);
    const unverified = await signUpUser(t.app, { verified: false });
    const verified = await signUpUser(t.app);
    await insertSubscription(t, tierId, { ...HELD_NOW, email: unverified.email });
    await insertSubscription(t, tierId, { ...HELD_NOW, email: verified.email });
    expect((await watch(t, video.id, unverified)).canPlay).toBe(false);
    expect((await watch(t, video.id, verified)).canPlay).toBe(true);
  });

  it('processing and failed videos: the state for all, the reason only for those who manage it', async () => {
    const processing = await insertVideo(t.db, { ownerId: owner.user.id, status: 'processing', progress: 0.5 });
    expect(await watch(t, processing.id)).toMatchObject({ status: 'processing', playback: null, canPlay: true });
    const failed = await insertVideo(t.db, { ownerId: owner.user.id, status: 'failed', failureReason: PROCESSING_FAILURES.unreadable });
    expect(await watch(t, failed.id)).toMatchObject({ status: 'failed', failureReason: null, playback: null });
    expect(await watch(t, failed.id, owner)).toMatchObject({ status: 'failed', failureReason: PROCESSING_FAILURES.unreadable });
  });

  it('answers 404 for an unknown or deleted video and 422 for a malformed id', async () => {
    const { video } = await readyVideo(t, owner.user.id);
    await t.db.update(videos).set({ deletedAt: new Date() }).where(eq(videos.id, video.id));
    for (const id of [video.id, randomUUID()]) {
      const res = await fetchAs(t, `/api/v1/videos/${id}/watch`, owner);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', message: VIDEO_API_MESSAGES.notFound });
    }
    expect((await fetchAs(t, '/api/v1/videos/not-a-uuid/watch')).statusCode).toBe(422);
  });
});
