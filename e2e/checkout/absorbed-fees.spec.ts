import { expect, test } from '../axe-test.ts';
import { continueToInfo, fillPurchaser, organizerEvent } from './helpers.ts';
import { newPerson } from '../helpers.ts';

const SHOTS = process.env.E2E_SHOTS;
const WAIVER = 'I take part at my own risk. The organizer is not liable for injuries.';

/**
 * Issue 34: a ticket type whose Ovation fee the organizer absorbs shows one price (no fee line) and the summary's
 * total is that price; the waiver (a required terms question) must be ticked before the order goes on (the API's
 * refusal without it is waivers.test.ts's).
 */
test('an absorbed fee shows one price; the waiver must be agreed', async ({ page, browser }) => {
  const { eventId } = await organizerEvent(
    browser,
    [
      { name: 'Fee inside', price: 2000, quantity: 20, absorbFees: true },
      { name: 'Fee on top', price: 2000, quantity: 20 },
    ],
    'Waiver night',
    { questions: [{ fieldType: 'terms', title: 'Waiver', content: WAIVER, required: true }] },
  );
  await page.goto(`/event/${eventId}/select`);
  const inside = page.getByRole('article', { name: 'Fee inside' });
  const onTop = page.getByRole('article', { name: 'Fee on top' });
  await expect(inside).toContainText('$20.00');
  await expect(inside).not.toContainText('fee');
  await expect(onTop).toContainText('+ $0.89 fee');

  await inside.getByRole('button', { name: 'Add one Fee inside' }).click();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText('$20.00');
  await expect(summary).not.toContainText('$20.89');
  if (SHOTS) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/absorbed-fee-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  await continueToInfo(page);
  await fillPurchaser(page, newPerson());
  await expect(page.getByRole('region', { name: /Waiver/ })).toContainText(WAIVER);
  // The order cannot go on until the waiver is ticked.
  const next = page.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await page.getByRole('checkbox', { name: /Waiver/ }).check();
  await expect(next).toBeEnabled();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/waiver-agreed-1280.png`, fullPage: true });
});
