import { expect, test } from '../axe-test.ts';
import { newPerson, shoot, signUpViaApi } from '../helpers.ts';
import { createEventViaApi, isoInDays, sessionUserId, uniqueWord, uploadPoster } from './helpers.ts';

test('a shared event link and profile show their content before the app runs, then the app takes over', async ({ page, browser }) => {
  const organizer = await signUpViaApi(page, { ...newPerson(), firstName: 'Hedy', lastName: 'Lamarr' });
  const ownerId = await sessionUserId(page);
  const name = `First Paint Gala ${uniqueWord('f')}`;
  const eventId = await createEventViaApi(page, ownerId, {
    name,
    details: {
      startsAt: isoInDays(20),
      endsAt: isoInDays(20, 2),
      timezone: 'Europe/London',
      category: 'music',
      currency: 'gbp',
      location: { name: 'Lovelace Hall', address: '1 Analytical Row', city: 'London' },
    },
    tickets: [
      { name: 'Stalls', price: 2500, quantity: 20 },
      { name: 'Balcony', price: 4000, quantity: 20 },
    ],
  });
  const poster = await uploadPoster(page, 1200);
  expect((await page.request.patch(`/api/v1/management/courses/${eventId}`, { data: { posterUploadId: poster } })).ok()).toBe(true);
  expect((await page.request.post(`/api/v1/management/courses/${eventId}/publish`)).ok()).toBe(true);

  // Without JavaScript the app never runs: what shows is the server's first HTML alone.
  const still = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  const visitor = await still.newPage();
  await visitor.goto(`/event/${eventId}`);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor.getByText('£25.00 – £40.00')).toBeVisible();
  await expect(visitor.getByText('London time')).toBeVisible();
  await expect(visitor.getByText('Lovelace Hall', { exact: true })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Hedy Lamarr' })).toBeVisible();
  // The poster comes as a resized WebP copy picked from its srcset, in its square.
  const img = visitor.getByRole('img', { name, exact: true });
  await expect(img).toBeVisible();
  expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\?w=(640|1080)$/);
  const box = (await img.boundingBox())!;
  expect(Math.abs(box.width - box.height)).toBeLessThan(1);
  await shoot(visitor, 'first-html-event');

  await visitor.goto(`/p/${organizer.username}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Hedy Lamarr' })).toBeVisible();
  await expect(visitor.getByText(`@${organizer.username}`)).toBeVisible();
  await expect(visitor.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await shoot(visitor, 'first-html-profile');
  await still.close();

  // With JavaScript the app mounts over it: the same page, now the app's (its Follow button), the first HTML gone.
  const live = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const reader = await live.newPage();
  await reader.goto(`/event/${eventId}`);
  await expect(reader.getByRole('button', { name: 'Follow Hedy Lamarr' })).toBeVisible();
  await expect(reader.getByRole('heading', { level: 1, name })).toHaveCount(1);
  await expect(reader.locator('.ovation-first')).toHaveCount(0);
  await shoot(reader, 'first-html-event-app');
  await live.close();
});
