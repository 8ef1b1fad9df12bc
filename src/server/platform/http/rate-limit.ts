import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { AppError } from './errors.ts';

/** A limit: at most `max` hits per `windowSeconds` for one subject (a client address or an account). */
export interface RateRule {
  /** Names the limit in the counter's key (`login`, `validate-code`, ...). */
  name: string;
  max: number;
  windowSeconds: number;
  /** What the caller is told; `{wait}` becomes e.g. '40 seconds' or '3 minutes'. */
  message?: string;
}

export const DEFAULT_RATE_MESSAGE = 'Too many requests. Please try again in {wait}.';

/** Who a request counts against: the signed-in person, else the client address (proxies trusted per TRUST_PROXY). */
export function clientKey(request: FastifyRequest): string {
  return request.user ? `u:${request.user.id}` : `ip:${request.ip}`;
}

/** '1 second', '40 seconds', '3 minutes', '1 hour': how long until the window restarts. */
export function describeWait(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  const [n, unit] = s < 90 ? [s, 'second'] : s < 90 * 60 ? [Math.ceil(s / 60), 'minute'] : [Math.ceil(s / 3600), 'hour'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/**
 * Counts one hit in the shared `rate_limits` table (fixed window, one upsert, so every API process sees the same
 * count) and answers the count in the current window and the seconds until it restarts.
 */
export async function countHit(db: Queryable, key: string, windowSeconds: number): Promise<{ count: number; retryAfter: number }> {
  const { rows } = await db.execute<{ count: number; retry_after: number }>(sql`
    insert into rate_limits (key, count, reset_at) values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, extract(epoch from reset_at - now())::float8 as retry_after`);
  const row = rows[0]!;
  // Expired counters of other keys are tidied now and then instead of by a job.
  if (Math.random() < 0.01) await db.execute(sql`delete from rate_limits where reset_at < now() - interval '1 hour'`);
  return { count: Number(row.count), retryAfter: Number(row.retry_after) };
}

/** The count of a key without adding a hit (0 once its window has passed). */
export async function peekCount(db: Queryable, key: string): Promise<{ count: number; retryAfter: number }> {
  const { rows } = await db.execute<{ count: number; retry_after: number }>(
    sql`select count, extract(epoch from reset_at - now())::float8 as retry_after from rate_limits where key = ${key} and reset_at > now()`,
  );
  const row = rows[0];
  return row ? { count: Number(row.count), retryAfter: Number(row.retry_after) } : { count: 0, retryAfter: 0 };
}

export function rateLimited(rule: RateRule, retryAfter: number): AppError {
  return new AppError('rate_limited', (rule.message ?? DEFAULT_RATE_MESSAGE).replace('{wait}', describeWait(retryAfter)));
}

/** What routes and services use; AppDeps carries one. */
export interface RateLimiter {
  /** Counts a hit of `subject` against `rule`; 429 with the rule's message once the window's `max` is passed. */
  hit(rule: RateRule, subject: string): Promise<void>;
  /** The same for a request, counted against its client (see clientKey). */
  request(request: FastifyRequest, rule: RateRule): Promise<void>;
  /** Hits so far in the window, without counting one (sign-in failures are counted only when they fail). */
  peek(rule: RateRule, subject: string): Promise<{ exceeded: boolean; retryAfter: number }>;
  /** Counts a hit without refusing it (a failed sign-in); the next `peek` sees it. */
  record(rule: RateRule, subject: string): Promise<void>;
}

/**
 * Limits counted in the database. `scale` multiplies every `max` (RATE_LIMIT_SCALE: the API tests sign up and
 * buy hundreds of times from one address; the rate-limit tests run at scale 1).
 */
export function rateLimiter(db: Queryable, scale = 1): RateLimiter {
  const max = (rule: RateRule) => Math.max(1, Math.round(rule.max * scale));
  const keyOf = (rule: RateRule, subject: string) => `${rule.name}:${subject}`;
  const hit = async (rule: RateRule, subject: string) => {
    const { count, retryAfter } = await countHit(db, keyOf(rule, subject), rule.windowSeconds);
    if (count > max(rule)) throw rateLimited(rule, retryAfter);
  };
  return {
    hit,
    request: (request, rule) => hit(rule, clientKey(request)),
    async peek(rule, subject) {
      const { count, retryAfter } = await peekCount(db, keyOf(rule, subject));
      return { exceeded: count >= max(rule), retryAfter };
    },
    async record(rule, subject) {
      await countHit(db, keyOf(rule, subject), rule.windowSeconds);
    },
  };
}
