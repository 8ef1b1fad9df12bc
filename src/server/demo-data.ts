import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from './platform/db/client.ts';
import { demoEvent } from './demo-event.ts';
import {
  affiliations,
  eventCollaborators,
  eventQuestions,
  events,
  profiles,
  promoCodes,
  siteAlerts,
  ticketTypes,
  users,
} from './platform/db/schema/index.ts';
import { hashPassword } from './contexts/accounts/index.ts';
import { loadDemoMemberships } from './contexts/memberships/index.ts';
import { loadDemoPayouts } from './contexts/payouts/index.ts';
import { loadDemoHistory } from './demo-history/history.ts';
import type { DemoMedia } from './contexts/videos/index.ts';
import type { PaymentProvider } from './platform/payments/provider.ts';
import { SandboxProvider } from './platform/payments/sandbox.ts';

export const DEMO_PASSWORD = 'ovation-demo';

export const DEMO_ACCOUNTS = [
  {
    email: 'ada@ovation.test',
    password: DEMO_PASSWORD,
    first: 'Ada',
    last: 'Lovelace',
    username: 'ada',
    admin: false,
    note: 'owner of Lovelace Hall',
  },
  {
    email: 'grace@ovation.test',
    password: DEMO_PASSWORD,
    first: 'Grace',
    last: 'Hopper',
    username: 'grace',
    admin: false,
    note: 'member of Lovelace Hall',
  },
  { email: 'admin@ovation.test', password: DEMO_PASSWORD, first: 'Site', last: 'Admin', username: 'admin-ovation', admin: true, note: 'site admin' },
] as const;

/** The demo accounts that exist in this database (the start-up message names only these). */
export async function existingDemoAccounts(db: Db): Promise<(typeof DEMO_ACCOUNTS)[number][]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((a) => a.email),
      ),
    );
  const present = new Set(rows.map((r) => r.email));
  return DEMO_ACCOUNTS.filter((a) => present.has(a.email));
}

/**
 * Loads the demo people and organization into an empty database; returns whether it did. `payments` opens the
 * demo owners' payment accounts (the sandbox's when not given). The months of history before today (sales,
 * members, refunds, check-ins) come with a new database only (an existing one never gets strangers and sales
 * added on an upgrade), and on the sandbox only: with a real provider the demo starts without them. `media` (the
 * running jobs, storage and data folder) adds the hall's video and its donations to the history where ffmpeg is installed.
 */
