import type { Tx } from '../../platform/db/client.ts';
import { outboxEvents } from '../../platform/db/schema/index.ts';

export interface OutboxEvent {
  type: 'order.created' | 'order.completed' | 'ticket.issued';
  ownerId: string;
  eventId: string;
  payload: Record<string, unknown>;
}

/** The insert of outbox rows, to run alone or as a CTE of the statement that makes the change. */
export const outboxInsert = (tx: Tx, rows: OutboxEvent[]) => tx.insert(outboxEvents).values(rows).returning({ id: outboxEvents.id });

/** Writes state changes organizers can subscribe to, in the transaction of the change. */
export async function writeOutbox(tx: Tx, rows: OutboxEvent[]) {
  if (rows.length) await outboxInsert(tx, rows);
}
