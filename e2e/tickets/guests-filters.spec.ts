import { type Page } from '@playwright/test';
import { GUEST_FILTER_TEXTS } from '../../src/contracts/guests.messages.ts';
import { DOOR_MESSAGES } from '../../src/contracts/door.messages.ts';
import { expect, test } from '../axe-test.ts';
import { createEventViaApi, isoInDays, sessionUserId, uniqueWord } from '../events/helpers.ts';
import { shoot, signUpViaApi } from '../helpers.ts';
import { getFreeTickets } from './helpers.ts';

/** A published event with two free ticket types; two guests hold General admission and one holds VIP. */
async function eventWithTwoTypes(page: Page) {
  const ownerId = await sessionUserId(page);
  const name = `Filters ${uniqueWord('f')}`;
  const eventId = await createEventViaApi(page, ownerId, {
    name,
    details: { startsAt: isoInDays(12), endsAt: isoInDays(12, 3), category: 'music', locationSetting: 'tba' },
    tickets: [
      { name: 'General admission', price: 0, quantity: 50 },
      { name: 'VIP', price: 0, quantity: 10 },
    ],
    publish: true,
  });
  const listed = (await (await page.request.get(`/api/v1/tickets?eventId=${eventId}`)).json()) as { tickets: { id: string; name: string }[] };
  const typeId = (typeName: string) => listed.tickets.find((t) => t.name === typeName)!.id;
  const buyer = { firstName: 'Grace', lastName: 'Hopper', email: `grace.${uniqueWord('g')}@example.com` };
  await getFreeTickets(page.request, { eventId, name, ticketTypeId: typeId('General admission') }, buyer, [
    buyer,
    { firstName: 'Alan', lastName: 'Turing', email: `alan.${uniqueWord('a')}@example.com` },
  ]);
  await getFreeTickets(
    page.request,
    { eventId, name, ticketTypeId: typeId('VIP') },
    { firstName: 'Ada', lastName: 'Lovelace', email: `ada.${uniqueWord('l')}@example.com` },
  );
  return { eventId, name, vip: typeId('VIP') };
}

const rows = (page: Page) => page.getByTestId('guest-row');
const typeFilter = (page: Page) => page.getByRole('combobox', { name: GUEST_FILTER_TEXTS.ticketType });

for (const width of [1280, 375]) {
  test(`the ticket-type filter narrows the guests list, stays in the address and clears, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpViaApi(page);
    const event = await eventWithTwoTypes(page);
    await page.goto(`/management/courses/${event.eventId}/registrations`);
    await expect(rows(page)).toHaveCount(3);
    await expect(page.getByText('3 tickets', { exact: true })).toBeVisible();

    await typeFilter(page).click();
    await page.getByRole('option', { name: 'VIP', exact: true }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText('Ada Lovelace');
    await expect(page.getByText('1 ticket', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]ticketTypeId=${event.vip}`));
    await shoot(page, 'guests-filtered');

    // A reload (or a shared link) keeps the filter.
    await page.reload();
    await expect(typeFilter(page)).toHaveValue('VIP');
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByText('1 ticket', { exact: true })).toBeVisible();

    await typeFilter(page).click();
    await page.getByRole('option', { name: GUEST_FILTER_TEXTS.allTicketTypes }).click();
    await expect(rows(page)).toHaveCount(3);
    await expect(page.getByText('3 tickets', { exact: true })).toBeVisible();
    await expect(page).not.toHaveURL(/ticketTypeId=/);
  });
}

test('the door pages say an unpublished event sells nothing and a cancelled one admits nobody', async ({ page }) => {
  await signUpViaApi(page);
  const event = await eventWithTwoTypes(page);
  const course = `/api/v1/management/courses/${event.eventId}`;
  expect((await page.request.post(`${course}/unpublish`)).ok()).toBe(true);

  await page.goto(`/management/courses/${event.eventId}/registrations`);
  await expect(page.getByTestId('door-state')).toHaveText(DOOR_MESSAGES.notice.unpublished);
  await expect(page.getByRole('link', { name: 'Door check-in' })).toBeVisible();
  for (const name of ['Add guest', 'Sell at the door']) await expect(page.getByRole('link', { name })).toHaveCount(0);
  await shoot(page, 'guests-unpublished');

  const canceled = await page.request.post(`${course}/cancel`, { data: { confirmName: event.name } });
  expect(canceled.ok(), await canceled.text()).toBe(true);
  await page.goto(`/management/courses/${event.eventId}/check-in`);
  await expect(page.getByTestId('door-state')).toHaveText(DOOR_MESSAGES.notice.canceled);
  await expect(page.getByRole('textbox', { name: 'Ticket code' })).toHaveCount(0);
  await shoot(page, 'check-in-canceled');
});
