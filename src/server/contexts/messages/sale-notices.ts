import { sql, type SQL } from 'drizzle-orm';
import { SALE_NOTICES as T } from '../../../contracts/messages.messages.ts';
import type { Config } from '../../platform/config.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { escapeHtml, oneLine } from '../../platform/html.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import { enqueueMail } from '../../platform/mail/mail.jobs.ts';
import { notify } from '../notifications/index.ts';

export interface SaleNoticeDeps {
  db: Db;
  jobs: Jobs;
  config: Pick<Config, 'publicUrl'>;
}

/** At most one digest e-mail per member and owner in this window; the first sale after a quiet window goes at once. */
export const DIGEST_WINDOW_MS = 15 * 60_000;
/** Outbox events read per run; the next minute's run reads on. */
const EVENTS_PER_RUN = 500;
/** Sales older than this when first read (a fresh install, a long stop) are not announced any more. */
const STALE_MS = 24 * 3600_000;

type Sale = {
  id: number;
  owner_id: string;
  kind: 'order' | 'membership';
  who: string | null;
  what: string;
  tickets: number;
  event_id: string | null;
  /** The owner's handle: a membership's notice links to the owner's members list. */
  owner_username: string;
};

/**
 * New completed orders (sales and free registrations) and new memberships from the outbox, past the one cursor row.
 * The cursor is locked for the run and moves in the transaction that writes the notices: a second run, at once or
 * after a crash, reads past what the first wrote.
 */
async function readSales(tx: Tx, now: Date): Promise<Sale[]> {
  await tx.execute(sql`insert into sale_notice_cursor (id, last_event_id) values (1, 0) on conflict do nothing`);
  const { rows } = await tx.execute<Sale>(sql`
    with cursor as (select last_event_id from sale_notice_cursor where id = 1 for update)
    select e.id, e.owner_id,
           case when e.type = 'order.completed' then 'order' else 'membership' end as kind,
           case when e.type = 'order.completed' then nullif(trim(concat_ws(' ', o.buyer_first_name, o.buyer_last_name)), '') else ms.name end as who,
           coalesce(ev.name, mt.name, '') as what,
           coalesce((e.payload->>'tickets')::int, 0) as tickets,
           ev.id as event_id, owner.username as owner_username
      from outbox_events e
      join profiles owner on owner.id = e.owner_id
      left join orders o on e.type = 'order.completed' and o.id = (e.payload->>'orderId')::uuid
      left join events ev on ev.id = o.event_id
      left join membership_subscriptions ms on e.type = 'membership.subscription.created' and ms.id = (e.payload->>'subscriptionId')::uuid
      left join membership_tiers mt on mt.id = ms.tier_id
     where e.id > (select last_event_id from cursor) and e.type in ('order.completed', 'membership.subscription.created')
       -- A member the organizer added by hand is no sale: the team member who added them knows.
       and coalesce((e.payload->>'manual')::boolean, false) = false
       and e.created_at > ${new Date(now.getTime() - STALE_MS)}
     order by e.id limit ${EVENTS_PER_RUN}`);
  return rows;
}

/** Whether the person turned sale notices off for themselves (notification_settings; no row is on). */
const optedOut = (userId: SQL) => sql`exists (select 1 from notification_settings s where s.user_id = ${userId} and not s.sale_notices)`;

/**
 * Who hears of an owner's sales: the organization's team members with 'receive notifications' (the team role of
 * accounts-and-reporting 2.2), or the person who owns the events when the owner is a person; in both cases only
 * while their own switch (Settings > Account, Notifications) is on.
 */
async function listeners(tx: Tx, ownerIds: string[]): Promise<Map<string, string[]>> {
  const { rows } = await tx.execute<{ owner_id: string; user_id: string }>(sql`
    select owner_id, user_id from (
      select organization_id as owner_id, user_id from affiliations where organization_id in ${ownerIds} and receive_notifications
      union select id, id from profiles where id in ${ownerIds} and type = 'user') l
     where not ${optedOut(sql`l.user_id`)}`);
  const byOwner = new Map<string, string[]>();
  for (const r of rows) byOwner.set(r.owner_id, [...(byOwner.get(r.owner_id) ?? []), r.user_id]);
  return byOwner;
}

