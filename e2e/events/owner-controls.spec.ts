import type { Page } from '@playwright/test';
import { expect, test } from '../axe-test.ts';
import { expectPath, newPerson, signUpViaApi } from '../helpers.ts';
import { tabTo } from '../platform/keyboard.ts';
import { createEventViaApi, isoInDays, sessionUserId, uniqueWord } from './helpers.ts';

// The event page's parts loaded on demand (src/web/features/events/page/EventPage.tsx), by their chunks' names.
const ON_DEMAND_CHUNK = /\/assets\/(DraftControls|ManagementBar|LeaveCollaborationButton|PageAlertList|BannerMessages)-[^/]+\.js$/;

const details = { startsAt: isoInDays(20), endsAt: isoInDays(20, 2), category: 'music', locationSetting: 'tba' };
const tickets = [{ name: 'Seat', price: 0, quantity: 20 }];

/** The on-demand chunks the page asks for from now on. */
function onDemandRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (req) => {
    const match = ON_DEMAND_CHUNK.exec(new URL(req.url()).pathname);
    if (match) requested.push(match[1]!);
  });
  return requested;
}

test("a visitor's event page loads none of the owner's controls; the owner's page shows its bar with the page", async ({ page, browser }) => {
  await signUpViaApi(page, { ...newPerson(), firstName: 'Ada', lastName: 'Byron' });
  const name = `Quiet Gala ${uniqueWord('q')}`;
  const eventId = await createEventViaApi(page, await sessionUserId(page), { name, details, tickets, publish: true });

  // A visitor: the page with its Follow button, and none of the on-demand parts' code.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  const visitorChunks = onDemandRequests(visitor);
  await visitor.goto(`/event/${eventId}`);
  await expect(visitor.getByRole('button', { name: 'Follow Ada Byron' })).toBeVisible();
  await visitor.waitForLoadState('networkidle');
  expect(visitorChunks).toEqual([]);
  await context.close();

  // The owner: while the bar's code is held back the page keeps its skeleton, then shows whole, bar included.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const barAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\/assets\/ManagementBar-[^/]+\.js$/, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  await page.goto(`/event/${eventId}`);
  await barAsked;
  await expect(page.getByRole('status', { name: 'Loading the event' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage', exact: true })).toHaveCount(0);
  release();
  const bar = page.getByRole('navigation', { name: 'Manage this event' });
  await expect(bar).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage', exact: true })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading the event' })).toHaveCount(0);

  // By keyboard: the bar's first button opens the event's details.
  await tabTo(page, bar.getByRole('link', { name: 'Details' }));
  await page.keyboard.press('Enter');
  await expectPath(page, `/management/courses/${eventId}/details/edit`);
});

test('a collaborator removes themselves from the event page by keyboard, through the confirmation', async ({ page, browser }) => {
  const context = await browser.newContext();
  const owner = await context.newPage();
  await signUpViaApi(owner);
  const eventId = await createEventViaApi(owner, await sessionUserId(owner), { name: uniqueWord('Shared stage '), details, tickets, publish: true });
  const helper = await signUpViaApi(page, { ...newPerson(), firstName: 'Grace', lastName: 'Hopper' });
  const added = await owner.request.post(`/api/v1/management/courses/${eventId}/teachings`, { data: { username: helper.username } });
  expect(added.status(), await added.text()).toBe(201);
  await context.close();

  await page.goto(`/event/${eventId}`);
  const remove = page.getByRole('button', { name: 'Remove Grace Hopper as a collaborator' });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to remove yourself as a collaborator from this event?' });
  await tabTo(page, dialog.getByRole('button', { name: 'Remove' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: "You've been successfully removed as a collaborator from this event." })).toBeVisible();
  await expect(remove).toHaveCount(0);
});

test("a visitor sees the organizer's banner and the page's error alert, and dismisses both", async ({ page, browser }) => {
  const context = await browser.newContext();
  const organizer = await context.newPage();
  await signUpViaApi(organizer);
  const eventId = await createEventViaApi(organizer, await sessionUserId(organizer), {
    name: uniqueWord('Bannered night '),
    details: { ...details, bannerMessages: [{ type: 'info', message: 'Doors open at 7 pm.', dismissible: true }] },
    tickets,
    publish: true,
  });
  await context.close();

  const chunks = onDemandRequests(page);
  await page.goto(`/event/${eventId}?errorCode=1`);
  const banner = page.getByRole('status').filter({ hasText: 'Doors open at 7 pm.' });
  const error = page.getByRole('alert').filter({ hasText: 'We had a problem loading the tickets in checkout.' });
  await expect(banner).toBeVisible();
  await expect(error).toBeVisible();
  expect(chunks.sort()).toEqual(['BannerMessages', 'PageAlertList']);

  await error.getByRole('button', { name: 'Dismiss' }).click();
  await expect(error).toHaveCount(0);
  await banner.getByRole('button', { name: 'Dismiss message' }).click();
  await expect(banner).toHaveCount(0);
});

test("an event page whose data fails to load says so, and 'Try again' loads it", async ({ page }) => {
  await signUpViaApi(page);
  const name = uniqueWord('Flaky night ');
  const eventId = await createEventViaApi(page, await sessionUserId(page), { name, details, tickets, publish: true });
  const eventApi = new RegExp(`/api/v1/events/${eventId}(\\?|$)`);
  await page.route(eventApi, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Boom"}' }));
  await page.goto(`/event/${eventId}`);
  // The alert's code loads now, on first use (ui/LoadFailed.tsx).
  const failed = page.getByRole('alert').filter({ hasText: 'Unable to load this event. Please try again later.' });
  await expect(failed).toBeVisible();
  await page.unroute(eventApi);
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(failed).toHaveCount(0);

  // Offline, the alert's code cannot load either: the error page of the first chunk says the same.
  await page.route(eventApi, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Boom"}' }));
  await page.route(/\/assets\/LoadFailedAlert-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('Unable to load this event. Please try again later.')).toBeVisible();
});
