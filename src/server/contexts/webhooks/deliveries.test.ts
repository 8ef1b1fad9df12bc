import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  WEBHOOK_REASONS,
  deliveriesReply,
  deliveryDetailReply,
  deliveryReply,
  type DeliveryView,
} from '../../../contracts/webhooks.ts';
import { rateLimits, webhookDeliveries } from '../../platform/db/schema/index.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';
import { WEBHOOK_DELIVER_QUEUE } from '../../platform/jobs/catalog.ts';
import { addMember, createSchool, headers, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { allowDeveloperZone, insertAttempts, insertDelivery, insertWebhook } from './webhooks.fixtures.ts';

/** The webhook logs (content-management 2.8, 7 Webhooks): list, filters and paging, a log's detail, test events and replays. */

const t = useTestApp();
const P = '/api/v1/profile_management';

type Reply = Awaited<ReturnType<typeof t.app.inject>>;
const get = (url: string, p?: Person) => t.app.inject({ method: 'GET', url: `${P}${url}`, headers: headers(p) });
const post = (url: string, payload: object, p?: Person) => t.app.inject({ method: 'POST', url: `${P}${url}`, headers: headers(p), payload });
const list = async (ownerId: string, p: Person, more = '') =>
  expectReply(await get(`/webhook_event_deliveries?ownerId=${ownerId}${more}`, p), 200, deliveriesReply);
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

let owner: Person, stranger: Person, member: Person, noZone: Person;
let school: { id: string };
/** The owner's two webhooks and another owner's. */
let hookA: Awaited<ReturnType<typeof insertWebhook>>, hookB: typeof hookA, strangersHook: typeof hookA;
/** The owner's logs, oldest first. */
let d: Awaited<ReturnType<typeof insertDelivery>>[];
let strangersDelivery: (typeof d)[number];

beforeAll(async () => {
  [owner, stranger, member, noZone] = (await Promise.all([1, 2, 3, 4].map(() => signUpUser(t.app)))) as [Person, Person, Person, Person];
  school = await createSchool(t, owner, 'Logs School', `logs-school-${Date.now().toString(36)}`);
  await addMember(t, school.id, member.user.id);
  await Promise.all([owner.user.id, school.id, stranger.user.id].map((id) => allowDeveloperZone(t.db, id)));

  // Paused: a replay's attempt is logged without a request leaving the machine.
  hookA = await insertWebhook(t.db, owner.user.id, { url: 'https://a.example.com/hook', status: 'inactive' });
  hookB = await insertWebhook(t.db, owner.user.id, { url: 'https://b.example.com/hook', status: 'inactive' });
  strangersHook = await insertWebhook(t.db, stranger.user.id, { status: 'inactive' });
  const base = Date.now() - 3_600_000;
  const at = (minutes: number) => new Date(base + minutes * 60_000);
  d = [
    await insertDelivery(t.db, hookA, { eventName: 'order.created', status: 'delivered', attempts: 1, createdAt: at(0) }),
    await insertDelivery(t.db, hookA, { eventName: 'ticket.issued', status: 'failed', attempts: 3, createdAt: at(1) }),
    await insertDelivery(t.db, hookB, { eventName: 'order.created', status: 'failed', attempts: 8, createdAt: at(2) }),
    await insertDelivery(t.db, hookB, { eventName: 'ticket.issued', status: 'pending', attempts: 2, createdAt: at(3) }),
    await insertDelivery(t.db, hookA, { eventName: 'order.completed', status: 'delivered', attempts: 1, createdAt: at(4), test: true }),
  ];
  strangersDelivery = await insertDelivery(t.db, strangersHook, { status: 'failed', createdAt: at(5) });
});

describe('the webhook logs', () => {
  it('lists the owner’s logs newest first, with their webhook’s URL, attempts and test flag', async () => {
    const page = await list(owner.user.id, owner);
    expect(page).toMatchObject({ page: 1, perPage: WEBHOOK_LIMITS.logsPageSize, totalCount: 5 });
    expect(ids(page.data)).toEqual(ids([...d].reverse()));
    const byId = new Map(page.data.map((row) => [row.id, row]));
    expect(byId.get(d[1]!.id)).toEqual<DeliveryView>({
      id: d[1]!.id,
      status: 'failed',
      eventName: 'ticket.issued',
      createdAt: d[1]!.createdAt.toISOString(),
      webhookId: hookA.id,
      url: 'https://a.example.com/hook',
      attempts: 3,
      nextAttemptAt: null,
      test: false,
    });
    expect(byId.get(d[3]!.id)).toMatchObject({
      status: 'pending',
      url: 'https://b.example.com/hook',
      nextAttemptAt: d[3]!.nextAttemptAt!.toISOString(),
    });
    expect(byId.get(d[4]!.id)).toMatchObject({ test: true, eventName: 'order.completed' });
  });

  it.each<[string, string, number[]]>([
    ['failed', '&status=failed', [2, 1]],
    ['delivered', '&status=delivered', [4, 0]],
    ['one event name', '&eventName=order.created', [2, 0]],
    ['one webhook', `&webhookId=:A`, [4, 1, 0]],
    ['a webhook, status and event name together', '&webhookId=:B&status=failed&eventName=order.created', [2]],
    ['a filter matching nothing', '&eventName=membership.subscription.expired', []],
  ])('filters by %s', async (_, filters, expected) => {
    const page = await list(owner.user.id, owner, filters.replace(':A', hookA.id).replace(':B', hookB.id));
    expect(ids(page.data)).toEqual(expected.map((i) => d[i]!.id));
    expect(page.totalCount).toBe(expected.length);
  });

  it('pages, counting every log of the filter', async () => {
    const second = await list(owner.user.id, owner, '&perPage=2&page=2');
    expect(second).toMatchObject({ page: 2, perPage: 2, totalCount: 5 });
    expect(ids(second.data)).toEqual([d[2]!.id, d[1]!.id]);
    expect(ids((await list(owner.user.id, owner, '&perPage=2&page=3')).data)).toEqual([d[0]!.id]);
    expect((await list(owner.user.id, owner, '&perPage=2&page=4')).data).toEqual([]);
  });

  it('refuses bad filters and another owner’s webhook', async () => {
    for (const bad of ['&status=pending', '&eventName=order.exploded', '&webhookId=nope', `&perPage=${WEBHOOK_LIMITS.logsPageSize + 1}`, '&page=0']) {
      expect((await get(`/webhook_event_deliveries?ownerId=${owner.user.id}${bad}`, owner)).statusCode, bad).toBe(422);
    }
    const res = await get(`/webhook_event_deliveries?ownerId=${owner.user.id}&webhookId=${strangersHook.id}`, owner);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: WEBHOOK_MESSAGES.notFound });
  });

  it('shows each owner only their own logs, and only to the owner’s editors with the developer zone', async () => {
    expect(ids((await list(stranger.user.id, stranger)).data)).toEqual([strangersDelivery.id]);
    expect((await list(school.id, owner)).data).toEqual([]);
    expect((await get(`/webhook_event_deliveries?ownerId=${owner.user.id}`)).statusCode).toBe(401);
    expect((await get(`/webhook_event_deliveries?ownerId=${owner.user.id}`, stranger)).statusCode).toBe(403);
    expect((await get(`/webhook_event_deliveries?ownerId=${school.id}`, member)).statusCode).toBe(403);
    const refused = await get(`/webhook_event_deliveries?ownerId=${noZone.user.id}`, noZone);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ reason: WEBHOOK_REASONS.notAllowed });
  });
});

