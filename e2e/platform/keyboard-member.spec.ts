import { expect, test } from '../axe-test.ts';
import { DEMO, expectPath, signUpViaApi } from '../helpers.ts';
import { expectFocused, expectPageStructure, tabTo } from './keyboard.ts';

/**
 * Issue 29, the keyboard beyond the checkout: a patron subscribes to a membership, and an organizer works a
 * management table's row menu, with the keyboard alone (keyboard.ts checks each stop is focused and visibly so).
 * Demo data: Lovelace Hall's membership tiers and events.
 */
test('a patron subscribes to a membership with the keyboard only', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/o/lovelace-hall/memberships');
  await expectPageStructure(page);
  const subscribe = page.getByRole('button', { name: 'Subscribe' }).first();
  await tabTo(page, subscribe);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sandbox\/memberships\//);

  // The sandbox's card form: each field in turn, typed into.
  const card = page.getByRole('textbox', { name: 'Card number' });
  await tabTo(page, card);
  await page.keyboard.type('4242 4242 4242 4242');
  for (const [name, value] of [
    ['Expiry', '12 / 34'],
    ['CVC', '123'],
    ['ZIP', '10001'],
  ] as const) {
    await page.keyboard.press('Tab');
    await expectFocused(page.getByRole('textbox', { name }));
    await page.keyboard.type(value);
  }
  const pay = page.getByRole('button', { name: /^Pay / });
  await tabTo(page, pay, { max: 5 });
  await page.keyboard.press('Enter');

  // Back on the membership page: the welcome dialog has the focus, and Escape closes it.
  await expectPath(page, '/o/lovelace-hall/memberships');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Manage' })).toBeVisible();
});

test("an organizer opens an event row's menu, moves through it and leaves it with the keyboard only", async ({ page }) => {
  const loggedIn = await page.request.post('/api/v1/auth/login', { data: DEMO.ada });
  expect(loggedIn.ok(), await loggedIn.text()).toBe(true);
  await page.goto('/manage/lovelace-hall/events');
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  const trigger = table.getByRole('button', { name: /^Actions for / }).first();
  await tabTo(page, trigger, { max: 60 });

  // Enter opens the menu (Mantine's: the focus waits inside the menu), the arrows move through its items, Escape
  // closes it and gives the focus back to its button.
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  // The arrows act once the focus is inside the menu (Mantine moves it there after the menu shows).
  await expect(menu.locator(':focus')).toHaveCount(1);
  const items = menu.getByRole('menuitem');
  await page.keyboard.press('ArrowDown');
  await expectFocused(items.first());
  await page.keyboard.press('ArrowDown');
  await expectFocused(items.nth(1));
  await page.keyboard.press('ArrowUp');
  await expectFocused(items.first());
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expectFocused(trigger);

  // Opened again, Enter on an item follows it.
  await page.keyboard.press('Enter');
  await expect(menu.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(page).not.toHaveURL(/\/manage\/lovelace-hall\/events$/);
});
