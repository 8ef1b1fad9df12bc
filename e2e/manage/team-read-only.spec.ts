import { expect, test } from '../axe-test.ts';

// Demo data: Grace is a member of Lovelace Hall's team without the admin role; Ada owns it.
const DEMO_PASSWORD = 'ovation-demo';

test('a team member without the admin role sees the team but no way to change it', async ({ page }) => {
  const loggedIn = await page.request.post('/api/v1/auth/login', { data: { email: 'grace@ovation.test', password: DEMO_PASSWORD } });
  expect(loggedIn.ok(), await loggedIn.text()).toBe(true);
  await page.goto('/manage/lovelace-hall/settings/team');
  await expect(page.getByRole('row').filter({ hasText: '@grace' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '@ada' })).toContainText('Owner');
  await expect(page.getByRole('link', { name: 'Add member' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
});

test("the team's owner can add members and act on rows", async ({ page }) => {
  const loggedIn = await page.request.post('/api/v1/auth/login', { data: { email: 'ada@ovation.test', password: DEMO_PASSWORD } });
  expect(loggedIn.ok(), await loggedIn.text()).toBe(true);
  await page.goto('/manage/lovelace-hall/settings/team');
  await expect(page.getByRole('row').filter({ hasText: '@grace' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add member' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Actions for Grace/ })).toBeVisible();
});