describe('a log’s detail', () => {
  it('has the payload as sent and every attempt, newest first', async () => {
    await insertAttempts(t.db, d[1]!.id, [
      { statusCode: 500, responseExcerpt: 'Internal error', durationMs: 40 },
      { statusCode: null, error: 'Timed out after 10 s', durationMs: 10_000 },
      { statusCode: 502, responseExcerpt: '<html>Bad gateway</html>' },
    ]);
    const { delivery } = expectReply(await get(`/webhook_event_deliveries/${d[1]!.id}?ownerId=${owner.user.id}`, owner), 200, deliveryDetailReply);
    expect(delivery).toMatchObject({ id: d[1]!.id, status: 'failed', url: hookA.url, attempts: 3, test: false, payload: d[1]!.payload });
    expect(delivery.attemptLog.map((a) => a.number)).toEqual([3, 2, 1]);
    expect(delivery.attemptLog[1]).toMatchObject({ statusCode: null, error: 'Timed out after 10 s', durationMs: 10_000, responseExcerpt: '' });
    expect(delivery.attemptLog[2]).toMatchObject({ statusCode: 500, error: null, responseExcerpt: 'Internal error' });
    // Not yet tried: no attempts.
    expect(
      expectReply(await get(`/webhook_event_deliveries/${d[3]!.id}?ownerId=${owner.user.id}`, owner), 200, deliveryDetailReply).delivery.attemptLog,
    ).toEqual([]);
  });

  it('is not found for another owner, also when the caller manages both', async () => {
    const schoolHook = await insertWebhook(t.db, school.id, { status: 'inactive' });
    const schoolLog = await insertDelivery(t.db, schoolHook, { status: 'failed' });
    const notFound = (res: Reply) => {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: WEBHOOK_MESSAGES.deliveryNotFound });
    };
    notFound(await get(`/webhook_event_deliveries/${schoolLog.id}?ownerId=${owner.user.id}`, owner));
    notFound(await get(`/webhook_event_deliveries/${strangersDelivery.id}?ownerId=${owner.user.id}`, owner));
    notFound(await get(`/webhook_event_deliveries/${d[0]!.id}?ownerId=${stranger.user.id}`, stranger));
    notFound(await get(`/webhook_event_deliveries/${randomUUID()}?ownerId=${owner.user.id}`, owner));
    expect((await get(`/webhook_event_deliveries/${schoolLog.id}?ownerId=${school.id}`, owner)).statusCode).toBe(200);
    expect((await get(`/webhook_event_deliveries/${schoolLog.id}?ownerId=${school.id}`, member)).statusCode).toBe(403);
    expect((await get(`/webhook_event_deliveries/${schoolLog.id}?ownerId=${school.id}`)).statusCode).toBe(401);
  });
});

