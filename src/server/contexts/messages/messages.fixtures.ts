import { sql } from 'drizzle-orm';
import type { TestApp } from '../../testing/test-app.ts';

export interface HolderSeed {
  ownerId: string;
  eventId: string;
  occurrenceId: string;
  ticketTypeId: string;
  count: number;
  /** Addresses are `<prefix><n>@example.com`. */
  prefix: string;
}

/** Completed orders of one ticket each, one holder address per order, in one statement (thousands in a second). */
export async function insertHolders(t: TestApp, s: HolderSeed) {
  await t.db.execute(sql`
    with o as (
      insert into orders (owner_id, event_id, occurrence_id, status, step, hold_expires_at, currency, payment_method, buyer_first_name, buyer_last_name, buyer_email, completed_at)
      select ${s.ownerId}::uuid, ${s.eventId}::uuid, ${s.occurrenceId}::uuid, 'completed', 'pay', now(), 'usd', 'free', 'Holder', n::text, ${s.prefix} || n || '@example.com', now()
        from generate_series(1, ${s.count}) as n
      returning id)
    insert into order_items (order_id, ticket_type_id, name, base_price, base_fee, status, qr_token, issued_at)
    select id, ${s.ticketTypeId}::uuid, 'Ticket', 0, 0, 'active', gen_random_uuid()::text, now() from o`);
}

/** How many mail jobs each address got (the e-mails enqueued, sent or not yet). */
export async function mailJobsPerAddress(t: TestApp, subject: string) {
  const { rows } = await t.db.execute<{ to: string; n: number }>(
    sql`select data->>'to' as to, count(*)::int as n from pgboss.job where name = 'mail.send' and data->>'subject' = ${subject} group by 1`,
  );
  return rows;
}
