import { asc, eq } from 'drizzle-orm';
import { privateListMembers, promoCodes, ticketTypePrivateLists, ticketTypes } from '../platform/db/schema/index.ts';
import { requireEventAccess, type EventAccess } from '../platform/access/event-access.ts';
import { checkIn, refundTicket } from '../contexts/tickets/index.ts';
import { createList, addMembers } from '../contexts/private-lists/index.ts';
import { demoEvent, londonAt, type DemoTicket } from '../demo-event.ts';
import type { HistoryStep } from './clock.ts';
import { anyone, type HistoryContext } from './context.ts';
import type { Patron } from './people.ts';
import { purchase, type Purchase } from './purchase.ts';

/**
 * Ticket sales of the demo history: three concerts of the last three months (sold over the weeks before, a promo code
 * each, a refund or two, most guests checked in at the door; the last one with a private list whose members' share
 * codes brought friends) and the presale of the coming Autumn Chamber Concert.
 */

/** How far in the future the past concerts are while the history plays (clock.ts backdate moves them back). */
export const SALES_SHIFT_DAYS = 365;

interface PastConcert {
  name: string;
  daysAgo: number;
  description: string;
  tags: string[];
  tickets: DemoTicket[];
  promo: { code: string; name: string; percentageValue?: number; amount?: number; quantity: number };
  orders: number;
  /** Orders (by position) refunded a few days after they were placed. */
  refunds: number[];
}

const PAST_CONCERTS: PastConcert[] = [
  {
    name: 'Mozart & Dvořák Quartet Evening',
    daysAgo: 84,
    description: '<p>The Lovelace String Quartet plays Mozart’s “Hunt” and Dvořák’s “American” quartets.</p>',
    tags: ['classical', 'strings'],
    tickets: [
      { name: 'Stalls', price: 2000, fee: 150, quantity: 180 },
      { name: 'Balcony', price: 3000, fee: 200, quantity: 40 },
    ],
    promo: { code: 'QUARTET15', name: 'Quartet 15% off', percentageValue: 15, quantity: 40 },
    orders: 8,
    refunds: [3],
  },
  {
    name: 'Brass in the Garden',
    daysAgo: 47,
    description: '<p>Brass and folk songs in the hall garden, with a picnic before the music.</p>',
    tags: ['brass', 'outdoors'],
    tickets: [
      { name: 'Garden ticket', price: 1500, fee: 100, quantity: 250 },
      { name: 'Picnic hamper', price: 1200, quantity: 60, category: 'Add on' },
    ],
    promo: { code: 'GARDEN5', name: '£5 off in the garden', amount: 500, quantity: 30 },
    orders: 9,
    refunds: [2, 7],
  },
  {
    name: 'Jazz in the Courtyard',
    daysAgo: 16,
    description: '<p>The Babbage Trio plays standards and new tunes under the courtyard lights.</p>',
    tags: ['jazz'],
    tickets: [
      { name: 'Courtyard seat', price: 1800, fee: 120, quantity: 120 },
      { name: "Friends' early seat", price: 1400, fee: 100, quantity: 20, visibilityScope: 'list', quantityPerCode: 2 },
    ],
    promo: { code: 'JAZZ10', name: 'Jazz 10% off', percentageValue: 10, quantity: 20 },
    orders: 6,
    refunds: [4],
  },
];

const CONCERT_HOUR = 19;
const LIST_MEMBERS = 2;
const PRESALE_ORDERS = 8;

type Sold = Awaited<ReturnType<typeof purchase>>;

/** Up to 4 tickets, mostly 2. */
const partySize = (ctx: HistoryContext) => ctx.random.pick([1, 2, 2, 2, 3, 4]);

/** A purchase of `size` tickets of the event's first admission type, with an add-on for some (when it has one). */
function pick(ctx: HistoryContext, types: { id: string; addOn: boolean }[], size: number): Record<string, number> {
  const [admission, second] = types;
  const tickets: Record<string, number> = { [admission!.id]: size };
  if (second?.addOn && ctx.random.next() < 0.4) tickets[second.id] = 1;
  else if (second && !second.addOn && ctx.random.next() < 0.25) return { [second.id]: size };
  return tickets;
}

async function typesOf(ctx: HistoryContext, eventId: string) {
  const rows = await ctx.tx
    .select({ id: ticketTypes.id, category: ticketTypes.category, scope: ticketTypes.visibilityScope })
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, eventId))
    .orderBy(asc(ticketTypes.position));
  return rows.map((r) => ({ id: r.id, addOn: r.category === 'Add on', list: r.scope === 'list' }));
}

/** A list of four account holders (added through the list service: share codes drawn, their e-mails stay quiet). */
async function friendsList(ctx: HistoryContext, ticketTypeId: string, members: Patron[]) {
  const list = await createList(ctx.deps.db, ctx.hall.id, 'Friends of the Quartet');
  await addMembers({ db: ctx.deps.db, jobs: ctx.deps.jobs, limits: ctx.deps.limits }, ctx.owner, ctx.hall.id, {
    customUserListId: list.id,
    emails: members.map((m) => m.email),
  });
  await ctx.tx.insert(ticketTypePrivateLists).values({ ticketTypeId, listId: list.id });
  const rows = await ctx.tx.select().from(privateListMembers).where(eq(privateListMembers.listId, list.id));
  return new Map(rows.map((r) => [r.email, r.shareCode]));
}

