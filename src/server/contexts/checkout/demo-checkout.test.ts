import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadDemoData } from '../../demo-data.ts';
import { events, profiles } from '../../platform/db/schema/index.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { attendeesFor, buyer, complete, confirm, order, payCard } from './checkout.fixtures.ts';

const t = useTestApp();
beforeAll(async () => {
  await loadDemoData(t.db);
});

describe('checkout demo data', () => {
  it('connects the demo owners, and the concert takes WELCOME10, BACKSTAGE and donations', async () => {
    const owners = await t.db.select().from(profiles).where(eq(profiles.username, 'lovelace-hall'));
    expect(owners[0]!.paymentAccountId).toMatch(/^acct_sandbox_/);
    const [concert] = await t.db.select().from(events).where(eq(events.name, 'Autumn Chamber Concert'));
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    const tickets = (await get(`/api/v1/tickets?eventId=${concert!.id}`)).json().tickets;
    expect(tickets.map((x: { name: string; availability: { state: string } }) => [x.name, x.availability.state])).toEqual([
      ['Stalls', 'available'],
      ['Balcony', 'available'],
      ['Interval drinks', 'available'],
    ]);
    expect((await get(`/api/v1/tickets/validate_code?eventId=${concert!.id}&promoCode=welcome10`)).json().promoCode).toMatchObject({
      code: 'WELCOME10',
      percentageValue: 10,
    });
    expect(
      (await get(`/api/v1/tickets/validate_code?eventId=${concert!.id}&promoCode=backstage`)).json().tickets.map((x: { name: string }) => x.name),
    ).toEqual(['Backstage pass']);

    const stalls = tickets[0].id;
    const created = await order(t, concert!.id, { tickets: { [stalls]: 1 }, donationAmount: 500 }, { promoCode: 'WELCOME10' });
    expect(created.order).toMatchObject({ currency: 'gbp', donationAmount: 500, promoCode: { code: 'WELCOME10' } });
    const c = (await confirm(t, created.order.id, { buyerAttributes: buyer, attendeesAttributes: attendeesFor(created.order.items) })).json();
    await payCard(t, c.paymentRequest);
    expect((await complete(t, created.order.id)).json().status).toBe('succeeded');
    // Loading again changes nothing.
    expect(await loadDemoData(t.db)).toBe(false);
    expect((await get(`/api/v1/tickets/validate_code?eventId=${concert!.id}&promoCode=welcome10`)).json().promoCode.quantity).toBe(99);
  });
});
