import { sql, type SQL } from 'drizzle-orm';
import { ANALYTICS_FUNNEL } from '../../../contracts/analytics.values.ts';

/**
 * What the rollup (rollup.ts) and the reads of the days not rolled up yet (insight's traffic) count alike, so the two
 * can never disagree: the funnel's actions, a session's visitor, and its dimensions as its rows name them.
 */

/** The actions counted: `action_name in (${FUNNEL_ACTIONS})`. */
export const FUNNEL_ACTIONS = sql.join(
  ANALYTICS_FUNNEL.map((name) => sql`${name}`),
  sql`, `,
);

/**
 * Who a session's visitor is, for `count(distinct …)`: its visitor hash (visitor-hash.ts), or the session itself for
 * rows from before the hash, each then a visitor of its own; `s` is the analytics_sessions alias.
 */
export const visitorOf = (s: SQL) => sql`coalesce(${s}.visitor_hash, ${s}.id::text)`;

/** The referring site's host, or null without one; `s` is the analytics_sessions alias. */
export const referrerHostOf = (s: SQL) => sql`nullif(substring(${s}.referrer from '^https?://([^/]+)'), '')`;

/** 'source/medium/campaign' of the session's UTM parameters, or null when it had none. */
export const utmOf = (s: SQL) =>
  sql`case when coalesce(${s}.utm_source, ${s}.utm_medium, ${s}.utm_campaign) is not null
    then concat_ws('/', coalesce(${s}.utm_source, ''), coalesce(${s}.utm_medium, ''), coalesce(${s}.utm_campaign, '')) end`;
