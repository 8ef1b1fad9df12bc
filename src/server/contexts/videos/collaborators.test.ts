import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { acceptInvitationReply, invitationView, INVITATION_PAGE_TEXTS, TEAM_MESSAGES } from '../../../contracts/team.ts';
import { collaboratorView, VIDEO_API_MESSAGES as M, videosReply, videoView } from '../../../contracts/videos.ts';
import { notifications, users, videoCollaboratorInvitations, videoCollaborators } from '../../platform/db/schema/index.ts';
import { createSchool, errorShape, headers, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { mailsAfterJobs, signUpUser, useTestApp } from '../../testing/test-app.ts';
import { insertVideo, type VideoRow } from './videos.fixtures.ts';

/** A video's collaborators: added by the owner, invited by e-mail and accepting, removed, and removing themselves. */

const t = useTestApp({ PUBLIC_URL: 'https://videos.example.com' });

const add = (videoId: string, payload: object, p?: Person) =>
  t.app.inject({ method: 'POST', url: `/api/v1/videos/${videoId}/collaborators`, payload, headers: headers(p) });
const removeCollaborator = (videoId: string, collaboratorId: string, ownerId: string, p?: Person) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/videos/${videoId}/collaborators/${collaboratorId}?ownerId=${ownerId}`, headers: headers(p) });
const cancel = (videoId: string, invitationId: string, ownerId: string, p?: Person) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/v1/videos/${videoId}/collaborator_invitations/${invitationId}?ownerId=${ownerId}`,
    headers: headers(p),
  });
const viewInvitation = (token: string) => t.app.inject({ method: 'GET', url: `/api/v1/invitations/${token}` });
const accept = (token: string, p?: Person) => t.app.inject({ method: 'POST', url: `/api/v1/invitations/${token}/accept`, headers: headers(p) });
const listOf = async (ownerId: string, p: Person) =>
  expectReply(await t.app.inject({ method: 'GET', url: `/api/v1/videos?ownerId=${ownerId}`, headers: headers(p) }), 200, videosReply).data;
const collaboratorsOf = async (videoId: string, ownerId: string, p: Person) =>
  expectReply(await t.app.inject({ method: 'GET', url: `/api/v1/videos/${videoId}?ownerId=${ownerId}`, headers: headers(p) }), 200, videoView)
    .collaborators;
const tokenOf = (text: string) => /https:\/\/videos\.example\.com\/invitations\/([A-Za-z0-9_-]+)/.exec(text)![1]!;

describe('adding collaborators', () => {
  let owner: Person, stranger: Person, partner: Person;
  let video: VideoRow;

  beforeAll(async () => {
    [owner, stranger, partner] = [
      await signUpUser(t.app),
      await signUpUser(t.app),
      await signUpUser(t.app, { firstName: 'Pia', lastName: 'Partner' }),
    ];
    video = await insertVideo(t.db, { ownerId: owner.user.id, title: 'Harbour Lights' });
  });

  it('adds an account once; not the owner, not an unknown profile', async () => {
    const res = await add(video.id, { ownerId: owner.user.id, collaboratorId: partner.user.id }, owner);
    expect(expectReply(res, 201, collaboratorView)).toEqual({
      uuid: partner.user.id,
      identifier: partner.user.username,
      name: 'Pia Partner',
      avatar: null,
      type: 'user',
      invitation: false,
    });
    const again = await add(video.id, { ownerId: owner.user.id, collaboratorId: partner.user.id }, owner);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ ...errorShape, message: M.alreadyAdded });
    // An organization is a collaborator like a person.
    const school = await createSchool(t, stranger, 'Choir School', `choir-school-${Date.now().toString(36)}`);
    expect(expectReply(await add(video.id, { ownerId: owner.user.id, collaboratorId: school.id }, owner), 201, collaboratorView).type).toBe('school');

    const cases: [object, number, string][] = [
      [{ collaboratorId: owner.user.id }, 422, M.collaboratorIsOwner],
      [{ collaboratorId: randomUUID() }, 422, M.collaboratorUnknown],
      [{ collaboratorId: 'bob' }, 422, 'collaboratorId'],
      [{}, 422, 'Choose an account or enter an e-mail address'],
      [{ collaboratorId: stranger.user.id, email: 'both@example.com' }, 422, 'Choose an account or enter an e-mail address'],
      [{ email: 'not-an-email' }, 422, M.invalidEmail],
      [{ email: `  ${owner.email.toUpperCase()} ` }, 422, M.collaboratorIsOwner],
      [{ email: partner.email }, 409, M.alreadyAdded],
      [{ email: 'nul\u0000@example.com' }, 422, 'email'],
    ];
    for (const [body, status, text] of cases) {
      const r = await add(video.id, { ownerId: owner.user.id, ...body }, owner);
      expect(r.statusCode, JSON.stringify(body)).toBe(status);
      expect(r.body, JSON.stringify(body)).toContain(text);
    }
  });

  it('invites an e-mail address: one invitation, one e-mail, the token only in the e-mail', async () => {
    const res = await add(video.id, { ownerId: owner.user.id, email: ' New.Friend@Example.com ' }, owner);
    const invited = expectReply(res, 201, collaboratorView);
    const [row] = await t.db.select().from(videoCollaboratorInvitations).where(eq(videoCollaboratorInvitations.email, 'new.friend@example.com'));
    expect(invited).toEqual({
      uuid: row!.id,
      identifier: 'new.friend@example.com',
      name: 'new.friend@example.com',
      avatar: null,
      type: null,
      invitation: true,
    });
    const [mail] = await mailsAfterJobs(t, 'new.friend@example.com');
    expect(mail!.subject).toBe('Test Person invited you to collaborate on Harbour Lights on Ovation');
    const token = tokenOf(mail!.text);
    expect(res.body).not.toContain(token);
    expect((await collaboratorsOf(video.id, owner.user.id, owner)).at(-1)).toEqual(invited);

    const twice = await add(video.id, { ownerId: owner.user.id, email: 'NEW.FRIEND@example.com' }, owner);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: M.alreadyAdded });
    const race = await Promise.all([
      add(video.id, { ownerId: owner.user.id, email: 'race@example.com' }, owner),
      add(video.id, { ownerId: owner.user.id, email: 'race@example.com' }, owner),
    ]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await t.db.select().from(videoCollaboratorInvitations).where(eq(videoCollaboratorInvitations.email, 'race@example.com'))).toHaveLength(1);
  });

  it('lets only the owner add', async () => {
    const helperVideo = await insertVideo(t.db, { ownerId: owner.user.id });
    await t.db.insert(videoCollaborators).values({ videoId: helperVideo.id, profileId: partner.user.id });
    const body = { ownerId: owner.user.id, collaboratorId: stranger.user.id };
    expect((await add(helperVideo.id, body)).statusCode).toBe(401);
    expect((await add(helperVideo.id, body, stranger)).statusCode).toBe(403);
    expect((await add(helperVideo.id, body, partner)).statusCode).toBe(403);
    // A collaborator, through their own profile, does not find the video to add people to.
    const own = await add(helperVideo.id, { ownerId: partner.user.id, collaboratorId: stranger.user.id }, partner);
    expect(own.statusCode).toBe(404);
    expect(own.json()).toMatchObject({ message: M.notFound });
    expect((await add(randomUUID(), body, owner)).statusCode).toBe(404);
    expect((await add('nope', body, owner)).statusCode).toBe(422);
  });
});

