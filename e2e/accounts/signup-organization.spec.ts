import { expect, test } from '../axe-test.ts';
import { expectPath, signUp } from '../helpers.ts';

test('sign up, create an organization, switch profile in the sidebar and open a management tab', async ({ page }) => {
  const person = await signUp(page);

  // Create an organization from the user menu's entry point.
  await page.goto('/schools/new');
  const orgHandle = `hall-${person.username.slice(4)}`;
  await page.getByLabel('Organization name').fill('Jemison Hall');
  await page.getByLabel('Identifier').fill(orgHandle);
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expectPath(page, `/manage/${orgHandle}/settings/account`);
  await expect(page.getByLabel(/^Name/)).toHaveValue('Jemison Hall');

  // The organization's sidebar has Team in settings but no Tickets and Subscriptions tab.
  const sidebar = page.getByRole('navigation', { name: 'Management' });
  await expect(sidebar.getByRole('link', { name: /Events/ })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: /Tickets and Subscriptions/ })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Team' })).toBeVisible();

  // Switch to the personal account through the profile picker: same tab, other profile.
  await page.getByRole('button', { name: /Switch profile, current: Jemison Hall/ }).click();
  await page.getByRole('menuitem', { name: /Mae Jemison/ }).click();
  await expectPath(page, `/manage/${person.username}/settings/account`);
  await expect(page.getByRole('tab', { name: 'Team' })).toHaveCount(0);

  // Open another management tab.
  await sidebar.getByRole('link', { name: /Tickets and Subscriptions/ }).click();
  await expectPath(page, `/manage/${person.username}/tickets-and-subscriptions/tickets`);
  await expect(page.getByRole('heading', { name: 'Tickets & Subscriptions' })).toBeVisible();

  // And back to the organization's Reporting tab through the picker.
  await page.getByRole('button', { name: /Switch profile/ }).click();
  await page.getByRole('menuitem', { name: /Jemison Hall/ }).click();
  // The sidebar's links follow the profile once the switch has landed.
  await expect(page.getByRole('button', { name: /Switch profile, current: Jemison Hall/ })).toBeVisible();
  // An organization has no Tickets and Subscriptions tab: the switch lands on its Events (wait for it, or that late
  // navigation would follow the click on Reporting).
  await expectPath(page, `/manage/${orgHandle}/events`);
  await sidebar.getByRole('link', { name: /Reporting/ }).click();
  await expectPath(page, `/manage/${orgHandle}/reporting/revenue`);
  await expect(page.getByText('No data yet!')).toBeVisible();
});
