import { expect, type Browser, type Page } from '@playwright/test';
import { connectedOrganizer, createEventViaApi, isoInDays } from '../events/helpers.ts';
import { newPerson, signUpViaApi } from '../helpers.ts';
import { buyViaApi } from '../reporting/helpers.ts';

/** The demo's site admin (src/server/demo-data.ts). */
export const DEMO_ADMIN = { email: 'admin@ovation.test', password: 'ovation-demo' };

/** Signs the page's context in as the demo site admin, through the API. */
export async function signInAsAdmin(page: Page) {
  const reply = await page.request.post('/api/v1/auth/login', { data: DEMO_ADMIN });
  expect(reply.status(), await reply.text()).toBe(200);
}

/**
 * A connected organizer's published event (one ticket type, 20 places, in `inDays` days) and one paid order of it,
 * bought by a new account in a context of its own: what an admin then finds by the buyer's e-mail.
 */
export async function eventWithPaidOrder(
  browser: Browser,
  event: { name: string; inDays: number; price: number },
  buyerName: { firstName: string; lastName: string },
) {
  const { organizer, owner, ownerId } = await connectedOrganizer(browser);
  const eventId = await createEventViaApi(organizer, ownerId, {
    name: event.name,
    details: { startsAt: isoInDays(event.inDays), endsAt: isoInDays(event.inDays, 2), category: 'music', locationSetting: 'tba', currency: 'usd' },
    tickets: [{ name: 'General', price: event.price, quantity: 20 }],
    publish: true,
  });
  const listed = (await (await organizer.request.get(`/api/v1/tickets?eventId=${eventId}`)).json()) as { tickets: { id: string }[] };
  const buyerPage = await (await browser.newContext()).newPage();
  const buyer = await signUpViaApi(buyerPage, newPerson());
  const orderId = await buyViaApi(buyerPage.request, eventId, { [listed.tickets[0]!.id]: 1 }, { ...buyerName, email: buyer.email });
  return { organizer, owner, ownerId, eventId, buyer, orderId };
}