/** Steps of one concert: its orders, then its refunds, then its guests at the door. */
async function pastConcert(ctx: HistoryContext, c: PastConcert): Promise<{ id: string; steps: HistoryStep[] }> {
  const announced = londonAt(-c.daysAgo - 45, 10);
  const id = await demoEvent(
    ctx.tx,
    {
      ownerId: ctx.hall.id,
      name: c.name,
      description: c.description,
      category: 'music',
      tags: c.tags,
      currency: ctx.hall.currency,
      locationName: 'Lovelace Hall',
      address: '12 Analytical Row',
      city: 'London',
      state: 'England',
      published: true,
      publishedAt: announced,
      createdAt: announced,
      refundsAllowed: true,
    },
    [{ days: SALES_SHIFT_DAYS - c.daysAgo, from: CONCERT_HOUR, to: CONCERT_HOUR + 2 }],
    c.tickets,
  );
  await ctx.tx.insert(promoCodes).values({ ownerId: ctx.hall.id, eventId: id, ...c.promo, createdAt: announced });
  const types = await typesOf(ctx, id);
  const open = types.filter((t) => !t.list);
  const steps: HistoryStep[] = [];
  const sold: Sold[] = [];
  const refunded = new Set<string>();
  const buy = (at: Date, buyer: Patron, p: Purchase) =>
    steps.push({ at, run: async () => void sold.push(await purchase(ctx.deps, id, buyer, () => anyone(ctx), p)) });

  for (let n = 0; n < c.orders; n += 1) {
    const at = londonAt(-c.daysAgo - ctx.random.int(1, 40), ctx.random.int(8, 22), ctx.random.int(0, 59));
    buy(at, anyone(ctx), { tickets: pick(ctx, open, partySize(ctx)), promoCode: ctx.random.next() < 0.3 ? c.promo.code : undefined });
  }
  const listType = types.find((t) => t.list);
  if (listType) {
    const members = ctx.people.members.slice(0, LIST_MEMBERS);
    const codes = await friendsList(ctx, listType.id, members);
    const friends = ctx.people.members.slice(LIST_MEMBERS);
    members.forEach((m, i) => {
      buy(londonAt(-c.daysAgo - 20 + i, 12 + i), m, { tickets: { [listType.id]: 1 } });
      // A friend of the member buys on the member's share code.
      buy(londonAt(-c.daysAgo - 18 + i, 18, 30), friends[i]!, { tickets: { [listType.id]: 1 }, shareCode: codes.get(m.email) });
    });
  }
  for (const n of c.refunds) {
    steps.push({
      at: londonAt(-c.daysAgo - 1, 11 + n, 15),
      run: async () => {
        const item = sold[n]?.items.find((i) => !i.addOn);
        if (!item) return;
        await refundTicket(ctx.deps, ctx.owner, item.id);
        refunded.add(item.id);
      },
    });
  }
  // The doors open an hour before: each party checks in together as it arrives, about one in eight does not come.
  let access: EventAccess | null = null;
  const parties = c.orders + (listType ? LIST_MEMBERS * 2 : 0);
  for (let n = 0; n < parties; n += 1) {
    if (ctx.random.next() < 0.12) continue;
    steps.push({
      at: londonAt(-c.daysAgo, CONCERT_HOUR - 1, ctx.random.int(0, 59)),
      run: async () => {
        access ??= await requireEventAccess(ctx.deps.db, ctx.owner, id, 'canViewGuests');
        for (const item of sold[n]?.items.filter((i) => !i.addOn && !refunded.has(i.id)) ?? [])
          await checkIn(ctx.deps.db, access, { itemId: item.id });
      },
    });
  }
  return { id, steps };
}

/** The Autumn Chamber Concert's presale over the last three weeks: a few orders a week, some with a donation. */
async function presale(ctx: HistoryContext, concertId: string): Promise<HistoryStep[]> {
  const types = (await typesOf(ctx, concertId)).slice(0, 3);
  const [stalls, balcony, drinks] = types;
  const steps: HistoryStep[] = [];
  for (let n = 0; n < PRESALE_ORDERS; n += 1) {
    const at = londonAt(-ctx.random.int(1, 21), ctx.random.int(8, 22), ctx.random.int(0, 59));
    const size = partySize(ctx);
    const tickets: Record<string, number> = { [(ctx.random.next() < 0.7 ? stalls : balcony)!.id]: size };
    if (ctx.random.next() < 0.5) tickets[drinks!.id] = size;
    const p = { tickets, donationAmount: ctx.random.next() < 0.3 ? ctx.random.pick([500, 1000, 2000]) : 0 };
    const buyer = anyone(ctx);
    steps.push({ at, run: async () => void (await purchase(ctx.deps, concertId, buyer, () => anyone(ctx), p)) });
  }
  return steps;
}

export async function ticketSales(ctx: HistoryContext, concertId: string | null): Promise<{ steps: HistoryStep[]; pastEvents: string[] }> {
  const concerts = [];
  for (const c of PAST_CONCERTS) concerts.push(await pastConcert(ctx, c));
  const steps = concerts.flatMap((c) => c.steps);
  if (concertId) steps.push(...(await presale(ctx, concertId)));
  return { steps, pastEvents: concerts.map((c) => c.id) };
}
