import { sql } from 'drizzle-orm';
import type { Tx } from '../platform/db/client.ts';
import { syncEventSpan } from '../contexts/events/index.ts';

/**
 * The demo history's clock. Checkout, check-ins and refunds take "now" from the database (`now()`, column
 * defaults) and refuse sales for dates that have passed, so the history cannot be placed in the past directly:
 * it is played through the services today, in the order it happened, against events dated in the future, and
 * then moved back in one step (backdate). Each step notes the outbox's last id before it runs; the outbox events a
 * step wrote take the step's time, and the rows they speak of (orders, tickets, check-ins, refunds) take their
 * event's time. Memberships and donations take `now` as a parameter and are played at their own times.
 */

export interface HistoryStep {
  at: Date;
  run: () => Promise<void>;
}

export class HistoryClock {
  /** Per step: the outbox id its events come after, and its time. */
  private readonly marks: { after: number; at: string }[] = [];
  private firstId: number | null = null;

  constructor(private readonly tx: Tx) {}

  private async lastOutboxId(): Promise<number> {
    const { rows } = await this.tx.execute<{ id: string | null }>(sql`select max(id) as id from outbox_events`);
    return Number(rows[0]?.id ?? 0);
  }

  /** Runs the steps in the order of their times (ties keep their order). */
  async play(steps: HistoryStep[]): Promise<void> {
    const ordered = steps.map((s, i) => ({ s, i })).sort((a, b) => a.s.at.getTime() - b.s.at.getTime() || a.i - b.i);
    for (const { s } of ordered) {
      const after = await this.lastOutboxId();
      this.firstId ??= after;
      this.marks.push({ after, at: s.at.toISOString() });
      await s.run();
    }
  }

  /**
   * Moves what the steps wrote to their times: the outbox events (a second apart within a step, in their order),
   * then the orders, tickets, check-ins and refunds those events record, and the dates of `pastEvents` back by
   * `shiftDays` (they were on sale in the future while the history played).
   */
  async backdate(pastEvents: string[], shiftDays: number): Promise<void> {
    if (this.firstId === null) return;
    const marks = JSON.stringify(this.marks.map((m, i) => ({ ...m, upto: this.marks[i + 1]?.after ?? null })));
    const tx = this.tx;
    const first = this.firstId;
    await tx.execute(sql`
      update outbox_events o set created_at = m.at + (o.id - m.after - 1) * interval '1 second'
      from jsonb_to_recordset(${marks}::jsonb) as m(after bigint, upto bigint, at timestamptz)
      where o.id > m.after and (m.upto is null or o.id <= m.upto)`);
    const ofType = (type: string) => sql`e.id > ${first} and e.type = ${type}`;
    // The payload's own time of the change (webhooks send it) follows its event's new time.
    const restampPayload = (type: string, field: string) =>
      tx.execute(sql`
        update outbox_events e set payload = jsonb_set(e.payload, ${`{${field}}`}::text[],
          to_jsonb(to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
        where ${ofType(type)}`);
    await tx.execute(sql`
      update orders o set created_at = e.created_at, updated_at = e.created_at, hold_expires_at = e.created_at + interval '10 minutes'
      from outbox_events e where ${ofType('order.created')} and (e.payload->>'orderId')::uuid = o.id`);
    await tx.execute(sql`
      update orders o set completed_at = e.created_at, updated_at = e.created_at
      from outbox_events e where ${ofType('order.completed')} and (e.payload->>'orderId')::uuid = o.id`);
    await restampPayload('order.completed', 'completedAt');
    await tx.execute(sql`
      update order_items i set created_at = o.created_at, issued_at = case when i.issued_at is not null then o.completed_at end
      from orders o, outbox_events e
      where ${ofType('order.created')} and (e.payload->>'orderId')::uuid = o.id and i.order_id = o.id`);
    await tx.execute(sql`
      update order_items i set checked_in_at = e.created_at
      from outbox_events e where ${ofType('ticket.checked_in')} and (e.payload->>'orderItemId')::uuid = i.id`);
    await restampPayload('ticket.checked_in', 'checkedInAt');
    await tx.execute(sql`
      update order_items i set refunded_at = e.created_at, canceled_at = case when i.canceled_at is not null then e.created_at end
      from outbox_events e where ${ofType('ticket.refunded')} and (e.payload->>'orderItemId')::uuid = i.id`);
    if (!pastEvents.length) return;
    const shift = sql`${shiftDays} * interval '1 day'`;
    await tx.execute(sql`
      update event_occurrences set starts_at = starts_at - ${shift}, ends_at = ends_at - ${shift}, door_time = door_time - ${shift}
      where event_id in ${pastEvents}`);
    for (const id of pastEvents) await syncEventSpan(tx, id);
  }
}
