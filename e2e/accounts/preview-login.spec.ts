import { expect, test } from '../axe-test.ts';
import { expectPath } from '../helpers.ts';

test('preview login shows each validation message, then signs in and follows redirect_to', async ({ page }) => {
  await page.goto('/preview-login?redirect_to=/manage/ada/settings/account');
  const submit = page.getByRole('button', { name: 'Log in' });

  await submit.click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByLabel(/^Email/).fill('not-an-email');
  await page.getByLabel(/^Password/).fill('12345');
  await submit.click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

  await page.getByLabel(/^Email/).fill('ada@ovation.test');
  await page.getByLabel(/^Password/).fill('wrong-password');
  await submit.click();
  await expect(page.getByRole('alert')).toContainText('Incorrect email or password');

  await page.getByLabel(/^Password/).fill('ovation-demo');
  await submit.click();
  await expectPath(page, '/manage/ada/settings/account');
  expect(await page.evaluate(() => localStorage.getItem('ovation.accessToken'))).toBeTruthy();
});
