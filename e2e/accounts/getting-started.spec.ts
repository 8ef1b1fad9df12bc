import { expect, test } from '../axe-test.ts';
import { createEventViaApi, isoInDays, sessionUserId } from '../events/helpers.ts';
import { expectPath, logIn, newPerson, shoot, signUpViaApi } from '../helpers.ts';
import { buyViaApi } from '../reporting/helpers.ts';

const SHARE_CALL = /\/api\/v1\/getting_started\/share$/;
const harbourLights = {
  name: 'Harbour Lights',
  details: { startsAt: isoInDays(10), endsAt: isoInDays(10, 3), locationSetting: 'tba' },
  tickets: [{ name: 'Entry', price: 0, quantity: 50 }],
  publish: true,
};

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
  await createEventViaApi(page, ownerId, harbourLights);
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

test("the management home's card; the event page's Share ticks it for the owner only; a buyer signs in home", async ({ page, browser }) => {
  const organizer = await signUpViaApi(page);
  const eventId = await createEventViaApi(page, await sessionUserId(page), harbourLights);

  await page.goto(`/manage/${organizer.username}/events`);
  const card = page.getByRole('region', { name: 'Get ready for your first sale' });
  await expect(card.getByText('2 of 5 done')).toBeVisible();
  await expect(card.getByText('Next: Complete your profile')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', `/manage/${organizer.username}/settings/account`);
  await expect(card.getByRole('link', { name: 'See all steps' })).toHaveAttribute('href', '/getting-started');
  await shoot(page, 'getting-started-card');

  // A visitor's share asks nothing of the checklist; a buyer with no organizer side signs in to the home page.
  const visitorContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const visitor = await visitorContext.newPage();
  const visitorShareCalls: string[] = [];
  visitor.on('request', (request) => void (SHARE_CALL.test(request.url()) && visitorShareCalls.push(request.url())));
  const fan = await signUpViaApi(visitor);
  const listed = (await (await visitor.request.get(`/api/v1/tickets?eventId=${eventId}`)).json()) as { tickets: { id: string }[] };
  await buyViaApi(visitor.request, eventId, { [listed.tickets[0]!.id]: 1 }, fan);
  await visitor.goto(`/event/${eventId}`);
  await visitor.getByRole('button', { name: 'Share' }).click();
  await visitor.getByRole('button', { name: 'Copy link' }).click();
  await expect(visitor.getByRole('button', { name: 'Link copied' })).toBeVisible();
  expect(visitorShareCalls).toEqual([]);
  expect((await visitor.request.post('/api/v1/auth/logout')).status()).toBeLessThan(300);
  await visitor.goto('/auth');
  await logIn(visitor, fan.email, fan.password);
  await expectPath(visitor, '/');
  await visitorContext.close();

  // The owner's copy from the event page ticks "share".
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/event/${eventId}`);
  await page.getByRole('button', { name: 'Share' }).click();
  const recorded = page.waitForResponse((response) => SHARE_CALL.test(response.url()));
  await page.getByRole('button', { name: 'Copy link' }).click();
  expect((await recorded).status()).toBe(200);
  await page.goto(`/manage/${organizer.username}/events`);
  await expect(card.getByText('3 of 5 done')).toBeVisible();

  // Hide takes the card away for good.
  await card.getByRole('button', { name: 'Hide this checklist' }).click();
  await expect(card).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await expect(card).toBeHidden();
});