/** The job queued for a delivery's first attempt (pg-boss keeps it in job, or in archive once done). */
async function deliverJobs(deliveryId: string): Promise<{ attempt: number }[]> {
  const { rows } = await t.db.execute<{ data: { attempt: number } }>(sql`
    select data from pgboss.job where name = ${WEBHOOK_DELIVER_QUEUE} and data->>'deliveryId' = ${deliveryId}
    union all select data from pgboss.archive where name = ${WEBHOOK_DELIVER_QUEUE} and data->>'deliveryId' = ${deliveryId}`);
  return rows.map((r) => ({ attempt: r.data.attempt }));
}

describe('test events', () => {
  /** A closed local port: the attempt fails at once, without leaving the machine. */
  const closedPort = 'https://127.0.0.1:9/hook';

  it('queues a sample of the webhook’s first type, or of the type asked for, as a new test log', async () => {
    const hook = await insertWebhook(t.db, owner.user.id, {
      url: closedPort,
      status: 'active',
      eventTypes: ['ticket.checked_in', 'ticket.transferred'],
    });
    const { delivery } = expectReply(await post(`/webhooks/${hook.id}/test`, { ownerId: owner.user.id }, owner), 200, deliveryReply);
    expect(delivery).toMatchObject({ eventName: 'ticket.checked_in', webhookId: hook.id, url: closedPort, test: true, status: 'pending' });
    const [row] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery.id));
    expect(row).toMatchObject({ ownerId: owner.user.id, outboxEventId: null, eventName: 'ticket.checked_in' });
    expect(row!.payload).toMatchObject({ id: delivery.id, type: 'ticket.checked_in', data: { version: 1 } });
    expect(await deliverJobs(delivery.id)).toContainEqual({ attempt: 0 });

    const asked = expectReply(
      await post(`/webhooks/${hook.id}/test`, { ownerId: owner.user.id, eventType: 'order.completed' }, owner),
      200,
      deliveryReply,
    );
    expect(asked.delivery).toMatchObject({ eventName: 'order.completed', test: true });
    expect(asked.delivery.id).not.toBe(delivery.id);
  });

  it('is refused for another owner’s webhook, unknown types and callers who may not edit', async () => {
    expect((await post(`/webhooks/${strangersHook.id}/test`, { ownerId: owner.user.id }, owner)).statusCode).toBe(404);
    expect((await post(`/webhooks/${hookA.id}/test`, { ownerId: stranger.user.id }, stranger)).statusCode).toBe(404);
    expect((await post(`/webhooks/${hookA.id}/test`, { ownerId: owner.user.id, eventType: 'order.exploded' }, owner)).statusCode).toBe(422);
    expect((await post(`/webhooks/${hookA.id}/test`, { ownerId: owner.user.id }, stranger)).statusCode).toBe(403);
    expect((await post(`/webhooks/${hookA.id}/test`, { ownerId: owner.user.id })).statusCode).toBe(401);
    const noZoneHook = await insertWebhook(t.db, noZone.user.id, { status: 'inactive' });
    expect((await post(`/webhooks/${noZoneHook.id}/test`, { ownerId: noZone.user.id }, noZone)).json()).toMatchObject({
      reason: WEBHOOK_REASONS.notAllowed,
    });
  });
});

