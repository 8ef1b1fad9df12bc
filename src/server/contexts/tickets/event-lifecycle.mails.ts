import { sql } from 'drizzle-orm';
import { EVENT_LIFECYCLE_MAILS as MAILS } from '../../../contracts/event-cancel.ts';
import { TICKET_DATE_FORMAT } from '../../../contracts/tickets.ts';
import { formatInZone } from '../../../domain/dates.ts';
import { subjectName } from '../../../domain/text.ts';
import type { Tx } from '../../platform/db/client.ts';
import type { events } from '../../platform/db/schema/index.ts';
import { escapeHtml, oneLine } from '../../platform/html.ts';
import { enqueueMail } from '../../platform/mail/mail.jobs.ts';
import type { TicketDeps } from './ticket-actions.service.ts';

/**
 * The postponement e-mail: one per address holding an active ticket of the event or having bought one, with the
 * date of their ticket, once per address and new start (mail_once), in the caller's transaction.
 */
export async function mailPostponed(deps: Pick<TicketDeps, 'jobs' | 'config'>, tx: Tx, event: typeof events.$inferSelect) {
  const { rows } = await tx.execute<{ address: string; order_id: string; starts_at: Date; timezone: string }>(sql`
    with people as (
      select distinct on (lower(a.address)) lower(a.address) as address, o.id as order_id, oc.starts_at, oc.timezone
      from order_items i
      join orders o on o.id = i.order_id
      join event_occurrences oc on oc.id = coalesce(i.occurrence_id, o.occurrence_id)
      left join users u on u.profile_id = o.user_id
      cross join lateral (values (i.email), (coalesce(o.buyer_email, u.email))) a(address)
      where o.event_id = ${event.id} and o.status in ('completed', 'transferred') and i.status = 'active' and a.address is not null
      order by lower(a.address), oc.starts_at
    ), fresh as (
      insert into mail_once (key)
      select 'event-postponed:' || ${event.id}::text || ':' || extract(epoch from starts_at)::bigint || ':' || address from people
      on conflict do nothing returning key
    )
    select p.address, p.order_id, p.starts_at, p.timezone from people p
    where exists (select 1 from fresh f where f.key = 'event-postponed:' || ${event.id}::text || ':' || extract(epoch from p.starts_at)::bigint || ':' || p.address)`);
  const name = oneLine(event.name);
  for (const row of rows) {
    const date = formatInZone(new Date(row.starts_at), row.timezone, TICKET_DATE_FORMAT);
    const lines = [MAILS.postponedBody(name, date)];
    if (event.refundRequestsUntil) lines.push(MAILS.refundWindowLine(formatInZone(event.refundRequestsUntil, row.timezone, TICKET_DATE_FORMAT)));
    const link = `${deps.config.publicUrl}/tickets/${row.order_id}`;
    await enqueueMail(
      deps.jobs,
      {
        to: row.address,
        subject: MAILS.postponedSubject(subjectName(name)),
        text: [...lines, '', `${MAILS.ticketsLink}: ${link}`].join('\n\n'),
        html: [...lines.map((l) => `<p>${escapeHtml(l)}</p>`), `<p><a href="${escapeHtml(link)}">${escapeHtml(MAILS.ticketsLink)}</a></p>`].join(
          '\n',
        ),
      },
      tx,
    );
  }
}
