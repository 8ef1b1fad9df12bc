import { expect, test } from '../axe-test.ts';
import { createEventViaApi, isoInDays, sessionUserId } from '../events/helpers.ts';
import { expectPath, logIn, newPerson, shoot } from '../helpers.ts';

test('a new organizer lands on the checklist, sees it tick, hides it and lands home next time', async ({ page }) => {
  const person = newPerson();
  expect((await page.request.post('/api/v1/auth/signup', { data: person })).status()).toBe(202);
  await page.goto('/auth');
  await logIn(page, person.email, person.password);
  await expectPath(page, '/getting-started');
  const checklist = page.getByRole('list', { name: 'Get ready for your first sale' });
  await expect(page.getByText('0 of 5 done')).toBeVisible();
  await expect(checklist.getByRole('link', { name: 'Create event' })).toHaveAttribute('href', '/event/new');
  await expect(checklist.getByText('Publish an event first')).toBeVisible();
  await shoot(page, 'getting-started-new');

  // An event made anywhere (here through the API) ticks "first event" on the next visit; publishing ticks "publish".
  const ownerId = await sessionUserId(page);
  await createEventViaApi(page, ownerId, {
    name: 'Harbour Lights',
    details: { startsAt: isoInDays(10), endsAt: isoInDays(10, 3), locationSetting: 'tba' },
    tickets: [{ name: 'Entry', price: 1200, quantity: 50 }],
    publish: true,
  });
  await page.goto('/getting-started');
  await expect(page.getByText('2 of 5 done')).toBeVisible();
  const firstEvent = checklist.getByRole('listitem').filter({ hasText: 'Create your first event' });
  await expect(firstEvent).toContainText('Done');

  // Copying the published event's link is the share the server records.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await checklist.getByRole('button', { name: 'Copy event link' }).click();
  await expect(checklist.getByRole('listitem').filter({ hasText: 'Share your event' })).toContainText('Done');
  await expect(page.getByText('3 of 5 done')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/event\/[0-9a-f-]{36}$/);
  await shoot(page, 'getting-started-ticked');

  await page.getByRole('button', { name: 'Hide this checklist' }).click();
  await expectPath(page, '/');

  // Next sign-in goes home; the checklist's own address forwards there too.
  expect((await page.request.post('/api/v1/auth/logout')).status()).toBeLessThan(300);
  await page.goto('/auth');
  await logIn(page, person.email, person.password);
  await expectPath(page, '/');
  await page.goto('/getting-started');
  await expectPath(page, '/');
});
