import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { VIDEO_API_MESSAGES, videosReply, videoView, type VideoListQuery } from '../../../contracts/videos.ts';
import {
  membershipTiers,
  orders,
  profiles,
  uploads,
  videoCollaboratorInvitations,
  videoCollaborators,
  videoMembershipTiers,
} from '../../platform/db/schema/index.ts';
import { addMember, createSchool, errorShape, headers, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { insertVideo, type VideoRow } from './videos.fixtures.ts';

/** The videos list and the edit page's video: access, sorting, search, paging, donations, collaborators. */

const t = useTestApp();

type ListParams = Partial<Omit<VideoListQuery, 'ownerId'>> & { ownerId: string };
const listRaw = (params: ListParams, p?: Person) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/videos?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`,
    headers: headers(p),
  });
const list = async (params: ListParams, p: Person) => expectReply(await listRaw(params, p), 200, videosReply);
const titles = async (params: ListParams, p: Person) => (await list(params, p)).data.map((v) => v.title);
const getVideo = (id: string, ownerId: string, p?: Person) =>
  t.app.inject({ method: 'GET', url: `/api/v1/videos/${id}?ownerId=${ownerId}`, headers: headers(p) });

const MINUTE = 60_000;
const base = Date.now() - 100 * MINUTE;

describe('the videos list', () => {
  let owner: Person, stranger: Person, partner: Person;
  /** The owner's 12 videos, oldest upload first. */
  const mine: VideoRow[] = [];
  let shared: VideoRow;

  beforeAll(async () => {
    [owner, stranger, partner] = [await signUpUser(t.app), await signUpUser(t.app), await signUpUser(t.app)];
    const names = [
      'Jazz night',
      'blues hour',
      'Choir 100%',
      'Dance_floor',
      'Encore',
      'Folk',
      'Gospel',
      'Harp',
      'Indie',
      'jazz brunch',
      'Klezmer',
      'Lullaby',
    ];
    for (const [i, title] of names.entries()) {
      mine.push(
        await insertVideo(t.db, {
          ownerId: owner.user.id,
          title,
          viewCount: (i * 7) % 12,
          likeCount: (i * 5) % 12,
          visibility: i % 3 === 0 ? 'members_only' : 'public',
          uploadedAt: i === 11 ? null : new Date(base + i * MINUTE),
          // The one without an upload date sorts by when it was made: last.
          createdAt: new Date(base + (i === 11 ? 50 : i) * MINUTE),
        }),
      );
    }
    // A partner's video the owner collaborates on, and a deleted video of the owner.
    shared = await insertVideo(t.db, { ownerId: partner.user.id, title: 'Shared jam', uploadedAt: new Date(base - MINUTE) });
    await t.db.insert(videoCollaborators).values({ videoId: shared.id, profileId: owner.user.id });
    await insertVideo(t.db, { ownerId: owner.user.id, title: 'Deleted jazz', deletedAt: new Date() });
  });

  it('lets only those who manage the profile read it', async () => {
    expect((await listRaw({ ownerId: owner.user.id })).statusCode).toBe(401);
    const refused = await listRaw({ ownerId: owner.user.id }, stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject(errorShape);
    expect((await listRaw({ ownerId: randomUUID() }, owner)).statusCode).toBe(404);
    expect((await listRaw({ ownerId: 'not-a-uuid' }, owner)).statusCode).toBe(422);
    // An organization's team member reads its list.
    const school = await createSchool(t, owner, 'Video School', `video-school-${Date.now().toString(36)}`);
    await addMember(t, school.id, stranger.user.id);
    expect((await list({ ownerId: school.id }, stranger)).totalCount).toBe(0);
  });

  it('pages the owned and shared videos, 10 a page, newest upload first', async () => {
    const first = await list({ ownerId: owner.user.id }, owner);
    expect(first).toMatchObject({ page: 1, perPage: 10, totalCount: 13 });
    expect(first.data.map((v) => v.title)).toEqual([
      'Lullaby',
      'Klezmer',
      'jazz brunch',
      'Indie',
      'Harp',
      'Gospel',
      'Folk',
      'Encore',
      'Dance_floor',
      'Choir 100%',
    ]);
    const second = await list({ ownerId: owner.user.id, page: 2 }, owner);
    expect(second.data.map((v) => v.title)).toEqual(['blues hour', 'Jazz night', 'Shared jam']);
    expect((await list({ ownerId: owner.user.id, page: 3 }, owner)).data).toEqual([]);
    expect((await list({ ownerId: owner.user.id, page: 2, perPage: 5 }, owner)).data).toHaveLength(5);
    expect((await listRaw({ ownerId: owner.user.id, perPage: 101 }, owner)).statusCode).toBe(422);
    expect((await listRaw({ ownerId: owner.user.id, page: 0 }, owner)).statusCode).toBe(422);
  });

  it('sorts by every column, both ways, ties broken by id', async () => {
    const all = { ownerId: owner.user.id, perPage: 100 };
    const byTitle = await titles({ ...all, sort: 'title', direction: 'asc' }, owner);
    expect(byTitle).toEqual([...byTitle].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(byTitle[0]).toBe('blues hour'); // case-insensitive
    expect(await titles({ ...all, sort: 'title', direction: 'desc' }, owner)).toEqual([...byTitle].reverse());

    const rows = (await list({ ...all, sort: 'views', direction: 'desc' }, owner)).data;
    const expected = [...rows].sort((a, b) => b.viewCount - a.viewCount || (a.id < b.id ? 1 : -1));
    expect(rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    const liked = (await list({ ...all, sort: 'favorited', direction: 'asc' }, owner)).data;
    expect(liked.map((r) => r.id)).toEqual([...liked].sort((a, b) => a.likeCount - b.likeCount || (a.id < b.id ? -1 : 1)).map((r) => r.id));
    const privacy = (await list({ ...all, sort: 'privacy', direction: 'desc' }, owner)).data.map((r) => r.membersOnly);
    expect(privacy).toEqual([false, false, false, false, false, false, false, false, false, true, true, true, true]);
    expect((await titles({ ...all, sort: 'uploadedAt', direction: 'asc' }, owner)).slice(0, 3)).toEqual(['Shared jam', 'Jazz night', 'blues hour']);
    expect((await listRaw({ ...all, sort: 'owner' } as unknown as ListParams, owner)).statusCode).toBe(422);
  });

  it('searches titles case-insensitively, % and _ taken literally', async () => {
    expect(await titles({ ownerId: owner.user.id, query: 'JAZZ' }, owner)).toEqual(['jazz brunch', 'Jazz night']);
    expect(await titles({ ownerId: owner.user.id, query: '%' }, owner)).toEqual(['Choir 100%']);
    expect(await titles({ ownerId: owner.user.id, query: '_' }, owner)).toEqual(['Dance_floor']);
    expect(await titles({ ownerId: owner.user.id, query: '  jam ' }, owner)).toEqual(['Shared jam']);
    expect((await list({ ownerId: owner.user.id, query: 'nothing like it' }, owner)).totalCount).toBe(0);
    // Bad text in a query string is refused at the door (the input guard), before the contract.
    expect((await listRaw({ ownerId: owner.user.id, query: 'a\u0000b' }, owner)).statusCode).toBe(400);
    expect((await listRaw({ ownerId: owner.user.id, query: 'x'.repeat(201) }, owner)).statusCode).toBe(422);
  });

  it('marks shared videos: the owner sees Edit on their own, a collaborator Remove me', async () => {
    const rows = (await list({ ownerId: owner.user.id, perPage: 100 }, owner)).data;
    const jam = rows.find((r) => r.id === shared.id)!;
    expect(jam).toMatchObject({ isOwner: false, owner: { id: partner.user.id, username: expect.any(String) }, hasCollaborators: true });
    expect(rows.filter((r) => r.isOwner)).toHaveLength(12);
    // The partner's own list has the video as theirs.
    expect((await list({ ownerId: partner.user.id }, partner)).data).toEqual([expect.objectContaining({ id: shared.id, isOwner: true })]);
  });

  it('tells donations (N/A without a payout account), thumbnails, privacy and processing state', async () => {
    const video = mine[4]!;
    const row = async () => (await list({ ownerId: owner.user.id, perPage: 100 }, owner)).data.find((r) => r.id === video.id)!;
    expect(await row()).toMatchObject({ donationsSum: 'N/A', currency: 'usd', thumbnail: null, membersOnly: false, hasCollaborators: false });

    await t.db.update(profiles).set({ paymentAccountId: 'acct_test', currency: 'eur' }).where(eq(profiles.id, owner.user.id));
    expect(await row()).toMatchObject({ donationsSum: 0, currency: 'eur' });
    const donation = { productType: 'ArtistVideo' as const, videoId: video.id, ownerId: owner.user.id, currency: 'eur', holdExpiresAt: new Date() };
    await t.db.insert(orders).values([
      { ...donation, status: 'completed', total: 500 },
      { ...donation, status: 'completed', total: 250 },
      { ...donation, status: 'pending', total: 9000 },
      { ...donation, status: 'failed', total: 9000 },
    ]);
    expect((await row()).donationsSum).toBe(750);

    await t.db.update(profiles).set({ paymentAccountId: null }).where(eq(profiles.id, owner.user.id));
    expect((await row()).donationsSum).toBe('N/A');
  });

  it('shows the auto poster or the own thumbnail, and the processing state', async () => {
    const [image] = await t.db
      .insert(uploads)
      .values({ ownerId: owner.user.id, kind: 'video_thumbnail', contentType: 'image/png', size: 10, storageKey: 'uploads/x' })
      .returning();
    const auto = await insertVideo(t.db, { ownerId: partner.user.id, posterKey: 'videos/a/poster.jpg', status: 'processing', progress: 0.25 });
    const own = await insertVideo(t.db, {
      ownerId: partner.user.id,
      posterKey: 'videos/b/poster.jpg',
      posterSource: 'user-upload',
      thumbnailUploadId: image!.id,
      status: 'failed',
      failureReason: 'The file has no video stream',
    });
    const rows = (await list({ ownerId: partner.user.id }, partner)).data;
    expect(rows.find((r) => r.id === auto.id)).toMatchObject({ thumbnail: `/api/v1/videos/${auto.id}/poster`, status: 'processing', progress: 0.25 });
    expect(rows.find((r) => r.id === own.id)).toMatchObject({
      thumbnail: `/api/uploads/${image!.id}`,
      status: 'failed',
      failureReason: 'The file has no video stream',
    });
  });
});

describe("the edit page's video", () => {
  let owner: Person, stranger: Person, helper: Person;
  let video: VideoRow;
  let tierId: string;

  beforeAll(async () => {
    [owner, stranger, helper] = [await signUpUser(t.app), await signUpUser(t.app), await signUpUser(t.app)];
    const [tier] = await t.db.insert(membershipTiers).values({ ownerId: owner.user.id, name: 'Friends', description: '<p>Hi</p>' }).returning();
    tierId = tier!.id;
    video = await insertVideo(t.db, {
      ownerId: owner.user.id,
      title: 'Studio session',
      description: 'Live from the studio',
      tags: ['live', 'studio'],
      visibility: 'members_only',
      posterKey: 'videos/x/poster.jpg',
      filename: 'session.mov',
      byteSize: 123_456,
    });
    await t.db.insert(videoMembershipTiers).values({ videoId: video.id, tierId });
    await t.db.insert(videoCollaborators).values({ videoId: video.id, profileId: helper.user.id });
    await t.db.insert(videoCollaboratorInvitations).values({ videoId: video.id, email: 'guest@example.com', tokenHash: 'digest-of-a-token' });
  });

  it('answers the owner with every field, tiers and collaborators (never an invitation token)', async () => {
    const res = await getVideo(video.id, owner.user.id, owner);
    const view = expectReply(res, 200, videoView);
    const [invitation] = await t.db.select().from(videoCollaboratorInvitations).where(eq(videoCollaboratorInvitations.videoId, video.id));
    expect(view).toEqual({
      id: video.id,
      ownerId: owner.user.id,
      title: 'Studio session',
      description: 'Live from the studio',
      tags: ['live', 'studio'],
      visibility: 'members_only',
      membersOnly: true,
      membershipTierIds: [tierId],
      posterSource: 'auto-generated',
      // Members only: the real poster by a URL signed for the owner (issue 26).
      thumbnail: expect.stringMatching(new RegExp(`^/api/v1/videos/${video.id}/poster\\?exp=\\d+&sig=`)),
      autoThumbnail: expect.stringMatching(new RegExp(`^/api/v1/videos/${video.id}/poster\\?exp=\\d+&sig=`)),
      coverImage: null,
      filename: 'session.mov',
      size: 123_456,
      uploadedAt: video.uploadedAt!.toISOString(),
      collaborators: [
        { uuid: helper.user.id, identifier: helper.user.username, name: 'Test Person', avatar: null, type: 'user', invitation: false },
        { uuid: invitation!.id, identifier: 'guest@example.com', name: 'guest@example.com', avatar: null, type: null, invitation: true },
      ],
      replayOf: null,
      status: 'ready',
      progress: 1,
      failureReason: null,
    });
    expect(res.body).not.toContain('digest-of-a-token');
  });

  it("answers 404 for another owner's, a deleted or an unknown video, and keeps others out", async () => {
    expect((await getVideo(video.id, owner.user.id)).statusCode).toBe(401);
    expect((await getVideo(video.id, owner.user.id, stranger)).statusCode).toBe(403);
    // Through their own profile, neither a stranger nor a collaborator reaches the owner's video.
    for (const p of [stranger, helper]) {
      const res = await getVideo(video.id, p.user.id, p);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ ...errorShape, message: VIDEO_API_MESSAGES.notFound });
    }
    expect((await getVideo(randomUUID(), owner.user.id, owner)).statusCode).toBe(404);
    const gone = await insertVideo(t.db, { ownerId: owner.user.id, deletedAt: new Date() });
    expect((await getVideo(gone.id, owner.user.id, owner)).statusCode).toBe(404);
    expect((await getVideo('nope', owner.user.id, owner)).statusCode).toBe(422);
  });
});
