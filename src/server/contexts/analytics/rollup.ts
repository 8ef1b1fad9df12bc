import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { FUNNEL_ACTIONS, referrerHostOf, utmOf, visitorOf } from './counted.ts';

/** The event_id of an organizer's profile-level rows in analytics_daily (every event of theirs together). */
export const PROFILE_LEVEL_EVENT_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Recomputes one day of analytics_daily from the raw rows: deletes the day's rows and inserts them again, in one
 * transaction, so running it twice (a retried job, a day rolled up again once it closed everywhere) gives the same
 * table. The day is each organizer's own, in their profile's time zone, as Reporting counts days.
 *
 * Per organizer, per event and for the profile as a whole (PROFILE_LEVEL_EVENT_ID): `views` counts `event_viewed`
 * actions, `visitors` the distinct visitors who viewed (counted.ts visitorOf), each funnel step distinct sessions.
 * Each metric is given in total (dimension '') and by the session's referrer host, UTM campaign, device and promoter.
 */
export async function rollUpDay(db: Db, day: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from analytics_daily where day = ${day}::date`);
    // Any zone's day D lies within D-1 00:00 and D+2 00:00 UTC: that range uses the index on created_at, and the
    // organizer's zone then picks the exact day.
    await tx.execute(sql`
      with acts as (
        select a.session_id, ${visitorOf(sql`s`)} as visitor, a.action_name, a.event_id, a.organizer_id,
          ${referrerHostOf(sql`s`)} as referrer, ${utmOf(sql`s`)} as utm, s.device, s.promoter
        from analytics_actions a
        join profiles p on p.id = a.organizer_id
        join analytics_sessions s on s.id = a.session_id
        where a.created_at >= (${day}::date - 1)::timestamp at time zone 'UTC'
          and a.created_at < (${day}::date + 2)::timestamp at time zone 'UTC'
          and (a.created_at at time zone p.timezone)::date = ${day}::date
          and a.action_name in (${FUNNEL_ACTIONS})
      ),
      measured as (
        select acts.session_id, acts.visitor, acts.organizer_id, scope.event_id, metric.name as metric, dim.name as dimension
        from acts
        cross join lateral (values (acts.event_id), (${PROFILE_LEVEL_EVENT_ID}::uuid)) as scope(event_id)
        cross join lateral (values
          (case when acts.action_name = 'event_viewed' then 'views' end),
          (case when acts.action_name = 'event_viewed' then 'visitors' end),
          (acts.action_name)) as metric(name)
        cross join lateral (values
          (''),
          ('referrer:' || acts.referrer),
          ('utm:' || acts.utm),
          ('device:' || acts.device),
          ('promoter:' || acts.promoter)) as dim(name)
        where scope.event_id is not null and metric.name is not null and dim.name is not null
      )
      insert into analytics_daily (day, organizer_id, event_id, metric, dimension, value)
      select ${day}::date, organizer_id, event_id, metric, dimension,
        case metric when 'views' then count(*) when 'visitors' then count(distinct visitor) else count(distinct session_id) end
      from measured
      group by organizer_id, event_id, metric, dimension`);
  });
}
