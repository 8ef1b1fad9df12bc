import { expect, test } from '../axe-test.ts';
import { signInAsAdmin } from '../admin/helpers.ts';
import { shoot } from '../helpers.ts';
import { newestMail } from '../tickets/helpers.ts';
import { buyViaApi } from '../reporting/helpers.ts';
import { connectedOrganizer, createEventViaApi, isoInDays, uniqueWord } from './helpers.ts';

test('an organizer cancels an event with three paid orders and sees them refunded and e-mailed', async ({ browser, page }) => {
  test.setTimeout(90_000);
  const { organizer, ownerId } = await connectedOrganizer(browser);
  const name = `Harbour gig ${uniqueWord('c')}`;
  const eventId = await createEventViaApi(organizer, ownerId, {
    name,
    details: { startsAt: isoInDays(12), endsAt: isoInDays(12, 2), category: 'music', locationSetting: 'tba', currency: 'usd' },
    tickets: [{ name: 'General', price: 2000, quantity: 20 }],
    publish: true,
  });
  const listed = (await (await organizer.request.get(`/api/v1/tickets?eventId=${eventId}`)).json()) as { tickets: { id: string }[] };
  const buyers = ['Grace', 'Alan', 'Edsger'].map((firstName) => ({
    firstName,
    lastName: 'Buyer',
    email: `${uniqueWord(firstName.toLowerCase())}@example.com`,
  }));
  for (const buyer of buyers) await buyViaApi(page.request, eventId, { [listed.tickets[0]!.id]: 1 }, buyer);

  // The Status tab: the dialog names the three orders and the amount, and wants the event's name.
  await organizer.goto(`/management/courses/${eventId}/status`);
  await organizer.getByRole('button', { name: 'Cancel event' }).click();
  const dialog = organizer.getByRole('dialog', { name: 'Cancel this event?' });
  await expect(dialog).toContainText('3 orders will be refunded in full');
  const confirm = dialog.getByRole('button', { name: 'Cancel event and refund' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Type the event name to confirm' }).fill(name);
  await shoot(organizer, 'cancel-event-dialog');
  await confirm.click();

  // The progress moves on its own until every order is refunded.
  await expect(organizer.getByText('Refunded 3 of 3')).toBeVisible({ timeout: 30_000 });
  await expect(organizer.getByText('All refunds are done.')).toBeVisible();
  await expect(organizer.getByText('Canceled', { exact: true })).toBeVisible();
  await shoot(organizer, 'cancel-event-progress');

  // Each buyer (a guest checkout) gets the e-mail saying so, with the refund: read as the site admin, who sees them all.
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  for (const buyer of buyers) {
    const mail = await newestMail(admin.request, buyer.email, new RegExp(`^${name} has been canceled`));
    expect(mail.text).toContain('Your order was refunded in full');
  }

  // The event page says it is cancelled and sells nothing.
  await page.goto(`/event/${eventId}`);
  await expect(page.getByText('This event has been canceled.')).toBeVisible();
  await expect(page.getByRole('button', { name: /tickets/i })).toHaveCount(0);
  await shoot(page, 'cancel-event-page');
  await organizer.context().close();
  await admin.context().close();
});