describe('replays', () => {
  it('queues the logged event again under the same id', async () => {
    const jobsBefore = (await deliverJobs(d[2]!.id)).length;
    const { delivery } = expectReply(
      await post(`/webhook_event_deliveries/${d[2]!.id}/replay`, { ownerId: owner.user.id }, owner),
      200,
      deliveryReply,
    );
    expect(delivery).toMatchObject({ id: d[2]!.id, status: 'pending', url: hookB.url, eventName: 'order.created', test: false });
    expect((await deliverJobs(d[2]!.id)).length).toBe(jobsBefore + 1);
  });

  it('is not found for another owner’s delivery', async () => {
    const res = await post(`/webhook_event_deliveries/${strangersDelivery.id}/replay`, { ownerId: owner.user.id }, owner);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: WEBHOOK_MESSAGES.deliveryNotFound });
    expect((await post(`/webhook_event_deliveries/${d[0]!.id}/replay`, { ownerId: stranger.user.id }, stranger)).statusCode).toBe(404);
    expect((await post(`/webhook_event_deliveries/${d[0]!.id}/replay`, { ownerId: owner.user.id }, stranger)).statusCode).toBe(403);
    expect((await post(`/webhook_event_deliveries/${d[0]!.id}/replay`, { ownerId: owner.user.id })).statusCode).toBe(401);
    const [untouched] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, strangersDelivery.id));
    expect(untouched!.status).toBe(strangersDelivery.status);
  });

  it('counts test events and replays per owner against one limit', async () => {
    const limited = await signUpUser(t.app);
    await allowDeveloperZone(t.db, limited.user.id);
    const hook = await insertWebhook(t.db, limited.user.id, { status: 'inactive' });
    const log = await insertDelivery(t.db, hook, { status: 'failed' });
    // The window already full (the tests scale every limit by RATE_LIMIT_SCALE).
    await t.db
      .insert(rateLimits)
      .values({ key: `${RATE_RULES.webhookSend.name}:${limited.user.id}`, count: 1_000_000, resetAt: new Date(Date.now() + 60_000) });
    expect((await post(`/webhook_event_deliveries/${log.id}/replay`, { ownerId: limited.user.id }, limited)).statusCode).toBe(429);
    expect((await post(`/webhooks/${hook.id}/test`, { ownerId: limited.user.id }, limited)).statusCode).toBe(429);
    expect((await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.ownerId, limited.user.id))).length).toBe(1);
    // Other owners are not held back.
    expect((await post(`/webhook_event_deliveries/${d[1]!.id}/replay`, { ownerId: owner.user.id }, owner)).statusCode).toBe(200);
  });
});
