import { expect, test } from '../axe-test.ts';
import { uniqueWord } from '../events/helpers.ts';
import { expectPath, shoot } from '../helpers.ts';
import { eventWithPaidOrder, signInAsAdmin } from './helpers.ts';

test("a site admin finds an order by the buyer's e-mail, refunds it with the owner's refund, and the audit log shows it", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const { owner, eventId, buyer, orderId } = await eventWithPaidOrder(
    browser,
    { name: `Refund night ${uniqueWord('r')}`, inDays: 9, price: 2400 },
    { firstName: 'Katherine', lastName: 'Johnson' },
  );

  // The admin finds the order by the buyer's e-mail and opens it in the owner's orders.
  await signInAsAdmin(page);
  await page.goto('/super_admin');
  await page.getByRole('textbox', { name: 'Search users, organizations, events and orders' }).fill(buyer.email);
  const hit = page.getByRole('region', { name: /^Orders/ }).getByTestId('admin-order-hit');
  await expect(hit).toHaveCount(1);
  await hit.getByRole('link', { name: 'Katherine Johnson' }).click();
  await expectPath(page, `/manage/${owner.username}/reporting/orders/${orderId}`);
  await expect(page.getByTestId('acting-as-admin')).toBeVisible();
  await shoot(page, 'admin-journey-order');

  // The refund is the owner's own: the event's registrations, the ticket's Refund.
  await page.goto(`/management/courses/${eventId}/registrations`);
  await page.getByRole('button', { name: 'Actions for Katherine Johnson' }).click();
  await page.getByRole('menuitem', { name: 'Refund' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Registration refunded')).toBeVisible();
  await expect(page.getByTestId('guest-row').filter({ hasText: 'Katherine Johnson' })).toContainText('Refunded');

  // The console's audit log shows the refund, by this admin, in the owner's area.
  await page.goto('/super_admin?tab=audit');
  await expect(page.getByRole('tab', { name: 'Audit log' })).toHaveAttribute('aria-selected', 'true');
  const refund = page.getByRole('row').filter({ hasText: "The organizer's refund of a ticket through the payment provider" });
  await expect(refund.first()).toBeVisible();
  await expect(refund.first()).toContainText('POST /api/v1/order_items/:id/refund');
  await shoot(page, 'admin-journey-audit-log');
});
