import { z } from 'zod';
import { OUTBOX_EVENTS, type OutboxEventType, type OutboxPayloadInput } from '../../contracts/outbox-events.ts';
import type { Tx } from './db/client.ts';
import { outboxEvents } from './db/schema/index.ts';

/**
 * The one outbox writer. Every state change an organizer can subscribe to (the spec's webhook event types,
 * src/contracts/outbox-events.ts) is written here, in the transaction of the change; webhooks and notifications
 * read it. Each payload is checked against its type's schema before it is written: a bad one throws, and the
 * change rolls back with it.
 */

/** One event to record: its type, the owner (user or organization) it belongs to, and its payload. */
export type OutboxEvent = {
  [T in OutboxEventType]: { type: T; ownerId: string; payload: OutboxPayloadInput<T> };
}[OutboxEventType];

/** An event the outbox refuses: an unknown type, or a payload its type's schema does not accept. */
export class InvalidOutboxEvent extends Error {
  constructor(type: string, problem: string) {
    super(`Invalid outbox event ${type}: ${problem}`);
    this.name = 'InvalidOutboxEvent';
  }
}

const ownerIdSchema = z.uuid();

/** Checked at run time as well: callers' types are not trusted (a cast, a payload built from database rows). */
function rowOf(event: { type: string; ownerId: string; payload: unknown }) {
  const schema = Object.hasOwn(OUTBOX_EVENTS, event.type) ? OUTBOX_EVENTS[event.type as OutboxEventType] : undefined;
  if (!schema) throw new InvalidOutboxEvent(event.type, 'unknown event type');
  if (!ownerIdSchema.safeParse(event.ownerId).success) throw new InvalidOutboxEvent(event.type, 'ownerId must be a UUID');
  const parsed = schema.safeParse(event.payload);
  if (!parsed.success) throw new InvalidOutboxEvent(event.type, z.prettifyError(parsed.error));
  const payload: Record<string, unknown> = parsed.data;
  return { type: event.type, ownerId: event.ownerId, eventId: typeof payload.eventId === 'string' ? payload.eventId : null, payload };
}

/**
 * The insert of checked events (they are checked when this is called), to await or to run as a CTE of the
 * statement that makes the change (`tx.$with(...).as(outboxInsert(tx, events))`).
 */
export function outboxInsert(tx: Tx, events: readonly OutboxEvent[]) {
  return tx.insert(outboxEvents).values(events.map(rowOf)).returning({ id: outboxEvents.id });
}

/** Records events in the caller's transaction, in the given order. */
export async function recordEvents(tx: Tx, events: readonly OutboxEvent[]): Promise<void> {
  if (events.length) await outboxInsert(tx, events);
}

/** Records one event of `type` for its owner (a user or organization) in the caller's transaction. */
export async function recordEvent<T extends OutboxEventType>(tx: Tx, type: T, ownerId: string, payload: OutboxPayloadInput<T>): Promise<void> {
  await tx.insert(outboxEvents).values(rowOf({ type, ownerId, payload }));
}
