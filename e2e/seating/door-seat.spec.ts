import type { ChartDocument } from '../../src/contracts/seating.ts';
import { CHECKOUT_MESSAGES } from '../../src/domain/checkout.ts';
import { layoutChart, seatDisplay } from '../../src/domain/seating/index.ts';
import { expect, test } from '../axe-test.ts';
import { expectPath, newPerson, signUpViaApi } from '../helpers.ts';
import { addReader, newestMail, verifyEmail } from '../tickets/helpers.ts';
import { seatedEvent, stallsRow, tapChart } from './helpers.ts';

const SHOTS = process.env.E2E_SHOTS;

/** Five stalls seats in one row. */
const CHART: ChartDocument = {
  version: 1,
  categories: [{ key: 'stalls', name: 'Stalls', color: '#c92a2a' }],
  objects: [stallsRow('A', 5, 0, 0)],
};
const SEAT = layoutChart(CHART).find((p) => p.seat === '3')!;

test('an organizer sells a chosen seat at the door on the card reader; the map shows it sold, the guests list and check-in show it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const {
    eventId,
    organizer: page,
    ownerId,
  } = await seatedEvent(browser, CHART, [{ name: 'Stalls', price: 2500, quantity: 20, seatsCategoryKeys: ['stalls'] }], 'Door seats');
  await addReader(page, ownerId, 'Front door');
  // The guest has an account of their own: the built-in outbox shows each verified account its own mail.
  const guestPage = await (await browser.newContext()).newPage();
  const guest = await signUpViaApi(guestPage, { ...newPerson(), firstName: 'Grace', lastName: 'Hopper' });
  await verifyEmail(guestPage, guest.email);
  const label = seatDisplay(SEAT);

  // Sell at the door: the buyer's checkout with the reader as payment, its seat step first.
  await page.goto(`/management/courses/${eventId}/registrations`);
  await page.getByRole('link', { name: 'Sell at the door' }).click();
  await expectPath(page, `/event/${eventId}/checkout`);
  await expect(page.getByTestId('seat-canvas')).toHaveAttribute('aria-label', /with 5 of 5 seats available/);
  // At the desk, with a mouse.
  await tapChart(page, CHART, SEAT.x, SEAT.y, 'click');
  await expect(page.getByRole('region', { name: 'Your seats' })).toContainText(label);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/door-seat-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/page=info/);

  const details = page.getByRole('region', { name: 'Guest' });
  await details.getByRole('textbox', { name: 'First name' }).fill(guest.firstName);
  await details.getByRole('textbox', { name: 'Last name' }).fill(guest.lastName);
  await details.getByRole('textbox', { name: /^Email/ }).fill(guest.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/page=payment/);

  // The reader charges the order; the card is taken, the sale completes and lands on the guests page.
  const terminal = page.getByRole('region', { name: 'Card reader' });
  await expect(terminal.getByRole('radio', { name: /Front door/ })).toBeChecked();
  await terminal.getByRole('button', { name: /^Charge .* on the reader$/ }).click();
  await expect(terminal.getByRole('status')).toContainText(CHECKOUT_MESSAGES.terminalProcessing);
  await terminal.getByRole('button', { name: CHECKOUT_MESSAGES.terminalConfirm }).click();
  await expectPath(page, `/management/courses/${eventId}/registrations`);
  const row = page.getByTestId('guest-row').filter({ hasText: 'Grace Hopper' });
  await expect(row).toContainText(`Stalls · ${label}`);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/door-seat-guests-1280.png`, fullPage: true });

  // The seat is sold: the buyers' map and the organizer's Seating tab show it taken.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/event/${eventId}/select`);
  await expect(visitor.getByTestId('seat-canvas')).toHaveAttribute('aria-label', /with 4 of 5 seats available/);
  await visitor.context().close();
  await page.goto(`/management/courses/${eventId}/seating`);
  await expect(page.locator(`[data-seat="${SEAT.key}"]`)).toHaveAttribute('data-state', 'taken');

  // The guest's e-mail names the seat, and checking in its ticket shows it.
  const mail = await newestMail(guestPage.request, guest.email, /^Your tickets for/);
  expect(mail.text).toContain(`Seats: ${label}`);
  const orderId = /\/tickets\/([0-9a-f-]{36})/.exec(mail.text)![1]!;
  const tickets = await guestPage.request.get(`/api/v1/ticket_pages/tickets/${orderId}`);
  expect(tickets.ok(), await tickets.text()).toBe(true);
  const { code } = ((await tickets.json()) as { tickets: { code: string }[] }).tickets[0]!;
  await guestPage.context().close();
  await page.goto(`/management/courses/${eventId}/check-in`);
  const input = page.getByRole('textbox', { name: 'Ticket code' });
  await input.fill(code);
  await input.press('Enter');
  await expect(page.getByTestId('check-in-result')).toContainText(label);
});
