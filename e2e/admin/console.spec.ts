import { expect, test } from '../axe-test.ts';
import { uniqueWord } from '../events/helpers.ts';
import { expectPath, shoot } from '../helpers.ts';
import { eventWithPaidOrder, signInAsAdmin } from './helpers.ts';

test('a site admin finds an order by the buyer e-mail, opens it, and reads figures, deliveries and organizers', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const eventName = `Console night ${uniqueWord('c')}`;
  const { organizer, owner, buyer, orderId } = await eventWithPaidOrder(
    browser,
    { name: eventName, inDays: 12, price: 1800 },
    { firstName: 'Hedy', lastName: 'Lamarr' },
  );

  // Not for organizers: the console is the 404 page.
  await organizer.goto('/super_admin');
  await expect(organizer.getByRole('heading', { name: 'Super Admin Panel' })).toHaveCount(0);
  await expect(organizer.getByText(/not found|doesn.t exist/i).first()).toBeVisible();

  await signInAsAdmin(page);
  await page.goto('/super_admin');
  await expect(page.getByRole('heading', { name: 'Super Admin Panel' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Admin sections' });
  await expect(tabs.getByRole('tab', { name: 'Search' })).toHaveAttribute('aria-selected', 'true');
  await shoot(page, 'admin-search-empty');

  // The buyer's e-mail in any case finds the order, grouped under Orders.
  await page.getByRole('textbox', { name: 'Search users, organizations, events and orders' }).fill(buyer.email.toUpperCase());
  await expect(page).toHaveURL(/q=/);
  const orders = page.getByRole('region', { name: /^Orders/ });
  await expect(orders.getByTestId('admin-order-hit')).toHaveCount(1);
  await expect(orders).toContainText('Hedy Lamarr');
  await expect(page.getByRole('region', { name: /^Users/ }).getByTestId('admin-user-hit')).toHaveCount(1);
  await page.getByRole('button', { name: 'Account details' }).click();
  // Signed up through the API without opening the link: the facts say so.
  await expect(page.getByText(`${buyer.email} (E-mail not verified)`)).toBeVisible();
  // The buyer's developer zone is off; the admin allows it, and a new search finds it allowed.
  const zone = page.getByRole('switch', { name: /Developer zone/ });
  await expect(zone).not.toBeChecked();
  await zone.click();
  await expect(page.getByText('The developer zone is allowed for this profile.')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Account details' }).click();
  await expect(page.getByRole('switch', { name: /Developer zone/ })).toBeChecked();
  await shoot(page, 'admin-search-results');

  // Nothing found says so.
  await page.getByRole('textbox', { name: 'Search users, organizations, events and orders' }).fill('zz-no-such-thing-anywhere');
  await expect(page.getByRole('status').filter({ hasText: 'Nothing matches' })).toBeVisible();

  // Figures: weeks by default, this week has the order.
  await tabs.getByRole('tab', { name: 'Figures' }).click();
  await expect(page).toHaveURL(/tab=figures/);
  await expect(page.getByRole('table', { name: 'Figures by week' })).toBeVisible();
  await expect(page.getByTestId('admin-figures-week')).toHaveCount(12);
  await shoot(page, 'admin-figures');

  // Deliveries and the site alert each have their tab; the keyboard moves between tabs.
  await tabs.getByRole('tab', { name: 'Figures' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Deliveries' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Failed e-mails' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Paused webhooks' })).toBeVisible();
  await shoot(page, 'admin-deliveries');
  await tabs.getByRole('tab', { name: 'Site alert' }).click();
  await expect(page.getByRole('textbox', { name: 'Alert message' })).toBeVisible();

  // The address reopens the tab.
  await page.goto('/super_admin?tab=figures');
  await expect(tabs.getByRole('tab', { name: 'Figures' })).toHaveAttribute('aria-selected', 'true');

  // The order opens in the owner's orders.
  await page.goto(`/super_admin?q=${encodeURIComponent(buyer.email)}`);
  await page
    .getByRole('region', { name: /^Orders/ })
    .getByRole('link', { name: 'Hedy Lamarr' })
    .click();
  await expectPath(page, `/manage/${owner.username}/reporting/orders/${orderId}`);
  await expect(page.getByText(buyer.email).first()).toBeVisible();

  // The organizers list finds the organizer and opens their area.
  await page.goto('/organize/organizers');
  await page.getByRole('textbox', { name: 'Search organizers' }).fill(owner.username);
  await expect(page.getByTestId('organizer-row')).toHaveCount(1);
  await expect(page.getByTestId('organizer-row')).toContainText('$18');
  await shoot(page, 'admin-organizers');
  await page.getByTestId('organizer-row').getByRole('link').first().click();
  await expectPath(page, new RegExp(`^/manage/${owner.username}(/events)?$`));
});
