import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  VIDEO_API_MESSAGES as M,
  VIDEO_MESSAGES,
  videosReply,
  videoView,
  type createVideoBody,
  type updateVideoBody,
} from '../../../contracts/videos.ts';
import { loadConfig } from '../../platform/config.ts';
import {
  affiliations,
  membershipTiers,
  orders,
  uploads,
  videoCollaboratorInvitations,
  videoCollaborators,
  videoMembershipTiers,
  videos,
} from '../../platform/db/schema/index.ts';
import { VIDEO_PROCESS_QUEUE } from '../../platform/jobs/catalog.ts';
import { createSchool, errorShape, headers, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { mailsAfterJobs, signUpUser, useTestApp } from '../../testing/test-app.ts';
import { uploadsDirectory } from './upload-store.ts';
import { insertFinishedUpload, insertVideo } from './videos.fixtures.ts';

/** Publishing, editing and deleting videos: the upload, every field rule, access, and what a delete leaves. */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-video-save-'));
const t = useTestApp({ DATA_DIR: dataDir, PUBLIC_URL: 'https://videos.example.com' });
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const uploadStore = uploadsDirectory(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));

type CreateInput = z.input<typeof createVideoBody>;
type UpdateInput = z.input<typeof updateVideoBody>;

const create = (payload: Partial<CreateInput>, p?: Person) => t.app.inject({ method: 'POST', url: '/api/v1/videos', payload, headers: headers(p) });
const update = (id: string, payload: Partial<UpdateInput>, p?: Person) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/videos/${id}`, payload, headers: headers(p) });
const remove = (id: string, ownerId: string, p?: Person) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/videos/${id}?ownerId=${ownerId}`, headers: headers(p) });
const getVideo = (id: string, ownerId: string, p?: Person) =>
  t.app.inject({ method: 'GET', url: `/api/v1/videos/${id}?ownerId=${ownerId}`, headers: headers(p) });

const fields = (ownerId: string): CreateInput & UpdateInput => ({
  ownerId,
  passthroughUuid: randomUUID(),
  filename: 'concert.mp4',
  bytesize: 1000,
  title: 'Concert',
  description: 'The whole concert',
  visibility: 'public',
});

