import { count, desc, eq, sql } from 'drizzle-orm';
import type { ReferralRow, ReferralsReply } from '../../../contracts/referrals.ts';
import { REFERRAL_RULES, countedEarnings, referralStatus } from '../../../domain/referrals.ts';
import type { Db } from '../../platform/db/client.ts';
import { orders, profiles } from '../../platform/db/schema/index.ts';
import { reportedOrdersOf } from '../reporting/index.ts';

type ReferredAccount = Pick<typeof profiles.$inferSelect, 'id' | 'name' | 'username' | 'currency' | 'createdAt'>;

/**
 * The Ovation fees of an account's own reported sales (as organizer, in its account currency) per UTC day, from its
 * first fee until that fee is 365 days old; the cap is applied by countedEarnings.
 */
async function feesByDay(db: Db, account: ReferredAccount) {
  const { rows } = await db.execute<{ day: string; amount: string | number; first_at: string | Date }>(sql`
    with fees as (
      select ${orders.completedAt} as at, ${orders.feeTotal} as fee from ${orders}
      where ${reportedOrdersOf(account.id)} and ${orders.feeTotal} > 0 and lower(${orders.currency}) = ${account.currency.toLowerCase()}
    ), first as (select min(at) as first_at from fees)
    select to_char(fees.at at time zone 'UTC', 'YYYY-MM-DD') as day, sum(fees.fee)::bigint as amount, min(first.first_at) as first_at
    from fees, first
    where fees.at <= first.first_at + make_interval(secs => ${REFERRAL_RULES.windowMs / 1000})
    group by 1`);
  const days = rows.map((r) => ({ day: r.day, amount: Number(r.amount) }));
  const firstAt = rows[0] ? new Date(rows[0].first_at) : null;
  return { days, firstAt };
}

async function referralRow(db: Db, account: ReferredAccount, now: Date): Promise<ReferralRow> {
  const { days, firstAt } = await feesByDay(db, account);
  const { raw, dates } = countedEarnings(days, account.currency);
  return {
    referredAccount: account.name,
    referredAccountUuid: account.id,
    referredAccountUsername: account.username,
    amountEarned: raw,
    currency: account.currency,
    dates,
    startedEarning: Object.keys(dates).sort()[0] ?? null,
    status: referralStatus(raw, firstAt, account.currency, now),
    joinedAt: account.createdAt.toISOString(),
  };
}

/** The accounts `ownerId` referred, newest first, 10 a page, each with what it earned the owner. */
export async function listReferrals(db: Db, ownerId: string, page: number, now: Date): Promise<ReferralsReply> {
  const perPage = REFERRAL_RULES.pageSize;
  const referred = eq(profiles.referredById, ownerId);
  const [accounts, [total]] = await Promise.all([
    db
      .select({ id: profiles.id, name: profiles.name, username: profiles.username, currency: profiles.currency, createdAt: profiles.createdAt })
      .from(profiles)
      .where(referred)
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(profiles).where(referred),
  ]);
  const data = await Promise.all(accounts.map((account) => referralRow(db, account, now)));
  return { data, page, perPage, totalCount: total?.n ?? 0 };
}
