import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { course, errorShape, headers, inDays, makeEvent, schoolWithTeam, type Person } from '../../testing/events.ts';
import { eventOccurrences, follows, membershipTiers, profiles } from '../../platform/db/schema/index.ts';
import { insertList } from '../private-lists/private-lists.fixtures.ts';

const t = useTestApp({ PUBLIC_URL: 'https://tickets.example.com' });

const page = (id: string, p?: Person) => t.app.inject({ method: 'GET', url: `/api/v1/events/${id}`, headers: headers(p) });
const tickets = (query: string, p?: Person) => t.app.inject({ method: 'GET', url: `/api/v1/tickets?${query}`, headers: headers(p) });

describe('the event page', () => {
  let owner: Person, member: Person, siteAdmin: Person, helper: Person, visitor: Person;
  let school: { id: string; username: string };
  let eventId: string;
  let teachingId: string;

  beforeAll(async () => {
    ({ owner, member, siteAdmin, school } = await schoolWithTeam(t, 'Page Hall', 'page-hall'));
    [helper, visitor] = [await signUpUser(t.app), await signUpUser(t.app)];
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/profiles/${school.id}`,
      headers: headers(owner),
      payload: {
        name: 'Page Hall',
        identifier: 'page-hall',
        settingAttributes: { email: 'hello@page-hall.test', facebookUrl: 'https://facebook.com/pagehall' },
      },
    });
    ({ id: eventId } = await makeEvent(t, owner, school.id, {
      name: 'Open Rehearsal',
      details: {
        description: '<p>Come and <em>listen</em>.</p>',
        category: 'performing-arts',
        theme: 'dark',
        refundsAllowed: true,
        purchaseButtonText: 'Reserve',
        donationEnabled: true,
        donationTitle: 'Support the choir',
        donationSuggestedAmount: 500,
        bannerMessages: [{ type: 'info', message: 'Free parking', color: 'blue', dismissible: true }],
        marketingConsentProduct: true,
      },
      tickets: [
        { name: 'Seat', price: 1000, quantity: 10 },
        { name: 'Secret', price: 0, quantity: 5, visibilityScope: 'secret', code: 'FRIENDS' },
        { name: 'Hidden', price: 0, quantity: 5, hidden: true },
      ],
    }));
    const added = await t.app.inject({
      method: 'POST',
      url: course(eventId, '/teachings'),
      headers: headers(owner),
      payload: { profileId: helper.user.id, accessSetting: 'door' },
    });
    teachingId = added.json().collaborator.id;
  });

  it('shows a published event to a signed-out visitor with the spec fields', async () => {
    const res = await page(eventId);
    expect(res.statusCode).toBe(200);
    const { event } = res.json();
    expect(event).toMatchObject({
      id: eventId,
      name: 'Open Rehearsal',
      owner: {
        id: school.id,
        username: 'page-hall',
        name: 'Page Hall',
        type: 'school',
        following: false,
        social: { email: 'hello@page-hall.test', facebookUrl: 'https://facebook.com/pagehall' },
      },
      theme: 'dark',
      published: true,
      private: false,
      description: '<p>Come and <em>listen</em>.</p>',
      location: { name: 'Lovelace Hall', city: 'London' },
      locationSetting: 'venue',
      category: 'performing-arts',
      categoryName: 'Performing Arts',
      bannerMessages: [{ type: 'info', message: 'Free parking', color: 'blue', dismissible: true, ctaText: null, ctaUrl: null }],
      futureEventCount: 1,
      nextEvent: { inPersonTicketsSoldOut: false, onlineTicketsSoldOut: false },
      inPersonTicketsAvailable: true,
      onlineTicketsAvailable: false,
      purchaseButtonText: 'Reserve',
      refundsAllowed: true,
      canManage: false,
      accessSetting: null,
      managementButtons: [],
      collaborators: [{ id: helper.user.id, type: 'user', canManage: false, teachingId }],
      shareUrl: `https://tickets.example.com/event/${eventId}`,
      currency: 'usd',
      donationEnabled: true,
      donationTitle: 'Support the choir',
      donationSuggestedAmount: 500,
      donationMaximum: 1_000_000,
      marketingConsent: { product: true },
      codesAvailableInPerson: true,
      codesAvailableOnline: false,
      membershipDiscounts: [],
      membershipBanner: null,
      collectInformationSetting: 'each-attendee',
    });
    expect(event.startsAt).toBe(event.nextEvent.startsAt);
    expect(event.finalEvent.id).toBe(event.nextEvent.id);
    expect(event).not.toHaveProperty('broadcastUrl');
  });

  it.each<[string, () => Person, boolean, string | null]>([
    ['the organization owner', () => owner, true, 'admin'],
    ['an organization member', () => member, true, 'admin'],
    ['a site admin', () => siteAdmin, true, 'admin'],
    ['a door collaborator', () => helper, false, 'door'],
    ['a visitor', () => visitor, false, null],
  ])('tells %s what they may do', async (_label, who, canManage, accessSetting) => {
    const { event } = (await page(eventId, who())).json();
    expect(event.canManage).toBe(canManage);
    expect(event.accessSetting).toBe(accessSetting);
    expect(event.managementButtons).toEqual(
      accessSetting === 'admin' ? ['Details', 'Guests', 'Team', 'Stats', 'Video'] : accessSetting === 'door' ? ['Guests', 'Team'] : [],
    );
    // Only the collaborator may remove themselves.
    expect(event.collaborators[0].canManage).toBe(who() === helper);
  });

  it('says whether the viewer follows the organizer', async () => {
    await t.db.insert(follows).values({ followerId: visitor.user.id, followedId: school.id });
    expect((await page(eventId, visitor)).json().event.owner.following).toBe(true);
    expect((await page(eventId)).json().event.owner.following).toBe(false);
  });

  it('hides drafts from everyone but managers and collaborators', async () => {
    const { id } = await makeEvent(t, owner, school.id, { publish: false });
    const anon = await page(id);
    expect(anon.statusCode).toBe(404);
    expect(anon.json()).toMatchObject(errorShape);
    expect((await page(id, visitor)).statusCode).toBe(404);
    expect((await tickets(`eventId=${id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/events/${id}/occurrences` })).statusCode).toBe(404);
    const mine = await page(id, member);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().event.published).toBe(false);
    await t.app.inject({
      method: 'POST',
      url: course(id, '/teachings'),
      headers: headers(owner),
      payload: { profileId: helper.user.id, accessSetting: 'basic' },
    });
    expect((await page(id, helper)).statusCode).toBe(200);
  });

  it('shows a private event by its link but lists it nowhere', async () => {
    const { id } = await makeEvent(t, owner, school.id, { name: 'Secret Soiree', details: { private: true, description: '<p>hushhush</p>' } });
    expect((await page(id)).json().event.private).toBe(true);
    const explore = (await t.app.inject({ method: 'GET', url: '/api/v1/events' })).json();
    expect(explore.data.map((e: { id: string }) => e.id)).not.toContain(id);
    const search = (await t.app.inject({ method: 'GET', url: '/api/v1/search?query=hushhush' })).json();
    expect(search.totalCount).toBe(0);
    const profile = (await t.app.inject({ method: 'GET', url: '/api/v1/profiles/o/page-hall/events' })).json();
    expect(profile.data.map((e: { id: string }) => e.id)).not.toContain(id);
  });

  it('answers unknown and malformed ids', async () => {
    expect((await page('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await page('nope')).statusCode).toBe(422);
  });
});

describe('tickets and availability', () => {
  let owner: Person;
  let eventId: string;
  beforeAll(async () => {
    owner = await signUpUser(t.app);
    // Paid tickets sell only for an owner with a payment account ('Ask organizer to setup payments' otherwise).
    await t.db.update(profiles).set({ paymentAccountId: 'acct_sandbox_test' }).where(eq(profiles.id, owner.user.id));
    const [tier] = await t.db.insert(membershipTiers).values({ ownerId: owner.user.id, name: 'Friend', description: '<p>Hi</p>' }).returning();
    const { list } = await insertList(t.db, owner.user.id, ['someone@example.com']);
    ({ id: eventId } = await makeEvent(t, owner, owner.user.id, {
      details: { online: true },
      tickets: [
        { name: 'Early bird', price: 1000, fee: 100, quantity: 50, endsSalesAt: inDays(-1) },
        { name: 'Regular', price: 2000, quantity: 100, description: 'A seat in the hall', maxPerOrder: 6 },
        { name: 'Late', price: 2500, quantity: 10, startsSalesAt: inDays(2) },
        { name: 'Gone', price: 500, quantity: 0 },
        { name: 'Parking', price: 300, quantity: 20, category: 'Add on' },
        { name: 'Stream', price: 800, quantity: 1000, attendanceType: 'online' },
        { name: 'Pay what you can', quantity: 30, pricingMode: 'custom_price', minimumPrice: 200, suggestedPrice: 1500 },
        { name: 'Members', price: 0, quantity: 10, visibilityScope: 'member', membershipTierId: tier!.id },
        { name: 'List', price: 0, quantity: 10, visibilityScope: 'list', customUserListIds: [list.id], quantityPerCode: 2 },
        { name: 'Code', price: 0, quantity: 10, visibilityScope: 'secret', code: 'ABC' },
        { name: 'Hidden', price: 0, quantity: 10, hidden: true },
      ],
    }));
  });

  it('lists the public ticket types with their state, never secret codes', async () => {
    const res = await tickets(`eventId=${eventId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const [occurrence] = await t.db.select().from(eventOccurrences).where(eq(eventOccurrences.eventId, eventId));
    expect(body.occurrenceId).toBe(occurrence!.id);
    const byName = Object.fromEntries(body.tickets.map((x: { name: string }) => [x.name, x]));
    expect(Object.keys(byName)).toEqual(['Early bird', 'Regular', 'Late', 'Gone', 'Parking', 'Stream', 'Pay what you can']);
    expect(byName['Early bird'].availability).toEqual({ state: 'sales_closed', label: 'Pre-sales closed', availableFrom: null });
    expect(byName.Regular).toMatchObject({
      price: 2000,
      quantity: 100,
      maxPerOrder: 6,
      description: 'A seat in the hall',
      availability: { state: 'available', label: null },
    });
    expect(byName.Late.availability).toEqual({ state: 'not_yet_on_sale', label: 'Available from', availableFrom: inDays(2) });
    expect(byName.Gone).toMatchObject({ quantity: 0, availability: { state: 'sold_out', label: 'Sold out' } });
    expect(byName.Parking.category).toBe('Add on');
    expect(byName['Pay what you can']).toMatchObject({ pricingMode: 'custom_price', price: 200, minimumPrice: 200, suggestedPrice: 1500 });
    expect(body.tickets.every((x: { code: unknown }) => x.code === null)).toBe(true);
  });

  it('filters by attendance type', async () => {
    const online = (await tickets(`eventId=${eventId}&ticketType=online`)).json().tickets;
    expect(online.map((x: { name: string }) => x.name)).toEqual(['Stream']);
    const event = (await page(eventId)).json().event;
    expect(event).toMatchObject({ inPersonTicketsAvailable: true, onlineTicketsAvailable: true, codesAvailableInPerson: true });
  });

  it('refuses bad input', async () => {
    expect((await tickets('')).statusCode).toBe(422);
    expect((await tickets(`eventId=${eventId}&ticketType=hologram`)).statusCode).toBe(422);
    expect((await tickets(`eventId=${eventId}&occurrenceId=00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    expect((await tickets('eventId=00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('marks the next date sold out when every listed ticket of that type is gone', async () => {
    const { id } = await makeEvent(t, owner, owner.user.id, { tickets: [{ name: 'Gone', quantity: 0 }] });
    const { event } = (await page(id)).json();
    expect(event.nextEvent.inPersonTicketsSoldOut).toBe(true);
  });
});

describe('recurring events', () => {
  it('shows the next date, counts future dates and lists them on the dates page', async () => {
    const owner = await signUpUser(t.app);
    const { id } = await makeEvent(t, owner, owner.user.id, { name: 'Weekly Class', publish: false });
    const res = await t.app.inject({
      method: 'PUT',
      url: course(id, '/occurrences'),
      headers: headers(owner),
      payload: {
        occurrences: [
          { startsAt: inDays(-7), endsAt: inDays(-7, 2) },
          { startsAt: inDays(7), endsAt: inDays(7, 2), doorTime: inDays(7, -1) },
          { startsAt: inDays(14), endsAt: inDays(14, 2) },
          { startsAt: inDays(21), endsAt: inDays(21, 2), doorTime: inDays(21, -1) },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: course(id, '/publish'), headers: headers(owner) })).json()).toBe(true);

    const { event } = (await page(id)).json();
    expect(event.futureEventCount).toBe(3);
    expect(event.startsAt).toBe(inDays(7));
    expect(event.nextEvent).toMatchObject({ startsAt: inDays(7), doorTime: inDays(7, -1), inPersonTicketsSoldOut: false });
    expect(event.finalEvent).toMatchObject({ startsAt: inDays(21), doorTime: inDays(21, -1) });

    const dates = await t.app.inject({ method: 'GET', url: `/api/v1/events/${id}/occurrences?ticketType=in_person` });
    expect(dates.statusCode).toBe(200);
    expect(dates.json()).toMatchObject({ event: { id, name: 'Weekly Class' }, ticketType: 'in_person' });
    expect(dates.json().occurrences.map((o: { startsAt: string }) => o.startsAt)).toEqual([inDays(7), inDays(14), inDays(21)]);

    // Each date sells on its own: the tickets of a chosen date.
    const third = dates.json().occurrences[2].id;
    expect((await tickets(`eventId=${id}&occurrenceId=${third}`)).json().occurrenceId).toBe(third);
    // The card in lists shows the next date and how many there are.
    const explore = (await t.app.inject({ method: 'GET', url: '/api/v1/events' })).json();
    expect(explore.data.find((c: { id: string }) => c.id === id)).toMatchObject({ startsAt: inDays(7), dateCount: 4 });
  });
});

describe('explore and search', () => {
  let owner: Person;
  beforeAll(async () => {
    owner = await signUpUser(t.app);
  });

  it('lists upcoming published events soonest first, 30 a page with a next page when full', async () => {
    for (let i = 0; i < 31; i++) {
      await makeEvent(t, owner, owner.user.id, { name: `Match ${i}`, days: 40 + i, details: { category: 'sports' } });
    }
    const first = (await t.app.inject({ method: 'GET', url: '/api/v1/events?category=sports' })).json();
    expect(first).toMatchObject({ page: 1, perPage: 30, totalCount: 31, nextPage: 2 });
    expect(first.data[0]).toMatchObject({ name: 'Match 0', category: 'sports', minPrice: 1500, currency: 'usd', owner: { id: owner.user.id } });
    expect(first.data.map((e: { name: string }) => e.name).slice(0, 3)).toEqual(['Match 0', 'Match 1', 'Match 2']);
    const second = (await t.app.inject({ method: 'GET', url: '/api/v1/events?category=sports&page=2' })).json();
    expect(second).toMatchObject({ page: 2, totalCount: 31, nextPage: null });
    expect(second.data.map((e: { name: string }) => e.name)).toEqual(['Match 30']);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/events?category=polka' })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/events?page=0' })).statusCode).toBe(422);
  });

  it('gives the price range of the listed ticket types on cards and on the event page', async () => {
    const { id } = await makeEvent(t, owner, owner.user.id, {
      name: 'Pricerange Gala',
      tickets: [
        { name: 'Free standing', price: 0, quantity: 10 },
        { name: 'Seat', price: 4000, quantity: 10 },
        { name: 'Hidden box', price: 9000, quantity: 10, hidden: true },
        { name: 'Backstage', price: 20000, quantity: 10, visibilityScope: 'secret', code: 'PRICEY' },
      ],
    });
    const card = (await t.app.inject({ method: 'GET', url: '/api/v1/search?query=pricerange&tab=events' })).json().data[0];
    expect(card).toMatchObject({ id, minPrice: 0, maxPrice: 4000, currency: 'usd' });
    const page = (await t.app.inject({ method: 'GET', url: `/api/v1/events/${id}` })).json().event;
    expect(page).toMatchObject({ minPrice: 0, maxPrice: 4000 });
  });

  it('leaves out past events and drafts', async () => {
    const past = await makeEvent(t, owner, owner.user.id, { name: 'Yesterday', details: { category: 'film' } });
    await t.app.inject({ method: 'PATCH', url: course(past.id), headers: headers(owner), payload: { startsAt: inDays(-2), endsAt: inDays(-2, 2) } });
    await makeEvent(t, owner, owner.user.id, { name: 'Draft film', publish: false, details: { category: 'film' } });
    const film = (await t.app.inject({ method: 'GET', url: '/api/v1/events?category=film' })).json();
    expect(film.data).toEqual([]);
  });

  it('finds an event by a word of its description, its tags or its city, as a prefix', async () => {
    const { id } = await makeEvent(t, owner, owner.user.id, {
      name: 'Autumn Gathering',
      details: {
        description: '<p>An evening of <strong>bagpipes</strong> &amp; poetry.</p>',
        tags: ['Highland Folk'],
        location: { name: 'Old Mill', city: 'Inverness' },
      },
    });
    const search = (q: string) => t.app.inject({ method: 'GET', url: `/api/v1/search?query=${encodeURIComponent(q)}&tab=events` });
    for (const q of ['bagpipes', 'BAGPIPE', 'bagp poetry', 'highland', 'inverness', 'autumn gath', 'Old Mill']) {
      const res = (await search(q)).json();
      expect(
        res.data.map((e: { id: string }) => e.id),
        q,
      ).toEqual([id]);
      expect(res).toMatchObject({ query: q, tab: 'events', totalCount: 1, nextPage: null });
    }
    expect((await search('bagpipes zither')).json().data).toEqual([]);
    expect((await search('amp')).json().data).toEqual([]);
    expect((await search('   ')).json()).toMatchObject({ data: [], totalCount: 0 });
    expect((await search("'); drop table events; --")).statusCode).toBe(200);
    expect((await search('x'.repeat(201))).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/search?query=a&tab=videos' })).statusCode).toBe(422);
  });

  it('lists the categories', async () => {
    const res = (await t.app.inject({ method: 'GET', url: '/api/v1/course_categories' })).json();
    expect(res.categories[0]).toEqual({ id: 'music', name: 'Music' });
    expect(res.categories).toHaveLength(11);
  });
});
