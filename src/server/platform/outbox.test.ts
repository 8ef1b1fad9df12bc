import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OUTBOX_EVENT_TYPES, OUTBOX_EVENTS, type OutboxEventType } from '../../contracts/outbox-events.ts';
import { WEBHOOK_SAMPLE_PAYLOADS } from '../../contracts/webhook-samples.ts';
import { useTestApp } from '../testing/test-app.ts';
import { outboxEvents } from './db/schema/index.ts';
import { InvalidOutboxEvent, outboxInsert, recordEvent, recordEvents, type OutboxEvent } from './outbox.ts';

const id = () => randomUUID();
/** One valid payload of every event type (contracts/webhook-samples.ts). */
const SAMPLES = WEBHOOK_SAMPLE_PAYLOADS;

const eventOf = <T extends OutboxEventType>(type: T, ownerId = id()) => ({ type, ownerId, payload: SAMPLES[type] }) as OutboxEvent;

/** Fields a sender may leave out: the version (the writer writes 1) and those with a default. */
const OPTIONAL = new Set(['version', 'refunded']);

describe('outbox event catalog', () => {
  it("is exactly the spec's webhook event types", () => {
    expect(OUTBOX_EVENT_TYPES).toEqual([
      'order.created',
      'order.completed',
      'ticket.issued',
      'ticket.cancelled',
      'ticket.refunded',
      'ticket.checked_out',
      'ticket.checked_in',
      'ticket.transferred',
      'ticket.updated',
      'membership.subscription.created',
      'membership.subscription.updated',
      'membership.subscription.cancelled',
      'membership.subscription.expired',
    ]);
  });

  it.each(OUTBOX_EVENT_TYPES)('%s: the sample validates as version 1, and every required field is required', (type) => {
    const schema = OUTBOX_EVENTS[type];
    const sample = SAMPLES[type] as Record<string, unknown>;
    expect(schema.parse(sample)).toMatchObject({ ...sample, version: 1 });
    for (const key of Object.keys(schema.shape).filter((k) => !OPTIONAL.has(k))) {
      const { [key]: _dropped, ...rest } = sample;
      expect(schema.safeParse(rest).success, `${type} without ${key}`).toBe(false);
    }
    expect(schema.safeParse({ ...sample, version: 2 }).success).toBe(false);
  });
});

describe('outbox writer', () => {
  const t = useTestApp();
  const rowsOf = (ownerId: string) => t.db.select().from(outboxEvents).where(eq(outboxEvents.ownerId, ownerId)).orderBy(outboxEvents.id);

  it.each(OUTBOX_EVENT_TYPES)('records %s with its owner, event and versioned payload', async (type) => {
    const ownerId = id();
    const payload = SAMPLES[type];
    await t.db.transaction((tx) => recordEvent(tx, type, ownerId, payload));
    const [row] = await rowsOf(ownerId);
    expect(row).toMatchObject({ type, ownerId, payload: { ...payload, version: 1 } });
    expect(row!.eventId).toBe('eventId' in payload ? payload.eventId : null);
  });

  /** An event as an untyped caller might build it. */
  const raw = (type: string, payload: object, ownerId: string = id()) => ({ type, ownerId, payload });
  it.each<[string, () => ReturnType<typeof raw>]>([
    ['an unknown type', () => raw('order.shipped', SAMPLES['order.created'])],
    ['a missing field', () => raw('order.created', { ...SAMPLES['order.created'], total: undefined })],
    ['a wrong kind of value', () => raw('ticket.checked_in', { ...SAMPLES['ticket.checked_in'], checkedInAt: 'today' })],
    ['an amount that is not minor units', () => raw('ticket.refunded', { ...SAMPLES['ticket.refunded'], amount: 12.84 })],
    ['an upper-case currency', () => raw('order.created', { ...SAMPLES['order.created'], currency: 'USD' })],
    ['another version', () => raw('order.created', { ...SAMPLES['order.created'], version: 2 })],
    ['an owner that is not a UUID', () => raw('order.created', SAMPLES['order.created'], 'someone')],
  ])('refuses %s and writes nothing of the transaction', async (_name, make) => {
    const event = make();
    const ownerId = event.ownerId === 'someone' ? id() : event.ownerId;
    await expect(
      t.db.transaction(async (tx) => {
        await recordEvent(tx, 'order.created', ownerId, SAMPLES['order.created']);
        await recordEvents(tx, [event as OutboxEvent]);
      }),
    ).rejects.toThrow(InvalidOutboxEvent);
    expect(await rowsOf(ownerId)).toEqual([]);
  });

  it('leaves nothing when the transaction of the change rolls back', async () => {
    const ownerId = id();
    await expect(
      t.db.transaction(async (tx) => {
        await recordEvents(tx, [eventOf('order.completed', ownerId), eventOf('ticket.issued', ownerId)]);
        expect(await tx.select().from(outboxEvents).where(eq(outboxEvents.ownerId, ownerId))).toHaveLength(2);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowsOf(ownerId)).toEqual([]);
  });

  it('writes events in order, also as a CTE of the statement that makes the change', async () => {
    const ownerId = id();
    await t.db.transaction(async (tx) => {
      const written = tx.$with('written').as(outboxInsert(tx, [eventOf('order.created', ownerId)]));
      await tx.with(written).select().from(written);
      await recordEvents(tx, [eventOf('ticket.issued', ownerId), eventOf('ticket.checked_in', ownerId)]);
    });
    expect((await rowsOf(ownerId)).map((r) => r.type)).toEqual(['order.created', 'ticket.issued', 'ticket.checked_in']);
  });

  it('stores only the contract: fields outside the schema (a QR token, a provider secret) are dropped', async () => {
    const ownerId = id();
    const payload = { ...SAMPLES['ticket.issued'], qrToken: 'secret-qr', clientSecret: 'pi_secret' };
    await t.db.transaction((tx) => recordEvent(tx, 'ticket.issued', ownerId, payload));
    const [row] = await rowsOf(ownerId);
    expect(row!.payload).not.toHaveProperty('qrToken');
    expect(row!.payload).not.toHaveProperty('clientSecret');
  });
});
