import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogReply } from '../../../contracts/audit.ts';
import { adminAuditLog, orderItems, orders, sandboxPayments } from '../../platform/db/schema/index.ts';
import { course, errorShape, headers, makeAdmin, makeEvent, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { mailsAfterJobs, signUpUser, useTestApp } from '../../testing/test-app.ts';
import { makeTicketFixture, outboxOf } from '../tickets/tickets.fixtures.ts';

/** The audit log as admins read it, and an admin's refund: the owner's own path, plus its audit row. */

const t = useTestApp();
const LOG = '/api/v1/admin/audit_log';
const read = (query: Record<string, string>, p?: Person) =>
  t.app.inject({ method: 'GET', url: `${LOG}?${new URLSearchParams(query)}`, headers: headers(p) });
const refund = (id: string, p: Person) => t.app.inject({ method: 'POST', url: `/api/v1/order_items/${id}/refund`, headers: headers(p) });

let admin: Person;
let owner: Person;
let buyer: Person;

beforeAll(async () => {
  [admin, owner, buyer] = await Promise.all([signUpUser(t.app), signUpUser(t.app), signUpUser(t.app)]);
  await makeAdmin(t, admin.user.id);
});

/** What a refund leaves behind, without the ids that differ between two fixtures. */
async function refundTrace(f: Awaited<ReturnType<typeof makeTicketFixture>>, itemId: string) {
  const [item] = await t.db.select().from(orderItems).where(eq(orderItems.id, itemId));
  const [order] = await t.db.select().from(orders).where(eq(orders.id, f.order.id));
  const [payment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, f.order.paymentId!));
  const events = (await outboxOf(t, itemId)).map((e) => {
    const {
      orderId: _o,
      orderItemId: _i,
      eventId: _e,
      occurrenceId: _d,
      ticketTypeId: _t,
      byUserId: _b,
      refundId,
      ...rest
    } = e.payload as Record<string, unknown>;
    return { type: e.type, ...rest, refundId: typeof refundId };
  });
  return {
    item: { status: item!.status, refundedAmount: item!.refundedAmount },
    order: { refundedAmount: order!.refundedAmount },
    payment: { refundedAmount: payment!.refundedAmount },
    events,
    available: await f.available(),
  };
}

describe("an admin's refund", () => {
  it("goes through the owner's refund path: the same ledger rows, e-mails and webhook event, plus one audit row", async () => {
    const mine = await makeTicketFixture(t, { owner, buyer, count: 2, price: 1500, fee: 84 });
    const byOwner = await refund(mine.items[0]!.id, owner);
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    const mailsAfterOwner = (await mailsAfterJobs(t, buyer.email)).length;

    const theirs = await makeTicketFixture(t, { owner, buyer, count: 2, price: 1500, fee: 84 });
    const byAdmin = await refund(theirs.items[0]!.id, admin);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json()).toEqual(byOwner.json());
    expect(await refundTrace(theirs, theirs.items[0]!.id)).toEqual(await refundTrace(mine, mine.items[0]!.id));
    expect((await mailsAfterJobs(t, buyer.email)).length - mailsAfterOwner).toBe(mailsAfterOwner);

    const rows = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.adminUserId, admin.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'POST /api/v1/order_items/:id/refund',
      targetType: 'order_item',
      targetId: theirs.items[0]!.id,
      ownerProfileId: owner.user.id,
      // The ticket as it was and as the refund left it, captured from the database (docs/decisions/admin.md).
      before: expect.objectContaining({ [`order_items/${theirs.items[0]!.id}`]: expect.objectContaining({ status: 'active' }) }),
      after: expect.objectContaining({ [`order_items/${theirs.items[0]!.id}`]: expect.objectContaining({ status: 'refunded' }) }),
    });
    expect(await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.adminUserId, owner.user.id))).toHaveLength(0);
  });
});

