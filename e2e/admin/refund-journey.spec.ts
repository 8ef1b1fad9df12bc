import { expect, test } from '../axe-test.ts';
import { connectedOrganizer, createEventViaApi, isoInDays, uniqueWord } from '../events/helpers.ts';
import { expectPath, newPerson, shoot, signUpViaApi } from '../helpers.ts';
import { buyViaApi } from '../reporting/helpers.ts';
import { signInAsAdmin } from './helpers.ts';

test("a site admin finds an order by the buyer's e-mail, refunds it with the owner's refund, and the audit log shows it", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const { organizer, owner, ownerId } = await connectedOrganizer(browser);
  const eventId = await createEventViaApi(organizer, ownerId, {
    name: `Refund night ${uniqueWord('r')}`,
    details: { startsAt: isoInDays(9), endsAt: isoInDays(9, 2), category: 'music', locationSetting: 'tba', currency: 'usd' },
    tickets: [{ name: 'General', price: 2400, quantity: 20 }],
    publish: true,
  });
  const listed = (await (await organizer.request.get(`/api/v1/tickets?eventId=${eventId}`)).json()) as { tickets: { id: string }[] };
  const buyerPage = await (await browser.newContext()).newPage();
  const buyer = await signUpViaApi(buyerPage, newPerson());
  const orderId = await buyViaApi(
    buyerPage.request,
    eventId,
    { [listed.tickets[0]!.id]: 1 },
    { firstName: 'Katherine', lastName: 'Johnson', email: buyer.email },
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
