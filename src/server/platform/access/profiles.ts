import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { profiles } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';

/** A profile (a person's or an organization's): what the access gates load before they decide. */
export type ProfileRow = typeof profiles.$inferSelect;

export const byHandle = (username: string) => sql`lower(${profiles.username}) = ${username.toLowerCase()}`;

export async function findProfileByUsername(db: Db, username: string): Promise<ProfileRow> {
  const [row] = await db.select().from(profiles).where(byHandle(username)).limit(1);
  if (!row) throw notFound('Profile not found');
  return row;
}

export async function findProfile(db: Db, id: string): Promise<ProfileRow> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
  if (!row) throw notFound('Profile not found');
  return row;
}
