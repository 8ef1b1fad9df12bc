import { expect, test } from '../axe-test.ts';
import { expectPath, newPerson } from '../helpers.ts';
import { continueToInfo, demoConcertId, fillPurchaser, orderIdFromUrl, payByCard } from './helpers.ts';

test('a guest buys tickets with a promo code and a donation, then opens the tickets and their PDF', async ({ page, context }) => {
  const eventId = await demoConcertId(page.request);
  const buyer = newPerson();

  await page.goto(`/event/${eventId}`);
  await page.getByRole('link', { name: 'Get Tickets' }).click();
  await expectPath(page, `/event/${eventId}/select`);
  await expect(page.getByRole('list', { name: 'Checkout steps' })).toContainText('Payment');
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText("You haven't chosen any ticket yet");
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();

  const admission = page.getByRole('region', { name: 'Admission' });
  await admission.getByRole('button', { name: 'Add one Stalls' }).click();
  await admission.getByRole('button', { name: 'Add one Stalls' }).click();

  // A promo code: applying, then applied; a second promo code is not combinable.
  const codes = page.getByRole('region', { name: 'Have a code?' });
  await codes.getByRole('textbox', { name: 'Promo or secret code' }).fill('welcome10');
  await codes.getByRole('button', { name: 'Apply' }).click();
  await expect(codes.getByText('Code WELCOME10 applied.')).toBeVisible();
  await expect(codes.getByText('Welcome 10% off · 10% off')).toBeVisible();
  await codes.getByRole('textbox', { name: 'Promo or secret code' }).fill('nosuchcode');
  await codes.getByRole('textbox', { name: 'Promo or secret code' }).press('Enter');
  await expect(codes.getByText("Sorry, we don't recognize that code.")).toBeVisible();

  // A donation typed negative counts as positive.
  await page.getByRole('textbox', { name: 'Donation amount' }).fill('-4');
  await page.getByRole('textbox', { name: 'Donation amount' }).blur();
  await expect(page.getByRole('textbox', { name: 'Donation amount' })).toHaveValue('4');

  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText('2 x Stalls');
  await expect(summary).toContainText('£53.00');
  await expect(summary).toContainText('-£5.46');
  await expect(summary).toContainText('£4.00');
  await expect(summary).toContainText('£53.18');

  await continueToInfo(page, 'Your info');

  // Errors show after a submit attempt.
  await page.getByRole('button', { name: 'Continue' }).click({ force: true });
  await expect(page.getByRole('region', { name: 'Purchaser' }).getByText('Invalid first name')).toBeVisible();

  await fillPurchaser(page, buyer);
  const second = page.getByRole('region', { name: 'Ticket 2 · Stalls' });
  await second.getByRole('textbox', { name: 'First name, ticket 2' }).fill('Dorothy');
  await second.getByRole('textbox', { name: 'Last name, ticket 2' }).fill('Vaughan');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/page=payment/);
  await expect(page.getByText('Sandbox payments: no real money')).toBeVisible();
  await page.getByRole('button', { name: 'Show test cards' }).click();
  await expect(page.getByText('4242 4242 4242 4242')).toBeVisible();
  await payByCard(page, '4242 4242 4242 4242');

  await expectPath(page, /^\/checkout\/thankyou\/[0-9a-f-]+\/success$/);
  const orderId = orderIdFromUrl(page.url());
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(page.getByText(buyer.email)).toBeVisible();
  const card = page.getByRole('region', { name: 'Order summary' });
  await expect(card).toContainText('2 x Stalls');
  await expect(card).toContainText('£54.64');
  await expect(card).toContainText('1 x Donation');
  await expect(card).toContainText('Subtotal');
  await expect(card).toContainText('£58.64');
  await expect(card).toContainText('-£5.46');
  await expect(card).toContainText('Total paid');
  await expect(card).toContainText('£53.18');
  await expect(page.getByRole('heading', { name: 'Help us spread the word' })).toBeVisible();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();

  // View Tickets opens the ticket page in a new tab; the PDF downloads from it.
  const viewTickets = page.getByRole('link', { name: 'View Tickets' });
  await expect(viewTickets).toHaveAttribute('href', `/tickets/${orderId}`);
  await expect(viewTickets).toHaveAttribute('target', '_blank');
  const [ticketsTab] = await Promise.all([context.waitForEvent('page'), viewTickets.click()]);
  await expect(ticketsTab.getByText('Ticket 1 / 2')).toBeVisible();
  const pdf = await page.request.get(`/api/v1/ticket_pages/tickets/${orderId}/pdf`);
  expect(pdf.ok()).toBe(true);
  expect((await pdf.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
});
