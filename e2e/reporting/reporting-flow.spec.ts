import fs from 'node:fs';
import { expect, test } from '../axe-test.ts';
import Papa from 'papaparse';
import { connectedOrganizer, createEventViaApi, isoInDays, uniqueWord } from '../events/helpers.ts';
import { expectPath, newPerson, shoot, signUpViaApi } from '../helpers.ts';
import { buyViaApi } from './helpers.ts';

test('an organizer reads revenue by month and by event, downloads the orders CSV, opens a patron and sets up the weekly report', async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000);
  const { organizer, owner, ownerId } = await connectedOrganizer(browser);
  const eventName = `Harbour lights ${uniqueWord('r')}`;
  const eventId = await createEventViaApi(organizer, ownerId, {
    name: eventName,
    details: { startsAt: isoInDays(10), endsAt: isoInDays(10, 3), category: 'music', locationSetting: 'tba', currency: 'usd' },
    tickets: [{ name: 'General', price: 2500, quantity: 50 }],
    publish: true,
  });
  const listed = (await (await organizer.request.get(`/api/v1/tickets?eventId=${eventId}`)).json()) as { tickets: { id: string }[] };
  const ticketTypeId = listed.tickets[0]!.id;

  // A patron with an account buys two tickets; a second buyer one.
  const patron = await signUpViaApi(page, newPerson());
  await buyViaApi(page.request, eventId, { [ticketTypeId]: 2 }, { firstName: 'Grace', lastName: 'Hopper', email: patron.email });
  const other = await (await browser.newContext()).newPage();
  const second = await signUpViaApi(other, newPerson());
  await buyViaApi(other.request, eventId, { [ticketTypeId]: 1 }, { firstName: 'Alan', lastName: 'Turing', email: second.email });

  // Revenue by month (the default): this month's row holds the three tickets' gross.
  await organizer.goto(`/manage/${owner.username}`);
  await organizer.getByRole('navigation', { name: 'Management' }).getByRole('link', { name: 'Reporting' }).click();
  await expectPath(organizer, `/manage/${owner.username}/reporting/revenue`);
  const rows = organizer.getByTestId('revenue-row');
  await expect(rows).toHaveCount(1);
  const total = organizer.getByTestId('revenue-total');
  const gross = await total.getByRole('cell').nth(2).innerText();
  expect(gross).toMatch(/^\$\d/);
  await expect(rows.first()).toContainText(gross);
  await expect(rows.first()).toContainText(new Date().toLocaleString('en-US', { month: 'short', timeZone: 'UTC' }));
  await shoot(organizer, 'reporting-revenue-month');

  // By event: one row, the event's name, the same gross; the type is kept in the address.
  await organizer.getByRole('combobox', { name: 'Group by' }).click();
  await organizer.getByRole('option', { name: 'Event', exact: true }).click();
  await expect(organizer).toHaveURL(/type=course_id/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(eventName.slice(0, 20));
  await expect(rows.first()).toContainText(gross);
  await shoot(organizer, 'reporting-revenue-event');

  // Orders: both orders listed; Export CSV prepares the file, which downloads with the spec's 20 columns.
  await organizer.getByRole('tab', { name: 'Orders' }).click();
  await expectPath(organizer, `/manage/${owner.username}/reporting/orders`);
  await expect(organizer.getByTestId(/^order-row-/)).toHaveCount(2);
  await shoot(organizer, 'reporting-orders');
  await organizer.getByRole('button', { name: 'Actions' }).click();
  const download = organizer.waitForEvent('download');
  await organizer.getByRole('menuitem', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^orders-.*\.csv$/);
  const csv = Papa.parse<string[]>(fs.readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  expect(csv.data[0]).toHaveLength(20);
  expect(csv.data).toHaveLength(3);
  const emails = csv.data.slice(1).map((row) => row[csv.data[0]!.indexOf('Email')]);
  expect(emails.sort()).toEqual([patron.email, second.email].sort());
  await expect(organizer.getByText('Your export is ready')).toBeVisible();
  await organizer.keyboard.press('Escape');

  // Patrons: the patron who bought two tickets opens on their page with what they spent and their order.
  await organizer.getByRole('tab', { name: 'Patrons' }).click();
  await expect(organizer.getByTestId('patron-row')).toHaveCount(2);
  await organizer.getByTestId('patron-row').filter({ hasText: patron.email }).getByRole('link').first().click();
  await expect(organizer.getByTestId('patron-page')).toBeVisible();
  await expect(organizer.getByTestId('patron-spent')).toHaveText(/^\$\d/);
  await expect(organizer.getByTestId('patron-page')).toContainText(patron.email);
  await shoot(organizer, 'reporting-patron');

  // Apps: Get the weekly report, save two addresses, then the app shows Open.
  await organizer.getByRole('navigation', { name: 'Management' }).getByRole('link', { name: /^Apps/ }).click();
  await expectPath(organizer, `/manage/${owner.username}/apps`);
  await expect(organizer.getByTestId('weekly-report-app')).toHaveText('Get');
  await shoot(organizer, 'apps');
  await organizer.getByTestId('weekly-report-app').click();
  await expectPath(organizer, `/manage/${owner.username}/apps/weekly-sales-report`);
  const emailsBox = organizer.getByRole('textbox', { name: 'E-mail addresses' });
  await organizer.getByRole('button', { name: 'Save' }).click();
  await expect(organizer.getByText('Please enter at least one email address')).toBeVisible();
  await emailsBox.fill(`books@example.com, ${owner.email}`);
  await organizer.getByRole('button', { name: 'Save' }).click();
  await expect(organizer.getByText(`Weekly sales reports will be sent to: books@example.com, ${owner.email}`)).toBeVisible();
  await expect(organizer.getByRole('button', { name: 'Update' })).toBeVisible();
  await shoot(organizer, 'apps-weekly-report');
  await organizer.goto(`/manage/${owner.username}/apps`);
  await expect(organizer.getByTestId('weekly-report-app')).toHaveText('Open');

  await other.context().close();
  await organizer.context().close();
});
