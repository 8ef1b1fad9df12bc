import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { GettingStarted } from '../../../contracts/getting-started.ts';
import { GETTING_STARTED_MESSAGES as M } from '../../../contracts/getting-started.messages.ts';
import { eventPath } from '../../../domain/events.ts';
import { showsChecklist } from '../../../domain/getting-started.ts';
import type { Db } from '../../platform/db/client.ts';
import { events, gettingStarted, orderItems, orders, profiles } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { notFound } from '../../platform/http/errors.ts';

type Viewer = Pick<AuthUser, 'id' | 'username' | 'managedOrganizations'>;
/** The database and the site's public address (the share item's link). */
export interface ChecklistDeps {
  db: Db;
  publicUrl: string;
}

/** The profiles whose data ticks the items: the user's own and the organizations they are on the team of. */
const managedIds = (user: Viewer) => [user.id, ...user.managedOrganizations];

/** GET /api/v1/getting_started: every item from the user's own rows, so it ticks on any device. */
export async function checklistOf({ db, publicUrl }: ChecklistDeps, user: Viewer): Promise<GettingStarted> {
  const ids = managedIds(user);
  const [owners] = await db
    .select({
      // A name is required at sign-up; a picture or a bio is what makes a profile more than an account.
      profile: sql<boolean>`coalesce(bool_or(${profiles.avatarUploadId} is not null or btrim(${profiles.description}) <> ''), false)`,
      payouts: sql<boolean>`coalesce(bool_or(${profiles.paymentAccountId} is not null), false)`,
    })
    .from(profiles)
    .where(inArray(profiles.id, ids));
  const [counts] = await db
    .select({ any: sql<number>`count(*)::int` })
    .from(events)
    .where(inArray(events.ownerId, ids));
  const [published] = await db
    .select({ id: events.id, name: events.name })
    .from(events)
    .where(and(inArray(events.ownerId, ids), eq(events.published, true)))
    .orderBy(desc(events.publishedAt), desc(events.createdAt))
    .limit(1);
  const [own] = await db.select().from(gettingStarted).where(eq(gettingStarted.userId, user.id));
  // Any order the user placed (even unpaid: they came to buy) or any ticket they hold (a transfer, a guest claim).
  const { rows: bought } = await db.execute<{ any: boolean }>(sql`select
    exists (select 1 from ${orders} where ${orders.userId} = ${user.id})
    or exists (select 1 from ${orderItems} where ${orderItems.holderUserId} = ${user.id}) as any`);
  const items = {
    profile: owners?.profile ?? false,
    payouts: owners?.payouts ?? false,
    firstEvent: (counts?.any ?? 0) > 0,
    publish: published !== undefined,
    share: own?.sharedAt != null,
  };
  const dismissed = own?.dismissedAt != null;
  const organizerSide = user.managedOrganizations.length > 0 || items.payouts || items.firstEvent;
  return {
    username: user.username,
    items,
    publishedEvent: published ? { ...published, url: `${publicUrl}${eventPath(published.id)}` } : null,
    dismissed,
    show: showsChecklist({ items, dismissed, organizerSide, buyerSide: bought[0]?.any ?? false }),
  };
}

/** POST /api/v1/getting_started/dismiss: idempotent, the first dismissal's time is kept. */
export async function dismissChecklist(deps: ChecklistDeps, user: Viewer): Promise<GettingStarted> {
  await deps.db
    .insert(gettingStarted)
    .values({ userId: user.id, dismissedAt: new Date() })
    .onConflictDoUpdate({ target: gettingStarted.userId, set: { dismissedAt: sql`coalesce(${gettingStarted.dismissedAt}, now())` } });
  return checklistOf(deps, user);
}

/**
 * POST /api/v1/getting_started/share: the web calls it when the user copies or shares a link. Only a published event
 * the user manages counts; any other id is "not found", so the call tells nothing about others' events.
 */
export async function recordShare(deps: ChecklistDeps, user: Viewer, eventId: string): Promise<GettingStarted> {
  const [event] = await deps.db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), inArray(events.ownerId, managedIds(user)), eq(events.published, true)));
  if (!event) throw notFound(M.eventNotFound);
  await deps.db
    .insert(gettingStarted)
    .values({ userId: user.id, sharedAt: new Date() })
    .onConflictDoUpdate({ target: gettingStarted.userId, set: { sharedAt: sql`coalesce(${gettingStarted.sharedAt}, now())` } });
  return checklistOf(deps, user);
}
