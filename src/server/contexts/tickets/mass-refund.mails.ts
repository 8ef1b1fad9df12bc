import { sql, type SQL } from 'drizzle-orm';
import { EVENT_LIFECYCLE_MAILS as MAILS, type MassRefundKind, type MassRefundState } from '../../../contracts/event-cancel.ts';
import { formatMoney } from '../../../domain/money.ts';
import { subjectName } from '../../../domain/text.ts';
import type { Tx } from '../../platform/db/client.ts';
import { escapeHtml, oneLine } from '../../platform/html.ts';
import { enqueueMail } from '../../platform/mail/mail.jobs.ts';
import type { TicketDeps } from './ticket-actions.service.ts';

/**
 * The e-mails of a cancelled event's mass refund (issue 34, docs/decisions/events.md). Each address (a buyer's, a
 * ticket holder's) gets one cancellation e-mail listing every order it bought or holds a ticket of, with what
 * happened to each, written in the transaction that takes the last of those orders out of pending (refunded, or
 * failed after its attempts) and keyed in mail_once, so a rerun or a crash sends it once. An order listed as failed
 * and refunded after a retry sends a short e-mail of its own then.
 */

type Person = {
  address: string;
  order_id: string;
  kind: MassRefundKind;
  state: MassRefundState;
  amount: number;
  currency: string;
};

const summaryKey = (massRefundId: string) => sql`'event-canceled:' || ${massRefundId}::text || ':'`;

/**
 * Every (address, order) pair of the mass refund: the order's buyer (or their account's address) and the holders of
 * its tickets that admitted when the event was cancelled (those the mass refund then refunded or cancelled).
 */
const people = (massRefundId: string): SQL => sql`
  select distinct lower(trim(a.address)) as address, r.order_id, r.kind, r.state, r.amount, r.currency
  from mass_refund_orders r
  join mass_refunds mr on mr.id = r.mass_refund_id
  join orders o on o.id = r.order_id
  left join users u on u.profile_id = o.user_id
  left join order_items i on i.order_id = o.id
    and (i.status in ('active', 'transfer_pending') or (i.status in ('refunded', 'canceled') and i.canceled_at >= mr.created_at))
  cross join lateral (values (coalesce(o.buyer_email, u.email)), (i.email)) a(address)
  where r.mass_refund_id = ${massRefundId} and a.address is not null`;

/**
 * After `orderId` left pending (in the caller's transaction, which holds the mass refund's row lock): the summary
 * to each of its addresses whose orders are all settled now, and, when the order was refunded after being listed as
 * failed, its own e-mail to the addresses already told.
 */
export async function mailCancellation(
  deps: Pick<TicketDeps, 'jobs' | 'config'>,
  tx: Tx,
  m: { massRefundId: string; orderId: string; eventName: string },
): Promise<void> {
  const event = oneLine(m.eventName);
  const told = await tx.execute<Person>(sql`
    with p as (${people(m.massRefundId)})
    select * from p where order_id = ${m.orderId} and state = 'refunded' and kind = 'provider'
      and exists (select 1 from mail_once k where k.key = ${summaryKey(m.massRefundId)} || p.address)`);
  for (const row of told.rows) await enqueueRefundMade(deps, tx, event, row);
  const { rows } = await tx.execute<Person>(sql`
    with p as (${people(m.massRefundId)}),
    ready as (
      select address from p where address in (select address from p where order_id = ${m.orderId})
      group by address having bool_and(state <> 'pending')
    ),
    fresh as (
      insert into mail_once (key) select ${summaryKey(m.massRefundId)} || address from ready on conflict do nothing returning key
    )
    select p.* from p join fresh on fresh.key = ${summaryKey(m.massRefundId)} || p.address
    order by p.address, p.order_id`);
  const byAddress = new Map<string, Person[]>();
  for (const row of rows) byAddress.set(row.address, [...(byAddress.get(row.address) ?? []), row]);
  for (const [to, orders] of byAddress) await enqueueSummary(deps, tx, event, to, orders);
}

function outcomeLine(p: Person): string {
  const amount = formatMoney(p.amount, p.currency);
  if (p.kind === 'free') return MAILS.freeLine;
  if (p.kind === 'cash') return MAILS.cashLine;
  if (p.state === 'failed') return MAILS.refundDelayedLine(amount);
  return p.amount > 0 ? MAILS.refundedLine(amount) : MAILS.alreadyRefundedLine;
}

const ticketsLink = (deps: Pick<TicketDeps, 'config'>, orderId: string) => `${deps.config.publicUrl}/tickets/${orderId}`;

async function enqueueSummary(deps: Pick<TicketDeps, 'jobs' | 'config'>, tx: Tx, event: string, to: string, orders: Person[]) {
  const parts = orders.map((p) => ({ heading: MAILS.orderHeading(p.order_id), line: outcomeLine(p), link: ticketsLink(deps, p.order_id) }));
  await enqueueMail(
    deps.jobs,
    {
      to,
      subject: MAILS.canceledSubject(subjectName(event)),
      text: [MAILS.canceledBody(event), ...parts.map((p) => [p.heading, p.line, `${MAILS.ticketsLink}: ${p.link}`].join('\n'))].join('\n\n'),
      html: [
        `<p>${escapeHtml(MAILS.canceledBody(event))}</p>`,
        ...parts.map(
          (p) =>
            `<p><strong>${escapeHtml(p.heading)}</strong><br>${escapeHtml(p.line)}<br><a href="${escapeHtml(p.link)}">${escapeHtml(MAILS.ticketsLink)}</a></p>`,
        ),
      ].join('\n'),
    },
    tx,
  );
}

async function enqueueRefundMade(deps: Pick<TicketDeps, 'jobs' | 'config'>, tx: Tx, event: string, p: Person) {
  const body = MAILS.refundMadeBody(event, formatMoney(p.amount, p.currency));
  const link = ticketsLink(deps, p.order_id);
  await enqueueMail(
    deps.jobs,
    {
      to: p.address,
      subject: MAILS.refundMadeSubject(subjectName(event)),
      text: [body, `${MAILS.ticketsLink}: ${link}`].join('\n\n'),
      html: [`<p>${escapeHtml(body)}</p>`, `<p><a href="${escapeHtml(link)}">${escapeHtml(MAILS.ticketsLink)}</a></p>`].join('\n'),
    },
    tx,
  );
}
