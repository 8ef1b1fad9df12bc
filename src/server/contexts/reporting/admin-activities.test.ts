import { describe, expect, it } from 'vitest';
import { ADMIN_ACTIVITY_MESSAGES } from '../../../contracts/audit.messages.ts';
import { activitiesReply } from '../../../contracts/reporting.ts';
import { adminAuditLog } from '../../platform/db/schema/index.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { getReport, reportAccessCast } from './records.fixtures.ts';

/** What site admins changed in an owner's area, as sentences of the owner's activity feed. */

const t = useTestApp();

describe("admin acts in the owner's activity feed", () => {
  it('tells who (as a site admin) did what, newest first with the other activity, searchable, never in a patron or event view', async () => {
    const cast = await reportAccessCast(t);
    const ownerId = cast.school.id;
    const admin = cast.siteAdmin;
    const other = await signUpUser(t.app);
    const act = (summary: string, at: string, owner = ownerId) => ({
      adminUserId: admin.user.id,
      action: 'PATCH /api/v1/profiles/:id',
      summary,
      targetType: 'profile',
      targetId: owner,
      ownerProfileId: owner,
      createdAt: new Date(at),
    });
    await t.db
      .insert(adminAuditLog)
      .values([
        act('Update a profile', '2030-01-01T10:00:00Z'),
        act('Refund <b>a</b> ticket', '2030-01-02T10:00:00Z'),
        act('Not this owner', '2030-01-03T10:00:00Z', other.user.id),
      ]);
    const list = async (query: Record<string, string | number | undefined> = {}) =>
      expectReply(await getReport(t, 'activities', { ownerId, ...query }, cast.owner), 200, activitiesReply);
    const feed = await list();
    const name = admin.user.name;
    expect(feed.totalCount).toBe(2);
    expect(feed.data.map((r) => r.message)).toEqual([
      ADMIN_ACTIVITY_MESSAGES.sentence(name, 'Refund &lt;b&gt;a&lt;/b&gt; ticket'),
      ADMIN_ACTIVITY_MESSAGES.sentence(name, 'Update a profile'),
    ]);
    expect((await list({ query: 'refund' })).data).toHaveLength(1);
    expect((await list({ query: name.split(' ')[0] })).data).toHaveLength(2);
    expect((await list({ query: 'nothing like it' })).data).toHaveLength(0);
    expect((await list({ targetId: ownerId })).totalCount).toBe(0);
    expect((await list({ actorId: admin.user.id })).totalCount).toBe(0);
    const page2 = await list({ perPage: 1, page: 2 });
    expect(page2).toMatchObject({ totalCount: 2, page: 2 });
    expect(page2.data.map((r) => r.message)).toEqual([ADMIN_ACTIVITY_MESSAGES.sentence(name, 'Update a profile')]);
  });
});
