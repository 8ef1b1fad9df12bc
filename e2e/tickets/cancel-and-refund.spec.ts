import { expect, test } from '../axe-test.ts';
import { newPerson, signUpViaApi } from '../helpers.ts';
import { createFreeEvent, getFreeTickets } from './helpers.ts';

test('a holder cancels a ticket; the organizer cancels and tries to refund from the guests page', async ({ page, browser }) => {
  await signUpViaApi(page);
  const event = await createFreeEvent(page, 'Cancel Fair');
  const allow = await page.request.patch(`/api/v1/management/courses/${event.eventId}`, { data: { cancelAllowed: true } });
  expect(allow.ok()).toBe(true);

  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  const buyer = await signUpViaApi(buyerPage, newPerson());
  const { orderId } = await getFreeTickets(buyerPage.request, event, buyer, [
    { firstName: 'Ada', lastName: 'Byron', email: buyer.email },
    { firstName: 'Mary', lastName: 'Somerville', email: newPerson().email },
    { firstName: 'Caroline', lastName: 'Herschel', email: newPerson().email },
  ]);

  // The holder's cancel, with its confirmation.
  await buyerPage.goto(`/tickets/${orderId}`);
  await expect(buyerPage.getByText('Ticket 1 / 3')).toBeVisible();
  await buyerPage.keyboard.press('ArrowRight');
  await expect(buyerPage.getByText('Ticket 2 / 3')).toBeVisible();
  await buyerPage.keyboard.press('ArrowLeft');
  await expect(buyerPage.getByText('Ticket 1 / 3')).toBeVisible();
  const canceled = ((await buyerPage.getByRole('region', { name: /^Ticket for / }).getAttribute('aria-label')) ?? '').replace('Ticket for ', '');
  await buyerPage.getByRole('button', { name: 'Cancel Ticket' }).click();
  const confirm = buyerPage.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm.getByText('This action cannot be undone')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel Ticket' }).click();
  await expect(buyerPage.getByText('Registration cancelled')).toBeVisible();
  await expect(buyerPage.getByTestId('inactive-text')).toHaveText(/^This ticket was canceled on \d{1,2} \w{3} \d{4}$/);
  await expect(buyerPage.getByRole('button', { name: 'Cancel Ticket' })).toHaveCount(0);
  await buyerContext.close();

  // The organizer: the canceled ticket is listed as such; cancel another; a free ticket cannot be refunded.
  await page.goto(`/management/courses/${event.eventId}/registrations`);
  await expect(page.getByTestId('total-sold')).toHaveText('2');
  await expect(page.getByTestId('guest-row').filter({ hasText: canceled })).toContainText('Canceled');
  const [other, last] = ['Ada Byron', 'Mary Somerville', 'Caroline Herschel'].filter((n) => n !== canceled) as [string, string];

  await page.getByRole('button', { name: `Actions for ${other}` }).click();
  await page.getByRole('menuitem', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Cancel ticket' }).click();
  await expect(page.getByText('Registration cancelled')).toBeVisible();
  await expect(page.getByTestId('guest-row').filter({ hasText: other })).toContainText('Canceled');
  await expect(page.getByTestId('total-sold')).toHaveText('1');

  await page.getByRole('button', { name: `Actions for ${last}` }).click();
  await page.getByRole('menuitem', { name: 'Refund' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Registration cannot be refunded')).toBeVisible();
  await expect(page.getByText('Nothing was paid for this ticket')).toBeVisible();

  // The status filter.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Canceled' }).click();
  await expect(page.getByTestId('guest-row')).toHaveCount(2);
  await expect(page).toHaveURL(/status=canceled/);
});
