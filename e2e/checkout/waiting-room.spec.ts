import type { Page } from '@playwright/test';
import { expect, test } from '../axe-test.ts';
import { createEventViaApi, isoInDays, sessionUserId, uniqueWord } from '../events/helpers.ts';
import { expectPath, newPerson, signUpViaApi } from '../helpers.ts';
import { continueToInfo, fillPurchaser } from './helpers.ts';

const SHOTS = process.env.E2E_SHOTS;
const HOUR = 3_600_000;

/** The organizer's room: on, at 600 a minute, opening at `opensAt` (server time). */
async function saveRoom(organizer: Page, eventId: string, opensAt: Date) {
  const res = await organizer.request.put(`/api/v1/events/${eventId}/waiting_rooms`, {
    data: { enabled: true, opensAt: opensAt.toISOString(), ratePerMinute: 600 },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

const joined = async (organizer: Page, eventId: string) =>
  ((await (await organizer.request.get(`/api/v1/events/${eventId}/waiting_rooms`)).json()) as { rooms: { joined: number }[] }).rooms[0]!.joined;

test('a buyer waits in the queue before the on-sale, keeps one place in a second tab, and buys once admitted', async ({ page, browser }) => {
  // The organizer, in a context of their own so the test's page stays a signed-out buyer.
  const orgContext = await browser.newContext();
  const organizer = await orgContext.newPage();
  await signUpViaApi(organizer, newPerson());
  const ownerId = await sessionUserId(organizer);
  const eventId = await createEventViaApi(organizer, ownerId, {
    name: `On-sale ${uniqueWord('q')}`,
    details: { startsAt: isoInDays(20), endsAt: isoInDays(20, 2), category: 'music', locationSetting: 'tba', currency: 'usd' },
    tickets: [{ name: 'Seat', price: 0, quantity: 20 }],
    publish: true,
  });
  await saveRoom(organizer, eventId, new Date(Date.now() + HOUR));

  // The buyer picks a ticket; the ticket step sends them to the waiting room.
  await page.clock.install();
  await page.goto(`/event/${eventId}/select`);
  await expect(page.getByRole('group', { name: 'Quantity of Seat' }).getByTestId('ticket-quantity')).toHaveText('1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectPath(page, `/event/${eventId}/waiting-room`);
  await expect(page.getByRole('heading', { name: 'You are in the queue' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Tickets go on sale at');
  if (SHOTS) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${SHOTS}/waiting-room-${width}.png`, fullPage: true });
    }
  }

  // A second tab of the same buyer: the same place, no second one.
  const tab = await page.context().newPage();
  await tab.goto(`/event/${eventId}/waiting-room`);
  await expect(tab.getByRole('status')).toContainText('Tickets go on sale at');
  expect(await joined(organizer, eventId)).toBe(1);
  await tab.close();

  // The on-sale time comes (the organizer moves it to a minute ago): the page's next poll draws, admits the buyer
  // and takes them to the tickets.
  await saveRoom(organizer, eventId, new Date(Date.now() - 60_000));
  await page.clock.fastForward('00:40');
  await expectPath(page, `/event/${eventId}/select`);
  await expect(page.getByRole('group', { name: 'Quantity of Seat' }).getByTestId('ticket-quantity')).toHaveText('1');
  await continueToInfo(page, 'Your info');
  await fillPurchaser(page, newPerson());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectPath(page, /^\/checkout\/thankyou\/[0-9a-f-]+\/success$/);
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  expect(await joined(organizer, eventId)).toBe(1);

  // The organizer's settings beside the ticket types: the room is on, one buyer joined and was let in.
  await organizer.goto(`/management/courses/${eventId}/tickets`);
  const card = organizer.getByRole('region', { name: 'Waiting room' });
  await expect(card.getByRole('switch', { name: 'Use a waiting room' })).toBeChecked();
  await expect(card).toContainText('0 waiting, 1 let in');
  if (SHOTS) {
    for (const width of [1280, 375]) {
      await organizer.setViewportSize({ width, height: 900 });
      await card.screenshot({ path: `${SHOTS}/waiting-room-settings-${width}.png` });
    }
  }
  await orgContext.close();
});
