import { eq } from 'drizzle-orm';
import type { TrafficReply } from '../../../contracts/insight.ts';
import { INSIGHT_MESSAGES } from '../../../contracts/insight.messages.ts';
import { formatInZone } from '../../../domain/dates.ts';
import { rangeSources, trafficRange, trafficReport } from '../../../domain/insight.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { profiles } from '../../platform/db/schema/index.ts';
import type { EventAccess } from '../../platform/access/event-access.ts';
import type { ProfileAccess } from '../../platform/access/profile-access.ts';
import { invalid } from '../../platform/http/errors.ts';
import { rawRows, rolledUpRows, type TrafficScope } from './traffic-queries.ts';

interface RangeQuery {
  from?: string;
  to?: string;
}

/**
 * The traffic of a scope over a range of the organizer's days (the zone the rollups count days in, as Reporting does):
 * the rollups for the days that are final, the raw rows for the recent ones.
 */
async function traffic(db: Queryable, scope: TrafficScope, zone: string, asked: RangeQuery, now: Date): Promise<TrafficReply> {
  const today = formatInZone(now, zone, 'yyyy-MM-dd');
  const range = trafficRange(asked, today);
  if (range === 'fromAfterTo') throw invalid({ from: INSIGHT_MESSAGES.fromAfterTo });
  if (range === 'tooLong') throw invalid({ from: INSIGHT_MESSAGES.rangeTooLong });
  const sources = rangeSources(range.from, range.to, today);
  const [closed, recent] = await Promise.all([
    sources.rollups ? rolledUpRows(db, scope, sources.rollups) : [],
    sources.raw ? rawRows(db, scope, zone, sources.raw) : [],
  ]);
  return { ...trafficReport([...closed, ...recent], range.from, range.to), timezone: zone };
}

/** GET /api/v1/events/:eventId/traffic, behind the event's Stats gate. */
export async function eventTraffic(db: Queryable, { event }: EventAccess, asked: RangeQuery, now = new Date()): Promise<TrafficReply> {
  const [owner] = await db.select({ timezone: profiles.timezone }).from(profiles).where(eq(profiles.id, event.ownerId)).limit(1);
  return traffic(db, { organizerId: event.ownerId, eventId: event.id }, owner?.timezone ?? 'Etc/UTC', asked, now);
}

/** GET /api/v1/reporting/traffic, behind Reporting's gate. */
export async function ownerTraffic(db: Queryable, { profile }: ProfileAccess, asked: RangeQuery, now = new Date()): Promise<TrafficReply> {
  return traffic(db, { organizerId: profile.id, eventId: null }, profile.timezone, asked, now);
}
