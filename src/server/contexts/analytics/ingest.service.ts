import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { analyticsActionInput, analyticsSessionInput, webVitalInput } from '../../../contracts/analytics.ts';
import type { Db } from '../../platform/db/client.ts';
import type { RateLimiter } from '../../platform/http/rate-limit.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';
import { describeAgent, dropReason, originAndPath, pathOnly, type VisitorHeaders } from './visitor.ts';

/**
 * Ingestion of the browser tracker's batches: each batch is one INSERT … SELECT over the batch as a jsonb recordset,
 * joined to the events and sessions it names, so an unknown event id is stored as null and an action of an unknown
 * session is dropped, without a foreign key to wait on. Nothing runs in another transaction: analytics never
 * touches a checkout's.
 */

export interface IngestDeps {
  db: Db;
  limits: RateLimiter;
  config: { env: string; analyticsCountHeadless: boolean };
}

/** What a batch needs of its request: the visitor's headers, the client address (only for the rate limit), the user. */
export interface Visit {
  headers: VisitorHeaders;
  ip: string;
  userId: string | null;
}

type SessionRow = z.output<typeof analyticsSessionInput>;
type ActionRow = z.output<typeof analyticsActionInput>;
type VitalRow = z.output<typeof webVitalInput>;

/**
 * The address is counted as a digest, never stored as such. Limits per browser session, and per address with a
 * ceiling 20 times higher: a venue's Wi-Fi or a carrier's NAT puts many honest visitors behind one address.
 */
async function countBatch(deps: IngestDeps, visit: Visit, sessionIds: string[]) {
  const address = createHash('sha256').update(visit.ip).digest('base64url').slice(0, 22);
  for (const id of new Set(sessionIds)) await deps.limits.hit(RATE_RULES.analytics, id);
  await deps.limits.hit(RATE_RULES.analyticsPerAddress, address);
}

/** Whether the batch is recorded; counted against the limits only when it is. */
async function admit(deps: IngestDeps, visit: Visit, sessionIds: string[]): Promise<boolean> {
  if (dropReason(visit.headers, { countHeadless: deps.config.analyticsCountHeadless }) !== null) return false;
  await countBatch(deps, visit, sessionIds);
  return true;
}

export async function ingestSessions(deps: IngestDeps, visit: Visit, sessions: SessionRow[]): Promise<void> {
  if (
    !(await admit(
      deps,
      visit,
      sessions.map((s) => s.id),
    ))
  )
    return;
  const agent = describeAgent(visit.headers['user-agent'] ?? '');
  const rows = sessions.map((s) => ({
    id: s.id,
    event_id: s.eventId ?? null,
    event_occurrence_id: s.eventOccurrenceId ?? null,
    organizer_id: s.organizerId ?? null,
    locale: s.locale,
    referrer: originAndPath(s.referrer),
    utm_source: s.utmSource ?? null,
    utm_medium: s.utmMedium ?? null,
    utm_campaign: s.utmCampaign ?? null,
    promoter: s.promoter ?? null,
  }));
  // The organizer is the event's owner when the page is an event's, else the profile the page names.
  await deps.db.execute(sql`
    insert into analytics_sessions (id, user_id, event_id, event_occurrence_id, organizer_id, browser, os, device, locale,
      referrer, utm_source, utm_medium, utm_campaign, promoter, environment)
    select v.id, ${visit.userId}::uuid, e.id, o.id, coalesce(e.owner_id, p.id), ${agent.browser}, ${agent.os}, ${agent.device},
      v.locale, v.referrer, v.utm_source, v.utm_medium, v.utm_campaign, v.promoter, ${deps.config.env}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, event_id uuid, event_occurrence_id uuid, organizer_id uuid,
      locale text, referrer text, utm_source text, utm_medium text, utm_campaign text, promoter text)
    left join events e on e.id = v.event_id
    left join event_occurrences o on o.id = v.event_occurrence_id and o.event_id = e.id
    left join profiles p on p.id = v.organizer_id and e.id is null
    on conflict (id) do nothing`);
}

export async function ingestActions(deps: IngestDeps, visit: Visit, actions: ActionRow[]): Promise<void> {
  if (
    !(await admit(
      deps,
      visit,
      actions.map((a) => a.sessionId),
    ))
  )
    return;
  const rows = actions.map((a) => ({
    id: a.id,
    session_id: a.sessionId,
    action_name: a.name,
    action_data: a.data,
    path: pathOnly(a.path),
    event_id: a.eventId ?? null,
    occurred_at: a.occurredAt,
    previous_action_id: a.previousActionId ?? null,
  }));
  // An action on an event's page belongs to the event's owner; elsewhere to the organizer of its session's landing page.
  await deps.db.execute(sql`
    insert into analytics_actions (id, session_id, action_name, action_data, path, event_id, organizer_id, occurred_at, previous_action_id)
    select v.id, s.id, v.action_name, v.action_data, v.path, e.id, coalesce(e.owner_id, s.organizer_id), v.occurred_at, v.previous_action_id
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, session_id uuid, action_name text, action_data jsonb, path text,
      event_id uuid, occurred_at timestamptz, previous_action_id uuid)
    join analytics_sessions s on s.id = v.session_id
    left join events e on e.id = v.event_id
    on conflict (id) do nothing`);
}

export async function ingestWebVitals(deps: IngestDeps, visit: Visit, vitals: VitalRow[]): Promise<void> {
  if (
    !(await admit(
      deps,
      visit,
      vitals.map((v) => v.sessionId),
    ))
  )
    return;
  const rows = vitals.map((v) => ({
    session_id: v.sessionId,
    metric_name: v.name,
    value: v.value,
    rating: v.rating,
    navigation_type: v.navigationType,
    url: originAndPath(v.url),
  }));
  await deps.db.execute(sql`
    insert into analytics_web_vitals (session_id, metric_name, value, rating, navigation_type, url)
    select s.id, v.metric_name, v.value, v.rating, v.navigation_type, v.url
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(session_id uuid, metric_name text, value float8, rating text,
      navigation_type text, url text)
    join analytics_sessions s on s.id = v.session_id`);
}
