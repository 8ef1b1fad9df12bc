import { type Page } from '@playwright/test';
import { expect, test } from '../axe-test.ts';
import { continueToInfo, demoConcertId } from '../checkout/helpers.ts';
import { signUpViaApi } from '../helpers.ts';
import { createFreeEvent, getFreeTickets } from '../tickets/helpers.ts';

/** No horizontal scroll: the page reflows into 320 CSS px (WCAG 1.4.10; 1280 px at 400 % zoom, and 200 % of 640 px). */
async function expectReflows(page: Page, what: string) {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/reflow-${what.replaceAll(' ', '-')}-320.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what} scrolls sideways at 320 px`).toBeLessThanOrEqual(320);
}

test.use({ viewport: { width: 320, height: 640 } });

test('the event page, the checkout and the ticket page reflow into 320 px', async ({ page }) => {
  const concert = await demoConcertId(page.request);
  await page.goto(`/event/${concert}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Autumn Chamber Concert' })).toBeVisible();
  await expectReflows(page, 'the event page');

  await page.goto(`/event/${concert}/select`);
  await expect(page.getByRole('region', { name: 'Admission' })).toBeVisible();
  await page.getByRole('button', { name: 'Add one Stalls' }).click();
  await expectReflows(page, 'the ticket step');
  await continueToInfo(page, 'Your info');
  await expectReflows(page, 'the info step');

  const person = await signUpViaApi(page);
  const event = await createFreeEvent(page, 'Narrow');
  const { orderId } = await getFreeTickets(page.request, event, person);
  await page.goto(`/tickets/${orderId}`);
  await expect(page.getByText('Ticket 1 / 1')).toBeVisible();
  await expectReflows(page, 'the ticket page');
});
