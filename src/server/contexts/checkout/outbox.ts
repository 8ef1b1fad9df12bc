import type PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
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

/**
 * Lets pg-boss insert a job through our transaction, so the job exists exactly when the change commits (the
 * completion's e-mail job is never lost to a crash after commit, nor sent for a rolled-back completion).
 */
export function jobsInTransaction(tx: Tx): PgBoss.ConnectionOptions {
  return {
    db: {
      async executeSql(text: string, values: unknown[]) {
        // pg-boss writes $1..$n placeholders; rebuild them as drizzle parameters.
        const parts = text.split(/\$(\d+)/).map((chunk, i) => (i % 2 ? sql.param(values[Number(chunk) - 1]) : sql.raw(chunk)));
        const result = await tx.execute(sql.join(parts));
        return { rows: result.rows };
      },
    },
  };
}
