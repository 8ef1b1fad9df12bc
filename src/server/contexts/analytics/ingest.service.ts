import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { analyticsActionInput, analyticsSessionInput, webVitalInput } from '../../../contracts/analytics.ts';
import type { RateLimiter } from '../../platform/http/rate-limit.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';
import { refusal } from '../../platform/http/errors.ts';
import { PLATFORM_REASONS, tryAgainIn } from '../../../contracts/errors.ts';
import type { BufferKind } from './ingest-buffer.ts';
import { visitorHash, type DailySalts } from './visitor-hash.ts';
import type { AnalyticsBuffer, ActionRecord, BufferedRows, SessionRecord, VitalRecord } from './ingest-writer.ts';
import { describeAgent, dropReason, originAndPath, pathOnly, type VisitorHeaders } from './visitor.ts';

/**
 * Ingestion of the browser tracker's batches: a batch is filtered (bots, DNT, GPC), counted against the rate limits,
 * turned into rows and put in the buffer (ingest-buffer.ts), which ingest-writer.ts writes with one INSERT per table.
 * The request waits for no insert: analytics never holds a connection a checkout needs for longer than its count.
 */

export interface IngestDeps {
  buffer: AnalyticsBuffer;
  limits: RateLimiter;
  salts: DailySalts;
  config: { env: string; analyticsCountHeadless: boolean; publicUrl: string };
}

/** What a batch needs of its request: the visitor's headers, the client address (the rate limit, the visitor hash), the user. */
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

/** Seconds a shed tracker is told to wait: a few flushes, time for the database to catch up. */
export const SHED_RETRY_SECONDS = 5;

/** The batch goes into the buffer, or is refused with 503 when the buffer is full (the database is behind). */
function buffer<K extends BufferKind>(deps: IngestDeps, kind: K, rows: BufferedRows[K]) {
  if (!deps.buffer.add(kind, rows)) throw shed();
}

/** The refusal of a shed batch; the routes add its Retry-After. */
const shed = () => refusal('unavailable', PLATFORM_REASONS.overloaded, tryAgainIn(SHED_RETRY_SECONDS));

export async function ingestSessions(deps: IngestDeps, visit: Visit, sessions: SessionRow[]): Promise<void> {
  if (
    !(await admit(
      deps,
      visit,
      sessions.map((s) => s.id),
    ))
  )
    return;
  const userAgent = visit.headers['user-agent'] ?? '';
  const agent = describeAgent(userAgent);
  // Once per batch of new sessions (never per action): the day's salt is cached, so this is one sha256.
  const hash = visitorHash(await deps.salts.of(new Date()), new URL(deps.config.publicUrl).host, visit.ip, userAgent);
  const rows: SessionRecord[] = sessions.map((s) => ({
    id: s.id,
    user_id: visit.userId,
    event_id: s.eventId ?? null,
    event_occurrence_id: s.eventOccurrenceId ?? null,
    organizer_id: s.organizerId ?? null,
    organizer_username: s.organizerUsername ?? null,
    browser: agent.browser,
    os: agent.os,
    device: agent.device,
    locale: s.locale,
    referrer: originAndPath(s.referrer),
    utm_source: s.utmSource ?? null,
    utm_medium: s.utmMedium ?? null,
    utm_campaign: s.utmCampaign ?? null,
    promoter: s.promoter ?? null,
    environment: deps.config.env,
    visitor_hash: hash,
  }));
  buffer(deps, 'sessions', rows);
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
  const rows: ActionRecord[] = actions.map((a) => ({
    id: a.id,
    session_id: a.sessionId,
    action_name: a.name,
    action_data: a.data,
    path: pathOnly(a.path),
    event_id: a.eventId ?? null,
    occurred_at: a.occurredAt,
    previous_action_id: a.previousActionId ?? null,
  }));
  buffer(deps, 'actions', rows);
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
  const rows: VitalRecord[] = vitals.map((v) => ({
    session_id: v.sessionId,
    metric_name: v.name,
    value: v.value,
    rating: v.rating,
    navigation_type: v.navigationType,
    url: originAndPath(v.url),
  }));
  buffer(deps, 'vitals', rows);
}