describe("an admin's edits in an owner's area", () => {
  it("keep the changed fields' values before and after: event details, profile settings", async () => {
    const event = await makeEvent(t, owner, owner.user.id, { name: 'Before Night' });
    const patched = await t.app.inject({ method: 'PATCH', url: course(event.id), headers: headers(admin), payload: { name: 'After Night' } });
    expect(patched.statusCode, patched.body).toBe(200);
    const settings = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/profiles/${owner.user.id}`,
      headers: headers(admin),
      payload: { name: 'Renamed Owner', username: owner.user.username, settingAttributes: {} },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const rows = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.ownerProfileId, owner.user.id));
    const byTarget = (type: string) => rows.filter((r) => r.targetType === type);
    expect(byTarget('event')).toHaveLength(1);
    expect(byTarget('event')[0]).toMatchObject({
      targetId: event.id,
      before: { [`events/${event.id}`]: { name: 'Before Night' } },
      after: { [`events/${event.id}`]: { name: 'After Night' } },
    });
    expect(byTarget('profile')).toHaveLength(1);
    expect(byTarget('profile')[0]).toMatchObject({
      before: { [`profiles/${owner.user.id}`]: { name: owner.user.name } },
      after: { [`profiles/${owner.user.id}`]: { name: 'Renamed Owner' } },
    });
  });
});

describe('GET /api/v1/admin/audit_log', () => {
  it('lists admin acts newest first with names, filtered by admin, owner, target, action and date, paged', async () => {
    const second = await signUpUser(t.app);
    await makeAdmin(t, second.user.id);
    const school = second.user.id;
    const values = (adminUserId: string, action: string, at: string, ownerProfileId: string | null) => ({
      adminUserId,
      action,
      summary: action,
      targetType: ownerProfileId ? 'profile' : 'site',
      targetId: ownerProfileId ?? 'site',
      ownerProfileId,
      createdAt: new Date(at),
    });
    await t.db
      .insert(adminAuditLog)
      .values([
        values(second.user.id, 'PATCH /api/v1/profiles/:id', '2030-01-01T10:00:00Z', owner.user.id),
        values(second.user.id, 'PUT /api/v1/site_alert', '2030-01-02T10:00:00Z', null),
        values(second.user.id, 'POST /api/v1/order_items/:id/refund', '2030-01-03T10:00:00Z', school),
      ]);
    const all = expectReply(await read({ adminId: second.user.id }, admin), 200, auditLogReply);
    expect(all.totalCount).toBe(3);
    expect(all.data.map((r) => r.action)).toEqual(['POST /api/v1/order_items/:id/refund', 'PUT /api/v1/site_alert', 'PATCH /api/v1/profiles/:id']);
    expect(all.data[0]!.admin).toEqual({ id: second.user.id, name: second.user.name, username: second.user.username });
    expect(all.data[1]!.owner).toBeNull();
    expect(all.data[2]!.owner).toMatchObject({ id: owner.user.id, username: owner.user.username });

    const only = async (query: Record<string, string>) =>
      expectReply(await read({ adminId: second.user.id, ...query }, admin), 200, auditLogReply).data.map((r) => r.action);
    expect(await only({ ownerId: owner.user.id })).toEqual(['PATCH /api/v1/profiles/:id']);
    expect(await only({ targetType: 'site', targetId: 'site' })).toEqual(['PUT /api/v1/site_alert']);
    expect(await only({ action: 'REFUND' })).toEqual(['POST /api/v1/order_items/:id/refund']);
    expect(await only({ from: '2030-01-02T00:00:00Z', to: '2030-01-02T23:59:59Z' })).toEqual(['PUT /api/v1/site_alert']);
    expect(await only({ action: '100%_' })).toEqual([]);
    const page2 = expectReply(await read({ adminId: second.user.id, perPage: '2', page: '2' }, admin), 200, auditLogReply);
    expect(page2).toMatchObject({ page: 2, perPage: 2, totalCount: 3 });
    expect(page2.data.map((r) => r.action)).toEqual(['PATCH /api/v1/profiles/:id']);
  });

  it('is 404 to everyone but site admins, and 422 on bad filters', async () => {
    for (const p of [undefined, owner, buyer]) {
      const res = await read({}, p);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ ...errorShape, code: 'not_found' });
    }
    for (const bad of [
      { adminId: 'nope' },
      { perPage: '0' },
      { perPage: '101' },
      { page: '0' },
      { from: 'yesterday' },
      { action: 'a'.repeat(201) },
    ] as Record<string, string>[]) {
      expect((await read(bad, admin)).statusCode, JSON.stringify(bad)).toBe(422);
    }
  });

  it('cannot be changed through any route: reading it writes nothing', async () => {
    const before = (await t.db.select().from(adminAuditLog)).length;
    await read({}, admin);
    expect((await t.db.select().from(adminAuditLog)).length).toBe(before);
  });
});
