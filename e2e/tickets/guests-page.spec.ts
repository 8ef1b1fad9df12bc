import { expect, test } from '../axe-test.ts';
import { expectPath, newPerson, shoot, signUpViaApi } from '../helpers.ts';
import { createFreeEvent } from './helpers.ts';
import { continueToInfo } from '../checkout/helpers.ts';

test('after Add guest the guests page shows the new guest and totals without a reload; Stats and Reporting show the sales', async ({ page }) => {
  const organizer = await signUpViaApi(page);
  const event = await createFreeEvent(page, 'Soiree');

  await page.goto(`/management/courses/${event.eventId}/registrations`);
  await expect(page.getByTestId('total-sold')).toHaveText('0');
  await page.getByRole('link', { name: 'Add guest' }).click();
  await expectPath(page, new RegExp(`^/event/${event.eventId}/add-guest/`));
  await continueToInfo(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectPath(page, `/management/courses/${event.eventId}/registrations`);
  await expect(page.getByText('Guest(s) added successfully!')).toBeVisible();
  // The cached list and totals from before were read again.
  await expect(page.getByTestId('total-sold')).toHaveText('1');
  await expect(page.getByText('1 ticket', { exact: true })).toBeVisible();
  await expect(page.getByText('Anonymous Guest').first()).toBeVisible();
  await shoot(page, 'guests-added');

  // The Stats tab shows what sold.
  await page.getByRole('tab', { name: 'Stats' }).click();
  await expect(page.getByTestId('stats-total-sold')).toHaveText('1');
  await shoot(page, 'event-stats');

  // Reporting: not 'No data yet!' for an account with sales.
  await page.goto(`/manage/${organizer.username}/reporting/revenue?type=course_id`);
  await expect(page.getByRole('cell', { name: event.name })).toBeVisible();
  await expect(page.getByText('No data yet!')).toHaveCount(0);
  await shoot(page, 'reporting');
});

test('a basic collaborator on the guests page sees only what the access allows', async ({ page, browser }) => {
  await signUpViaApi(page);
  const event = await createFreeEvent(page, 'Matinee');
  const collaboratorContext = await browser.newContext();
  const collaborator = await collaboratorContext.newPage();
  const person = await signUpViaApi(collaborator, newPerson());
  const added = await page.request.post(`/api/v1/management/courses/${event.eventId}/teachings`, {
    data: { username: person.username, accessSetting: 'basic' },
  });
  expect(added.ok(), await added.text()).toBe(true);

  await collaborator.goto(`/management/courses/${event.eventId}/registrations`);
  await expect(collaborator.getByText('Your access to this event does not include the guest list.')).toBeVisible();
  for (const name of ['Door check-in', 'Add guest', 'Sell at the door']) await expect(collaborator.getByRole('link', { name })).toHaveCount(0);
  await expect(collaborator.getByTestId('total-sold')).toHaveCount(0);
  await expect(collaborator.getByText('Your access to this event does not allow this')).toHaveCount(0);
  await shoot(collaborator, 'guests-basic');
  await collaboratorContext.close();
});
