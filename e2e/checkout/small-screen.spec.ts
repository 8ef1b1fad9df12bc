import { expect, test } from '@playwright/test';
import { uniqueWord } from '../events/helpers.ts';
import { newPerson, shoot } from '../helpers.ts';
import { continueToInfo, fillPurchaser, organizerEvent, payByCard } from './helpers.ts';

const PHONE = { width: 375, height: 800 };

test('at 375 px the thank-you page wraps a long e-mail address instead of widening the page', async ({ browser, page }) => {
  const { eventId } = await organizerEvent(browser, [{ name: 'General', price: 1500, quantity: 20 }]);
  const buyer = { ...newPerson(), email: `${'averyverylongmailbox'.repeat(2)}${uniqueWord('')}@${'longdomainname'.repeat(3)}.example.com` };
  await page.setViewportSize(PHONE);
  await page.goto(`/event/${eventId}/select`);
  // The lone ticket starts at 1.
  await expect(page.getByRole('group', { name: 'Quantity of General' }).getByTestId('ticket-quantity')).toHaveText('1');
  await continueToInfo(page);
  await fillPurchaser(page, buyer);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/page=payment/);
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(buyer.email)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shoot(page, 'thank-you-long-email');
});
