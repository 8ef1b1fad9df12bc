import { expect, test } from '../axe-test.ts';
import { newPerson, signUpViaApi } from '../helpers.ts';
import { createFreeEvent, getFreeTickets } from './helpers.ts';

test('the organizer checks a ticket in by typed code; a second check-in says when it was', async ({ page }) => {
  const organizer = await signUpViaApi(page);
  const event = await createFreeEvent(page, 'Door Night');
  const guest = { ...newPerson(), firstName: 'Katherine', lastName: 'Johnson' };
  const { tickets } = await getFreeTickets(
    page.request,
    event,
    { firstName: organizer.firstName, lastName: organizer.lastName, email: organizer.email },
    [guest, { firstName: 'Dorothy', lastName: 'Vaughan', email: newPerson().email }],
  );
  const katherine = tickets.find((t) => t.firstName === 'Katherine')!;

  await page.goto(`/management/courses/${event.eventId}/check-in`);
  const code = page.getByRole('textbox', { name: 'Ticket code' });
  await expect(code).toBeFocused();
  const banner = page.getByTestId('check-in-result');

  // An unknown code.
  await code.fill('ABCDEF12');
  await code.press('Enter');
  await expect(banner).toHaveAttribute('data-kind', 'not_found');
  await expect(banner).toContainText('Ticket not found for this event');

  // The ticket's code, typed in lower case: checked in, with the guest's name and ticket.
  await code.fill(katherine.code.toLowerCase());
  await code.press('Enter');
  await expect(banner).toHaveAttribute('data-kind', 'checked_in');
  await expect(banner).toContainText('Checked in');
  await expect(banner).toContainText('Katherine Johnson');
  await expect(banner).toContainText('General admission');
  await expect(code).toHaveValue('');
  await expect(code).toBeFocused();
  await expect(page.getByTestId('door-count')).toContainText('1 / 2');

  // The same code again: recorded once, the answer says when.
  await code.fill(katherine.code);
  await code.press('Enter');
  await expect(banner).toHaveAttribute('data-kind', 'already');
  await expect(banner).toContainText(/Already checked in at \d{1,2}:\d{2} (AM|PM)/);
  const recent = page.getByRole('list', { name: 'Recent scans' }).getByRole('listitem');
  await expect(recent).toHaveCount(3);
  await expect(page.getByTestId('door-count')).toContainText('1 / 2');

  // The guests page shows it, and the check-in can be undone there.
  await page.getByRole('link', { name: 'Guests' }).click();
  const row = page.getByTestId('guest-row').filter({ hasText: 'Katherine Johnson' });
  await expect(row.getByText(/^\d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();
  await expect(page.getByTestId('total-checked-in')).toHaveText('1');
  await row.getByRole('button', { name: 'Undo check-in of Katherine Johnson' }).click();
  await expect(page.getByText('Check-in undone: Katherine Johnson')).toBeVisible();
  await expect(page.getByTestId('total-checked-in')).toHaveText('0');

  // Checking in from the list, and the search.
  await page.getByRole('textbox', { name: 'Search guests' }).fill('vaughan');
  await expect(page.getByTestId('guest-row')).toHaveCount(1);
  await page.getByRole('button', { name: 'Check in Dorothy Vaughan' }).click();
  await expect(page.getByText('Checked in: Dorothy Vaughan')).toBeVisible();
  await expect(page.getByTestId('total-checked-in')).toHaveText('1');
});
