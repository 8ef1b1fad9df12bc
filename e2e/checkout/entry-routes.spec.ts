import { expect, test } from '../axe-test.ts';
import { expectPath } from '../helpers.ts';
import { demoConcertId } from './helpers.ts';

test('/checkout?event= and /event?event= open that event checkout with the other parameters', async ({ page }) => {
  const eventId = await demoConcertId(page.request);

  await page.goto(`/checkout?event=${eventId}&promoCode=WELCOME10&ticketType=in_person`);
  await expectPath(page, `/event/${eventId}/checkout`);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ promoCode: 'WELCOME10', ticketType: 'in_person' });

  // Without an order or a step, /event?event= opens the ticket step.
  await page.goto(`/event?event=${eventId}&promoCode=WELCOME10`);
  await expectPath(page, `/event/${eventId}/select`);
  expect(new URL(page.url()).searchParams.get('promoCode')).toBe('WELCOME10');

  await page.goto(`/event?event=${eventId}&page=tickets`);
  await expectPath(page, `/event/${eventId}/checkout`);

  // Unknown values are dropped; without an event there is nothing to buy.
  await page.goto('/checkout?page=nowhere');
  await expect(page.getByText('Choose an event to buy tickets for.')).toBeVisible();
});

test('a thank-you page with a malformed order id says the order was not found', async ({ page }) => {
  for (const path of ['/checkout/thankyou/not-an-order', '/checkout/thankyou/not-an-order/success', '/checkout/thankyou/not-an-order/failure']) {
    await page.goto(path);
    await expect(page.getByText("Sorry! That order wasn't found.")).toBeVisible();
  }
});
