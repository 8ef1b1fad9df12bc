import { expect, test } from '../axe-test.ts';
import { collectCspViolations, expectPath, signUpViaApi } from '../helpers.ts';
import { demoConcertId } from '../checkout/helpers.ts';

test('the pages run under the Content-Security-Policy without a violation', async ({ page }) => {
  const violations = collectCspViolations(page);
  const eventId = await demoConcertId(page.request);
  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('textbox', { name: 'Search events' })).toBeVisible();
  await page.goto(`/event/${eventId}`);
  await expect(page.getByRole('link', { name: 'Get Tickets' }).first()).toBeVisible();
  // The map (Leaflet, OpenStreetMap tiles) loads once it scrolls into view: its tiles are asked for once they exist.
  // Scrolled to the map itself: a wheel's smooth scroll moved the page a few pixels only (CI run 53).
  await page.getByTestId('map-preview').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('map-preview').locator('img.leaflet-tile').first()).toBeAttached();
  await page.goto(`/event/${eventId}/select`);
  await expect(page.getByRole('region', { name: 'Admission' })).toBeVisible();
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui').first()).toBeVisible();
  await page.goto('/dev/outbox');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('GET /auth/logout only asks; the Sign out button signs out', async ({ page }) => {
  await signUpViaApi(page);
  const session = async () => ((await (await page.request.get('/api/session')).json()) as { user: unknown }).user;
  await page.goto('/auth/logout');
  await expect(page.getByRole('heading', { name: 'Sign out of Ovation?' })).toBeVisible();
  expect(await session()).not.toBeNull();
  await page.getByRole('link', { name: 'Stay signed in' }).click();
  await expectPath(page, '/');
  expect(await session()).not.toBeNull();
  await page.goto('/auth/logout');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expectPath(page, '/');
  await expect.poll(session).toBeNull();
  // Signed out, the page has nothing to ask.
  await page.goto('/auth/logout');
  await expectPath(page, '/');
});
