import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ondemandReply } from '../../../contracts/broadcasts.ts';
import { broadcasts, videoMembershipTiers, videos } from '../../platform/db/schema/index.ts';
import { headers, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { HELD_NOW, makeTier } from '../memberships/member-access.fixtures.ts';
import { insertSubscription } from '../memberships/memberships.fixtures.ts';
import { cancelTicket, onlineBroadcast } from './broadcasts.fixtures.ts';

const t = useTestApp();
let owner: Person;

beforeAll(async () => {
  owner = await signUpUser(t.app);
});

const ondemand = (who?: Person, page = 1) => t.app.inject({ method: 'GET', url: `/api/v1/videos/ondemand?page=${page}`, headers: headers(who) });

/** An ended broadcast of `buyer`'s ticket with a replay of the given state. */
async function replay(buyer: Person, values: Partial<typeof videos.$inferInsert> = {}) {
  const f = await onlineBroadcast(t, { owner, buyer });
  const [video] = await t.db
    .insert(videos)
    .values({ ownerId: owner.user.id, title: 'Jazz Night (replay)', status: 'ready', visibility: 'members_only', ...values })
    .returning();
  await t.db.update(broadcasts).set({ status: 'ended', replayVideoId: video!.id }).where(eq(broadcasts.id, f.broadcast.id));
  return { ...f, videoId: video!.id };
}

describe('GET /videos/ondemand', () => {
  it("lists the replays of the viewer's tickets first, then their tiers' members' replays", async () => {
    const viewer = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const mine = await replay(viewer);
    const { tierId } = await makeTier(t, owner.user.id);
    await insertSubscription(t, tierId, { ...HELD_NOW, userId: viewer.user.id });
    const members = await replay(other);
    await t.db.insert(videoMembershipTiers).values({ videoId: members.videoId, tierId });
    await replay(other); // another's, for ticket holders only
    await replay(other, { visibility: 'public' }); // open to everyone: on the owner's profile, not here
    await replay(viewer, { status: 'processing' }); // not ready yet
    const list = expectReply(await ondemand(viewer), 200, ondemandReply);
    expect(list.data.map((v) => [v.videoId, v.viaTicket])).toEqual([
      [mine.videoId, true],
      [members.videoId, false],
    ]);
    expect(list).toMatchObject({ page: 1, perPage: 10, totalCount: 2 });
    expect(list.data[0]).toMatchObject({
      broadcastId: mine.broadcast.id,
      event: { id: mine.event.id, name: 'Jazz Night' },
      owner: { id: owner.user.id },
    });
  });

  it('drops a cancelled ticket’s replay and a deleted replay; pages past the end are empty', async () => {
    const viewer = await signUpUser(t.app);
    const cancelled = await replay(viewer);
    await cancelTicket(t, cancelled.items[0]!.id);
    const deleted = await replay(viewer);
    await t.db.update(videos).set({ deletedAt: new Date() }).where(eq(videos.id, deleted.videoId));
    const kept = await replay(viewer);
    expect(expectReply(await ondemand(viewer), 200, ondemandReply).data.map((v) => v.videoId)).toEqual([kept.videoId]);
    expect(expectReply(await ondemand(viewer, 2), 200, ondemandReply)).toMatchObject({ data: [], page: 2, totalCount: 1 });
  });

  it('lists the owner’s own replays and refuses the signed out', async () => {
    const viewer = await signUpUser(t.app);
    const mine = await replay(viewer);
    expect(expectReply(await ondemand(owner), 200, ondemandReply).data.map((v) => v.videoId)).toContain(mine.videoId);
    expect((await ondemand()).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/videos/ondemand?page=0', headers: headers(owner) })).statusCode).toBe(422);
  });
});
