import { expect, test } from '../axe-test.ts';
import { newPerson, shoot, signUpViaApi } from '../helpers.ts';
import { createFreeEvent, getFreeTickets } from './helpers.ts';

test('the check-in page, visited once online, opens with no network from the door worker and admits from its list', async ({ page }) => {
  const organizer = await signUpViaApi(page);
  const event = await createFreeEvent(page, 'Installable Door');
  const guest = { ...newPerson(), firstName: 'Mary', lastName: 'Jackson' };
  const { tickets } = await getFreeTickets(
    page.request,
    event,
    { firstName: organizer.firstName, lastName: organizer.lastName, email: organizer.email },
    [guest],
  );
  const url = `/management/courses/${event.eventId}/check-in`;

  // Online, before doors open: the list is saved and the worker has the page's files; the page is installable.
  await page.goto(url);
  await expect(page.getByTestId('door-sync')).toContainText('This page opens on this device without a network.');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/door.webmanifest');
  const manifest = (await (await page.request.get('/door.webmanifest')).json()) as { name: string; display: string; icons: { src: string }[] };
  expect(manifest).toMatchObject({ name: 'Ovation', display: 'standalone' });
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).status(), icon.src).toBe(200);

  // No network at all: the page opens from the worker's cache, with the session and event saved with the list.
  await page.context().setOffline(true);
  const reload = await page.reload();
  expect(reload?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Door check-in' })).toBeVisible();
  await expect(page.getByText(event.name)).toBeVisible();
  await expect(page.getByTestId('door-connection')).toHaveText('Offline');
  const code = page.getByRole('textbox', { name: 'Ticket code' });
  await code.fill(tickets[0]!.code);
  await code.press('Enter');
  await expect(page.getByTestId('check-in-result')).toContainText('Checked in (offline)');
  await expect(page.getByTestId('check-in-result')).toContainText('Mary Jackson');
  await expect(page.getByTestId('door-pending')).toHaveText('1 scan waiting to sync');
  await shoot(page, 'door-opened-offline');

  // Back online: the scan syncs, and the page's link to the guests page loads it through the worker.
  await page.context().setOffline(false);
  await expect(page.getByTestId('door-pending')).toHaveText('All scans synced');
  await page.getByRole('link', { name: 'Guests' }).click();
  await expect(
    page
      .getByTestId('guest-row')
      .filter({ hasText: 'Mary Jackson' })
      .getByText(/^\d{1,2}:\d{2} (AM|PM)$/),
  ).toBeVisible();
  await expect(page.getByTestId('total-checked-in')).toHaveText('1');
  // The manifest belongs to the check-in page only.
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);

  // Signed out elsewhere: the check-in page's gate turns the phone away and wipes its list and the door worker.
  await page.context().clearCookies();
  await page.goto(url);
  await expect(page).toHaveURL(/\/auth\?/);
  const left = await page.evaluate(async () => ({
    databases: (await indexedDB.databases()).filter((d) => d.name === 'ovation-door').length,
    workers: (await navigator.serviceWorker.getRegistrations()).length,
    caches: (await caches.keys()).length,
  }));
  expect(left).toEqual({ databases: 0, workers: 0, caches: 0 });
});
