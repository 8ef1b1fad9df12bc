import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createEventViaApi, isoInDays, sessionUserId, uniqueWord, type ApiEvent } from '../events/helpers.ts';
import { newPerson, signUpViaApi } from '../helpers.ts';

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

export interface ListedTicket {
  id: string;
  name: string;
  quantity: number;
}

/** The public ticket list of an event (what is left of each listed ticket type). */
export async function listedTickets(request: APIRequestContext, eventId: string): Promise<ListedTicket[]> {
  return (await ok<{ tickets: ListedTicket[] }>(await request.get(`/api/v1/tickets?eventId=${eventId}`))).tickets;
}

/** The demo concert of Lovelace Hall: promo code WELCOME10, secret code BACKSTAGE, donations. */
export async function demoConcertId(request: APIRequestContext): Promise<string> {
  const reply = await ok<{ data: { id: string; name: string }[] }>(await request.get('/api/v1/search?query=Autumn%20Chamber%20Concert&tab=events'));
  const concert = reply.data.find((e) => e.name === 'Autumn Chamber Concert');
  if (!concert) throw new Error('the demo concert is missing');
  return concert.id;
}

/**
 * A published in-person event of a new organizer who takes payments (the sandbox connects at once), made in its
 * own browser context so the test's page stays a signed-out buyer.
 */
export async function organizerEvent(
  browser: Browser,
  tickets: Record<string, unknown>[],
  prefix = 'Recital',
  more: Pick<ApiEvent, 'questions'> = {},
  /** More set-up as the organizer (its settings), before its context closes. */
  asOrganizer?: (page: Page, ownerId: string) => Promise<void>,
): Promise<{ eventId: string; name: string }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signUpViaApi(page, newPerson());
    const ownerId = await sessionUserId(page);
    await ok(await page.request.post(`/api/v1/profile_management/stripe/connect?ownerId=${ownerId}`));
    const name = `${prefix} ${uniqueWord('c')}`;
    const eventId = await createEventViaApi(page, ownerId, {
      name,
      details: { startsAt: isoInDays(20), endsAt: isoInDays(20, 2), category: 'music', locationSetting: 'tba', currency: 'usd' },
      tickets,
      ...more,
      publish: true,
    });
    await asOrganizer?.(page, ownerId);
    return { eventId, name };
  } finally {
    await context.close();
  }
}

/**
 * Continue from the tickets step, once the info step is on screen: the address changes a moment before the step
 * renders, and a click in between went to the tickets step's Continue (the same button) and was lost. `step` is the
 * current step's expected label ('Your info', or the organizer's 'Guest info (optional)').
 */
export async function continueToInfo(page: Page, step: string | RegExp = /info/i) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/page=info/);
  await expect(page.getByRole('list', { name: 'Checkout steps' }).locator('[aria-current="step"]')).toContainText(step);
}

/** Fills the purchaser (a signed-out buyer confirms the e-mail). */
export async function fillPurchaser(page: Page, buyer: { firstName: string; lastName: string; email: string }) {
  const purchaser = page.getByRole('region', { name: 'Purchaser' });
  await purchaser.getByRole('textbox', { name: /^First name/ }).fill(buyer.firstName);
  await purchaser.getByRole('textbox', { name: /^Last name/ }).fill(buyer.lastName);
  await purchaser.getByRole('textbox', { name: /^Email/ }).fill(buyer.email);
  await purchaser.getByRole('textbox', { name: /^Confirm email/ }).fill(buyer.email.toUpperCase());
}

/** Types a card into the sandbox card form and confirms the payment ('Are you sure?'). */
export async function payByCard(page: Page, number: string) {
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('textbox', { name: 'Expiry' }).fill('12 / 34');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('textbox', { name: 'ZIP' }).fill('10001');
  await page.getByRole('button', { name: 'Confirm' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /^Pay / }).click();
}

export const orderIdFromUrl = (url: string) => new URL(url).pathname.split('/')[3]!;
