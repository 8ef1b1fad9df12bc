import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { WEBHOOK_SAMPLE_PAYLOADS } from '../../../contracts/webhook-samples.ts';
import { WEBHOOK_EVENT_TYPES } from '../../../domain/webhooks.ts';
import { outboxEvents, webhookDeliveries } from '../../platform/db/schema/index.ts';
import { WEBHOOK_DELIVER_QUEUE } from '../../platform/jobs/catalog.ts';
import { recordEvents, type OutboxEvent } from '../../platform/outbox.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { queueReplay, queueTestEvent, requeueStaleDeliveries } from './delivery-queue.ts';
import { DISPATCH_BATCH, dispatchOutbox, webhookReceives } from './dispatcher.ts';
import { insertWebhook } from './webhooks.fixtures.ts';

/** The fan-out of outbox events into deliveries, and what queues a delivery's attempts. No workers: each step is called. */

describe('webhookReceives', () => {
  const at = new Date('2030-01-01T12:00:00.000Z');
  const hook: Parameters<typeof webhookReceives>[0] = { ownerId: 'a', status: null, eventTypes: ['order.created', 'ticket.issued'], createdAt: at };
  const event = { ownerId: 'a', type: 'order.created', createdAt: at };
  it.each<[string, Partial<typeof hook>, Partial<typeof event>, boolean]>([
    ['a new webhook (no status) gets its owner’s subscribed event', {}, {}, true],
    ['an active one does', { status: 'active' }, {}, true],
    ['a paused one does not', { status: 'inactive' }, {}, false],
    ['another owner’s event is not sent', {}, { ownerId: 'b' }, false],
    ['an unsubscribed type is not sent', {}, { type: 'ticket.cancelled' }, false],
    ['a webhook made before the event gets it', { createdAt: new Date(at.getTime() - 1) }, {}, true],
    ['a webhook made after the event does not', { createdAt: new Date(at.getTime() + 1) }, {}, false],
  ])('%s', (_name, hookChanges, eventChanges, expected) => {
    expect(webhookReceives({ ...hook, ...hookChanges }, { ...event, ...eventChanges })).toBe(expected);
  });
});

const t = useTestApp();
const deps = () => ({ db: t.db, jobs: t.jobs });

const eventOf = (type: (typeof WEBHOOK_EVENT_TYPES)[number], ownerId: string) =>
  ({ type, ownerId, payload: WEBHOOK_SAMPLE_PAYLOADS[type] }) as OutboxEvent;
const deliveriesOf = (webhookId: string) => t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId));

/** The attempt jobs queued for a delivery. */
async function deliverJobs(deliveryId: string): Promise<{ deliveryId: string; attempt: number }[]> {
  const { rows } = await t.db.execute<{ data: { deliveryId: string; attempt: number } }>(
    sql`select data from pgboss.job where name = ${WEBHOOK_DELIVER_QUEUE} and data->>'deliveryId' = ${deliveryId} order by created_on`,
  );
  return rows.map((r) => r.data);
}

async function dispatchAll(): Promise<number> {
  let total = 0;
  for (let taken = await dispatchOutbox(deps()); taken > 0; taken = await dispatchOutbox(deps())) total += taken;
  return total;
}

