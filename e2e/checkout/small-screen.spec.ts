import { type APIRequestContext, type Locator } from '@playwright/test';
import { expect, test } from '../axe-test.ts';
import { connectedOrganizer, createEventViaApi, isoInDays, uniqueWord } from '../events/helpers.ts';
import { newPerson, shoot, signUpViaApi } from '../helpers.ts';
import { verifyEmail } from '../tickets/helpers.ts';
import { continueToInfo, fillPurchaser, organizerEvent, payByCard } from './helpers.ts';

const PHONE = { width: 375, height: 800 };

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Whether an input's placeholder fits its text box (an input cuts it with '…' otherwise). */
const placeholderFits = (input: Locator) =>
  input.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(el.placeholder).width <= room;
  });

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

test("at 375 px a member's benefit picker shows 'No member benefit' whole", async ({ browser, page }) => {
  const { organizer, ownerId } = await connectedOrganizer(browser);
  const patron = await signUpViaApi(page, newPerson());
  await verifyEmail(page, patron.email);
  const benefit = await ok<{ id: string }>(
    await organizer.request.post('/api/v1/membership_discounts', {
      data: { ownerId, name: 'Members save 20%', amount: null, percentageValue: 20, quantity: null, quantityScope: null },
    }),
  );
  const tier = await ok<{ id: string; prices: { id: string }[] }>(
    await organizer.request.post('/api/v1/membership_tiers', {
      data: {
        ownerId,
        name: 'Friends',
        description: 'Save on tickets.',
        discountIds: [benefit.id],
        prices: [{ price: 500, interval: 'month' }],
        validSubscriptionsLimit: null,
      },
    }),
  );
  await ok(
    await organizer.request.post('/api/v1/membership_subscriptions', {
      data: { ownerId, fullName: 'Mae Jemison', email: patron.email, tierId: tier.id, priceId: tier.prices[0]!.id },
    }),
  );
  const eventId = await createEventViaApi(organizer, ownerId, {
    name: `Members night ${uniqueWord('m')}`,
    details: { startsAt: isoInDays(20), endsAt: isoInDays(20, 2), category: 'music', locationSetting: 'tba', currency: 'usd' },
    tickets: [{ name: 'General admission', price: 3000, quantity: 10 }],
    publish: true,
  });
  await organizer.context().close();

  await page.setViewportSize(PHONE);
  await page.goto(`/event/${eventId}/select`);
  const admission = page.getByRole('region', { name: 'Admission' });
  await admission.getByRole('button', { name: 'Add one General admission' }).click();
  const picker = page.getByRole('combobox', { name: 'Member benefit for General admission' });
  await expect(picker).toHaveAttribute('placeholder', 'No member benefit');
  await expect(picker).toBeInViewport({ ratio: 1 });
  expect(await placeholderFits(picker)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shoot(page, 'member-benefit-picker');
  await page.setViewportSize(PHONE);
  // The chosen benefit's price still shows beside or under it.
  await picker.click();
  await page.getByRole('option', { name: /Members save 20%/ }).click();
  await expect(admission).toContainText('Member price $24.00');
});
