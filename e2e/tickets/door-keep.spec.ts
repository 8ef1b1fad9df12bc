import type { Page } from '@playwright/test';
import { expect, test } from '../axe-test.ts';
import { sessionUserId } from '../events/helpers.ts';
import { newPerson, shoot, signUpViaApi } from '../helpers.ts';
import { createFreeEvent, getFreeTickets, type FreeEvent } from './helpers.ts';

/**
 * The offline door never loses a scan (issue 35, docs/decisions/tickets.md "Wiped", "Lost access"): scans admitted
 * offline outlive the session that made them, and losing one event's access leaves the other events' lists.
 */

const checkIn = (event: FreeEvent) => `/management/courses/${event.eventId}/check-in`;

async function admit(page: Page, code: string) {
  const input = page.getByRole('textbox', { name: 'Ticket code' });
  await input.fill(code);
  await input.press('Enter');
  await expect(page.getByTestId('check-in-result')).toContainText('Checked in (offline)');
}

/** What the door store on this device holds: the events its lists are for, and how many scans. */
function doorStore(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ lists: string[]; scans: number }>((resolve, reject) => {
        const open = indexedDB.open('ovation-door');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(['lists', 'scans']);
          const lists = tx.objectStore('lists').getAllKeys();
          const scans = tx.objectStore('scans').count();
          tx.oncomplete = () => (open.result.close(), resolve({ lists: lists.result as string[], scans: scans.result }));
        };
      }),
  );
}

/** One free ticket of `event`, bought by its organizer for a guest. */
async function ticketOf(page: Page, event: FreeEvent, organizer: ReturnType<typeof newPerson>, guest = newPerson()) {
  const buyer = { firstName: organizer.firstName, lastName: organizer.lastName, email: organizer.email };
  return (await getFreeTickets(page.request, event, buyer, [guest])).tickets[0]!;
}

test('a scan admitted offline survives the session expiring and syncs when the same account signs in again', async ({ page }) => {
  const organizer = await signUpViaApi(page);
  const event = await createFreeEvent(page, 'Kept Scans');
  const ticket = await ticketOf(page, event, organizer, { ...newPerson(), firstName: 'Katherine', lastName: 'Johnson' });
  await page.goto(checkIn(event));
  await expect(page.getByTestId('door-sync')).toContainText('Guest list saved at');

  await page.context().setOffline(true);
  await admit(page, ticket.code);
  await expect(page.getByTestId('door-pending')).toHaveText('1 scan waiting to sync');
  await expect(page.getByTestId('door-waiting-kept')).toContainText('They stay on this device if you sign out or your session ends');
  await shoot(page, 'door-waiting-kept');

  // The session ends while the network is down: the first upload back online is refused (401).
  await page.context().clearCookies();
  const refused = page.waitForResponse((r) => r.url().includes('/offline_door_scans') && r.status() === 401);
  await page.context().setOffline(false);
  await refused;
  // The list (names, codes, its key) left with the session; the scan stayed, for this account only. The page
  // forgets the list after the 401 has arrived, with no sign of its own on the page: the store is read until it has.
  await expect.poll(() => doorStore(page)).toEqual({ lists: [], scans: 1 });

  // The same account signs in again and opens the page online: the scan syncs first; the organizer sees it.
  const loggedIn = await page.request.post('/api/v1/auth/login', { data: { email: organizer.email, password: organizer.password } });
  expect(loggedIn.status()).toBe(200);
  await page.goto(checkIn(event));
  await expect(page.getByTestId('door-pending')).toHaveText('All scans synced');
  await expect(page.getByTestId('door-count')).toContainText('1 / 1');
});

test('losing the access to one event forgets its list only: the other event still admits offline', async ({ page, browser }) => {
  const organizer = await signUpViaApi(page);
  const [kept, lost] = [await createFreeEvent(page, 'Kept Door'), await createFreeEvent(page, 'Lost Door')];
  const guest = await ticketOf(page, kept, organizer, { ...newPerson(), firstName: 'Dorothy', lastName: 'Vaughan' });

  // A door staff member on both events, on a phone of their own.
  const phone = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const staff = await phone.newPage();
  await signUpViaApi(staff);
  const profileId = await sessionUserId(staff);
  const teachings: Record<string, string> = {};
  for (const event of [kept, lost]) {
    const added = await page.request.post(`/api/v1/management/courses/${event.eventId}/teachings`, { data: { profileId, accessSetting: 'door' } });
    expect(added.status(), await added.text()).toBe(201);
    teachings[event.eventId] = ((await added.json()) as { collaborator: { id: string } }).collaborator.id;
  }
  for (const event of [lost, kept]) {
    await staff.goto(checkIn(event));
    await expect(staff.getByTestId('door-sync')).toContainText('This page opens on this device without a network.');
  }

  // The organizer removes the staff member from one event; the phone's next visit there is turned away.
  const removed = await page.request.delete(`/api/v1/management/courses/${lost.eventId}/teachings/${teachings[lost.eventId]}`);
  expect(removed.status()).toBe(200);
  await staff.goto(checkIn(lost));
  await expect(staff).not.toHaveURL(new RegExp(`${lost.eventId}/check-in`));
  expect((await doorStore(staff)).lists).toEqual([kept.eventId]);

  // With no network, the other event's page opens from the device and admits. The home page the phone was sent to
  // is left first: cut off while it still fetched a part, its router would reload it into the browser's error page.
  await staff.goto('about:blank');
  await phone.setOffline(true);
  await staff.goto(checkIn(kept));
  await expect(staff.getByTestId('door-connection')).toHaveText('Offline');
  await admit(staff, guest.code);
  await expect(staff.getByTestId('check-in-result')).toContainText('Dorothy Vaughan');
  await phone.close();
});

test('scans whose door list was purged before they reached the server are shown, not dropped', async ({ page }) => {
  const organizer = await signUpViaApi(page);
  const event = await createFreeEvent(page, 'Purged Door');
  const ticket = await ticketOf(page, event, organizer);
  await page.goto(checkIn(event));
  await expect(page.getByTestId('door-sync')).toContainText('Guest list saved at');
  await page.context().setOffline(true);
  await admit(page, ticket.code);

  // Back online a month too late: the server no longer has the list (404, as after the purge).
  await page.route('**/offline_door_scans', (route) =>
    route.fulfill({
      status: 404,
      json: { code: 'not_found', message: 'This door list is not valid here: open the check-in page online to download it again' },
    }),
  );
  await page.context().setOffline(false);
  const unsent = page.getByTestId('door-unsent');
  await expect(unsent).toContainText('1 scan could not be uploaded: its door list was deleted 30 days after it expired.');
  await expect(page.getByTestId('door-pending')).toHaveText('No scans waiting to sync');
  await shoot(page, 'door-unsent');
  await unsent.getByRole('button', { name: 'Dismiss' }).click();
  await expect(unsent).toHaveCount(0);
  await expect(page.getByTestId('door-pending')).toHaveText('All scans synced');
});
