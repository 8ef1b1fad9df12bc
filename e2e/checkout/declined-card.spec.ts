import { expect, test } from '../axe-test.ts';
import { expectPath, newPerson } from '../helpers.ts';
import { fillPurchaser, listedTickets, organizerEvent, payByCard } from './helpers.ts';

test('a declined card ends on the failure page, and Try Again reopens the event', async ({ page, browser }) => {
  const { eventId } = await organizerEvent(browser, [{ name: 'Front row', price: 4000, quantity: 10 }]);
  const buyer = newPerson();

  await page.goto(`/event/${eventId}/select`);
  // The lone ticket starts at 1.
  await expect(page.getByRole('group', { name: 'Quantity of Front row' }).getByTestId('ticket-quantity')).toHaveText('1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillPurchaser(page, buyer);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/page=payment/);

  // An incorrect ZIP flags the ZIP field and the buyer stays on the form.
  await payByCard(page, '4000000000000036');
  await expect(page.getByText('Your postal code is incorrect.')).toBeVisible();
  await expect(page).toHaveURL(/page=payment/);

  await payByCard(page, '4000000000000002');
  await expectPath(page, /^\/checkout\/thankyou\/[0-9a-f-]+\/failure$/);
  await expect(page.getByRole('heading', { name: "We’re sorry. Your payment attempt didn't go through." })).toBeVisible();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expect(page.getByText(/Contact support at/)).toBeVisible();
  // The failed attempt gave its ticket back.
  expect((await listedTickets(page.request, eventId))[0]!.quantity).toBe(10);

  await page.getByRole('link', { name: 'Try Again' }).click();
  await expectPath(page, `/event/${eventId}`);
});
