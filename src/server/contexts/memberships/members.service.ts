import { and, desc, eq, isNull, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MEMBERS_EXPORT,
  MEMBERS_PAGE_SIZE,
  MEMBERSHIP_MESSAGES,
  type MemberView,
  type membersCsvQuery,
  type membersQuery,
  type membersReply,
} from '../../../contracts/memberships.ts';
import { formatInZone } from '../../../domain/dates.ts';
import { memberDisplay, type MemberStatus, type MemberStatusFilter } from '../../../domain/memberships.ts';
import { formatMoney } from '../../../domain/money.ts';
import { toCsv } from '../../platform/csv.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { membershipSubscriptions as subs, membershipTiers as tiers } from '../../platform/db/schema/index.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { ProfileRow } from '../accounts/index.ts';
import { hasAccessNow } from '../../platform/access/member-access.ts';
import type { SubscriptionRow } from './subscription-records.ts';

/**
 * The organizer's members table (content-management 2.2, 4): the status filter, tier filter and search, one member,
 * and the CSV export. Members added by hand are changed in manual-members.service.ts.
 */

type MembersQuery = z.output<typeof membersQuery>;
type MembersFilter = z.output<typeof membersCsvQuery>;

/**
 * The status filter in SQL, the twin of domain `matchesMemberFilter` (so paging counts right): active = access now
 * and not canceled; invited = invited, or active without an expiry; expired = everything else (canceled included).
 */
export function memberFilter(filter: MemberStatusFilter, now: Date): SQL | undefined {
  const active = and(hasAccessNow(now), ne(subs.status, 'canceled'))!;
  const invited = or(eq(subs.status, 'invited'), and(eq(subs.status, 'active'), isNull(subs.expiresAt)))!;
  if (filter === 'active') return active;
  if (filter === 'invited') return invited;
  // NULL (no expiry) must count as 'no access', not drop the row.
  if (filter === 'expired') return not(sql`coalesce(${or(active, invited)}, false)`);
  return undefined;
}

/** The table's rows: the owner's memberships, never an unfinished checkout ('pending' is not a member). */
function membersWhere(ownerId: string, q: MembersFilter, now: Date): SQL {
  const term = q.search?.trim().toLowerCase();
  return and(
    eq(subs.ownerId, ownerId),
    ne(subs.status, 'pending'),
    memberFilter(q.status, now),
    q.tierId ? eq(subs.tierId, q.tierId) : undefined,
    // A plain substring match, case-insensitive: no LIKE wildcards to escape.
    term ? sql`(strpos(lower(${subs.name}), ${term}) > 0 or strpos(lower(${subs.email}), ${term}) > 0)` : undefined,
  )!;
}

export function toMemberView(row: SubscriptionRow, tierName: string, now: Date): MemberView {
  const status = row.status as MemberStatus;
  const display = memberDisplay({ status, expiresAt: row.expiresAt, autoRenew: row.autoRenew }, now);
  return {
    id: row.id,
    userId: row.userId,
    userName: row.name,
    userEmail: row.email,
    tierId: row.tierId,
    tierName,
    priceId: row.priceId,
    priceAmount: row.amount,
    priceInterval: row.interval,
    currency: row.currency,
    status,
    display: { kind: display.kind, date: display.date?.toISOString() ?? null },
    expiresAt: row.expiresAt?.toISOString() ?? null,
    startsAt: row.startsAt?.toISOString() ?? null,
    autoRenew: row.autoRenew,
    stripeSubscription: row.provider !== null,
  };
}

const memberRows = (db: Queryable, where: SQL) =>
  db
    .select({ row: subs, tierName: tiers.name })
    .from(subs)
    .innerJoin(tiers, eq(tiers.id, subs.tierId))
    .where(where)
    .orderBy(desc(subs.createdAt), desc(subs.id))
    .$dynamic();

/** GET /api/v1/membership_subscriptions: 10 a page, newest first. */
export async function listMembers(db: Queryable, owner: ProfileRow, q: MembersQuery, now = new Date()): Promise<z.input<typeof membersReply>> {
  const where = membersWhere(owner.id, q, now);
  const [rows, total] = await Promise.all([
    memberRows(db, where)
      .limit(MEMBERS_PAGE_SIZE)
      .offset((q.page - 1) * MEMBERS_PAGE_SIZE),
    db.$count(subs, where),
  ]);
  return { data: rows.map((r) => toMemberView(r.row, r.tierName, now)), page: q.page, perPage: MEMBERS_PAGE_SIZE, totalCount: total };
}

/** The most rows one export holds. */
const EXPORT_MAX_ROWS = 50_000;

/**
 * GET /api/v1/membership_subscriptions.csv: the same rows without paging, columns MEMBERS_EXPORT.columns. The price
 * with its currency ('$5.00'), the status as the table shows it, the expiry as a date in the owner's zone.
 */
export async function membersCsv(db: Queryable, owner: ProfileRow, q: MembersFilter, now = new Date()): Promise<string> {
  const rows = await memberRows(db, membersWhere(owner.id, q, now)).limit(EXPORT_MAX_ROWS);
  return toCsv(
    MEMBERS_EXPORT.columns,
    rows.map(({ row, tierName }) => {
      const m = toMemberView(row, tierName, now);
      return [
        m.userName,
        m.userEmail,
        m.tierName,
        formatMoney(m.priceAmount, m.currency),
        m.priceInterval,
        m.display.kind,
        row.expiresAt ? formatInZone(row.expiresAt, owner.timezone, 'yyyy-MM-dd') : '',
      ];
    }),
  );
}

/** One member of the owner (an unfinished checkout is none); 404 'Sorry! That member wasn’t found.' otherwise. */
export async function memberView(db: Queryable, owner: ProfileRow, id: string, now = new Date()): Promise<MemberView> {
  const [found] = await memberRows(db, and(eq(subs.id, id), eq(subs.ownerId, owner.id), ne(subs.status, 'pending'))!);
  if (!found) throw notFound(MEMBERSHIP_MESSAGES.memberNotFound);
  return toMemberView(found.row, found.tierName, now);
}
