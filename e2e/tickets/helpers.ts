import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createEventViaApi, isoInDays, sessionUserId, uniqueWord } from '../events/helpers.ts';

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

export interface FreeEvent {
  eventId: string;
  name: string;
  ticketTypeId: string;
}

/** A published in-person event with one free ticket type, owned by the signed-in user of `page`. */
export async function createFreeEvent(page: Page, prefix = 'Gala'): Promise<FreeEvent> {
  const ownerId = await sessionUserId(page);
  const name = `${prefix} ${uniqueWord('e')}`;
  const eventId = await createEventViaApi(page, ownerId, {
    name,
    details: { startsAt: isoInDays(12), endsAt: isoInDays(12, 3), category: 'music', locationSetting: 'tba' },
    tickets: [{ name: 'General admission', price: 0, quantity: 50 }],
    publish: true,
  });
  const listed = await ok<{ tickets: { id: string }[] }>(await page.request.get(`/api/v1/tickets?eventId=${eventId}`));
  return { eventId, name, ticketTypeId: listed.tickets[0]!.id };
}

export interface Attendee {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * Gets free tickets through the API as the signed-in user of `request` (the checkout pages are another helper's):
 * creates the order, confirms it with the buyer and one attendee per ticket. Returns the order and its items.
 */
export async function getFreeTickets(request: APIRequestContext, event: FreeEvent, buyer: Attendee, attendees: Attendee[] = [buyer]) {
  const created = await ok<{ order: { id: string; items: { id: string }[] } }>(
    await request.post(`/api/v1/orders?event=${event.eventId}`, { data: { tickets: { [event.ticketTypeId]: attendees.length } } }),
  );
  const order = created.order;
  const confirmed = await ok<{ final: boolean }>(
    await request.post(`/api/v1/orders/${order.id}/confirm`, {
      data: {
        buyerAttributes: { ...buyer, emailConfirm: buyer.email },
        attendeesAttributes: order.items.map((item, i) => ({ itemId: item.id, ...attendees[i]! })),
      },
    }),
  );
  expect(confirmed.final).toBe(true);
  const page = await ok<{ tickets: { id: string; code: string; firstName: string; lastName: string }[] }>(
    await request.get(`/api/v1/ticket_pages/tickets/${order.id}`),
  );
  return { orderId: order.id, tickets: page.tickets };
}

/** The newest e-mail to `to` in the built-in outbox, read as the signed-in user of `request` (waits for the job). */
export async function newestMail(request: APIRequestContext, to: string, subject: RegExp) {
  let found: { text: string; subject: string } | undefined;
  await expect
    .poll(
      async () => {
        const reply = await ok<{ messages: { to: string; subject: string; text: string }[] }>(await request.get('/api/dev/outbox'));
        found = reply.messages.find((m) => m.to.toLowerCase() === to.toLowerCase() && subject.test(m.subject));
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** Verifies the signed-in account's address with the link mailed at sign-up: tickets sent to an address need it verified. */
export async function verifyEmail(page: Page, email: string) {
  const mail = await newestMail(page.request, email, /^Verify your e-mail address/);
  const link = /\/verify-email\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByText(/Your e-mail address is verified/)).toBeVisible();
}

/** The signed-in organizer takes payments (the sandbox connects at once) and has a simulated reader at a venue. */
export async function connectWithReader(page: Page, ownerId: string, readerName: string) {
  await ok(await page.request.post(`/api/v1/profile_management/stripe/connect?ownerId=${ownerId}`));
  await addReader(page, ownerId, readerName);
}

/** A simulated card reader at a venue for an organizer who already takes payments. */
export async function addReader(page: Page, ownerId: string, readerName: string) {
  const { location } = await ok<{ location: { id: string } }>(
    await page.request.post('/api/v1/profile_management/locations', {
      data: {
        ownerId,
        name: 'Empire Hall',
        address: '350 Fifth Avenue',
        apartment: 'Floor 2',
        city: 'New York',
        state: 'New York',
        stateCode: 'NY',
        zipcode: '10118',
      },
    }),
  );
  await ok(
    await page.request.post('/api/v1/stripe_terminals', {
      data: { ownerId, name: readerName, locationId: location.id, pairingCode: 'simulated-wpe' },
    }),
  );
}
