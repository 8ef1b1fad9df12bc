import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from './testing/test-app.ts';
import { events, membershipPrices, membershipTiers, ticketTypes } from './platform/db/schema/index.ts';
import { existingDemoAccounts, loadDemoData, loadDemoEvents } from './demo-data.ts';

const t = useTestApp();

describe('demo data', () => {
  it('names no demo account before they are loaded', async () => {
    expect(await existingDemoAccounts(t.db)).toEqual([]);
  });

  it('loads people, Lovelace Hall and their events dated from today, once', async () => {
    expect(await loadDemoData(t.db)).toBe(true);
    expect(await loadDemoData(t.db)).toBe(false);
    expect((await existingDemoAccounts(t.db)).map((a) => a.email)).toEqual(['ada@ovation.test', 'grace@ovation.test', 'admin@ovation.test']);
    await loadDemoEvents(t.db);
    const rows = await t.db.select().from(events);
    expect(rows).toHaveLength(4);
    expect(rows.filter((e) => !e.published).map((e) => e.name)).toEqual(['Midwinter Party']);

    const explore = (await t.app.inject({ method: 'GET', url: '/api/v1/events' })).json();
    expect(explore.data.map((e: { name: string }) => e.name)).toEqual([
      'Analytical Engines: an online talk',
      'Life Drawing Class',
      'Autumn Chamber Concert',
    ]);
    expect(explore.data.find((e: { name: string }) => e.name === 'Life Drawing Class').dateCount).toBe(3);

    const [concert] = await t.db.select().from(events).where(eq(events.name, 'Autumn Chamber Concert'));
    const tickets = (await t.app.inject({ method: 'GET', url: `/api/v1/tickets?eventId=${concert!.id}` })).json().tickets;
    expect(tickets.map((x: { name: string; category: string }) => [x.name, x.category])).toEqual([
      ['Stalls', 'Admission'],
      ['Balcony', 'Admission'],
      ['Interval drinks', 'Add on'],
    ]);
    const page = (await t.app.inject({ method: 'GET', url: `/api/v1/events/${concert!.id}` })).json().event;
    expect(page).toMatchObject({ currency: 'gbp', timezone: 'Europe/London', collaborators: [{ username: 'grace' }] });
    expect(new Date(page.startsAt).getTime()).toBeGreaterThan(Date.now());

    // Memberships: two tiers with their prices, and a Patrons-only ticket that guests do not see (above).
    const tiers = await t.db.select().from(membershipTiers).orderBy(membershipTiers.position);
    expect(tiers.map((x) => [x.name, x.validSubscriptionsLimit])).toEqual([
      ['Friend', null],
      ['Patron', 50],
    ]);
    expect((await t.db.select().from(membershipPrices)).map((p) => p.amount).sort((a, b) => a - b)).toEqual([500, 1500, 5000]);
    const [preview] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.visibilityScope, 'member'));
    expect(preview).toMatchObject({ name: "Members' preview seat", membershipTierId: tiers[1]!.id });
  });
});
