import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CHECKOUT_MESSAGES, orderReply } from '../../../contracts/checkout.ts';
import { MANAGE_EVENT_MESSAGES, ticketTypesReply } from '../../../contracts/events-management.ts';
import { publicEventReply, ticketsReply } from '../../../contracts/events.ts';
import { MEMBERSHIP_PAGE_TEXTS } from '../../../contracts/memberships.messages.ts';
import { membershipPrices, membershipSubscriptions, membershipTiers, profiles, ticketTypes } from '../../platform/db/schema/index.ts';
import { course, headers, type Person, type TicketTypeInput } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { invalidateAllEventPages } from '../events/event-page-cache.ts';
import { daysFromNow, HELD_NOW, makeTier } from '../memberships/member-access.fixtures.ts';
import { insertSubscription } from '../memberships/memberships.fixtures.ts';
import { attendeesFor, buyer, complete, confirm, paidEvent, payCard, postOrder } from './checkout.fixtures.ts';

/**
 * Members-only tickets (buyer-side 3; content-management 2.3): only viewers who hold the ticket's tier now see and
 * buy them, and the event's managers; a ticket whose tier is archived or gone shows to managers only; signed-out
 * visitors never see them. Tiers and memberships are written straight into the database.
 */
const t = useTestApp();
let owner: Person;
let eventId: string;
let ids: Record<'open' | 'members' | 'archived' | 'noTier', string>;
let tier: { tierId: string; priceId: string };
let oldTier: { tierId: string; priceId: string };
const people = {} as Record<'stranger' | 'member' | 'lapsed' | 'oldMember' | 'byEmail', Person>;

beforeAll(async () => {
  owner = await signUpUser(t.app);
  tier = await makeTier(t, owner.user.id, { name: 'Patron' });
  oldTier = await makeTier(t, owner.user.id, { name: 'Founder' });
  const event = await paidEvent(t, owner, {
    tickets: [
      { name: 'Open', price: 1000, quantity: 50 },
      { name: 'Members', price: 1500, quantity: 50, visibilityScope: 'member', membershipTierId: tier.tierId },
      { name: 'Founders', price: 1500, quantity: 50, visibilityScope: 'member', membershipTierId: oldTier.tierId },
      { name: 'Orphan', price: 1500, quantity: 50, visibilityScope: 'member', membershipTierId: tier.tierId },
    ],
  });
  eventId = event.id;
  const [open, members, archived, noTier] = event.ticketIds as [string, string, string, string];
  ids = { open, members, archived, noTier };
  // The Founder tier was hidden later; the Orphan's tier was deleted (the column is set null).
  await t.db.update(membershipTiers).set({ archived: true }).where(eq(membershipTiers.id, oldTier.tierId));
  await t.db.update(ticketTypes).set({ membershipTierId: null }).where(eq(ticketTypes.id, noTier));

  for (const key of Object.keys({ stranger: 0, member: 0, lapsed: 0, oldMember: 0, byEmail: 0 }) as (keyof typeof people)[])
    people[key] = await signUpUser(t.app);
  const account = (p: Person) => ({ userId: p.user.id, email: p.email });
  await insertSubscription(t, tier.tierId, { ...account(people.member), ...HELD_NOW });
  await insertSubscription(t, tier.tierId, { ...account(people.lapsed), status: 'expired', expiresAt: daysFromNow(-3) });
  await insertSubscription(t, oldTier.tierId, { ...account(people.oldMember), ...HELD_NOW });
  // Added by hand before signing up: theirs by verified e-mail.
  await insertSubscription(t, tier.tierId, { userId: null, email: people.byEmail.email, ...HELD_NOW });
  invalidateAllEventPages();
});

