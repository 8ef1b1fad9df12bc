import type { Browser, Page } from '@playwright/test';
import type { ChartDocument } from '../../src/contracts/seating.ts';
import { layoutChart, seatDisplay } from '../../src/domain/seating/index.ts';
import { expect, test } from '../axe-test.ts';
import { continueToInfo, listedTickets } from '../checkout/helpers.ts';
import { newPerson } from '../helpers.ts';
import { chartPoint, payForTwo, seatedEvent as publishSeated, stallsRow, tapChart } from './helpers.ts';

const SHOTS = process.env.E2E_SHOTS;
const PHONE = { width: 375, height: 800 };

// The buyer taps the map as on a phone.
test.use({ hasTouch: true });

/** A curved row of stalls in front of a stage, and a round table of the circle: two categories. */
const CHART: ChartDocument = {
  version: 1,
  categories: [
    { key: 'stalls', name: 'Stalls', color: '#c92a2a' },
    { key: 'circle', name: 'Circle', color: '#1971c2' },
  ],
  objects: [
    { type: 'shape', id: 'stage', x: 40, y: 0, rotation: 0, shape: 'stage', width: 220, height: 40, label: 'Stage' },
    stallsRow('A', 8, 40, 110, { spacing: 30, curve: 0.3 }),
    {
      type: 'table',
      id: 'table-1',
      x: 150,
      y: 230,
      rotation: 0,
      section: '',
      label: 'Table 1',
      numbering: { scheme: 'numeric', start: 1, reversed: false },
      categoryKey: 'circle',
      overrides: [],
      shape: 'round',
      width: 60,
      height: 60,
      seats: 4,
    },
  ],
};
const PLACES = layoutChart(CHART);
const seat = (group: string, label: string) => PLACES.find((p) => p.group === group && p.seat === label)!;

/** Where the map draws a seat on its canvas. */
const seatOnCanvas = (page: Page, group: string, label: string) => chartPoint(page, CHART, seat(group, label).x, seat(group, label).y);
const tapSeat = (page: Page, group: string, label: string) => tapChart(page, CHART, seat(group, label).x, seat(group, label).y);

/** An organizer's published event selling the chart: Stalls for the row, Circle and a concession for the table. */
async function seatedEvent(browser: Browser) {
  const event = await publishSeated(browser, CHART, [
    { name: 'Stalls', price: 2000, quantity: 50, seatsCategoryKeys: ['stalls'] },
    { name: 'Circle', price: 3000, quantity: 50, seatsCategoryKeys: ['circle'] },
    { name: 'Circle concession', price: 1500, quantity: 50, seatsCategoryKeys: ['circle'] },
  ]);
  await event.organizer.context().close();
  return event;
}

