import fs from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from '../axe-test.ts';
import { connectedOrganizer, createEventViaApi, isoInDays, uniqueWord } from '../events/helpers.ts';
import { expectPath, newPerson, shoot, signUpViaApi } from '../helpers.ts';
import { continueToInfo } from '../checkout/helpers.ts';

/** Types a test card into the sandbox card form. */
async function typeCard(page: Page, number: string) {
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('textbox', { name: 'Expiry' }).fill('12 / 34');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('textbox', { name: 'ZIP' }).fill('10001');
}

test('an organizer sets up a benefit and a tier; a patron subscribes, buys a member-only ticket at the member price and cancels; the organizer exports the members', async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000);
  // The organizer, in their own browser context; the test's page is the patron.
  const { organizer, owner, ownerId } = await connectedOrganizer(browser);

  // A benefit: 20% off, twice a month.
  await organizer.goto(`/manage/${owner.username}/memberships/benefits/new`);
  await organizer.getByLabel('Descriptor').fill('Members save 20%');
  await organizer.getByRole('textbox', { name: 'Discount percentage' }).fill('20');
  await organizer.getByText('Limited', { exact: true }).click();
  await organizer.getByRole('textbox', { name: 'Uses per member' }).fill('2');
  await organizer.getByRole('combobox', { name: 'Per' }).click();
  await organizer.getByRole('option', { name: 'Month', exact: true }).click();
  await shoot(organizer, 'benefit-form');
  await organizer.getByRole('button', { name: 'Save', exact: true }).click();
  await expectPath(organizer, `/manage/${owner.username}/memberships/benefits`);
  await expect(organizer.getByRole('table', { name: 'Benefits' })).toContainText('Members save 20%');

  // A tier with two prices: $5 a month or $50 a year, with the benefit.
  await organizer.goto(`/manage/${owner.username}/memberships/tiers/new`);
  await organizer.getByRole('textbox', { name: 'Name' }).fill('Friends');
  await organizer.getByRole('textbox', { name: 'Description' }).fill('Support the shows and save on tickets.');
  await organizer.getByRole('textbox', { name: 'Thank-you message' }).fill('Thank you for joining!');
  await organizer.getByRole('combobox', { name: 'Benefits' }).click();
  await organizer.getByRole('option', { name: 'Members save 20%' }).click();
  await organizer.keyboard.press('Escape');
  await organizer.getByRole('textbox', { name: 'Price' }).first().fill('5');
  await organizer.getByRole('button', { name: 'Add price option' }).click();
  await expect(organizer.getByRole('button', { name: 'Add price option' })).toBeHidden();
  await organizer.getByRole('textbox', { name: 'Price' }).nth(1).fill('50');
  await organizer.getByText('Year', { exact: true }).nth(1).click();
  await shoot(organizer, 'tier-form');
  await organizer.getByRole('button', { name: 'Save', exact: true }).click();
  await expectPath(organizer, `/manage/${owner.username}/memberships/tiers`);
  const tiersTable = organizer.getByRole('table', { name: 'Membership tiers' });
  await expect(tiersTable).toContainText('Friends');
  await expect(tiersTable).toContainText('$5.00 monthly');
  await expect(tiersTable).toContainText('$50.00 yearly');
  await shoot(organizer, 'tiers');

  // An event with a public ticket and a member-only one for the tier.
  const tiers = (await (await organizer.request.get(`/api/v1/membership_tiers?ownerId=${ownerId}`)).json()) as { data: { id: string }[] };
  const tierId = tiers.data[0]!.id;
  const eventName = `Members night ${uniqueWord('m')}`;
  const eventId = await createEventViaApi(organizer, ownerId, {
    name: eventName,
    details: { startsAt: isoInDays(20), endsAt: isoInDays(20, 2), category: 'music', locationSetting: 'tba', currency: 'usd' },
    tickets: [
      { name: 'General', price: 2000, quantity: 50 },
      { name: 'Members front row', price: 3000, quantity: 10, visibilityScope: 'member', membershipTierId: tierId },
    ],
    publish: true,
  });

  // The patron: not a member yet, so no member-only ticket.
  const patron = await signUpViaApi(page, newPerson());
  await page.goto(`/event/${eventId}/select`);
  await expect(page.getByRole('region', { name: 'Admission' })).toContainText('General');
  await expect(page.getByRole('region', { name: 'Admission' })).not.toContainText('Members front row');

  // Subscribes from the public membership page with a test card.
  await page.goto(`/p/${owner.username}/memberships`);
  await expect(page.getByRole('heading', { name: 'Choose your membership' })).toBeVisible();
  await shoot(page, 'membership-page');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/sandbox\/memberships\//);
  await expect(page.getByText('Sandbox payments: no real money').first()).toBeVisible();
  await shoot(page, 'sandbox-checkout');
  await typeCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $5.00' }).click();
  await expectPath(page, `/p/${owner.username}/memberships`);
  await expect(page.getByRole('dialog')).toContainText('Friends');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByRole('button', { name: 'Manage' })).toBeVisible();

  // Tickets & Subscriptions > Subscriptions.
  await page.goto(`/manage/${patron.username}/tickets-and-subscriptions/subscriptions`);
  await expect(page.getByText('Friends')).toBeVisible();
  await expect(page.getByText(owner.firstName, { exact: false }).first()).toBeVisible();
  await shoot(page, 'subscriptions');

  // The member-only ticket at the member price: $30 - 20% = $24 (+ fee).
  await page.goto(`/event/${eventId}/select`);
  const admission = page.getByRole('region', { name: 'Admission' });
  await expect(admission).toContainText('Members front row');
  await admission.getByRole('button', { name: 'Add one Members front row' }).click();
  await page.getByRole('combobox', { name: 'Member benefit for Members front row' }).click();
  await page.getByRole('option', { name: /Members save 20%/ }).click();
  await expect(admission).toContainText('Member price $24.00');
  await shoot(page, 'member-price');
  await continueToInfo(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/page=payment/);
  await typeCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Confirm' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await dialog.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/checkout\/thankyou\/.+\/success/, { timeout: 30_000 });

  // The organizer sees the member and exports the CSV.
  await organizer.goto(`/manage/${owner.username}/memberships/members`);
  const members = organizer.getByRole('table', { name: 'Members' });
  await expect(members).toContainText(patron.email);
  await expect(members).toContainText('Friends');
  await expect(members).toContainText(/renews/);
  await shoot(organizer, 'members');
  const download = organizer.waitForEvent('download');
  await organizer.getByRole('button', { name: 'Actions', exact: true }).click();
  await organizer.getByRole('menuitem', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Members.csv');
  const csv = fs.readFileSync((await file.path())!, 'utf8');
  expect(csv.split('\n')[0]).toContain('userName');
  expect(csv).toContain(patron.email);

  // The member cancels: the membership runs to the end of the paid period.
  await page.goto(`/p/${owner.username}/memberships`);
  await page.getByRole('button', { name: 'Manage' }).click();
  await expect(page).toHaveURL(/\/sandbox\/memberships\//);
  await shoot(page, 'sandbox-manage');
  await page.getByRole('button', { name: 'Cancel membership' }).click();
  await page.getByRole('dialog', { name: 'Cancel your membership?' }).getByRole('button', { name: 'Cancel membership' }).click();
  await expect(page.getByText(/Expires on/)).toBeVisible();
  await organizer.reload();
  await expect(organizer.getByRole('table', { name: 'Members' })).toContainText(/expires/);
  await organizer.context().close();
});
