import { eq } from 'drizzle-orm';
import type { Tx } from '../platform/db/client.ts';
import { affiliations, profiles, users } from '../platform/db/schema/index.ts';
import type { AuthUser } from '../platform/http/auth.ts';
import { DUMMY_HASH } from '../contexts/accounts/index.ts';

/** The demo history's people: patrons with accounts (they subscribe, use share codes) and guests who buy without one. */

export interface Patron {
  first: string;
  last: string;
  email: string;
  /** Set for patrons with an account. */
  user: AuthUser | null;
}

const ACCOUNT_HOLDERS = [
  ['Katherine', 'Johnson'],
  ['Alan', 'Turing'],
  ['Hedy', 'Lamarr'],
  ['Edsger', 'Dijkstra'],
  ['Barbara', 'Liskov'],
  ['Claude', 'Shannon'],
  ['Margaret', 'Hamilton'],
  ['John', 'Backus'],
  ['Frances', 'Allen'],
  ['Donald', 'Knuth'],
  ['Radia', 'Perlman'],
  ['Tim', 'Berners-Lee'],
] as const;

const GUESTS = [
  ['Mary', 'Somerville'],
  ['Charles', 'Babbage'],
  ['Annie', 'Easley'],
  ['Dorothy', 'Vaughan'],
  ['Joan', 'Clarke'],
  ['Tommy', 'Flowers'],
  ['Sophie', 'Wilson'],
  ['Steve', 'Furber'],
  ['Karen', 'Spärck Jones'],
  ['Maurice', 'Wilkes'],
] as const;

/** first.last@example.com, in plain letters (Spärck Jones: sparckjones). */
const address = (first: string, last: string) =>
  `${first}.${last}`
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z.]/g, '') + '@example.com';

/**
 * Writes the account holders (verified addresses at example.com, a password hash nobody can sign in with: they are
 * people in the story, not demo logins) and returns everyone.
 */
export async function loadPatrons(tx: Tx, zone: string): Promise<{ members: Patron[]; guests: Patron[] }> {
  const members: Patron[] = [];
  for (const [first, last] of ACCOUNT_HOLDERS) {
    const email = address(first, last);
    const username = email.split('@')[0]!.replace('.', '-');
    const [p] = await tx
      .insert(profiles)
      .values({ type: 'user', username, name: `${first} ${last}`, timezone: zone })
      .returning({ id: profiles.id });
    await tx
      .insert(users)
      .values({ profileId: p!.id, email, passwordHash: DUMMY_HASH, firstName: first, lastName: last, emailVerifiedAt: new Date() });
    members.push({ first, last, email, user: { id: p!.id, username, email, emailVerified: true, admin: false, managedOrganizations: [] } });
  }
  const guests = GUESTS.map(([first, last]) => ({ first, last, email: address(first, last), user: null }));
  return { members, guests };
}

/** The organization's owner as the services see a signed-in user (refunds, check-ins, lists). */
export async function ownerUser(tx: Tx, username: string): Promise<AuthUser> {
  const [row] = await tx
    .select({ id: profiles.id, username: profiles.username, email: users.email, admin: users.admin })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(eq(profiles.username, username))
    .limit(1);
  if (!row) throw new Error(`demo account ${username} is missing`);
  const orgs = await tx.select({ id: affiliations.organizationId }).from(affiliations).where(eq(affiliations.userId, row.id));
  return { ...row, emailVerified: true, managedOrganizations: orgs.map((o) => o.id) };
}

/** A fixed-seed pseudo-random sequence (mulberry32): the same history on every first start. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    /** An integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
export type Random = ReturnType<typeof seededRandom>;
