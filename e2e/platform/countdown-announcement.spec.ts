import { expect, test } from '../axe-test.ts';
import { organizerEvent } from '../checkout/helpers.ts';

type Said = { said: string[] };

test('the checkout timer tells a screen reader of its last minute once, not every second', async ({ page, browser }) => {
  const { eventId } = await organizerEvent(browser, [{ name: 'Seat', price: 2000, quantity: 6 }], 'Countdown');
  await page.clock.install();
  await page.goto(`/event/${eventId}/select`);
  await expect(page.getByRole('group', { name: 'Quantity of Seat' }).getByTestId('ticket-quantity')).toHaveText('1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/page=info/);
  await expect(page.getByRole('timer')).toHaveText(/^1[34]:\d\d$/);

  // The polite status is there from the start, empty. Every change of its text is recorded from here on (watched
  // from the body: the checkout may render its head again, and the region with it).
  const region = page.getByRole('status').and(page.getByTestId('countdown-announcement'));
  await expect(region).toBeEmpty();
  await page.evaluate(() => {
    const record = window as unknown as Said;
    record.said = [];
    let last = '';
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="countdown-announcement"]')?.textContent ?? '';
      if (text !== last) record.said.push((last = text));
    }).observe(document.body, { childList: true, characterData: true, subtree: true });
  });
  await page.clock.fastForward('12:30');
  await expect(page.getByRole('timer')).toHaveText(/^1:\d\d$/);
  await expect(region).toBeEmpty();
  await page.clock.fastForward('00:45');
  await expect(page.getByRole('timer')).toHaveText(/^0:[3-5]\d$/);
  await expect(region).toHaveText('One minute left to finish your order.');
  await page.clock.fastForward('00:20');
  await expect(page.getByRole('timer')).toHaveText(/^0:[1-3]\d$/);
  // Said once: the region's text changed once in all those seconds.
  expect(await page.evaluate(() => (window as unknown as Said).said.filter(Boolean))).toEqual(['One minute left to finish your order.']);
});
