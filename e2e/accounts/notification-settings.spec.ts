import { expect, test } from '../axe-test.ts';
import { shoot, signUpViaApi } from '../helpers.ts';

test('a person turns their own sale notices off in Settings, and the choice stays', async ({ page }) => {
  const person = await signUpViaApi(page);
  await page.goto(`/manage/${person.username}/settings/account`);
  const section = page.getByRole('region', { name: 'Notifications' });
  const sales = section.getByRole('switch', { name: 'New sales and memberships' });
  // The settings page loads first, then the switches: a shared machine can take a while.
  await expect(sales).toBeChecked({ timeout: 30_000 });
  await section.scrollIntoViewIfNeeded();
  await shoot(page, 'settings-notifications');

  await sales.click();
  await expect(page.getByText('Notification settings saved')).toBeVisible();
  await expect(sales).not.toBeChecked();
  expect(await (await page.request.get('/api/notifications/settings')).json()).toEqual({ saleNotices: false });

  await page.reload();
  await expect(section.getByRole('switch', { name: 'New sales and memberships' })).not.toBeChecked({ timeout: 30_000 });
  // The switch turns at once and the save follows: read the setting back once the save has answered.
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/notifications/settings') && r.request().method() !== 'GET');
  await section.getByRole('switch', { name: 'New sales and memberships' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(section.getByRole('switch', { name: 'New sales and memberships' })).toBeChecked();
  expect(await (await page.request.get('/api/notifications/settings')).json()).toEqual({ saleNotices: true });
});
