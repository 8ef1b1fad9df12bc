import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { ticketInventory } from '../../platform/db/schema/index.ts';

/**
 * `count` paid card orders of one ticket each for a new event of a new owner, inserted in bulk SQL (one statement
 * per table) with their succeeded sandbox payments: what a mass refund of hundreds of orders starts from. Order n's
 * buyer is bulk-n@example.com and pays 1,584 (a 1,500 ticket and its 84 fee).
 */
export async function seedPaidOrders(db: Db, count: number) {
  const { rows } = await db.execute<{ owner: string; event: string; occurrence: string; type: string }>(sql`
    with owner as (
      insert into profiles (type, username, name) values ('user', 'bulk' || substr(md5(random()::text), 1, 10), 'Bulk Owner') returning id
    ), event as (
      insert into events (owner_id, name, timezone, currency, published, starts_at, ends_at)
      select id, 'Jazz Night', 'Europe/London', 'usd', true, now() + interval '5 days', now() + interval '5 days 3 hours' from owner returning id, owner_id
    ), occurrence as (
      insert into event_occurrences (event_id, starts_at, ends_at, timezone)
      select id, now() + interval '5 days', now() + interval '5 days 3 hours', 'Europe/London' from event returning id
    ), type as (
      insert into ticket_types (event_id, name, price, fee, currency, quantity)
      select id, 'General admission', 1500, 84, 'usd', ${count} from event returning id
    )
    select event.owner_id as owner, event.id as event, occurrence.id as occurrence, type.id as type from event, occurrence, type`);
  const f = rows[0]!;
  await db.execute(sql`
    insert into sandbox_payments (id, client_secret, account_id, amount, currency, application_fee, status)
    select 'pi_bulk_' || ${f.event.replace(/-/g, '')} || '_' || n, 'secret', 'acct_sandbox_bulk', 1584, 'usd', 84, 'succeeded'
    from generate_series(1, ${count}) n`);
  await db.execute(sql`
    with made as (
      insert into orders (event_id, occurrence_id, owner_id, status, step, hold_expires_at, currency, subtotal, fee_total, total,
        payment_method, payment_provider, payment_id, transaction_id, buyer_first_name, buyer_last_name, buyer_email, completed_at)
      select ${f.event}, ${f.occurrence}, ${f.owner}, 'completed', 'pay', now(), 'usd', 1584, 84, 1584, 'card', 'sandbox',
        'pi_bulk_' || ${f.event.replace(/-/g, '')} || '_' || n, 'pi_bulk_' || n, 'Buyer', 'Number' || n, 'bulk-' || n || '@example.com', now()
      from generate_series(1, ${count}) n
      returning id, buyer_email
    )
    insert into order_items (order_id, ticket_type_id, name, base_price, base_fee, status, first_name, last_name, email, qr_token, issued_at)
    select id, ${f.type}, 'General admission', 1500, 84, 'active', 'Buyer', 'Bulk', buyer_email, md5(random()::text) || md5(random()::text), now()
    from made`);
  await db.insert(ticketInventory).values({ ticketTypeId: f.type, occurrenceId: f.occurrence, sold: count });
  return { ownerId: f.owner, eventId: f.event };
}

/**
 * What a mass refund of `seedPaidOrders` left, per order: provider refunds, refunded tickets' outbox events, e-mails
 * queued (mail jobs) and delivered (the outbox mailer's rows, once the mail worker has run).
 */
export async function refundCounts(db: Db, eventId: string) {
  const { rows } = await db.execute<{
    orders: number;
    refunded_rows: number;
    not_once_at_provider: number;
    not_once_in_outbox: number;
    not_once_mailed: number;
    not_once_delivered: number;
    wrong_amount: number;
    retried: number;
  }>(sql`
    with o as (select id, payment_id, buyer_email, total, refunded_amount from orders where event_id = ${eventId})
    select
      (select count(*)::int from o) as orders,
      (select count(*)::int from mass_refund_orders m join o on o.id = m.order_id where m.state = 'refunded') as refunded_rows,
      (select count(*)::int from o where (select count(*) from sandbox_refunds r where r.payment_id = o.payment_id) <> 1) as not_once_at_provider,
      (select count(*)::int from o where (select count(*) from outbox_events e
        where e.type = 'ticket.refunded' and e.payload->>'orderId' = o.id::text) <> 1) as not_once_in_outbox,
      (select count(*)::int from o where (select count(*) from pgboss.job j
        where j.name = 'mail.send' and j.data->>'to' = o.buyer_email) <> 1) as not_once_mailed,
      (select count(*)::int from o where (select count(*) from mail_outbox m where m."to" = o.buyer_email) <> 1) as not_once_delivered,
      (select count(*)::int from o join sandbox_payments p on p.id = o.payment_id
        where p.refunded_amount <> o.total or o.refunded_amount <> o.total) as wrong_amount,
      (select count(*)::int from mass_refund_orders m join o on o.id = m.order_id where m.attempts > 1) as retried`);
  return rows[0]!;
}
