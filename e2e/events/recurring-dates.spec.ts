import { expect, test } from '../axe-test.ts';
import { expectPath, signUpViaApi } from '../helpers.ts';
import { localInDays, saveEditor, uniqueWord } from './helpers.ts';

test('a recurring event sends buyers to its dates page', async ({ page }) => {
  await signUpViaApi(page);
  const name = `Weekly Salsa ${uniqueWord('s')}`;
  await page.goto('/e/new');
  await page.getByLabel('Event name').fill(name);
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expectPath(page, /\/details\/edit$/);
  const eventId = new URL(page.url()).pathname.split('/')[3]!;
  await page.locator('label', { hasText: 'To be announced' }).click();
  await expect(page.getByRole('radio', { name: 'To be announced' })).toBeChecked();
  await saveEditor(page);

  // Three weekly dates from the dates editor.
  await page.getByRole('tab', { name: 'Dates' }).click();
  await page.getByRole('button', { name: 'Add date' }).click();
  await page.getByLabel('Starts').fill(localInDays(10, 19));
  await page.getByLabel('Ends').fill(localInDays(10, 21));
  await page.getByLabel('Number of weekly dates to add').fill('2');
  await page.getByRole('button', { name: 'Add weekly dates' }).click();
  await expect(page.getByRole('region', { name: 'Date 3' })).toBeVisible();
  await saveEditor(page);
  await expect(page.getByRole('tab', { name: /Dates\s*3/ })).toBeVisible();

  await page.getByRole('tab', { name: 'Tickets' }).click();
  await page.getByRole('button', { name: 'Add ticket type' }).click();
  await page.getByLabel('Name').last().fill('Dancer');
  await saveEditor(page);
  await page.getByRole('button', { name: 'Publish Event' }).click();
  await expect(page.getByText('Your event is live. You can now share the link and start selling tickets.')).toBeVisible();

  // The event page's ticket button opens the dates page, grouped by day, each with its own button.
  await page.goto(`/event/${eventId}`);
  await expect(page.getByText('To be announced')).toBeVisible();
  await expect(page.getByText('2 more dates')).toBeVisible();
  await page.getByRole('link', { name: 'Get Tickets' }).click();
  await expectPath(page, `/event/${eventId}/dates`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('main').getByRole('region', { name: /day, \d+ / })).toHaveCount(3);
  await expect(page.getByRole('link', { name: /^Get Tickets:/ })).toHaveCount(3);

  // A date's button leads to checkout for that date; the close button returns to the event.
  await page
    .getByRole('link', { name: /^Get Tickets:/ })
    .first()
    .click();
  await expectPath(page, `/event/${eventId}/select`);
  await expect(page.getByRole('region', { name: 'Admission' }).getByRole('article', { name: 'Dancer' })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Close' }).click();
  await expectPath(page, `/event/${eventId}`);
});
