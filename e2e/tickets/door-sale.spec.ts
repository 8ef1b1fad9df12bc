import fs from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from '../axe-test.ts';
import { CHECKOUT_MESSAGES, TERMINAL_POLL_MS } from '../../src/domain/checkout.ts';
import { createEventViaApi, isoInDays, sessionUserId, uniqueWord } from '../events/helpers.ts';
import { expectPath, newPerson, signUpViaApi } from '../helpers.ts';
import { connectWithReader } from './helpers.ts';

const SHOTS = process.env.E2E_SHOTS;

/** The terminal step while the reader waits for the card, at desktop and phone widths (E2E_SHOTS=folder). */
async function shootProcessing(page: Page) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByText(CHECKOUT_MESSAGES.terminalProcessing)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/terminal-processing-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const isTerminalCall = (action: string) => (url: URL) => url.pathname === `/api/v1/stripe_terminals/${action}`;

/** An organizer with a reader and a published $25 event, on the door sale's payment step with the reader chosen. */
async function reachReaderPayment(page: Page, beforeGoto?: () => Promise<void>) {
  await signUpViaApi(page);
  const ownerId = await sessionUserId(page);
  await connectWithReader(page, ownerId, 'Front door');
  const name = `Door Sale ${uniqueWord('d')}`;
  const eventId = await createEventViaApi(page, ownerId, {
    name,
    details: { startsAt: isoInDays(10), endsAt: isoInDays(10, 3), category: 'music', locationSetting: 'tba', currency: 'usd' },
    tickets: [{ name: 'Door ticket', price: 2500, quantity: 20 }],
    publish: true,
  });
  const guest = { ...newPerson(), firstName: 'Grace', lastName: 'Hopper' };

  await beforeGoto?.();
  await page.goto(`/management/courses/${eventId}/registrations`);
  await expect(page.getByTestId('total-sold')).toHaveText('0');
  await page.getByRole('link', { name: 'Sell at the door' }).click();
  await expectPath(page, `/event/${eventId}/checkout`);

  // Tickets: the lone ticket type starts at 1.
  await expect(page.getByRole('group', { name: 'Quantity of Door ticket' }).getByTestId('ticket-quantity')).toHaveText('1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/page=info/);

  // The guest's details.
  const guestSection = page.getByRole('region', { name: 'Guest' });
  await guestSection.getByRole('textbox', { name: 'First name' }).fill(guest.firstName);
  await guestSection.getByRole('textbox', { name: 'Last name' }).fill(guest.lastName);
  await guestSection.getByRole('textbox', { name: /^Email/ }).fill(guest.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/page=payment/);

  // The reader: the owner's online reader is chosen; charging it puts the step in 'processing'.
  const terminal = page.getByRole('region', { name: 'Card reader' });
  await expect(terminal.getByRole('radio', { name: /Front door/ })).toBeChecked();
  await expect(terminal.getByText('Online')).toBeVisible();
  // The reader charges the order's total: the $25.00 ticket and the fees.
  const total = await page
    .getByRole('complementary', { name: 'Order summary' })
    .getByText(/^\$\d+\.\d\d$/)
    .last()
    .textContent();
  expect(total).toMatch(/^\$25\.\d\d$/);
  return { eventId, terminal, total: total! };
}

test('a door sale paid on the card reader says "Payment successful" once, even when a status poll also saw the payment', async ({ page }) => {
  const { eventId, terminal, total } = await reachReaderPayment(page, async () => {
    // Every toast with the success text that is ever shown (the DOM count below only sees those still open).
    await page.addInitScript((text) => {
      const seen = new WeakSet<Element>();
      const w = window as unknown as { successToasts: number };
      w.successToasts = 0;
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('.mantine-Notification-root')) {
          if (!seen.has(el) && el.textContent?.includes(text)) {
            seen.add(el);
            w.successToasts += 1;
          }
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, CHECKOUT_MESSAGES.terminalSucceeded);
  });
  await terminal.getByRole('button', { name: `Charge ${total} on the reader` }).click();
  const processing = terminal.getByRole('status');
  await expect(processing).toContainText(CHECKOUT_MESSAGES.terminalProcessing);
  await expect(processing).toContainText(`Ask the guest to tap, insert or swipe their card for ${total}.`);
  await expect(terminal.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await shootProcessing(page);

  // The race of the defect, made certain: the simulated reader's answer is held back (the server has already taken
  // the payment) until a status poll has seen the success too. Both answers then reach the page.
  let releaseConfirm!: () => void;
  const confirmHeld = new Promise<void>((resolve) => (releaseConfirm = resolve));
  await page.route(isTerminalCall('confirm_payment'), async (route) => {
    const response = await route.fetch();
    await confirmHeld;
    await route.fulfill({ response });
  });
  const pollSawSuccess = page.waitForResponse(
    async (r) => isTerminalCall('check_payment_status')(new URL(r.url())) && ((await r.json()) as { status: string }).status === 'succeeded',
    { timeout: TERMINAL_POLL_MS * 4 },
  );
  const confirmAnswered = page.waitForResponse((r) => isTerminalCall('confirm_payment')(new URL(r.url())));
  await terminal.getByRole('button', { name: CHECKOUT_MESSAGES.terminalConfirm }).click();
  await pollSawSuccess;
  releaseConfirm();
  expect(((await (await confirmAnswered).json()) as { status: string }).status).toBe('succeeded');

  // Back on the guests page with the success toast, shown once: checked after more than one poll has passed.
  await expectPath(page, `/management/courses/${eventId}/registrations`);
  const toast = page.locator('.mantine-Notification-root', { hasText: CHECKOUT_MESSAGES.terminalSucceeded });
  await expect(toast.first()).toBeVisible();
  // Longer than one status poll, shorter than the toast's 5 s: a second toast would be open beside the first. Counted
  // once, not with a retrying toHaveCount(1), which would wait for the first of two toasts to close and then pass.
  await page.waitForTimeout(TERMINAL_POLL_MS + 500);
  expect(await toast.count()).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { successToasts: number }).successToasts)).toBe(1);

  // The sale landed, and the guests page shows it without a reload (it was stale once: the hand-off now refreshes it).
  await expect(page.getByTestId('guest-row').filter({ hasText: 'Grace Hopper' })).toBeVisible();
  await expect(page.getByTestId('total-sold')).toHaveText('1');
});

