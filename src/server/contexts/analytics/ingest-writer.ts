import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { Buffered, IngestBuffer } from './ingest-buffer.ts';

/** Rows as the buffer holds them: what the insert reads from its jsonb recordset, column for column. */
export interface SessionRecord {
  id: string;
  user_id: string | null;
  event_id: string | null;
  event_occurrence_id: string | null;
  organizer_id: string | null;
  organizer_username: string | null;
  browser: string;
  os: string;
  device: string;
  locale: string;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  promoter: string | null;
  environment: string;
  visitor_hash: string;
}

export interface ActionRecord {
  id: string;
  session_id: string;
  action_name: string;
  action_data: unknown;
  path: string;
  event_id: string | null;
  occurred_at: string;
  previous_action_id: string | null;
}

export interface VitalRecord {
  session_id: string;
  metric_name: string;
  value: number;
  rating: string;
  navigation_type: string | null | undefined;
  url: string | null;
}

export type BufferedRows = Buffered<SessionRecord, ActionRecord, VitalRecord>;
export type AnalyticsBuffer = IngestBuffer<SessionRecord, ActionRecord, VitalRecord>;

/**
 * One flush: one INSERT … SELECT per table over its rows as a jsonb recordset, joined to the events and sessions they
 * name, so an unknown event id is stored as null and an action of an unknown session is dropped, without a foreign
 * key to wait on. Sessions first: an action finds its session sent in the same interval. Ids are the browser's, so a
 * batch sent twice inserts nothing twice. No transaction: each statement stands alone and never holds a lock a
 * checkout waits for.
 */
export async function writeBuffered(db: Db, rows: BufferedRows): Promise<void> {
  if (rows.sessions.length) await writeSessions(db, rows.sessions);
  if (rows.actions.length) await writeActions(db, rows.actions);
  if (rows.vitals.length) await writeVitals(db, rows.vitals);
}

// The organizer is the event's owner when the page is an event's, else the profile the page names (by id or handle).
const writeSessions = (db: Db, rows: SessionRecord[]) =>
  db.execute(sql`
    insert into analytics_sessions (id, user_id, event_id, event_occurrence_id, organizer_id, browser, os, device, locale,
      referrer, utm_source, utm_medium, utm_campaign, promoter, environment, visitor_hash)
    select v.id, v.user_id, e.id, o.id, coalesce(e.owner_id, p.id), v.browser, v.os, v.device,
      v.locale, v.referrer, v.utm_source, v.utm_medium, v.utm_campaign, v.promoter, v.environment, v.visitor_hash
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, user_id uuid, event_id uuid, event_occurrence_id uuid,
      organizer_id uuid, organizer_username text, browser text, os text, device text, locale text, referrer text,
      utm_source text, utm_medium text, utm_campaign text, promoter text, environment text, visitor_hash text)
    left join events e on e.id = v.event_id
    left join event_occurrences o on o.id = v.event_occurrence_id and o.event_id = e.id
    left join profiles p on e.id is null
      and (p.id = v.organizer_id or (v.organizer_id is null and lower(p.username) = lower(v.organizer_username)))
    on conflict (id) do nothing`);

// An action on an event's page belongs to the event's owner; elsewhere to the organizer of its session's landing page.
const writeActions = (db: Db, rows: ActionRecord[]) =>
  db.execute(sql`
    insert into analytics_actions (id, session_id, action_name, action_data, path, event_id, organizer_id, occurred_at, previous_action_id)
    select v.id, s.id, v.action_name, v.action_data, v.path, e.id, coalesce(e.owner_id, s.organizer_id), v.occurred_at, v.previous_action_id
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, session_id uuid, action_name text, action_data jsonb, path text,
      event_id uuid, occurred_at timestamptz, previous_action_id uuid)
    join analytics_sessions s on s.id = v.session_id
    left join events e on e.id = v.event_id
    on conflict (id) do nothing`);

const writeVitals = (db: Db, rows: VitalRecord[]) =>
  db.execute(sql`
    insert into analytics_web_vitals (session_id, metric_name, value, rating, navigation_type, url)
    select s.id, v.metric_name, v.value, v.rating, v.navigation_type, v.url
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(session_id uuid, metric_name text, value float8, rating text,
      navigation_type text, url text)
    join analytics_sessions s on s.id = v.session_id`);