export async function loadDemoData(db: Db, payments?: Pick<PaymentProvider, 'createAccount' | 'name'>, media?: DemoMedia): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(users);
  if (n > 0) {
    // A database from before events (or checkout) existed gets the demo events and checkout data once.
    await loadDemoEvents(db);
    await loadDemoCheckout(db, payments);
    await loadDemoMemberships(db);
    return false;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const ids: Record<string, string> = {};
    for (const a of DEMO_ACCOUNTS) {
      const [p] = await tx
        .insert(profiles)
        .values({ type: 'user', username: a.username, name: `${a.first} ${a.last}`, timezone: 'Europe/London' })
        .returning({ id: profiles.id });
      ids[a.username] = p!.id;
      // Demo addresses are ours: verified, so the demo shows every right that depends on an e-mail.
      await tx.insert(users).values({
        profileId: p!.id,
        email: a.email,
        passwordHash,
        firstName: a.first,
        lastName: a.last,
        admin: a.admin,
        emailVerifiedAt: new Date(),
      });
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
  await loadDemoEvents(db);
  await loadDemoCheckout(db, payments);
  await loadDemoPayouts(db);
  await loadDemoMemberships(db);
  if ((payments?.name ?? 'sandbox') === 'sandbox') await loadDemoHistory(db, media);
  return true;
}

/**
 * Demo events of Lovelace Hall and Ada, dated from today: a concert with three ticket types (one an add-on),
 * a weekly class on three dates, an online talk and a draft. Loaded only while there are no events at all.
 */
export async function loadDemoEvents(db: Db): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(events);
  if (n > 0) return;
  const people = await db
    .select()
    .from(profiles)
    .where(inArray(profiles.username, ['lovelace-hall', 'ada', 'grace']));
  const hall = people.find((p) => p.username === 'lovelace-hall');
  const ada = people.find((p) => p.username === 'ada');
  const grace = people.find((p) => p.username === 'grace');
  if (!hall || !ada) return;
  const venue = {
    locationName: 'Lovelace Hall',
    address: '12 Analytical Row',
    city: 'London',
    state: 'England',
    latitude: 51.5226,
    longitude: -0.1305,
  };
  await db.transaction(async (tx) => {
    const concert = await demoEvent(
      tx,
      {
        ownerId: hall.id,
        name: 'Autumn Chamber Concert',
        description:
          '<p>An evening of <strong>Haydn, Fanny Mendelssohn and Ravel</strong> by the Lovelace String Quartet.</p><p>Doors open an hour early; the bar serves drinks in the interval.</p>',
        category: 'music',
        tags: ['classical', 'strings', 'chamber music'],
        currency: hall.currency,
        ...venue,
        published: true,
        publishedAt: new Date(),
        refundsAllowed: true,
        donationEnabled: true,
        donationTitle: 'Support the Lovelace Hall music fund',
        donationSuggestedAmount: 500,
        bannerMessages: [{ type: 'info', message: 'Step-free access through the garden entrance.', color: 'blue', dismissible: true }],
      },
      [{ days: 10, from: 19, to: 22 }],
      [
        { name: 'Stalls', description: 'Unreserved seating in the stalls.', price: 2500, fee: 150, quantity: 180 },
        { name: 'Balcony', description: 'Front-row balcony seats with the best sound in the house.', price: 3500, fee: 200, quantity: 40 },
        { name: 'Interval drinks', description: 'A glass of wine or a soft drink, ready at the bar.', price: 600, quantity: 150, category: 'Add on' },
      ],
    );
    if (grace) await tx.insert(eventCollaborators).values({ eventId: concert, profileId: grace.id, accessSetting: 'door' });
    const drawing = await demoEvent(
      tx,
      {
        ownerId: hall.id,
        name: 'Life Drawing Class',
        description: '<p>A relaxed, tutored life drawing session for all levels. Paper and charcoal provided.</p>',
        category: 'class',
        tags: ['drawing', 'art'],
        currency: hall.currency,
        ...venue,
        published: true,
        publishedAt: new Date(),
      },
      [7, 14, 21].map((days) => ({ days, from: 18, to: 20 })),
      [{ name: 'Drop-in', price: 1200, quantity: 20 }],
    );
    await tx.insert(eventQuestions).values({
      eventId: drawing,
      fieldType: 'dropdown',
      title: 'Your experience',
      content: 'Beginner\nSome experience\nExperienced',
      required: true,
    });
    await demoEvent(
      tx,
      {
        ownerId: ada.id,
        name: 'Analytical Engines: an online talk',
        description: '<p>Ada Lovelace on the Analytical Engine, Bernoulli numbers and why machines might one day compose music.</p>',
        category: 'community',
        tags: ['science', 'history', 'talk'],
        currency: ada.currency,
        inPerson: false,
        online: true,
        broadcastUrl: 'https://stream.example.com/analytical-engines',
        published: true,
        publishedAt: new Date(),
        donationEnabled: true,
        donationTitle: 'Pay it forward',
      },
      [{ days: 5, from: 18, to: 19 }],
      [{ name: 'Stream access', price: 0, quantity: 500, attendanceType: 'online' }],
    );
    await demoEvent(
      tx,
      {
        ownerId: hall.id,
        name: 'Midwinter Party',
        description: '<p>Live band, mulled wine and lanterns on the roof terrace.</p>',
        category: 'festival',
        currency: hall.currency,
        ...venue,
      },
      [{ days: 40, from: 21, to: 23 }],
      [{ name: 'Party ticket', price: 4000, quantity: 200 }],
    );
  });
}

/**
 * Checkout demo data, loaded once: Lovelace Hall and Ada take payments (sandbox accounts), the concert has the
 * promo code WELCOME10 (10% off) and a Backstage pass that only the secret code BACKSTAGE reveals, and takes
 * donations (as does Ada's online talk).
 */
export async function loadDemoCheckout(
  db: Db,
  payments: Pick<PaymentProvider, 'createAccount'> = new SandboxProvider(db, async () => {}),
): Promise<void> {
  const [concert] = await db
    .select({ id: events.id, ownerId: events.ownerId, currency: events.currency })
    .from(events)
    .innerJoin(profiles, eq(profiles.id, events.ownerId))
    .where(and(eq(profiles.username, 'lovelace-hall'), eq(events.name, 'Autumn Chamber Concert')))
    .limit(1);
  if (!concert) return;
  // Once: an owner who disconnects payments later stays disconnected.
  const [existing] = await db
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(and(eq(promoCodes.ownerId, concert.ownerId), eq(promoCodes.code, 'WELCOME10')))
    .limit(1);
  if (existing) return;
  const owners = await db
    .select()
    .from(profiles)
    .where(and(inArray(profiles.username, ['lovelace-hall', 'ada']), isNull(profiles.paymentAccountId)));
  for (const owner of owners) {
    const { accountId } = await payments.createAccount({ id: owner.id, email: owner.publicEmail });
    await db.update(profiles).set({ paymentAccountId: accountId }).where(eq(profiles.id, owner.id));
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(promoCodes)
      .values({ ownerId: concert.ownerId, eventId: concert.id, code: 'WELCOME10', name: 'Welcome 10% off', percentageValue: 10, quantity: 100 });
    await tx.insert(ticketTypes).values({
      eventId: concert.id,
      name: 'Backstage pass',
      description: 'Meet the quartet after the concert. Revealed by the code BACKSTAGE.',
      price: 6000,
      currency: concert.currency,
      quantity: 20,
      visibilityScope: 'secret',
      code: 'BACKSTAGE',
      quantityPerCode: 20,
      maxPerOrder: 2,
      position: 10,
    });
    await tx.update(events).set({ donationEnabled: true, donationMaximum: 50_000 }).where(eq(events.id, concert.id));
  });
}