test("Time's up waits while the card is on the reader: the order's timer ending mid-charge does not end the sale", async ({ page }) => {
  const { eventId, terminal, total } = await reachReaderPayment(page, () => page.clock.install());
  // Half a minute before the payment step's timer ends, the guest's card goes on the reader.
  await expect(page.getByRole('timer')).toHaveText(/^[89]:\d\d$/);
  const left = (await page.getByRole('timer').textContent())!.split(':').map(Number);
  await page.clock.fastForward((left[0]! * 60 + left[1]! - 30) * 1000);
  await terminal.getByRole('button', { name: `Charge ${total} on the reader` }).click();
  await expect(terminal.getByRole('status')).toContainText(CHECKOUT_MESSAGES.terminalProcessing);
  // The timer runs out while the reader still waits (well within its 60 s): no Time's up over the charge.
  await page.clock.fastForward(40_000);
  await expect(page.getByRole('timer')).toHaveText('0:00');
  await page.clock.runFor(TERMINAL_POLL_MS);
  await expect(terminal.getByRole('status')).toContainText(CHECKOUT_MESSAGES.terminalProcessing);
  await expect(page.getByRole('dialog', { name: "Sorry... Time's up" })).toHaveCount(0);
  // The card is taken: the sale completes and lands on the guests page.
  await terminal.getByRole('button', { name: CHECKOUT_MESSAGES.terminalConfirm }).click();
  await expectPath(page, `/management/courses/${eventId}/registrations`);
  await expect(page.getByTestId('total-sold')).toHaveText('1');
});
