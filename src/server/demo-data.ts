import { count } from 'drizzle-orm';
import type { Db } from './platform/db/client.ts';
import { affiliations, profiles, siteAlerts, users } from './platform/db/schema/index.ts';
import { hashPassword } from './contexts/accounts/passwords.ts';

export const DEMO_PASSWORD = 'ovation-demo';

export const DEMO_ACCOUNTS = [
  { email: 'ada@ovation.test', password: DEMO_PASSWORD, first: 'Ada', last: 'Lovelace', username: 'ada', admin: false, note: 'owner of Lovelace Hall' },
  { email: 'grace@ovation.test', password: DEMO_PASSWORD, first: 'Grace', last: 'Hopper', username: 'grace', admin: false, note: 'member of Lovelace Hall' },
  { email: 'admin@ovation.test', password: DEMO_PASSWORD, first: 'Site', last: 'Admin', username: 'admin-ovation', admin: true, note: 'site admin' },
] as const;

/** Loads the demo people and organization into an empty database; returns whether it did. */
export async function loadDemoData(db: Db): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(users);
  if (n > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const ids: Record<string, string> = {};
    for (const a of DEMO_ACCOUNTS) {
      const [p] = await tx
        .insert(profiles)
        .values({ type: 'user', username: a.username, name: `${a.first} ${a.last}`, timezone: 'Europe/London' })
        .returning({ id: profiles.id });
      ids[a.username] = p!.id;
      await tx.insert(users).values({ profileId: p!.id, email: a.email, passwordHash, firstName: a.first, lastName: a.last, admin: a.admin });
    }
    const [org] = await tx
      .insert(profiles)
      .values({
        type: 'school',
        username: 'lovelace-hall',
        name: 'Lovelace Hall',
        publicEmail: 'hello@lovelace-hall.test',
        description: 'A concert hall and community arts space.',
        timezone: 'Europe/London',
        currency: 'gbp',
      })
      .returning({ id: profiles.id });
    await tx.insert(affiliations).values([
      { organizationId: org!.id, userId: ids.ada!, owner: true, admin: true, receiveNotifications: true },
      { organizationId: org!.id, userId: ids.grace!, receiveNotifications: true },
    ]);
    await tx.insert(siteAlerts).values({ message: 'Welcome to Ovation! Payments run in sandbox mode: no real money moves.' });
  });
  return true;
}
