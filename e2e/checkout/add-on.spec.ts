import { expect, test } from '../axe-test.ts';
import { demoConcertId } from './helpers.ts';

const SHOTS = process.env.E2E_SHOTS;

test("an add-on asks for no attendee details: it carries the purchaser's", async ({ page }) => {
  const eventId = await demoConcertId(page.request);
  await page.goto(`/event/${eventId}/select`);
  await page.getByRole('region', { name: 'Admission' }).getByRole('button', { name: 'Add one Stalls' }).click();
  await page.getByRole('region', { name: 'Add on' }).getByRole('button', { name: 'Add one Interval drinks' }).click();
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText('Interval drinks');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/page=info/);

  await expect(page.getByRole('region', { name: 'Ticket 1 · Stalls' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Interval drinks/ })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'First name, ticket 2' })).toHaveCount(0);
  if (SHOTS) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/checkout-add-on-${width}.png`, fullPage: true });
    }
  }
});
