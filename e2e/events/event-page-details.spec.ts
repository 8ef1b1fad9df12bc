import { type Page } from '@playwright/test';
import { expect, test } from '../axe-test.ts';
import { newPerson, signUpViaApi } from '../helpers.ts';
import { createEventViaApi, isoInDays, sessionUserId, uniqueWord, uploadPoster } from './helpers.ts';

const SHOTS = process.env.E2E_SHOTS;

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test("publishing from the event page shows 'Your event is live…' after the draft banner goes", async ({ page }) => {
  await signUpViaApi(page);
  const ownerId = await sessionUserId(page);
  const eventId = await createEventViaApi(page, ownerId, {
    name: `Draft Gala ${uniqueWord('d')}`,
    details: { startsAt: isoInDays(15), endsAt: isoInDays(15, 2), category: 'music', locationSetting: 'tba' },
    tickets: [{ name: 'Seat', price: 0, quantity: 20 }],
  });
  await page.goto(`/event/${eventId}`);
  await expect(page.getByText('Draft mode: hidden from public view.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish Event' }).click();
  await expect(page.getByText('Your event is live. You can now share the link and start selling tickets.')).toBeVisible();
  await expect(page.getByText('Draft mode: hidden from public view.')).toHaveCount(0);
  await shoot(page, 'event-published-1280');
});

test('the event page and profile cards show the price range; at 375 px the Follow label and the poster fit', async ({ page, browser }) => {
  // A long name: the organizer line must truncate, not the Follow button.
  const organizer = await signUpViaApi(page, { ...newPerson(), firstName: 'Maximiliana', lastName: 'Featherstonehaugh' });
  const ownerId = await sessionUserId(page);
  const name = `Price Gala ${uniqueWord('p')}`;
  const eventId = await createEventViaApi(page, ownerId, {
    name,
    details: { startsAt: isoInDays(18), endsAt: isoInDays(18, 2), category: 'music', locationSetting: 'tba', currency: 'usd' },
    tickets: [
      { name: 'Standing', price: 0, quantity: 20 },
      { name: 'Seat', price: 4000, quantity: 20 },
    ],
  });
  const poster = await uploadPoster(page);
  expect((await page.request.patch(`/api/v1/management/courses/${eventId}`, { data: { posterUploadId: poster } })).ok()).toBe(true);
  expect((await page.request.post(`/api/v1/management/courses/${eventId}/publish`)).ok()).toBe(true);

  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const visitor = await context.newPage();
  await visitor.goto(`/event/${eventId}`);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor.getByTestId('event-price')).toHaveText('$0.00 – $40.00');

  // The Follow label is whole: the button is as wide as its content.
  const follow = visitor.getByRole('button', { name: `Follow ${organizer.firstName} ${organizer.lastName}` });
  await expect(follow).toBeVisible();
  const label = follow.locator('.mantine-Button-label');
  expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await follow.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  // The poster fills its square frame: no band under the image.
  const img = visitor.getByRole('img', { name, exact: true });
  await expect(img).toBeVisible();
  const [imgBox, frameBox] = await Promise.all([img.boundingBox(), img.locator('xpath=..').boundingBox()]);
  expect(Math.abs(imgBox!.y + imgBox!.height - (frameBox!.y + frameBox!.height))).toBeLessThan(1);
  await shoot(visitor, 'event-page-375');
  await visitor.setViewportSize({ width: 1280, height: 900 });
  await shoot(visitor, 'event-page-1280');

  // The organizer's profile card shows the same range (not 'Free').
  await visitor.goto(`/p/${organizer.username}`);
  const card = visitor.getByRole('link', { name: new RegExp(name) }).first();
  await expect(card).toBeVisible();
  await expect(visitor.getByText('$0.00 – $40.00').first()).toBeVisible();
  await shoot(visitor, 'profile-1280');
  await context.close();
});
