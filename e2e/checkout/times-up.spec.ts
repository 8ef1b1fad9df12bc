import { expect, test } from '../axe-test.ts';
import { expectPath } from '../helpers.ts';
import { listedTickets, organizerEvent } from './helpers.ts';

test("Time's up: closing the modal cancels the order and frees its tickets", async ({ page, browser }) => {
  const { eventId } = await organizerEvent(browser, [{ name: 'Seat', price: 2000, quantity: 6 }]);

  await page.clock.install();
  await page.goto(`/event/${eventId}/select`);
  // The lone ticket starts at 1.
  await expect(page.getByRole('group', { name: 'Quantity of Seat' }).getByTestId('ticket-quantity')).toHaveText('1');
  await page.getByRole('button', { name: 'Add one Seat' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/page=info/);
  await expect(page.getByRole('timer')).toHaveText(/^1[34]:\d\d$/);
  await expect.poll(async () => (await listedTickets(page.request, eventId))[0]!.quantity).toBe(4);

  await page.clock.fastForward('14:01');
  const modal = page.getByRole('dialog', { name: "Sorry... Time's up" });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('Sorry... The time limit gives everyone a fair shot at tickets.')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Try again now' })).toBeVisible();

  await modal.getByRole('button', { name: 'Close' }).click();
  await expectPath(page, `/event/${eventId}`);
  await expect.poll(async () => (await listedTickets(page.request, eventId))[0]!.quantity).toBe(6);
});

test("Time's up: one click on 'Try again now' starts a new session with the tickets back", async ({ page, browser }) => {
  const { eventId } = await organizerEvent(browser, [{ name: 'Seat', price: 2000, quantity: 6 }]);

  await page.clock.install();
  await page.goto(`/event/${eventId}/select`);
  await expect(page.getByRole('group', { name: 'Quantity of Seat' }).getByTestId('ticket-quantity')).toHaveText('1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/page=info/);
  await expect.poll(async () => (await listedTickets(page.request, eventId))[0]!.quantity).toBe(5);

  await page.clock.fastForward('14:01');
  const modal = page.getByRole('dialog', { name: "Sorry... Time's up" });
  await modal.getByRole('button', { name: 'Try again now' }).click();
  await expect(modal).toBeHidden();
  await expect(page).not.toHaveURL(/order=/);
  await expect(page.getByRole('timer')).toHaveText(/^1[34]:\d\d$/);
  // Still closed a moment later (the old order is not restored at 0:00).
  await page.clock.fastForward('00:05');
  await expect(modal).toBeHidden();
  await expect.poll(async () => (await listedTickets(page.request, eventId))[0]!.quantity).toBe(6);
});
