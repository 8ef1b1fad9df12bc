import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';

/**
 * Who is one visitor without storing anything on the device or any address (the cookie-less method Plausible
 * documents): a session is stamped with sha256(the UTC day's random salt, the site, the client address, the
 * User-Agent). The same browser on the same address is one visitor within the day; the salt changes each UTC day and
 * only today's is kept (prune.ts), so yesterday's hashes can never be recomputed from an address.
 *
 * The scope is the site (PUBLIC_URL's host), not the organizer: a session's actions may be on other organizers'
 * events than its landing page's, and an organizer-scoped hash would count one person twice on those.
 */

/** The UTC date of an instant, 'yyyy-mm-dd': the salt's day. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The parts are joined with a newline, which none of them may hold (HTTP headers cannot). */
export function visitorHash(salt: string, site: string, address: string, agent: string): string {
  return createHash('sha256').update([salt, site, address, agent].join('\n')).digest('base64url');
}

/** Today's salt, read once per UTC day per process. */
export interface DailySalts {
  of(at: Date): Promise<string>;
}

/** The day's salt: made by the first process to ask, then the same for every process (on conflict, the stored one). */
async function saltOf(db: Queryable, day: string): Promise<string> {
  const { rows } = await db.execute<{ salt: string }>(sql`
    insert into analytics_salts (day, salt) values (${day}::date, ${randomBytes(32).toString('base64url')})
    on conflict (day) do update set salt = analytics_salts.salt
    returning salt`);
  return rows[0]!.salt;
}

export function dailySalts(db: Queryable): DailySalts {
  let cached: { day: string; salt: Promise<string> } | null = null;
  return {
    of(at) {
      const day = utcDay(at);
      if (cached?.day !== day) {
        const entry = { day, salt: saltOf(db, day) };
        // A failed read is asked again by the next batch, not remembered for the day.
        entry.salt.catch(() => {
          if (cached === entry) cached = null;
        });
        cached = entry;
      }
      return cached.salt;
    },
  };
}
