import { expect, test } from '../axe-test.ts';
import { shoot, signUpViaApi } from '../helpers.ts';
import { createEventViaApi, isoInDays, sessionUserId, uniqueWord } from '../events/helpers.ts';
import { getFreeTickets } from './helpers.ts';

const buyer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.mover@example.com' };
const alan = { firstName: 'Alan', lastName: 'Turing', email: 'alan.mover@example.com' };
const grace = { firstName: 'Grace', lastName: 'Hopper', email: 'grace.mover@example.com' };

test('move one ticket of an order to another date from the guests page', async ({ page }) => {
  await signUpViaApi(page);
  const name = `Quartet ${uniqueWord('e')}`;
  const eventId = await createEventViaApi(page, await sessionUserId(page), {
    name,
    details: { startsAt: isoInDays(12), endsAt: isoInDays(12, 3), category: 'music', locationSetting: 'tba' },
    tickets: [{ name: 'General admission', price: 0, quantity: 50 }],
    occurrences: [
      { startsAt: isoInDays(12), endsAt: isoInDays(12, 3) },
      { startsAt: isoInDays(19), endsAt: isoInDays(19, 3) },
    ],
    publish: true,
  });
  const listed = (await (await page.request.get(`/api/v1/tickets?eventId=${eventId}`)).json()) as { tickets: { id: string }[] };
  await getFreeTickets(page.request, { eventId, name, ticketTypeId: listed.tickets[0]!.id }, buyer, [alan, grace]);

  await page.goto(`/management/courses/${eventId}/registrations`);
  await expect(page.getByTestId('guest-row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Actions for Alan Turing' }).click();
  await page.getByRole('menuitem', { name: 'Move to another date' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move to another date' });
  await expect(dialog).toContainText("Move Alan Turing's ticket to another date.");
  // The order's other ticket may go along; left unticked, it stays.
  await expect(dialog.getByRole('checkbox', { name: 'Grace Hopper (General admission)' })).not.toBeChecked();
  await dialog.getByRole('combobox', { name: 'New date' }).click();
  const newDate = page.getByRole('option');
  await expect(newDate).toHaveCount(1);
  const dateLabel = (await newDate.textContent())!;
  await newDate.click();
  await shoot(page, 'guests-move-dialog');
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByText(`Ticket moved to `)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Seen from the new date: Alan only; from the first date: Grace only.
  await page.getByRole('combobox', { name: 'Date', exact: true }).click();
  await page.getByRole('option', { name: dateLabel }).click();
  await expect(page.getByTestId('guest-row')).toHaveCount(1);
  await expect(page.getByTestId('guest-row')).toContainText('Alan Turing');
  await shoot(page, 'guests-move-new-date');
  await page.getByRole('combobox', { name: 'Date', exact: true }).click();
  await page.getByRole('option').nth(1).click();
  await expect(page.getByTestId('guest-row')).toHaveCount(1);
  await expect(page.getByTestId('guest-row')).toContainText('Grace Hopper');
});