test('a buyer on a phone picks two seats on the map and pays; the next buyer sees them taken; the tickets show the seats', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const { eventId } = await seatedEvent(browser);
  const buyer = newPerson();
  const stallsSeat = seatDisplay(seat('A', '3'));
  const tableSeat = seatDisplay(seat('Table 1', '2'));

  await page.setViewportSize(PHONE);
  await page.goto(`/event/${eventId}/select`);
  const canvas = page.getByTestId('seat-canvas');
  await expect(canvas).toHaveAttribute('aria-label', /with 12 of 12 seats available/);
  // At 375 px the map fills the width.
  expect((await canvas.boundingBox())!.width).toBeGreaterThan(PHONE.width - 40);
  await expect(page.getByRole('region', { name: 'Legend' })).toContainText('Circle: Circle: $30.00 · Circle concession: $15.00');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();

  // A stalls seat: one ticket type, held at once.
  await tapSeat(page, 'A', '3');
  const chosen = page.getByRole('region', { name: 'Your seats' });
  await expect(chosen).toContainText(stallsSeat);
  // A table seat: two ticket types, the popover asks which.
  await tapSeat(page, 'Table 1', '2');
  const which = page.getByRole('dialog', { name: `Ticket for ${tableSeat}` });
  await which.getByRole('button', { name: /Circle concession/ }).click();
  await expect(chosen).toContainText(tableSeat);
  await expect(chosen).toContainText('Circle concession · $15.00');
  await expect(canvas).toHaveAttribute('aria-label', /with 10 of 12 seats available/);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/seat-map-375.png`, fullPage: true });

  // A second buyer (another browser) sees both seats taken, on the map and in the list.
  const other = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await other.goto(`/event/${eventId}/select`);
  await expect(other.getByTestId('seat-canvas')).toHaveAttribute('aria-label', /with 10 of 12 seats available/);
  await other.locator('label', { hasText: 'List of seats' }).click();
  const list = other.getByRole('region', { name: 'Available seats' });
  await expect(list.getByRole('button', { name: new RegExp(`^${stallsSeat},`) })).toHaveCount(0);
  await expect(list.getByRole('button', { name: /^Stalls, Row A, Seat 4,/ })).toBeVisible();
  if (SHOTS) {
    await other.locator('label', { hasText: 'Seat map' }).click();
    await other.screenshot({ path: `${SHOTS}/seat-map-1280.png`, fullPage: true });
    await other.locator('label', { hasText: 'List of seats' }).click();
    await other.screenshot({ path: `${SHOTS}/seat-list-1280.png`, fullPage: true });
  }

  // The first buyer pays.
  const orderId = await payForTwo(page, buyer, 'Circle concession');

  // Sold seats stay taken for the other buyer (the live status updates the open map).
  await expect(other.getByRole('region', { name: 'Available seats' }).getByRole('button', { name: /^Stalls, Row A, Seat 4,/ })).toBeVisible();
  await other.reload();
  await expect(other.getByTestId('seat-canvas')).toHaveAttribute('aria-label', /with 10 of 12 seats available/);
  await other.context().close();

  // The ticket page shows each ticket's seat; the PDF too.
  await page.goto(`/tickets/${orderId}`);
  await expect(page.getByText('Ticket 1 / 2')).toBeVisible();
  const shown = [await page.getByRole('main').innerText()];
  await page.getByRole('button', { name: 'Next ticket' }).click();
  await expect(page.getByText('Ticket 2 / 2')).toBeVisible();
  shown.push(await page.getByRole('main').innerText());
  expect(shown.join('\n')).toContain(stallsSeat);
  expect(shown.join('\n')).toContain(tableSeat);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/seat-ticket-375.png`, fullPage: true });
  // The PDF is drawn from the same ticket views (its text is in embedded fonts, so the views are checked).
  const views = await page.request.get(`/api/v1/ticket_pages/tickets/${orderId}`);
  expect(views.ok()).toBe(true);
  expect(await views.text()).toContain(stallsSeat);
  expect(await views.text()).toContain(tableSeat);
  const pdf = await page.request.get(`/api/v1/ticket_pages/tickets/${orderId}/pdf`);
  expect(pdf.ok()).toBe(true);
});

