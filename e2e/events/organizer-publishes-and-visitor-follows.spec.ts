import { expect, test } from '../axe-test.ts';
import { DEMO, expectPath, logIn, signUpViaApi } from '../helpers.ts';
import { localInDays, saveEditor, uniqueWord } from './helpers.ts';

test('an organizer creates an event with two ticket types and publishes it; a visitor follows the organizer through sign-in', async ({
  page,
  browser,
}) => {
  const organizer = await signUpViaApi(page);
  const name = `Rooftop Sessions ${uniqueWord('r')}`;

  // Create a draft from the chooser's 'Create Manually'.
  await page.goto('/event/new');
  await page.getByRole('link', { name: /Create Manually/ }).click();
  await expectPath(page, '/e/new');
  await page.getByLabel('Event name').fill(name);
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expectPath(page, /\/management\/courses\/[0-9a-f-]{36}\/details\/edit$/);
  const eventId = new URL(page.url()).pathname.split('/')[3]!;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Publishing an empty draft lists what is missing, as danger alerts.
  await page.getByRole('button', { name: 'Publish Event' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Add the date and time your event starts.' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Add at least one ticket type that buyers can see.' })).toBeVisible();

  // A mistake is shown on its field and nothing typed is lost.
  await page.getByLabel('Starts').fill(localInDays(20, 20));
  await page.getByLabel('Ends').fill(localInDays(20, 18));
  await page.getByLabel('Venue name').fill('The Roof');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The end must be after the start.')).toBeVisible();
  await expect(page.getByLabel('Venue name')).toHaveValue('The Roof');
  await page.getByLabel('Ends').fill(localInDays(20, 23));
  await page.getByLabel('Address').fill('1 Skyline Avenue');
  await saveEditor(page);

  // Two ticket types.
  await page.getByRole('tab', { name: 'Tickets' }).click();
  await page.getByRole('button', { name: 'Add ticket type' }).click();
  await page.getByLabel('Name').last().fill('General admission');
  await page
    .getByLabel(/^Price\b/)
    .last()
    .fill('20');
  await page.getByRole('button', { name: 'Add ticket type' }).click();
  await page.getByLabel('Name').last().fill('VIP');
  await page
    .getByLabel(/^Price\b/)
    .last()
    .fill('55.50');
  await saveEditor(page);
  await expect(page.getByText('$55.50 · 100 available')).toBeVisible();

  await page.getByRole('button', { name: 'Publish Event' }).click();
  await expect(page.getByText('Your event is live. You can now share the link and start selling tickets.')).toBeVisible();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();

  // A signed-out visitor opens the event page and follows the organizer through sign-in.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/event/${eventId}`);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Get Tickets' })).toBeVisible();
  await expect(visitor.getByText('The Roof').first()).toBeVisible();
  await expect(visitor.getByText('Draft mode: hidden from public view.')).toHaveCount(0);
  await visitor.getByRole('button', { name: `Follow ${organizer.firstName} ${organizer.lastName}` }).click();
  await expectPath(visitor, '/auth');
  await logIn(visitor, DEMO.ada.email, DEMO.ada.password);
  await expectPath(visitor, `/event/${eventId}`);
  await expect(visitor.getByRole('button', { name: `Following ${organizer.firstName} ${organizer.lastName}` })).toBeVisible();
  // The follow parameter is cleared and the follow is stored.
  await expect.poll(() => new URL(visitor.url()).searchParams.get('follow')).toBeNull();
  await visitor.reload();
  await expect(visitor.getByRole('button', { name: `Following ${organizer.firstName} ${organizer.lastName}` })).toBeVisible();
  await visitorContext.close();
});
