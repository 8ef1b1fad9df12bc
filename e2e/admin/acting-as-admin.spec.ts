import { expect, test } from '../axe-test.ts';
import { ACTING_AS_ADMIN_MESSAGES as M } from '../../src/contracts/audit.messages.ts';
import { expectPath, newPerson, shoot, signUpViaApi } from '../helpers.ts';
import { createEventViaApi, sessionUserId } from '../events/helpers.ts';

// The demo's site admin (src/server/demo-data.ts).
const ADMIN = { email: 'admin@ovation.test', password: 'ovation-demo' };

test("a site admin in an owner's area sees whose it is, with Exit back to the console; the owner sees no banner", async ({ page }) => {
  const organizer = await signUpViaApi(page, newPerson());
  const ownerId = await sessionUserId(page);
  const eventId = await createEventViaApi(page, ownerId, { name: 'Banner Night' });
  const name = `${organizer.firstName} ${organizer.lastName}`;
  // The owner's pages load none of the banner's code: it is fetched for a site admin only.
  const scripts: string[] = [];
  const onScript = (r: { url(): string; request(): { resourceType(): string } }) => {
    if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  };
  page.on('response', onScript);

  await page.goto(`/management/courses/${eventId}/details/edit`);
  await expect(page.getByRole('heading', { name: 'Banner Night' }).first()).toBeVisible();
  await expect(page.getByTestId('acting-as-admin')).toHaveCount(0);
  await page.goto(`/manage/${organizer.username}/events`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(scripts.filter((s) => s.includes('ActingAsAdminBanner'))).toEqual([]);
  page.off('response', onScript);

  await page.context().clearCookies();
  const signedIn = await page.request.post('/api/v1/auth/login', { data: ADMIN });
  expect(signedIn.status(), await signedIn.text()).toBe(200);

  await page.goto(`/management/courses/${eventId}/details/edit`);
  const banner = page.getByTestId('acting-as-admin');
  await expect(banner).toContainText(M.banner(name));
  await shoot(page, 'admin-event-banner');

  await page.goto(`/manage/${organizer.username}/events`);
  await expect(page.getByTestId('acting-as-admin')).toContainText(M.banner(name));
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(banner.getByRole('link', { name: M.exit })).toBeVisible();
  await shoot(page, 'admin-manage-banner');

  await page.getByTestId('acting-as-admin').getByRole('link', { name: M.exit }).click();
  await expectPath(page, '/super_admin');
  // The console is nobody's area: the banner goes (the page's last audit then sees the console, not the banner leaving).
  await expect(page.getByTestId('acting-as-admin')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Super Admin Panel' })).toBeVisible();
});
