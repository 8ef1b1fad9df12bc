import { expect, test } from '../axe-test.ts';
import { continueToInfo, fillPurchaser, organizerEvent } from './helpers.ts';
import { connectedOrganizer, createEventViaApi, isoInDays } from '../events/helpers.ts';
import { newPerson, shoot, signUpViaApi } from '../helpers.ts';
import { buyViaApi } from '../reporting/helpers.ts';

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

test("the organizer's order page says which fee was inside the price", async ({ page, browser }) => {
  const { organizer, owner, ownerId } = await connectedOrganizer(browser);
  const eventId = await createEventViaApi(organizer, ownerId, {
    name: 'Mixed fees night',
    details: { startsAt: isoInDays(20), endsAt: isoInDays(20, 2), category: 'music', locationSetting: 'tba', currency: 'usd' },
    tickets: [
      { name: 'Fee inside', price: 2000, quantity: 20, absorbFees: true },
      { name: 'Fee on top', price: 2000, quantity: 20 },
    ],
    publish: true,
  });
  const listed = (await (await organizer.request.get(`/api/v1/tickets?eventId=${eventId}`)).json()) as { tickets: { id: string; name: string }[] };
  const ids = Object.fromEntries(listed.tickets.map((ticket) => [ticket.name, ticket.id]));
  const buyer = await signUpViaApi(page);
  const orderId = await buyViaApi(page.request, eventId, { [ids['Fee inside']!]: 1, [ids['Fee on top']!]: 1 }, buyer);

  await organizer.goto(`/manage/${owner.username}/reporting/orders/${orderId}`);
  const items = organizer.getByRole('table', { name: 'Order items' });
  await expect(items.getByRole('row').filter({ hasText: 'Fee inside' })).toContainText('Included in the price');
  await expect(items.getByRole('row').filter({ hasText: 'Fee on top' })).not.toContainText('Included in the price');
  await shoot(organizer, 'order-absorbed-fee');
  await organizer.context().close();
});