const listed = async (person?: Person) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/tickets?eventId=${eventId}`, headers: headers(person) });
  return expectReply(res, 200, ticketsReply).tickets;
};
const nameOf = (id: string) => Object.entries(ids).find(([, v]) => v === id)![0];

describe('the ticket list', () => {
  const cases: { who: string; person: () => Person | undefined; sees: (keyof typeof ids)[] }[] = [
    { who: 'a signed-out visitor', person: () => undefined, sees: ['open'] },
    { who: 'a signed-in non-member', person: () => people.stranger, sees: ['open'] },
    { who: 'a member of the tier', person: () => people.member, sees: ['open', 'members'] },
    { who: 'a member added by hand, by verified e-mail', person: () => people.byEmail, sees: ['open', 'members'] },
    { who: 'a lapsed member', person: () => people.lapsed, sees: ['open'] },
    { who: 'a member of an archived tier', person: () => people.oldMember, sees: ['open'] },
    { who: 'the organizer', person: () => owner, sees: ['open', 'members', 'archived', 'noTier'] },
  ];

  it.each(cases)('$who sees $sees', async (c) => {
    const tickets = await listed(c.person());
    expect(tickets.map((x) => nameOf(x.id))).toEqual(c.sees);
    // A members-only ticket names its tier.
    const members = tickets.find((x) => x.id === ids.members);
    if (members) expect(members).toMatchObject({ visibilityScope: 'member', membershipId: tier.tierId, secret: false, code: null });
    expect(tickets.find((x) => x.id === ids.open)?.membershipId).toBeNull();
  });

  it('shows the ticket button of an event that sells members-only tickets only to those who may buy them', async () => {
    const { id } = await paidEvent(t, owner, {
      tickets: [{ name: 'Members', price: 1500, quantity: 5, visibilityScope: 'member', membershipTierId: tier.tierId }],
    });
    const page = async (person?: Person) =>
      expectReply(await t.app.inject({ method: 'GET', url: `/api/v1/events/${id}`, headers: headers(person) }), 200, publicEventReply).event;
    expect((await page()).inPersonTicketsAvailable).toBe(false);
    expect((await page(people.stranger)).inPersonTicketsAvailable).toBe(false);
    expect((await page(people.member)).inPersonTicketsAvailable).toBe(true);
  });
});

describe("the checkout's membership banner", () => {
  it("shows the owner's call to action to signed-in non-members while the public membership page sells a tier", async () => {
    const banner = async (person?: Person) =>
      expectReply(await t.app.inject({ method: 'GET', url: `/api/v1/events/${eventId}`, headers: headers(person) }), 200, publicEventReply).event
        .membershipBanner;
    expect(await banner(people.stranger)).toEqual({ title: MEMBERSHIP_PAGE_TEXTS.ctaTitle, description: MEMBERSHIP_PAGE_TEXTS.ctaText });
    // Never to guests, members nor the organizer; a lapsed member is a non-member again.
    expect(await banner()).toBeNull();
    expect(await banner(people.member)).toBeNull();
    expect(await banner(people.lapsed)).not.toBeNull();
    expect(await banner(owner)).toBeNull();

    await t.db
      .update(profiles)
      .set({ membershipTitle: 'Join the hall', membershipDescription: 'Save on every show.' })
      .where(eq(profiles.id, owner.user.id));
    invalidateAllEventPages();
    expect(await banner(people.stranger)).toEqual({ title: 'Join the hall', description: 'Save on every show.' });

    await t.db.update(profiles).set({ membershipStatus: 'private' }).where(eq(profiles.id, owner.user.id));
    invalidateAllEventPages();
    expect(await banner(people.stranger)).toBeNull();
    await t.db.update(profiles).set({ membershipStatus: 'public' }).where(eq(profiles.id, owner.user.id));
    // No tier with a live price: nothing to sell.
    await t.db.update(membershipPrices).set({ archived: true }).where(eq(membershipPrices.tierId, tier.tierId));
    invalidateAllEventPages();
    expect(await banner(people.stranger)).toBeNull();
    await t.db.update(membershipPrices).set({ archived: false }).where(eq(membershipPrices.tierId, tier.tierId));
    invalidateAllEventPages();
  });
});

describe('buying members-only tickets', () => {
  const cases: { who: string; person: () => Person | undefined; ticket: keyof typeof ids; ok: boolean }[] = [
    { who: 'a signed-out visitor', person: () => undefined, ticket: 'members', ok: false },
    { who: 'a signed-in non-member', person: () => people.stranger, ticket: 'members', ok: false },
    { who: 'a lapsed member', person: () => people.lapsed, ticket: 'members', ok: false },
    { who: 'a member of an archived tier', person: () => people.oldMember, ticket: 'archived', ok: false },
    { who: 'a member of the tier', person: () => people.member, ticket: 'members', ok: true },
    { who: 'the organizer, a ticket without a tier', person: () => owner, ticket: 'noTier', ok: true },
  ];

  it.each(cases)('$who buys $ticket: $ok', async (c) => {
    const id = ids[c.ticket];
    const res = await postOrder(t, eventId, { tickets: { [id]: 1 } }, { person: c.person() });
    if (!c.ok) {
      expect(res.statusCode).toBe(422);
      expect(res.json().fieldErrors).toEqual({ [`tickets.${id}`]: CHECKOUT_MESSAGES.ticketUnavailable });
      return;
    }
    const { order } = expectReply(res, 200, orderReply);
    expect(order).toMatchObject({ userRequired: true, items: [{ ticket: { id, visibilityScope: 'member' } }] });
  });

  it('an order of public tickets needs no account', async () => {
    const { order } = expectReply(await postOrder(t, eventId, { tickets: { [ids.open]: 1 } }), 200, orderReply);
    expect(order.userRequired).toBe(false);
  });

  it('honours a membership that lapsed while the order was being paid', async () => {
    const person = await signUpUser(t.app);
    const membership = await insertSubscription(t, tier.tierId, { userId: person.user.id, email: person.email, ...HELD_NOW });
    const { order } = expectReply(await postOrder(t, eventId, { tickets: { [ids.members]: 1 } }, { person }), 200, orderReply);
    const confirmed = await confirm(t, order.id, { buyerAttributes: buyer, attendeesAttributes: attendeesFor(order.items) }, { person });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await t.db
      .update(membershipSubscriptions)
      .set({ status: 'expired', expiresAt: daysFromNow(-1) })
      .where(eq(membershipSubscriptions.id, membership.id));
    await payCard(t, confirmed.json().paymentRequest);
    expect((await complete(t, order.id, { person })).json()).toMatchObject({ status: 'succeeded', orderStatus: 'completed' });
    // A new order is refused now.
    expect((await postOrder(t, eventId, { tickets: { [ids.members]: 1 } }, { person })).statusCode).toBe(422);
  });

  it('lets door staff add members-only tickets as guests', async () => {
    const res = await postOrder(t, eventId, { tickets: { [ids.members]: 1 }, guestFlow: true }, { person: owner });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('the ticket type editor', () => {
  const put = (id: string, ticketTypes: TicketTypeInput[], person = owner) =>
    t.app.inject({ method: 'PUT', url: course(id, '/tickets'), headers: headers(person), payload: { ticketTypes } });

  it('saves the tier of a members-only ticket: one of the owner’s tiers that is not archived', async () => {
    const { id, ticketIds } = await paidEvent(t, owner, { publish: false });
    const other = await makeTier(t, (await signUpUser(t.app)).user.id);
    const base = { id: ticketIds[0], name: 'Members', price: 1500, quantity: 10, visibilityScope: 'member' as const };
    const refused = async (membershipTierId: string | null, message: string) => {
      const res = await put(id, [{ ...base, membershipTierId }]);
      expect(res.statusCode).toBe(422);
      expect(res.json().fieldErrors).toEqual({ 'ticketTypes.0.membershipTierId': message });
    };
    await refused(null, MANAGE_EVENT_MESSAGES.tierRequired);
    await refused(other.tierId, MANAGE_EVENT_MESSAGES.unknownTier);
    await refused(oldTier.tierId, MANAGE_EVENT_MESSAGES.tierArchived);

    const saved = expectReply(await put(id, [{ ...base, membershipTierId: tier.tierId }]), 200, ticketTypesReply).ticketTypes;
    expect(saved[0]).toMatchObject({ visibilityScope: 'member', membershipTierId: tier.tierId });

    // Its tier archived later: saving the list again keeps it (an unrelated edit never fails on it).
    await t.db.update(membershipTiers).set({ archived: true }).where(eq(membershipTiers.id, tier.tierId));
    try {
      const kept = expectReply(await put(id, [{ ...base, name: 'Members (renamed)', membershipTierId: tier.tierId }]), 200, ticketTypesReply);
      expect(kept.ticketTypes[0]).toMatchObject({ name: 'Members (renamed)', membershipTierId: tier.tierId });
    } finally {
      await t.db.update(membershipTiers).set({ archived: false }).where(eq(membershipTiers.id, tier.tierId));
    }

    // Its tier deleted (the column set null): it needs a new one.
    await t.db.update(ticketTypes).set({ membershipTierId: null }).where(eq(ticketTypes.id, ticketIds[0]!));
    await refused(null, MANAGE_EVENT_MESSAGES.tierRequired);

    // Another visibility stores no tier.
    const open = expectReply(await put(id, [{ ...base, visibilityScope: 'public', membershipTierId: tier.tierId }]), 200, ticketTypesReply);
    expect(open.ticketTypes[0]).toMatchObject({ visibilityScope: 'public', membershipTierId: null });
    const managed = (await t.app.inject({ method: 'GET', url: course(id), headers: headers(owner) })).json();
    expect(managed.ticketTypes[0].membershipTierId).toBeNull();
  });

  it('is the event’s managers’ only: 401 signed out, 403 others', async () => {
    const { id } = await paidEvent(t, owner, { publish: false });
    const body = [{ name: 'Members', quantity: 10, visibilityScope: 'member' as const, membershipTierId: tier.tierId }];
    expect((await t.app.inject({ method: 'PUT', url: course(id, '/tickets'), payload: { ticketTypes: body } })).statusCode).toBe(401);
    expect((await put(id, body, people.stranger)).statusCode).toBe(403);
  });
});