describe('dispatchOutbox', () => {
  it('turns each event into one delivery per receiving webhook, with its first attempt queued, exactly once', async () => {
    const [owner, other, quiet] = [await signUpUser(t.app), await signUpUser(t.app), await signUpUser(t.app)];
    const orders = await insertWebhook(t.db, owner.user.id, { eventTypes: ['order.created', 'order.completed'] });
    const tickets = await insertWebhook(t.db, owner.user.id, { eventTypes: ['ticket.issued'], status: 'active' });
    const paused = await insertWebhook(t.db, owner.user.id, { status: 'inactive' });
    const others = await insertWebhook(t.db, other.user.id);
    await t.db.transaction((tx) =>
      recordEvents(tx, [
        eventOf('order.created', owner.user.id),
        eventOf('ticket.issued', owner.user.id),
        eventOf('membership.subscription.created', owner.user.id),
        eventOf('order.created', other.user.id),
        eventOf('order.created', quiet.user.id),
      ]),
    );
    const late = await insertWebhook(t.db, owner.user.id);

    expect(await dispatchAll()).toBeGreaterThanOrEqual(5);

    const [order] = await t.db.select().from(outboxEvents).where(eq(outboxEvents.ownerId, owner.user.id)).orderBy(outboxEvents.id).limit(1);
    const [delivery, ...more] = await deliveriesOf(orders.id);
    expect(more).toEqual([]);
    expect(delivery).toMatchObject({
      ownerId: owner.user.id,
      outboxEventId: order!.id,
      eventName: 'order.created',
      status: 'pending',
      attempts: 0,
      roundAttempts: 0,
      createdAt: order!.createdAt,
      lastAttemptAt: null,
    });
    expect(delivery!.payload).toEqual({ id: delivery!.id, type: 'order.created', timestamp: order!.createdAt.toISOString(), data: order!.payload });
    expect(delivery!.nextAttemptAt).not.toBeNull();
    expect(await deliverJobs(delivery!.id)).toEqual([{ deliveryId: delivery!.id, attempt: 0 }]);

    expect((await deliveriesOf(tickets.id)).map((d) => d.eventName)).toEqual(['ticket.issued']);
    expect((await deliveriesOf(others.id)).map((d) => [d.eventName, d.ownerId])).toEqual([['order.created', other.user.id]]);
    expect(await deliveriesOf(paused.id)).toEqual([]);
    expect(await deliveriesOf(late.id)).toEqual([]);
    expect(await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.ownerId, quiet.user.id))).toEqual([]);
    const undispatched = await t.db
      .select()
      .from(outboxEvents)
      .where(sql`${outboxEvents.webhooksDispatchedAt} is null`);
    expect(undispatched).toEqual([]);

    // Nothing is left to take: a second run makes nothing twice.
    expect(await dispatchOutbox(deps())).toBe(0);
    expect(await deliveriesOf(orders.id)).toHaveLength(1);
  });

  it('takes each event once when several dispatchers run at the same time', async () => {
    const owner = await signUpUser(t.app);
    const hook = await insertWebhook(t.db, owner.user.id, { eventTypes: ['ticket.checked_in'] });
    const count = DISPATCH_BATCH + 100;
    for (let i = 0; i < count; i += 200) {
      const n = Math.min(200, count - i);
      await t.db.transaction((tx) =>
        recordEvents(
          tx,
          Array.from({ length: n }, () => eventOf('ticket.checked_in', owner.user.id)),
        ),
      );
    }
    await Promise.all([dispatchAll(), dispatchAll(), dispatchAll()]);
    const deliveries = await deliveriesOf(hook.id);
    expect(deliveries).toHaveLength(count);
    expect(new Set(deliveries.map((d) => d.outboxEventId)).size).toBe(count);
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = ${WEBHOOK_DELIVER_QUEUE} and data->>'deliveryId' in (select id::text from webhook_deliveries where webhook_id = ${hook.id})`,
    );
    expect(rows[0]!.n).toBe(count);
  });
});

describe('queueTestEvent', () => {
  it('queues the type’s sample payload as a delivery without an outbox event', async () => {
    const owner = await signUpUser(t.app);
    const hook = await insertWebhook(t.db, owner.user.id);
    const delivery = await queueTestEvent(deps(), hook, 'ticket.refunded');
    expect(delivery).toMatchObject({
      webhookId: hook.id,
      ownerId: owner.user.id,
      outboxEventId: null,
      eventName: 'ticket.refunded',
      status: 'pending',
    });
    expect(delivery.payload).toEqual({
      id: delivery.id,
      type: 'ticket.refunded',
      timestamp: delivery.createdAt.toISOString(),
      data: { ...WEBHOOK_SAMPLE_PAYLOADS['ticket.refunded'], version: 1 },
    });
    expect(await deliverJobs(delivery.id)).toEqual([{ deliveryId: delivery.id, attempt: 0 }]);
  });
});

describe('queueReplay', () => {
  it('starts a new round under the same id, and finds nothing of another owner', async () => {
    const [owner, stranger] = [await signUpUser(t.app), await signUpUser(t.app)];
    const hook = await insertWebhook(t.db, owner.user.id);
    const queued = await queueTestEvent(deps(), hook, 'order.created');
    await t.db
      .update(webhookDeliveries)
      .set({ status: 'failed', attempts: 8, roundAttempts: 8, nextAttemptAt: null })
      .where(eq(webhookDeliveries.id, queued.id));

    expect(await queueReplay(deps(), stranger.user.id, queued.id)).toBeNull();
    expect(await queueReplay(deps(), owner.user.id, randomUUID())).toBeNull();
    const [untouched] = await deliveriesOf(hook.id);
    expect(untouched).toMatchObject({ status: 'failed', roundAttempts: 8 });

    const replayed = await queueReplay(deps(), owner.user.id, queued.id);
    expect(replayed).toMatchObject({ id: queued.id, status: 'pending', attempts: 8, roundAttempts: 0 });
    expect(replayed!.nextAttemptAt).not.toBeNull();
    expect(await deliverJobs(queued.id)).toEqual([
      { deliveryId: queued.id, attempt: 0 },
      { deliveryId: queued.id, attempt: 0 },
    ]);
  });
});

describe('requeueStaleDeliveries', () => {
  it('re-sends the job of a pending delivery whose attempt is long overdue, and leaves the others', async () => {
    const owner = await signUpUser(t.app);
    const hook = await insertWebhook(t.db, owner.user.id);
    const [lost, onTime, failed] = [
      await queueTestEvent(deps(), hook, 'order.created'),
      await queueTestEvent(deps(), hook, 'order.created'),
      await queueTestEvent(deps(), hook, 'order.created'),
    ];
    // Its job was lost in its third round attempt (a worker killed mid-attempt): due 5 minutes ago.
    await t.db
      .update(webhookDeliveries)
      .set({ roundAttempts: 2, nextAttemptAt: sql`now() - interval '5 minutes'` })
      .where(eq(webhookDeliveries.id, lost.id));
    await t.db
      .update(webhookDeliveries)
      .set({ status: 'failed', nextAttemptAt: sql`now() - interval '5 minutes'` })
      .where(eq(webhookDeliveries.id, failed.id));

    expect(await requeueStaleDeliveries(deps())).toBeGreaterThanOrEqual(1);
    expect(await deliverJobs(lost.id)).toEqual([
      { deliveryId: lost.id, attempt: 0 },
      { deliveryId: lost.id, attempt: 2 },
    ]);
    expect(await deliverJobs(onTime.id)).toHaveLength(1);
    expect(await deliverJobs(failed.id)).toHaveLength(1);
    // Due now: the next minute's sweep leaves it alone.
    const [row] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(inArray(webhookDeliveries.id, [lost.id]));
    expect(Math.abs(row!.nextAttemptAt!.getTime() - Date.now())).toBeLessThan(60_000);
    await requeueStaleDeliveries(deps());
    expect(await deliverJobs(lost.id)).toHaveLength(2);
  });
});
