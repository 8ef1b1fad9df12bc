import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { publicProfileReply } from '../../../contracts/profiles-public.ts';
import { profileVideosReply } from '../../../contracts/videos.ts';
import { profiles, videoCollaborators, videoMembershipTiers, videos } from '../../platform/db/schema/index.ts';
import { headers, makeAdmin, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { makeTier } from '../memberships/member-access.fixtures.ts';
import { makeMember } from './playback.fixtures.ts';
import { insertVideo } from './videos.fixtures.ts';

/** GET /api/v1/profiles/:username/videos and the profile's videos tab (content-management 2.9). */

const t = useTestApp();
let owner: Person;
let member: Person;
let visitor: Person;
let collaborator: Person;
let admin: Person;
let tierId: string;
const ids: Record<string, string> = {};
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

beforeAll(async () => {
  owner = await signUpUser(t.app);
  member = await signUpUser(t.app);
  visitor = await signUpUser(t.app);
  collaborator = await signUpUser(t.app);
  admin = await signUpUser(t.app);
  await makeAdmin(t, admin.user.id);
  ({ tierId } = await makeTier(t, owner.user.id));
  const otherTier = await makeTier(t, owner.user.id, { name: 'Patron' });
  await makeMember(t, tierId, member);
  const video = async (name: string, minutes: number, values: Partial<typeof videos.$inferInsert>) => {
    ids[name] = (await insertVideo(t.db, { ownerId: owner.user.id, title: name, uploadedAt: minutesAgo(minutes), ...values })).id;
  };
  await video('public old', 50, {});
  await video('members new', 10, { visibility: 'members_only', posterKey: 'videos/x/poster.jpg' });
  await video('patrons only', 20, { visibility: 'members_only' });
  await video('public newest', 5, { durationSeconds: 65.5, viewCount: 7 });
  await video('processing', 1, { status: 'processing' });
  await video('failed', 2, { status: 'failed' });
  await video('deleted', 3, { deletedAt: new Date() });
  await t.db.insert(videoMembershipTiers).values([
    { videoId: ids['members new']!, tierId },
    { videoId: ids['patrons only']!, tierId: otherTier.tierId },
  ]);
  await t.db.insert(videoCollaborators).values({ videoId: ids['patrons only']!, profileId: collaborator.user.id });
  // Another profile's video never shows here.
  await insertVideo(t.db, { ownerId: visitor.user.id, title: 'elsewhere' });
});

async function videosOf(username: string, person?: Person, page = 1) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/profiles/${username}/videos?page=${page}`, headers: headers(person) });
  return expectReply(res, 200, profileVideosReply);
}
const cards = async (person?: Person) => Object.fromEntries((await videosOf(owner.user.username, person)).data.map((c) => [c.title, c.canPlay]));

async function profileOf(username: string, person?: Person) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/profiles/p/${username}`, headers: headers(person) });
  return expectReply(res, 200, publicProfileReply).profile;
}

describe('profile videos', () => {
  it('lists ready videos newest first; members-only ones blurred for a visitor', async () => {
    const page = await videosOf(owner.user.username);
    expect(page).toMatchObject({ page: 1, perPage: 30, totalCount: 4 });
    expect(page.data.map((c) => [c.title, c.membersOnly, c.canPlay])).toEqual([
      ['public newest', false, true],
      ['members new', true, false],
      ['patrons only', true, false],
      ['public old', false, true],
    ]);
    expect(page.data[0]).toMatchObject({ id: ids['public newest'], durationSeconds: 65.5, viewCount: 7, thumbnail: null });
    // The blurred card still shows the poster.
    expect(page.data[1]!.thumbnail).toBe(`/api/v1/videos/${ids['members new']}/poster`);
    expect(await cards(visitor)).toEqual({ 'public newest': true, 'members new': false, 'patrons only': false, 'public old': true });
  });

  it("plays for a member of the video's tier, a collaborator, the owner and a site admin", async () => {
    expect(await cards(member)).toEqual({ 'public newest': true, 'members new': true, 'patrons only': false, 'public old': true });
    expect(await cards(collaborator)).toEqual({ 'public newest': true, 'members new': false, 'patrons only': true, 'public old': true });
    expect(await cards(owner)).toEqual({ 'public newest': true, 'members new': true, 'patrons only': true, 'public old': true });
    expect(await cards(admin)).toEqual({ 'public newest': true, 'members new': true, 'patrons only': true, 'public old': true });
  });

  it('private memberships: members-only videos show only to the owner and to those whose tiers match', async () => {
    await t.db.update(profiles).set({ membershipStatus: 'private' }).where(eq(profiles.id, owner.user.id));
    try {
      expect(await cards()).toEqual({ 'public newest': true, 'public old': true });
      expect(await cards(visitor)).toEqual({ 'public newest': true, 'public old': true });
      expect(await cards(member)).toEqual({ 'public newest': true, 'members new': true, 'public old': true });
      expect(await cards(collaborator)).toEqual({ 'public newest': true, 'patrons only': true, 'public old': true });
      expect(await cards(owner)).toEqual({ 'public newest': true, 'members new': true, 'patrons only': true, 'public old': true });
      expect((await videosOf(owner.user.username, visitor)).totalCount).toBe(2);
    } finally {
      await t.db.update(profiles).set({ membershipStatus: 'public' }).where(eq(profiles.id, owner.user.id));
    }
  });

  it('pages by 30', async () => {
    const busy = await signUpUser(t.app);
    for (let i = 0; i < 31; i += 1) await insertVideo(t.db, { ownerId: busy.user.id, title: `Clip ${i}`, uploadedAt: minutesAgo(100 - i) });
    const first = await videosOf(busy.user.username);
    expect(first).toMatchObject({ totalCount: 31, perPage: 30 });
    expect(first.data).toHaveLength(30);
    expect(first.data[0]!.title).toBe('Clip 30');
    const second = await videosOf(busy.user.username, undefined, 2);
    expect(second.data.map((c) => c.title)).toEqual(['Clip 0']);
  });

  it('answers 404 for an unknown profile and 422 for a bad page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/profiles/nobody-here-at-all/videos' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/profiles/${owner.user.username}/videos?page=0` })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/profiles/${owner.user.username}/videos?page=x` })).statusCode).toBe(422);
  });
});

describe("the profile's videos tab", () => {
  it('shows when the viewer would see a video in it', async () => {
    const profile = await profileOf(owner.user.username);
    expect(profile.hasVideos).toBe(true);
    expect(profile.tabs).toContain('videos');

    const empty = await signUpUser(t.app);
    expect(await profileOf(empty.user.username)).toMatchObject({ hasVideos: false, tabs: [] });

    // A private page with only members-only videos: the tab shows to its members, not to visitors.
    const privateOwner = await signUpUser(t.app);
    const tier = await makeTier(t, privateOwner.user.id);
    const video = await insertVideo(t.db, { ownerId: privateOwner.user.id, visibility: 'members_only' });
    await t.db.insert(videoMembershipTiers).values({ videoId: video.id, tierId: tier.tierId });
    await t.db.update(profiles).set({ membershipStatus: 'private' }).where(eq(profiles.id, privateOwner.user.id));
    const privateMember = await signUpUser(t.app);
    await makeMember(t, tier.tierId, privateMember);
    expect((await profileOf(privateOwner.user.username, visitor)).hasVideos).toBe(false);
    expect((await profileOf(privateOwner.user.username, privateMember)).hasVideos).toBe(true);
    expect((await profileOf(privateOwner.user.username, privateOwner)).hasVideos).toBe(true);
  });
});