async function processJobs(videoId: string): Promise<number> {
  const { rows } = await t.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = ${VIDEO_PROCESS_QUEUE} and data->>'videoId' = ${videoId}`,
  );
  return (rows[0] as { n: number }).n;
}

const tier = async (ownerId: string, archived = false) =>
  (await t.db.insert(membershipTiers).values({ ownerId, name: 'Tier', description: '<p>Tier</p>', archived }).returning())[0]!.id;
const thumbnail = async (userId: string, kind = 'video_thumbnail') =>
  (
    await t.db
      .insert(uploads)
      .values({ ownerId: userId, kind, contentType: 'image/png', size: 10, storageKey: `uploads/${randomUUID()}` })
      .returning()
  )[0]!.id;

describe('publishing a video', () => {
  let owner: Person, stranger: Person, partner: Person;

  beforeAll(async () => {
    [owner, stranger, partner] = [
      await signUpUser(t.app, { firstName: 'Olga', lastName: 'Owner' }),
      await signUpUser(t.app),
      await signUpUser(t.app),
    ];
  });

  it('makes a processing video from a finished upload, with tiers, collaborators, invitations and the job', async () => {
    const session = await insertFinishedUpload(t.db, { ownerId: owner.user.id, userId: owner.user.id, declaredSize: 2_000_000 });
    const [gold, silver] = [await tier(owner.user.id), await tier(owner.user.id)];
    const cover = await thumbnail(owner.user.id);
    const res = await create(
      {
        ...fields(owner.user.id),
        passthroughUuid: session.id,
        title: '  Concert  ',
        tags: 'live, Jazz ,, jazz, encore',
        visibility: 'members_only',
        membershipTierIds: `${gold}, ${silver}`,
        posterSource: 'user-upload',
        coverImage: cover,
        coverImageFileName: 'custom-thumbnail.jpg',
        collaboratorIds: partner.user.id,
        collaboratorEmails: ' Friend@Example.com, friend@example.com',
      },
      owner,
    );
    const view = expectReply(res, 201, videoView);
    expect(view).toMatchObject({
      ownerId: owner.user.id,
      title: 'Concert',
      tags: ['live', 'Jazz', 'encore'],
      membersOnly: true,
      posterSource: 'user-upload',
      thumbnail: `/api/uploads/${cover}`,
      autoThumbnail: null,
      coverImage: cover,
      filename: 'concert.mp4',
      // The size tus was told, not what the browser claimed.
      size: 2_000_000,
      status: 'processing',
      progress: 0,
    });
    expect([...view.membershipTierIds].sort()).toEqual([gold, silver].sort());
    expect(view.collaborators).toEqual([
      expect.objectContaining({ uuid: partner.user.id, invitation: false }),
      expect.objectContaining({ identifier: 'friend@example.com', invitation: true }),
    ]);
    const [row] = await t.db.select().from(videos).where(eq(videos.id, view.id));
    expect(row).toMatchObject({ uploadId: session.id, originalKey: session.tusUploadId, byteSize: 2_000_000 });
    expect(row!.uploadedAt).toBeInstanceOf(Date);
    expect(await processJobs(view.id)).toBe(1);

    const [mail] = await mailsAfterJobs(t, 'friend@example.com');
    expect(mail!.subject).toBe('Olga Owner invited you to collaborate on Concert on Ovation');
    const token = /\/invitations\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    expect(res.body).not.toContain(token);
  });

  it('takes only a finished upload of the signed-in user for this owner, once', async () => {
    const publish = (passthroughUuid: string, p = owner) => create({ ...fields(owner.user.id), passthroughUuid }, p);
    const refusals: [string, Promise<{ id: string }>, number, string][] = [
      ['unknown', Promise.resolve({ id: randomUUID() }), 422, M.uploadUnknown],
      ["another user's", insertFinishedUpload(t.db, { ownerId: owner.user.id, userId: stranger.user.id }), 422, M.uploadUnknown],
      ["another owner's", insertFinishedUpload(t.db, { ownerId: stranger.user.id, userId: owner.user.id }), 422, M.uploadUnknown],
    ];
    for (const [what, session, status, message] of refusals) {
      const res = await publish((await session).id);
      expect(res.statusCode, what).toBe(status);
      expect(res.json(), what).toMatchObject({ ...errorShape, message, fieldErrors: { passthroughUuid: message } });
    }
    const open = await insertFinishedUpload(t.db, { ownerId: owner.user.id, userId: owner.user.id });
    await t.db.execute(sql`update video_uploads set status = 'open' where id = ${open.id}`);
    expect((await publish(open.id)).json()).toMatchObject({ message: M.uploadNotFinished });
    await t.db.execute(sql`update video_uploads set status = 'expired' where id = ${open.id}`);
    expect((await publish(open.id)).json()).toMatchObject({ message: M.uploadUnknown });

    // Two tabs publish the same upload at once: one video.
    const session = await insertFinishedUpload(t.db, { ownerId: owner.user.id, userId: owner.user.id });
    const both = await Promise.all([publish(session.id), publish(session.id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json()).toMatchObject({ ...errorShape, message: M.uploadUsed });
    expect(await t.db.select().from(videos).where(eq(videos.uploadId, session.id))).toHaveLength(1);
    expect((await publish(session.id)).statusCode).toBe(409);
  });

  it('refuses bad fields with the field and its message', async () => {
    const session = await insertFinishedUpload(t.db, { ownerId: owner.user.id, userId: owner.user.id });
    const [archived, foreign] = [await tier(owner.user.id, true), await tier(stranger.user.id)];
    const [strangersImage, avatar] = [await thumbnail(stranger.user.id), await thumbnail(owner.user.id, 'avatar')];
    const cases: [string, Partial<CreateInput>, number, Record<string, string>][] = [
      ['no title', { title: '   ' }, 422, { title: 'Title is required' }],
      ['no description', { description: '' }, 422, { description: 'Description is required' }],
      ['a NUL in the title', { title: 'Con\u0000cert' }, 422, { title: expect.any(String) }],
      ['a title too long', { title: 'x'.repeat(201) }, 422, { title: expect.any(String) }],
      [
        'members-only without tiers',
        { visibility: 'members_only', membershipTierIds: ' , ' },
        422,
        { membershipTierIds: VIDEO_MESSAGES.tierRequired },
      ],
      ['an unknown tier', { visibility: 'members_only', membershipTierIds: randomUUID() }, 422, { membershipTierIds: M.tierUnknown }],
      ['an archived tier', { visibility: 'members_only', membershipTierIds: archived }, 422, { membershipTierIds: M.tierUnknown }],
      ["another owner's tier", { visibility: 'members_only', membershipTierIds: foreign }, 422, { membershipTierIds: M.tierUnknown }],
      ['a tier that is no id', { visibility: 'members_only', membershipTierIds: 'gold' }, 422, { membershipTierIds: M.tierUnknown }],
      ['31 tags', { tags: Array.from({ length: 31 }, (_, i) => `tag${i}`).join(',') }, 422, { tags: M.tooManyTags }],
      ['a long tag', { tags: `ok, ${'x'.repeat(51)}` }, 422, { tags: M.tagTooLong }],
      ['no own thumbnail', { posterSource: 'user-upload' }, 422, { coverImage: M.thumbnailUnknown }],
      ["another user's image", { posterSource: 'user-upload', coverImage: strangersImage }, 422, { coverImage: M.thumbnailUnknown }],
      ['an avatar as thumbnail', { posterSource: 'user-upload', coverImage: avatar }, 422, { coverImage: M.thumbnailUnknown }],
      ['an unknown collaborator', { collaboratorIds: randomUUID() }, 422, { collaboratorIds: M.collaboratorUnknown }],
      ['a collaborator that is no id', { collaboratorIds: 'bob' }, 422, { collaboratorIds: M.collaboratorUnknown }],
      ['the owner as collaborator', { collaboratorIds: owner.user.id }, 422, { collaboratorIds: M.collaboratorIsOwner }],
      ['a bad e-mail', { collaboratorEmails: 'ok@example.com, nope' }, 422, { collaboratorEmails: M.invalidEmail }],
      ["the owner's e-mail", { collaboratorEmails: owner.email.toUpperCase() }, 422, { collaboratorEmails: M.collaboratorIsOwner }],
      ['a visibility of its own', { visibility: 'friends' as 'public' }, 422, { visibility: expect.any(String) }],
    ];
    for (const [what, body, status, fieldErrors] of cases) {
      const res = await create({ ...fields(owner.user.id), passthroughUuid: session.id, ...body }, owner);
      expect(res.statusCode, what).toBe(status);
      expect(res.json(), what).toMatchObject({ ...errorShape, fieldErrors });
    }
    // A lone surrogate never reaches the contract: the input guard refuses the body.
    const surrogate = await t.app.inject({
      method: 'POST',
      url: '/api/v1/videos',
      headers: { ...headers(owner), 'content-type': 'application/json' },
      payload: JSON.stringify({ ...fields(owner.user.id), passthroughUuid: session.id }).replace('"Concert"', '"\\ud800"'),
    });
    expect(surrogate.statusCode).toBe(400);
    // None of the refusals used the upload; tiers are ignored for a public video.
    const res = await create({ ...fields(owner.user.id), passthroughUuid: session.id, membershipTierIds: foreign }, owner);
    expect(expectReply(res, 201, videoView)).toMatchObject({ membersOnly: false, membershipTierIds: [], tags: [], collaborators: [] });
  });

  it('lets only those who edit the profile publish', async () => {
    const session = await insertFinishedUpload(t.db, { ownerId: owner.user.id, userId: owner.user.id });
    expect((await create({ ...fields(owner.user.id), passthroughUuid: session.id })).statusCode).toBe(401);
    expect((await create({ ...fields(owner.user.id), passthroughUuid: session.id }, stranger)).statusCode).toBe(403);
    expect((await create({ ...fields(randomUUID()), passthroughUuid: session.id }, owner)).statusCode).toBe(404);

    // An organization: its team admin publishes from their own upload; a plain member may not.
    const school = await createSchool(t, owner, 'Film School', `film-school-${Date.now().toString(36)}`);
    await t.db.insert(affiliations).values([
      { organizationId: school.id, userId: stranger.user.id, admin: true },
      { organizationId: school.id, userId: partner.user.id },
    ]);
    const adminSession = await insertFinishedUpload(t.db, { ownerId: school.id, userId: stranger.user.id });
    const memberSession = await insertFinishedUpload(t.db, { ownerId: school.id, userId: partner.user.id });
    expect((await create({ ...fields(school.id), passthroughUuid: memberSession.id }, partner)).statusCode).toBe(403);
    expect(expectReply(await create({ ...fields(school.id), passthroughUuid: adminSession.id }, stranger), 201, videoView).ownerId).toBe(school.id);
  });
});

describe('editing a video', () => {
  let owner: Person, stranger: Person, helper: Person;

  beforeAll(async () => {
    [owner, stranger, helper] = [await signUpUser(t.app), await signUpUser(t.app), await signUpUser(t.app)];
  });

  it('saves the fields, replaces the tiers, keeps a linked archived tier and the own thumbnail', async () => {
    const [kept, dropped, fresh] = [await tier(owner.user.id), await tier(owner.user.id), await tier(owner.user.id)];
    const cover = await thumbnail(stranger.user.id); // uploaded by someone else who edited before
    const video = await insertVideo(t.db, {
      ownerId: owner.user.id,
      visibility: 'members_only',
      posterSource: 'user-upload',
      thumbnailUploadId: cover,
    });
    await t.db.insert(videoMembershipTiers).values([
      { videoId: video.id, tierId: kept },
      { videoId: video.id, tierId: dropped },
    ]);
    await t.db.update(membershipTiers).set({ archived: true }).where(eq(membershipTiers.id, kept));
    const body = {
      ...fields(owner.user.id),
      title: 'Renamed',
      tags: 'a,b',
      visibility: 'members_only' as const,
      posterSource: 'user-upload' as const,
    };

    const saved = expectReply(await update(video.id, { ...body, membershipTierIds: `${kept},${fresh}` }, owner), 200, videoView);
    expect(saved).toMatchObject({ title: 'Renamed', tags: ['a', 'b'], coverImage: cover, thumbnail: `/api/uploads/${cover}` });
    expect([...saved.membershipTierIds].sort()).toEqual([kept, fresh].sort());
    const [row] = await t.db.select().from(videos).where(eq(videos.id, video.id));
    expect(row!.updatedAt.getTime()).toBeGreaterThan(video.updatedAt.getTime());

    // A tier archived before it was linked cannot be added.
    await t.db.update(membershipTiers).set({ archived: true }).where(eq(membershipTiers.id, dropped));
    const refused = await update(video.id, { ...body, membershipTierIds: `${kept},${dropped}` }, owner);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fieldErrors).toEqual({ membershipTierIds: M.tierUnknown });

    // Public: no tiers; the auto poster: no own thumbnail.
    const open = expectReply(await update(video.id, { ...fields(owner.user.id), membershipTierIds: kept }, owner), 200, videoView);
    expect(open).toMatchObject({ membersOnly: false, membershipTierIds: [], posterSource: 'auto-generated', coverImage: null, thumbnail: null });
    expect(await t.db.select().from(videoMembershipTiers).where(eq(videoMembershipTiers.videoId, video.id))).toEqual([]);
  });

  it('lets only the owner edit: collaborators, strangers and other owners get 401, 403 or 404', async () => {
    const video = await insertVideo(t.db, { ownerId: owner.user.id, title: 'Untouched' });
    await t.db.insert(videoCollaborators).values({ videoId: video.id, profileId: helper.user.id });
    const body = { ...fields(owner.user.id), title: 'Hijacked' };
    expect((await update(video.id, body)).statusCode).toBe(401);
    expect((await update(video.id, body, stranger)).statusCode).toBe(403);
    expect((await update(video.id, body, helper)).statusCode).toBe(403);
    for (const p of [helper, stranger]) {
      const res = await update(video.id, { ...body, ownerId: p.user.id }, p);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ ...errorShape, message: M.notFound });
    }
    expect((await update(randomUUID(), body, owner)).statusCode).toBe(404);
    expect((await update(video.id, { ...body, title: '' }, owner)).statusCode).toBe(422);
    const gone = await insertVideo(t.db, { ownerId: owner.user.id, deletedAt: new Date() });
    expect((await update(gone.id, body, owner)).statusCode).toBe(404);
    const [row] = await t.db.select().from(videos).where(eq(videos.id, video.id));
    expect(row!.title).toBe('Untouched');
  });
});

describe('deleting a video', () => {
  let owner: Person, stranger: Person, helper: Person;

  beforeAll(async () => {
    [owner, stranger, helper] = [await signUpUser(t.app), await signUpUser(t.app), await signUpUser(t.app)];
  });

  it('hides it everywhere, keeps its donations, drops its links and removes its files', async () => {
    const session = await insertFinishedUpload(t.db, { ownerId: owner.user.id, userId: owner.user.id });
    const video = await insertVideo(t.db, {
      ownerId: owner.user.id,
      uploadId: session.id,
      originalKey: session.tusUploadId,
      posterKey: `videos/x/poster.jpg`,
    });
    const gold = await tier(owner.user.id);
    await t.db.insert(videoMembershipTiers).values({ videoId: video.id, tierId: gold });
    await t.db.insert(videoCollaborators).values({ videoId: video.id, profileId: helper.user.id });
    await t.db.insert(videoCollaboratorInvitations).values({ videoId: video.id, email: 'someone@example.com', tokenHash: randomUUID() });
    await t.db.insert(orders).values({
      productType: 'ArtistVideo',
      videoId: video.id,
      ownerId: owner.user.id,
      currency: 'usd',
      holdExpiresAt: new Date(),
      status: 'completed',
      total: 500,
    });
    fs.mkdirSync(uploadStore, { recursive: true });
    const original = path.join(uploadStore, session.tusUploadId!);
    fs.writeFileSync(original, 'video bytes');
    fs.writeFileSync(`${original}.json`, '{}');
    const { storage } = t.runtime;
    await storage.put(`videos/${video.id}/poster.jpg`, Buffer.from('jpeg'));
    await storage.put(`videos/${video.id}/hls/720p/segment0.ts`, Buffer.from('ts'));

    for (const [p, status] of [
      [undefined, 401],
      [stranger, 403],
      [helper, 403],
    ] as const) {
      expect((await remove(video.id, owner.user.id, p)).statusCode).toBe(status);
    }
    for (const p of [stranger, helper]) expect((await remove(video.id, p.user.id, p)).statusCode).toBe(404);
    expect((await remove(randomUUID(), owner.user.id, owner)).statusCode).toBe(404);

    expect((await remove(video.id, owner.user.id, owner)).json()).toEqual({ ok: true });
    const [row] = await t.db.select().from(videos).where(eq(videos.id, video.id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(orders).where(eq(orders.videoId, video.id))).toHaveLength(1);
    for (const table of [videoMembershipTiers, videoCollaborators, videoCollaboratorInvitations]) {
      expect(await t.db.select().from(table).where(eq(table.videoId, video.id))).toEqual([]);
    }
    expect(fs.existsSync(original)).toBe(false);
    expect(fs.existsSync(`${original}.json`)).toBe(false);
    expect(await storage.get(`videos/${video.id}/poster.jpg`)).toBeNull();
    expect(await storage.get(`videos/${video.id}/hls/720p/segment0.ts`)).toBeNull();

    expect((await getVideo(video.id, owner.user.id, owner)).statusCode).toBe(404);
    const listed = expectReply(
      await t.app.inject({ method: 'GET', url: `/api/v1/videos?ownerId=${owner.user.id}`, headers: headers(owner) }),
      200,
      videosReply,
    );
    expect(listed.data.map((v) => v.id)).not.toContain(video.id);
    expect((await remove(video.id, owner.user.id, owner)).statusCode).toBe(404);
    // The tier it was linked to can go now.
    await t.db.delete(membershipTiers).where(eq(membershipTiers.id, gold));
  });
});
