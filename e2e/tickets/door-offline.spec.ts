import type { Page } from '@playwright/test';
import { expect, test } from '../axe-test.ts';
import { newPerson, shoot, signUpViaApi } from '../helpers.ts';
import { createFreeEvent, getFreeTickets } from './helpers.ts';

/** Types a code into the door page and waits for the banner's answer. */
async function scan(page: Page, code: string, kind: string) {
  const input = page.getByRole('textbox', { name: 'Ticket code' });
  await input.fill(code);
  await input.press('Enter');
  await expect(page.getByTestId('check-in-result')).toHaveAttribute('data-kind', kind);
  await expect(input).toHaveValue('');
}

test('a door device checks in offline and syncs; a second device that admitted one of them is told of the conflict', async ({ page, browser }) => {
  const organizer = await signUpViaApi(page);
  const event = await createFreeEvent(page, 'Offline Door');
  const people = ['Grace Hopper', 'Alan Turing', 'Joan Clarke'].map((n) => {
    const [firstName, lastName] = n.split(' ') as [string, string];
    return { ...newPerson(), firstName, lastName };
  });
  const { tickets } = await getFreeTickets(
    page.request,
    event,
    { firstName: organizer.firstName, lastName: organizer.lastName, email: organizer.email },
    people,
  );
  // The second phone: the same staff member's session on another device.
  const second = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await second.addCookies(await page.context().cookies());
  const other = await second.newPage();

  // The first phone downloads its list a ticket a page: the pages must assemble into one list that admits all three.
  // Its second page waits until the progress has been seen.
  let pages = 0;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/offline_door_list*', async (route) => {
    const paged = new URL(route.request().url());
    paged.searchParams.set('limit', '1');
    pages += 1;
    if (pages === 2) await held;
    await route.continue({ url: paged.toString() });
  });
  const url = `/management/courses/${event.eventId}/check-in`;
  await page.goto(url);
  await expect(page.getByTestId('door-download')).toContainText('Downloading 1 of 3 tickets');
  await shoot(page, 'door-download');
  release();
  for (const p of [page, other]) {
    if (p === other) await p.goto(url);
    await expect(p.getByTestId('door-sync')).toContainText('Guest list saved at');
  }
  expect(pages).toBeGreaterThanOrEqual(4);

  // The venue's network drops on both phones.
  await page.context().setOffline(true);
  await second.setOffline(true);
  await expect(page.getByTestId('door-connection')).toHaveText('Offline');
  await expect(other.getByTestId('door-connection')).toHaveText('Offline');

  for (const t of tickets) await scan(page, t.code.toLowerCase(), 'checked_in');
  await expect(page.getByTestId('check-in-result')).toContainText('Checked in (offline)');
  await expect(page.getByTestId('check-in-result')).toContainText('Joan Clarke');
  await expect(page.getByTestId('door-pending')).toHaveText('3 scans waiting to sync');
  // The same ticket again on this phone: refused from its own scans.
  await scan(page, tickets[0]!.code, 'already');
  await shoot(page, 'door-offline');

  // The second phone admits Grace too, a moment later, while offline.
  await scan(other, tickets[0]!.code, 'checked_in');
  await expect(other.getByTestId('door-pending')).toHaveText('1 scan waiting to sync');

  // The first phone comes back: its scans sync.
  await page.context().setOffline(false);
  await expect(page.getByTestId('door-connection')).toHaveText('Online');
  await expect(page.getByTestId('door-pending')).toHaveText('All scans synced');
  await expect(page.getByTestId('door-count')).toContainText('3 / 3');

  // The second phone comes back: its scan of Grace lost to the first phone's, and it says so.
  await second.setOffline(false);
  await expect(other.getByTestId('door-pending')).toHaveText('All scans synced');
  const conflicts = other.getByRole('list', { name: 'Conflicts' }).getByRole('listitem');
  await expect(conflicts).toHaveCount(1);
  await expect(conflicts).toContainText('Grace Hopper');
  await expect(conflicts).toContainText(/Already checked in at \d{1,2}:\d{2} (AM|PM)/);
  await expect(conflicts).toContainText('Scanned on this device');
  await shoot(other, 'door-offline-conflict');

  // The organizer's page shows the event's conflicts too, from the other device, at its next download.
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await expect(page.getByRole('list', { name: 'Conflicts' }).getByRole('listitem')).toContainText('Scanned on another device');
  await second.close();
});
