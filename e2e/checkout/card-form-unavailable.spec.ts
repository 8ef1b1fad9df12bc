import { type Page } from '@playwright/test';
import { expect, test } from '../axe-test.ts';
import { expectPath, newPerson } from '../helpers.ts';
import { demoConcertId, fillPurchaser } from './helpers.ts';

/** Chooses one ticket of the demo concert and fills the buyer's information, up to the Payment step. */
async function toPaymentStep(page: Page) {
  const eventId = await demoConcertId(page.request);
  await page.goto(`/event/${eventId}/select`);
  await expectPath(page, `/event/${eventId}/select`);
  await page.getByRole('region', { name: 'Admission' }).getByRole('button', { name: 'Add one Stalls' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/page=info/);
  await fillPurchaser(page, newPerson());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/page=payment/);
}

/** The site as if it took cards through Stripe (this server runs the sandbox), with `publishableKey`. */
async function stripeConfigured(page: Page, publishableKey: string | null) {
  await page.route('**/api/v1/payments/config', (route) =>
    route.fulfill({ json: { provider: 'stripe', testMode: true, label: null, publishableKey } }),
  );
}

test('with Stripe not set up, the buyer is told so and cannot confirm', async ({ page }) => {
  await stripeConfigured(page, null);
  await toPaymentStep(page);
  await expect(page.getByRole('alert')).toContainText('Card payments are not set up for this site yet. Please contact the organizer.');
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();
});

test('when Stripe.js cannot be loaded, the buyer is told to reload and cannot confirm', async ({ page }) => {
  await stripeConfigured(page, 'pk_test_ovation');
  // No network to Stripe here anyway; abort so the test does not wait for a timeout.
  await page.route('https://js.stripe.com/**', (route) => route.abort());
  await toPaymentStep(page);
  await expect(page.getByRole('alert')).toContainText('The card form could not be loaded');
  await expect(page.getByRole('alert')).toContainText('Please check your connection and reload the page.');
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();
});