const noticeLink = (s: Sale) =>
  s.kind === 'order' ? (s.event_id ? `/management/courses/${s.event_id}/registrations` : null) : `/manage/${s.owner_username}/memberships/members`;
const noticeHtml = (s: Sale) => {
  const who = escapeHtml(oneLine(s.who ?? T.someone));
  return s.kind === 'order' ? T.order(who, s.tickets, escapeHtml(oneLine(s.what))) : T.membership(who, escapeHtml(oneLine(s.what)));
};
const digestLine = (s: Sale) => {
  const who = oneLine(s.who ?? T.someone);
  return s.kind === 'order' ? T.orderLine(who, s.tickets, oneLine(s.what)) : T.membershipLine(who, oneLine(s.what));
};

/** Turns new sales into in-app notifications and pending digest lines, once each. Returns how many sales it read. */
export async function recordSaleNotices(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const sales = await readSales(tx, now);
    if (!sales.length) return 0;
    const byOwner = await listeners(tx, [...new Set(sales.map((s) => s.owner_id))]);
    for (const sale of sales) {
      for (const userId of byOwner.get(sale.owner_id) ?? []) {
        await notify(tx, { userId, html: noticeHtml(sale), link: noticeLink(sale) });
        await tx.execute(sql`
          insert into sale_digests (user_id, owner_id, pending, lines) values (${userId}, ${sale.owner_id}, 1, array[${digestLine(sale)}])
          on conflict (user_id, owner_id) do update set pending = sale_digests.pending + 1, lines = (sale_digests.lines || excluded.lines)[1:50]`);
      }
    }
    await tx.execute(sql`update sale_notice_cursor set last_event_id = ${sales.at(-1)!.id} where id = 1`);
    return sales.length;
  });
}

/**
 * Mails each member's pending sales as one e-mail, at most once per window; each digest row is taken, mailed and
 * emptied in one transaction, so a second run mails nothing twice. Only to verified addresses.
 */
export async function sendSaleDigests(deps: SaleNoticeDeps, now: Date): Promise<number> {
  return deps.db.transaction(async (tx) => {
    // Sales noted before the person turned notices off are not mailed later, nor when they turn them on again.
    await tx.execute(sql`update sale_digests d set pending = 0, lines = '{}' where d.pending > 0 and ${optedOut(sql`d.user_id`)}`);
    const { rows } = await tx.execute<{
      user_id: string;
      owner_id: string;
      pending: number;
      lines: string[];
      email: string;
      owner: string;
      username: string;
    }>(sql`
      select d.user_id, d.owner_id, d.pending, d.lines, u.email, p.name as owner, me.username
        from sale_digests d join users u on u.profile_id = d.user_id and u.email_verified_at is not null
        join profiles p on p.id = d.owner_id
        join profiles me on me.id = d.user_id
       where d.pending > 0 and (d.last_mailed_at is null or d.last_mailed_at <= ${new Date(now.getTime() - DIGEST_WINDOW_MS)})
       for update of d skip locked`);
    for (const d of rows) {
      const owner = oneLine(d.owner);
      const more = d.pending - d.lines.length;
      const lines = more > 0 ? [...d.lines, `+${more}`] : d.lines;
      // The notifications list is the bell of every page once signed in.
      const link = `${deps.config.publicUrl}/`;
      const settings = `${deps.config.publicUrl}/manage/${encodeURIComponent(d.username)}/settings/account`;
      await enqueueMail(
        deps.jobs,
        {
          to: d.email,
          subject: T.digestSubject(d.pending, owner),
          text: [T.digestIntro(owner), lines.map((l) => `- ${l}`).join('\n'), link, `${T.digestFooter} ${settings}`].join('\n\n'),
          html: [
            `<p>${escapeHtml(T.digestIntro(owner))}</p>`,
            `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
            `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
            `<p style="color:#666;font-size:12px">${escapeHtml(T.digestFooter)} <a href="${escapeHtml(settings)}">${escapeHtml(T.digestSettings)}</a></p>`,
          ].join('\n'),
        },
        tx,
      );
      await tx.execute(
        sql`update sale_digests set pending = 0, lines = '{}', last_mailed_at = ${now} where user_id = ${d.user_id} and owner_id = ${d.owner_id}`,
      );
    }
    return rows.length;
  });
}