describe('accepting a video invitation', () => {
  let owner: Person, stranger: Person;
  let video: VideoRow;

  beforeAll(async () => {
    [owner, stranger] = [await signUpUser(t.app, { firstName: 'Olga', lastName: 'Owner' }), await signUpUser(t.app)];
    video = await insertVideo(t.db, { ownerId: owner.user.id, title: 'Studio Tapes' });
  });

  it('makes the verified invitee a collaborator who sees the video in their list', async () => {
    const invited = expectReply(await add(video.id, { ownerId: owner.user.id, email: 'invitee@example.com' }, owner), 201, collaboratorView);
    const token = tokenOf((await mailsAfterJobs(t, 'invitee@example.com'))[0]!.text);

    const view = expectReply(await viewInvitation(token), 200, invitationView);
    expect(view).toEqual({
      organization: expect.objectContaining({ id: owner.user.id }),
      video: { id: video.id, title: 'Studio Tapes' },
      email: 'invitee@example.com',
      invitedBy: 'Olga Owner',
    });
    expect(INVITATION_PAGE_TEXTS.toVideo(view.invitedBy, view.video!.title)).toBe('Olga Owner invited you to collaborate on Studio Tapes on Ovation');

    // No right from an unverified address, nor from another account.
    const invitee = await signUpUser(t.app, { email: 'invitee@example.com', verified: false });
    const refused = await accept(token, invitee);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ ...errorShape, message: TEAM_MESSAGES.invitationUnverified });
    expect((await accept(token)).statusCode).toBe(401);
    expect((await accept(token, stranger)).json()).toMatchObject({ message: TEAM_MESSAGES.invitationWrongAccount });
    expect(await t.db.select().from(videoCollaborators).where(eq(videoCollaborators.videoId, video.id))).toEqual([]);

    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.profileId, invitee.user.id));
    const accepted = expectReply(await accept(token, invitee), 200, acceptInvitationReply);
    expect(accepted).toEqual({ organization: expect.objectContaining({ id: owner.user.id }), video: { id: video.id, title: 'Studio Tapes' } });
    expect(INVITATION_PAGE_TEXTS.joinedVideo(accepted.video!.title)).toBe('You are now a collaborator on Studio Tapes');

    const rows = await listOf(invitee.user.id, invitee);
    expect(rows).toEqual([expect.objectContaining({ id: video.id, isOwner: false, owner: expect.objectContaining({ id: owner.user.id }) })]);
    const collaborators = await collaboratorsOf(video.id, owner.user.id, owner);
    expect(collaborators).toEqual([expect.objectContaining({ uuid: invitee.user.id, invitation: false })]);
    expect(collaborators.map((c) => c.uuid)).not.toContain(invited.uuid);
    // The invitation is used up; accepting again is idempotent-safe (404), and the owner hears of it.
    expect((await accept(token, invitee)).statusCode).toBe(404);
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(notice!.content).toContain('is now a collaborator on <strong>Studio Tapes</strong>');
  });

  it('stops working once cancelled or once the video is deleted', async () => {
    const first = expectReply(await add(video.id, { ownerId: owner.user.id, email: 'cancelled@example.com' }, owner), 201, collaboratorView);
    const token = tokenOf((await mailsAfterJobs(t, 'cancelled@example.com'))[0]!.text);
    for (const [p, ownerId, status] of [
      [undefined, owner.user.id, 401],
      [stranger, owner.user.id, 403],
      [stranger, stranger.user.id, 404],
    ] as const) {
      expect((await cancel(video.id, first.uuid, ownerId, p)).statusCode).toBe(status);
    }
    expect((await cancel(video.id, randomUUID(), owner.user.id, owner)).json()).toMatchObject({ message: M.invitationNotFound });
    expect((await cancel(video.id, first.uuid, owner.user.id, owner)).json()).toEqual({ ok: true });
    expect((await viewInvitation(token)).statusCode).toBe(404);
    expect((await cancel(video.id, first.uuid, owner.user.id, owner)).statusCode).toBe(404);

    const other = await insertVideo(t.db, { ownerId: owner.user.id, title: 'Soon gone' });
    await add(other.id, { ownerId: owner.user.id, email: 'late@example.com' }, owner);
    const late = tokenOf((await mailsAfterJobs(t, 'late@example.com'))[0]!.text);
    expect((await viewInvitation(late)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/videos/${other.id}?ownerId=${owner.user.id}`, headers: headers(owner) })).statusCode,
    ).toBe(200);
    expect((await viewInvitation(late)).statusCode).toBe(404);
  });
});

describe('removing collaborators', () => {
  let owner: Person, stranger: Person, helper: Person, second: Person;
  let video: VideoRow;

  beforeAll(async () => {
    [owner, stranger, helper, second] = [await signUpUser(t.app), await signUpUser(t.app), await signUpUser(t.app), await signUpUser(t.app)];
    video = await insertVideo(t.db, { ownerId: owner.user.id, title: 'Shared' });
    await t.db.insert(videoCollaborators).values([
      { videoId: video.id, profileId: helper.user.id },
      { videoId: video.id, profileId: second.user.id },
    ]);
  });

  const isCollaborator = async (profileId: string) =>
    (
      await t.db
        .select()
        .from(videoCollaborators)
        .where(and(eq(videoCollaborators.videoId, video.id), eq(videoCollaborators.profileId, profileId)))
    ).length > 0;

  it('lets a collaborator see the video but not edit or delete it, and remove only themselves', async () => {
    expect((await listOf(helper.user.id, helper)).map((r) => [r.id, r.isOwner])).toEqual([[video.id, false]]);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/videos/${video.id}`,
      headers: headers(helper),
      payload: { ownerId: helper.user.id, title: 'Mine now', description: 'x', visibility: 'public' },
    });
    expect(edit.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/videos/${video.id}?ownerId=${helper.user.id}`, headers: headers(helper) })).statusCode,
    ).toBe(404);

    // Another collaborator, a stranger and the signed-out are turned away.
    const other = await removeCollaborator(video.id, second.user.id, helper.user.id, helper);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ ...errorShape, message: M.notACollaborator });
    expect((await removeCollaborator(video.id, helper.user.id, helper.user.id)).statusCode).toBe(401);
    expect((await removeCollaborator(video.id, helper.user.id, helper.user.id, stranger)).statusCode).toBe(403);
    expect((await removeCollaborator(video.id, stranger.user.id, stranger.user.id, stranger)).statusCode).toBe(404);
    expect((await removeCollaborator(video.id, second.user.id, owner.user.id, helper)).statusCode).toBe(403);
    expect(await isCollaborator(second.user.id)).toBe(true);

    // Remove me.
    expect((await removeCollaborator(video.id, helper.user.id, helper.user.id, helper)).json()).toEqual({ ok: true });
    expect(await isCollaborator(helper.user.id)).toBe(false);
    expect(await listOf(helper.user.id, helper)).toEqual([]);
    expect((await removeCollaborator(video.id, helper.user.id, helper.user.id, helper)).statusCode).toBe(404);
  });

  it('lets the owner remove anyone who collaborates', async () => {
    expect((await removeCollaborator(video.id, second.user.id, owner.user.id, owner)).json()).toEqual({ ok: true });
    expect(await isCollaborator(second.user.id)).toBe(false);
    const again = await removeCollaborator(video.id, second.user.id, owner.user.id, owner);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: M.collaboratorUnknown });
    expect((await removeCollaborator(randomUUID(), second.user.id, owner.user.id, owner)).json()).toMatchObject({ message: M.notFound });
    expect((await removeCollaborator(video.id, 'x', owner.user.id, owner)).statusCode).toBe(422);
  });
});
