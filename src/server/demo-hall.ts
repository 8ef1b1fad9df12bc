import { count, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './platform/db/client.ts';
import { profiles } from './platform/db/schema/index.ts';

/**
 * Lovelace Hall, the demo organization, while `table` holds none of its rows: each set of demo data (payouts,
 * memberships) loads once, and into a database that has the hall.
 */
export async function demoHallWithout(db: Db, table: PgTable & { ownerId: AnyPgColumn }): Promise<{ id: string; currency: string } | null> {
  const [hall] = await db
    .select({ id: profiles.id, currency: profiles.currency })
    .from(profiles)
    .where(eq(profiles.username, 'lovelace-hall'))
    .limit(1);
  if (!hall) return null;
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(table).where(eq(table.ownerId, hall.id));
  return n > 0 ? null : hall;
}
