import { and, between, eq, sql } from 'drizzle-orm';
import type { TrafficRow } from '../../../domain/insight.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { analyticsDaily } from '../../platform/db/schema/index.ts';
import { FUNNEL_ACTIONS, PROFILE_LEVEL_EVENT_ID, referrerHostOf, utmOf, visitorOf } from '../analytics/index.ts';

/** Whose traffic: one event's, or (eventId null) all an organizer's events together. */
export interface TrafficScope {
  organizerId: string;
  eventId: string | null;
}

interface Days {
  from: string;
  to: string;
}

/** Closed days: analytics_daily's rows of the scope (the profile-level rows for an organizer). */
export async function rolledUpRows(db: Queryable, scope: TrafficScope, days: Days): Promise<TrafficRow[]> {
  const ofScope = scope.eventId
    ? eq(analyticsDaily.eventId, scope.eventId)
    : and(eq(analyticsDaily.organizerId, scope.organizerId), eq(analyticsDaily.eventId, PROFILE_LEVEL_EVENT_ID));
  return db
    .select({
      day: sql<string>`${analyticsDaily.day}::text`,
      metric: analyticsDaily.metric,
      dimension: analyticsDaily.dimension,
      value: analyticsDaily.value,
    })
    .from(analyticsDaily)
    .where(and(ofScope, between(analyticsDaily.day, days.from, days.to)));
}

/** grouping(referrer, utm, device, promoter): a bit is set for each column a grouping set leaves out. */
const DIMENSION_OF_GROUPING: Record<number, 'referrer' | 'utm' | 'device' | 'promoter' | ''> = {
  15: '',
  7: 'referrer',
  11: 'utm',
  13: 'device',
  14: 'promoter',
};

type RawGroup = {
  day: string;
  action: string;
  referrer: string | null;
  utm: string | null;
  device: string | null;
  promoter: string | null;
  grouping: number;
  actions: number;
  sessions: number;
  visitors: number;
};

/**
 * The days not final in the rollups yet (today and the two before, domain/insight.ts RAW_DAYS), counted from the
 * raw rows as the rollup counts them (the same actions, visitors and dimensions: analytics/counted.ts): a day is the
 * organizer's (`zone`), `views` counts event_viewed actions, `visitors` the distinct visitors who viewed, each funnel
 * step distinct sessions, in total and by the session's referrer host, UTM campaign,
 * device and promoter. One statement: a grouping set per dimension.
 */
export async function rawRows(db: Queryable, scope: TrafficScope, zone: string, days: Days): Promise<TrafficRow[]> {
  const ofScope = scope.eventId ? sql`a.event_id = ${scope.eventId}` : sql`a.organizer_id = ${scope.organizerId}`;
  const result = await db.execute<RawGroup>(sql`
    with acts as (
      select (a.created_at at time zone ${zone})::date::text as day, a.session_id, ${visitorOf(sql`s`)} as visitor, a.action_name,
        ${referrerHostOf(sql`s`)} as referrer, ${utmOf(sql`s`)} as utm, s.device, s.promoter
      from analytics_actions a
      join analytics_sessions s on s.id = a.session_id
      where ${ofScope}
        and a.created_at >= (${days.from}::date)::timestamp at time zone ${zone}
        and a.created_at < (${days.to}::date + 1)::timestamp at time zone ${zone}
        and a.action_name in (${FUNNEL_ACTIONS})
    )
    select day, action_name as action, referrer, utm, device, promoter,
      grouping(referrer, utm, device, promoter)::int as grouping,
      count(*)::int as actions, count(distinct session_id)::int as sessions, count(distinct visitor)::int as visitors
    from acts
    group by grouping sets ((day, action_name), (day, action_name, referrer), (day, action_name, utm), (day, action_name, device),
      (day, action_name, promoter))`);
  return result.rows.flatMap((g) => {
    const kind = DIMENSION_OF_GROUPING[Number(g.grouping)];
    if (kind === undefined) return [];
    const value = kind === '' ? '' : g[kind];
    if (value === null) return []; // no referrer, no campaign: counted in the total only
    const dimension = kind === '' ? '' : `${kind}:${value}`;
    const row = (metric: string, n: number): TrafficRow => ({ day: g.day, metric, dimension, value: Number(n) });
    return g.action === 'event_viewed'
      ? [row('views', g.actions), row('visitors', g.visitors), row(g.action, g.sessions)]
      : [row(g.action, g.sessions)];
  });
}
