import { expect, test } from '../axe-test.ts';
import { DEMO, expectPath, logIn } from '../helpers.ts';

test('a signed-out visit to a management URL goes to login and returns there', async ({ page }) => {
  await page.goto('/manage/lovelace-hall/settings/team');
  await expect(page).toHaveURL(/\/auth\?redirect_to=/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect_to')!)).toBe('/manage/lovelace-hall/settings/team');

  await logIn(page, DEMO.ada.email, DEMO.ada.password);
  await expectPath(page, '/manage/lovelace-hall/settings/team');
  await expect(page.getByRole('row', { name: /Grace Hopper/ })).toContainText('@grace');
  await expect(page.getByText('Owner', { exact: true })).toBeVisible();
});

test('another signed-in user is sent home from a management area that is not theirs', async ({ page }) => {
  await page.goto('/auth');
  await logIn(page, 'grace@ovation.test', 'ovation-demo');
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto('/manage/ada/events');
  await expectPath(page, '/');
});