test("from the list of seats with the keyboard; a reload on the info step keeps the seat; Time's up gives it back", async ({ browser, page }) => {
  const { eventId } = await seatedEvent(browser);
  await page.clock.install();
  await page.goto(`/event/${eventId}/select`);
  await expect(page.getByTestId('seat-canvas')).toHaveAttribute('aria-label', /with 12 of 12 seats available/);
  await page.locator('label', { hasText: 'List of seats' }).click();
  const list = page.getByRole('region', { name: 'Available seats' });
  await expect(list.getByRole('combobox', { name: 'Row or table' })).toHaveValue(/A$/);
  const first = list.getByRole('button', { name: 'Stalls, Row A, Seat 1, Stalls' });
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Your seats' })).toContainText('Stalls, Row A, Seat 1');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/seat-list-held-1280.png`, fullPage: true });

  // A reload on the info step (the address names the order) keeps the seat and its hold token; back on the seats.
  await continueToInfo(page);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Ticket 1 · Stalls' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('region', { name: 'Your seats' })).toContainText('Stalls, Row A, Seat 1');
  await expect(page.getByTestId('seat-canvas')).toHaveAttribute('aria-label', /with 11 of 12 seats available/);
  await page.locator('label', { hasText: 'List of seats' }).click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');

  await page.clock.fastForward('14:01');
  const modal = page.getByRole('dialog', { name: "Sorry... Time's up" });
  await modal.getByRole('button', { name: 'Try again now' }).click();
  await expect(modal).toBeHidden();
  // The new session holds nothing, and the map read again shows the seat free for anyone.
  await expect(page.getByRole('region', { name: 'Your seats' })).toContainText("You haven't chosen any seat yet");
  await expect(page.getByTestId('seat-canvas')).toHaveAttribute('aria-label', /with 12 of 12 seats available/);
  await page.locator('label', { hasText: 'List of seats' }).click();
  await expect(first).toHaveAttribute('aria-pressed', 'false');
});

test('two buyers on one seat: the one who clicks second is told at once and sees it taken', async ({ browser, page }) => {
  const { eventId } = await seatedEvent(browser);
  await page.clock.install();
  await page.goto(`/event/${eventId}/select`);
  const canvas = page.getByTestId('seat-canvas');
  await expect(canvas).toHaveAttribute('aria-label', /with 12 of 12 seats available/);
  // Just after a poll the page's clock stops: the map does not poll again (every 3 s) while the other buyer takes
  // the seat, so it still shows it free, and only the refused hold can tell it. Timers then run 20 ms at a time.
  // The stop is a second after the page's own time, not this process's: the two clocks drift apart by more than a
  // few milliseconds on a busy machine, and pausing at a time the page has passed throws.
  await page.waitForRequest(/\/seats\/status$/);
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + 1000);

  const stalls = (await listedTickets(page.request, eventId)).find((t) => t.name === 'Stalls')!;
  const rival = await browser.newContext();
  const created = await rival.request.post(`/api/v1/orders?event=${eventId}`, { data: { tickets: { [stalls.id]: 1 }, paymentMethod: 'card' } });
  expect(created.ok(), await created.text()).toBe(true);
  const orderId = ((await created.json()) as { order: { id: string } }).order.id;
  const held = await rival.request.post(`/api/v1/orders/${orderId}/seats`, {
    data: { seats: [{ seatKey: seat('A', '5').key, ticketTypeId: stalls.id }] },
  });
  expect(held.ok(), await held.text()).toBe(true);
  await rival.close();

  // The mouse, not a locator: a locator's action first runs the axe audit, which waits for frames that a paused
  // clock never gives.
  const { box, at } = await seatOnCanvas(page, 'A', '5');
  await page.mouse.click(box.x + at.x, box.y + at.y);
  await expect(page.getByText('Sorry, someone else just took that seat')).toBeVisible();
  await expect
    .poll(async () => {
      await page.clock.runFor(20);
      return page.getByTestId('seat-canvas').getAttribute('aria-label');
    })
    .toMatch(/with 11 of 12 seats available/);
  await expect(page.getByRole('region', { name: 'Your seats' })).toContainText("You haven't chosen any seat yet");
  // The order had grown by a ticket for that seat: the summary shows the seats held (none), as Continue would save.
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText("You haven't chosen any ticket yet");
  await page.clock.resume();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/seat-taken-1280.png`, fullPage: true });

  // Best available: two stalls seats side by side, the order growing to two tickets for them.
  await page.getByRole('region', { name: 'Best available' }).getByRole('button', { name: 'Find seats' }).click();
  await expect(page.getByTestId('chosen-seat')).toHaveCount(2);
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText('2 x Stalls');
  await expect(canvas).toHaveAttribute('aria-label', /with 9 of 12 seats available/);
});
