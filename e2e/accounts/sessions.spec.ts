import { type Page } from '@playwright/test';
import { expect, test } from '../axe-test.ts';
import { expectPath, logIn, shoot, signUpViaApi } from '../helpers.ts';

const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

// This device: a Chrome on a Mac. Each test signs in from two browsers, so it gets the flow specs' longer timeout.
test.use({ userAgent: CHROME_MAC });
test.beforeEach(() => test.setTimeout(150_000));

/** With E2E_SHOTS, the named section alone at 1280 and 375 px (the full page is long). */
async function shootRegion(page: Page, name: string, file: string) {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('region', { name }).screenshot({ path: `${folder}/${file}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const signedIn = async (page: Page) => (await (await page.request.get('/api/session')).json()).user !== null;

test('Settings lists where the account is signed in, and signs out another device', async ({ page, browser }) => {
  const person = await signUpViaApi(page);
  // The same person on a second device: a Firefox on Windows.
  const other = await (await browser.newContext({ userAgent: FIREFOX_WINDOWS })).newPage();
  await other.goto('/auth');
  await logIn(other, person.email, person.password);
  await expect(other).not.toHaveURL(/\/auth/);
  expect(await signedIn(other)).toBe(true);

  await page.goto(`/manage/${person.username}/settings/account`);
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  // The settings page loads first, then the devices: a shared machine can take a while.
  await expect(devices.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 });
  const here = devices.getByRole('listitem').filter({ hasText: 'This device' });
  await expect(here).toContainText('Chrome on macOS');
  await expect(here).toContainText('Last used today');
  await expect(here.getByRole('button')).toHaveCount(0);
  const firefox = devices.getByRole('listitem', { name: 'Firefox on Windows' });
  await expect(firefox).toContainText(/Signed in \d{1,2} \w{3} \d{4}/);
  await shoot(page, 'settings-sessions');
  await shootRegion(page, 'Where you are signed in', 'sessions-list');

  await firefox.getByRole('button', { name: 'Sign out Firefox on Windows' }).click();
  await expect(page.getByText('Signed out on that device')).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('You are signed in on this device only.')).toBeVisible();
  expect(await signedIn(other)).toBe(false);
  await other.goto(`/manage/${person.username}/settings/account`);
  await expectPath(other, '/auth');
  expect(await signedIn(page)).toBe(true);

  // 'Sign out everywhere else' asks first, then ends every other session and keeps this one.
  await other.goto('/auth');
  await logIn(other, person.email, person.password);
  await expect(other).not.toHaveURL(/\/auth/);
  await page.reload();
  await expect(devices.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 });
  const section = page.getByRole('region', { name: 'Where you are signed in' });
  await section.getByRole('button', { name: 'Sign out everywhere else' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out on every other device?' });
  await expect(dialog).toContainText('You stay signed in here.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await signedIn(other)).toBe(true);
  await section.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByText('Signed out on every other device')).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  expect(await signedIn(other)).toBe(false);
  expect(await signedIn(page)).toBe(true);
});

test('changing the password in Settings signs out the other devices and keeps this one', async ({ page, browser }) => {
  const person = await signUpViaApi(page);
  const other = await (await browser.newContext({ userAgent: FIREFOX_WINDOWS })).newPage();
  await other.goto('/auth');
  await logIn(other, person.email, person.password);
  await expect(other).not.toHaveURL(/\/auth/);

  await page.goto(`/manage/${person.username}/settings/account`);
  const section = page.getByRole('region', { name: 'Password' });
  await section.getByLabel('Current password').fill('not-my-password');
  await section.getByLabel('New password').fill('a-brand-new-secret');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByText('Your current password is incorrect')).toBeVisible({ timeout: 30_000 });
  expect(await signedIn(other)).toBe(true);

  await section.getByLabel('Current password').fill(person.password);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Your other devices are signed out.')).toBeVisible({ timeout: 30_000 });
  await expect(section.getByLabel('Current password')).toHaveValue('');
  expect(await signedIn(other)).toBe(false);
  expect(await signedIn(page)).toBe(true);
  await expect(page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem')).toHaveCount(1);
});
