import { type Page } from '@playwright/test';
import { expect, test } from '../axe-test.ts';
import { expectPath, signUpViaApi } from '../helpers.ts';
import { createEventViaApi, isoInDays, sessionUserId } from './helpers.ts';

const rowNames = (page: Page) => page.getByRole('table', { name: 'Events' }).locator('tbody tr').getByRole('link');
const query = (page: Page) => new URL(page.url()).searchParams;

test('the business events table sorts, filters and falls back to Past through the URL', async ({ page }) => {
  const person = await signUpViaApi(page);
  const ownerId = await sessionUserId(page);
  const table = `/manage/${person.username}/events`;

  // Only a past event: the first load of Upcoming switches to Past.
  await createEventViaApi(page, ownerId, {
    name: 'Old Harvest Fair',
    details: { startsAt: isoInDays(-30), endsAt: isoInDays(-30, 4), category: 'festival' },
  });
  await page.goto(table);
  await expect.poll(() => query(page).get('type')).toBe('Past');
  await expect(rowNames(page)).toHaveText(['Old Harvest Fair']);
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();

  await createEventViaApi(page, ownerId, {
    name: 'Bach Evening',
    details: { startsAt: isoInDays(20), endsAt: isoInDays(20, 2), category: 'music', locationSetting: 'tba' },
    tickets: [{ name: 'Seat', price: 1000, quantity: 10 }],
    publish: true,
  });
  await createEventViaApi(page, ownerId, {
    name: 'Clay Workshop',
    details: { startsAt: isoInDays(5), endsAt: isoInDays(5, 2), category: 'workshop' },
  });

  // Upcoming, soonest first by default.
  await page.goto(table);
  await expect(rowNames(page)).toHaveText(['Clay Workshop', 'Bach Evening']);
  expect(query(page).get('type')).toBeNull();
  await expect(page.getByText('2 events')).toBeVisible();

  // Sorting by date toggles the order and writes it to the URL.
  await page.getByRole('button', { name: 'Sort by Date and name' }).click();
  await expect.poll(() => query(page).get('sortOrder')).toBe('desc');
  expect(query(page).get('sortBy')).toBe('startsAt');
  await expect(rowNames(page)).toHaveText(['Bach Evening', 'Clay Workshop']);
  await page.getByRole('button', { name: 'Sort by Revenue' }).click();
  await expect.poll(() => query(page).get('sortBy')).toBe('revenue');

  // The category filter.
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Workshop' }).click();
  await expect.poll(() => query(page).get('category')).toBe('workshop');
  await expect(rowNames(page)).toHaveText(['Clay Workshop']);

  // The search box.
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'All Categories' }).click();
  await expect.poll(() => query(page).get('category')).toBeNull();
  await page.getByRole('textbox', { name: 'Search your events' }).fill('bach');
  await expect.poll(() => query(page).get('search')).toBe('bach');
  await expect(rowNames(page)).toHaveText(['Bach Evening']);
  await page.getByRole('textbox', { name: 'Search your events' }).fill('nothing like this');
  await expect(page.getByText('No results')).toBeVisible();

  // The URL alone sets the table; values outside the allowed ones are dropped.
  await page.goto(`${table}?type=Past&sortBy=name&sortOrder=sideways&category=nope&page=0`);
  await expectPath(page, table);
  await expect.poll(() => page.url()).toMatch(/\?type=Past$/);
  await expect(rowNames(page)).toHaveText(['Old Harvest Fair']);
  await page.goto(`${table}?category=music`);
  await expect(rowNames(page)).toHaveText(['Bach Evening']);
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Music');

  // Row actions by access setting: the organizer is admin.
  await page.getByRole('button', { name: 'Actions for Bach Evening' }).click();
  for (const item of ['Details', 'Guests', 'Team', 'Stats', 'Video']) await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Details' }).click();
  await expectPath(page, /\/management\/courses\/[0-9a-f-]{36}\/details\/edit$/);
});

test("the table's switch to Past never takes the person back from the page they went on to", async ({ page }) => {
  // A new organizer has no upcoming event, so the table's first answer switches it to Past. Here that answer lands
  // while the person's click on Reporting is still loading the Reporting page (both held until then).
  const person = await signUpViaApi(page);
  const hold = () => {
    let release!: () => void;
    return { held: new Promise<void>((resolve) => (release = resolve)), release: () => release() };
  };
  const answer = hold();
  await page.route('**/api/v1/profile_management/events?**', async (route) => {
    await answer.held;
    await route.continue();
  });
  await page.goto(`/manage/${person.username}/events`);
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  const scripts = hold();
  await page.route('**/assets/*.js', async (route) => {
    await scripts.held;
    await route.continue();
  });
  await page
    .getByRole('navigation', { name: 'Management' })
    .getByRole('link', { name: /Reporting/ })
    .click();
  await expectPath(page, `/manage/${person.username}/reporting/revenue`);
  const answered = page.waitForResponse('**/api/v1/profile_management/events?**');
  answer.release();
  await answered;
  scripts.release();
  await expect(page.getByText('No data yet!')).toBeVisible();
  await expectPath(page, `/manage/${person.username}/reporting/revenue`);
});
