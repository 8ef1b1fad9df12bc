import { type Page } from '@playwright/test';
import { expect, test } from '../axe-test.ts';
import { createEventViaApi, isoInDays, sessionUserId, uniqueWord } from '../events/helpers.ts';
import { signUpViaApi } from '../helpers.ts';
import { createFreeEvent, getFreeTickets } from '../tickets/helpers.ts';

const PHONE = { width: 375, height: 800 };
const SHOTS = process.env.LIST_SHOTS;

/**
 * The new account's e-mail banner loads its code after the page has drawn and then pushes the page down by its
 * height: wait for it, or a part checked on screen just before can end up below the fold.
 */
async function bannerShown(page: Page) {
  await expect(page.getByRole('region', { name: 'E-mail verification' })).toBeVisible();
}

/** With LIST_SHOTS=<folder>, full-page screenshots at 1280 and 375 px (to look at the layouts), then back to phone width. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(PHONE);
}

test('at 375 px the events list keeps revenue, tickets sold, the row menu and the empty state whole', async ({ page }) => {
  const person = await signUpViaApi(page);
  await page.setViewportSize(PHONE);
  const table = `/manage/${person.username}/events`;

  // No events: the empty state's button is not cut (it was 'Cr' inside a sideways-scrolling table).
  await page.goto(table);
  await bannerShown(page);
  await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('Past');
  const empty = page.getByRole('status').filter({ hasText: 'No results' });
  await expect(empty.getByRole('link', { name: 'Create An Event' })).toBeInViewport({ ratio: 1 });
  await shoot(page, 'events-empty');

  const event = await createFreeEvent(page, 'Harbour Nights');
  await getFreeTickets(page.request, event, { firstName: 'Rosa', lastName: 'Parks', email: `rosa-${uniqueWord('r')}@example.com` }, [
    { firstName: 'Rosa', lastName: 'Parks', email: `rosa-${uniqueWord('a')}@example.com` },
    { firstName: 'Ray', lastName: 'Parks', email: `ray-${uniqueWord('b')}@example.com` },
  ]);
  const ownerId = await sessionUserId(page);
  await createEventViaApi(page, ownerId, {
    name: 'Draft Salon',
    details: { startsAt: isoInDays(30), endsAt: isoInDays(30, 2), category: 'workshop' },
  });

  await page.goto(table);
  await bannerShown(page);
  const card = page.getByRole('list', { name: 'Events' }).getByRole('listitem').filter({ hasText: event.name });
  await expect(card).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  for (const label of ['Revenue', 'Tickets sold']) await expect(card.getByText(label, { exact: true })).toBeInViewport();
  await expect(card.getByText('$0.00')).toBeInViewport();
  await expect(card.getByText('2', { exact: true })).toBeInViewport();
  await expect(card.getByText('1 ticket type')).toBeInViewport();
  const menu = card.getByRole('button', { name: `Actions for ${event.name}` });
  await expect(menu).toBeInViewport({ ratio: 1 });
  await menu.click();
  for (const item of ['Details', 'Guests', 'Team', 'Stats', 'Video']) await expect(page.getByRole('menuitem', { name: item })).toBeInViewport();
  await page.keyboard.press('Escape');
  // The page itself does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shoot(page, 'events');
  // Show All lists the ticket types under the count, on a line of their own.
  await page.getByRole('switch', { name: 'Show all ticket types' }).check();
  await expect(card.getByText('General admission')).toBeInViewport();
  await shoot(page, 'events-show-all');

  // The guests page of that event, for the screenshots and the same promise: the row menu and check-in are on screen.
  await page.goto(`/management/courses/${event.eventId}/registrations`);
  await bannerShown(page);
  const guest = page.getByTestId('guest-row').filter({ hasText: 'Ray Parks' });
  await guest.scrollIntoViewIfNeeded();
  await expect(guest.getByRole('button', { name: 'Actions for Ray Parks' })).toBeInViewport({ ratio: 1 });
  await expect(guest.getByRole('button', { name: 'Check in Ray Parks' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shoot(page, 'guests');
});

test('at 375 px the team list shows each handle, type and row menu', async ({ page }) => {
  const person = await signUpViaApi(page);
  const org = uniqueWord('hall');
  const created = await page.request.post('/api/v1/schools', { data: { name: 'Phone Hall', identifier: org } });
  expect(created.ok(), await created.text()).toBe(true);
  const orgId = ((await created.json()) as { school: { id: string } }).school.id;
  const invited = `${uniqueWord('guestlist')}@example.com`;
  const added = await page.request.post('/api/v1/profile_management/affiliations', { data: { ownerId: orgId, email: invited } });
  expect(added.ok(), await added.text()).toBe(true);

  await page.setViewportSize(PHONE);
  await page.goto(`/manage/${org}/settings/team`);
  await bannerShown(page);
  const list = page.getByRole('list', { name: 'Team members' });
  const owner = list.getByRole('listitem').filter({ hasText: `@${person.username}` });
  await expect(owner.getByText(`@${person.username}`)).toBeInViewport();
  await expect(owner.getByText('Person', { exact: true })).toBeInViewport();
  await expect(owner.getByText('Owner', { exact: true })).toBeInViewport();
  const invitation = list.getByRole('listitem').filter({ hasText: invited });
  // Each part scrolled to on its own: the row can be taller than what the bars above leave of the screen.
  for (const label of ['Handle', 'Type', 'Invited']) {
    const part = invitation.getByText(label, { exact: true });
    await part.scrollIntoViewIfNeeded();
    await expect(part).toBeInViewport();
  }
  await invitation.getByRole('button', { name: `Actions for ${invited}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Resend invitation' })).toBeInViewport();
  await page.keyboard.press('Escape');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // The search is server-side and kept in the address.
  await page.getByRole('textbox', { name: 'Search team' }).fill(invited.slice(0, 12));
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(invited.slice(0, 12));
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Search team' }).fill('nobody-at-all');
  await expect(page.getByText('No results')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search team' }).fill('');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await shoot(page, 'team');
});
