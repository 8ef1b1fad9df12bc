import type { Browser } from '@playwright/test';
import type { ChartDocument } from '../../src/contracts/seating.ts';
import { layoutChart, seatDisplay } from '../../src/domain/seating/index.ts';
import { expect, test } from '../axe-test.ts';
import { continueToInfo } from '../checkout/helpers.ts';
import { newPerson } from '../helpers.ts';
import { payForTwo, seatedEvent, stallsRow, tapChart } from './helpers.ts';

const SHOTS = process.env.E2E_SHOTS;
const PHONE = { width: 375, height: 800 };

test.use({ hasTouch: true });

/** A row of four stalls seats and a standing area (the floor, 10 places) behind it. */
const CHART: ChartDocument = {
  version: 1,
  categories: [
    { key: 'stalls', name: 'Stalls', color: '#c92a2a' },
    { key: 'floor', name: 'Floor', color: '#2f9e44' },
  ],
  objects: [
    stallsRow('A', 4, 40, 40),
    {
      type: 'area',
      id: 'floor',
      x: 20,
      y: 90,
      rotation: 0,
      label: 'Floor',
      shape: 'rectangle',
      width: 160,
      height: 100,
      capacity: 10,
      categoryKey: 'floor',
    },
  ],
};
const PLACES = layoutChart(CHART);

const seatA = (n: number) => PLACES.find((p) => p.seat === String(n))!;

async function standingEvent(browser: Browser) {
  const { eventId, organizer } = await seatedEvent(
    browser,
    CHART,
    [
      { name: 'Stalls', price: 2000, quantity: 50, seatsCategoryKeys: ['stalls'] },
      { name: 'Standing', price: 1000, quantity: 50, seatsCategoryKeys: ['floor'] },
    ],
    'Standing',
  );
  await organizer.context().close();
  return eventId;
}

test('on a phone, a buyer takes 2 standing places by quantity, gives them back, takes them again and pays; the tickets name the area', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const eventId = await standingEvent(browser);
  await page.setViewportSize(PHONE);
  await page.goto(`/event/${eventId}/select`);
  await expect(page.getByTestId('seat-canvas')).toHaveAttribute('aria-label', /with 4 of 4 seats available/);

  // A tap on the area opens its places: what is left, the ticket, how many.
  await tapChart(page, CHART, 100, 160);
  const picker = page.getByRole('dialog', { name: 'Floor' });
  await expect(picker).toContainText('10 places left');
  await expect(picker).toContainText('Standing: $10.00');
  await picker.getByRole('textbox', { name: 'Number of places' }).fill('2');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/standing-picker-375.png` });
  await picker.getByRole('button', { name: 'Hold places' }).click();
  const chosen = page.getByRole('region', { name: 'Your seats' });
  await expect(chosen).toContainText('Standing: Floor');
  await expect(chosen).toContainText('2 × Standing · $10.00');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();

  // Given back from 'Your seats'; the list of seats offers the area again with its 10 places.
  await chosen.getByRole('button', { name: 'Remove Standing: Floor' }).click();
  await expect(chosen).toContainText("You haven't chosen any seat yet");
  await page.locator('label', { hasText: 'List of seats' }).click();
  const areas = page.getByRole('region', { name: 'Standing areas' });
  await areas.getByRole('button', { name: 'Floor: 10 places left' }).click();
  await picker.getByRole('textbox', { name: 'Number of places' }).fill('2');
  await picker.getByRole('button', { name: 'Hold places' }).click();
  await expect(chosen).toContainText('2 × Standing · $10.00');
  await expect(areas.getByRole('button', { name: 'Floor: 8 places left' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/standing-held-375.png`, fullPage: true });

  const orderId = await payForTwo(page, newPerson(), 'Standing');

  await page.goto(`/tickets/${orderId}`);
  await expect(page.getByText('Ticket 1 / 2')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Standing · Standing: Floor');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/standing-ticket-375.png`, fullPage: true });
  const views = await page.request.get(`/api/v1/ticket_pages/tickets/${orderId}`);
  expect((await views.text()).split('Standing: Floor').length - 1).toBe(2);
});

test('a reload on the ticket step keeps the order: the seat is still the buyer’s and Continue goes on with it', async ({ browser, page }) => {
  const eventId = await standingEvent(browser);
  await page.goto(`/event/${eventId}/select`);
  const canvas = page.getByTestId('seat-canvas');
  await expect(canvas).toHaveAttribute('aria-label', /with 4 of 4 seats available/);
  await tapChart(page, CHART, seatA(2).x, seatA(2).y);
  const chosen = page.getByRole('region', { name: 'Your seats' });
  await expect(chosen).toContainText(seatDisplay(seatA(2)));
  // The address names the order from the pick on (the same page, nothing new in the history).
  await expect(page).toHaveURL(/\/select\?.*order=/);
  const orderId = new URL(page.url()).searchParams.get('order');

  await page.reload();
  await expect(chosen).toContainText(seatDisplay(seatA(2)));
  // Still the buyer's (not shown taken to them): 3 others free, theirs drawn as theirs.
  await expect(canvas).toHaveAttribute('aria-label', /with 3 of 4 seats available/);
  await page.locator('label', { hasText: 'List of seats' }).click();
  await expect(page.getByRole('button', { name: `${seatDisplay(seatA(2))}, Stalls` })).toHaveAttribute('aria-pressed', 'true');
  await continueToInfo(page);
  expect(new URL(page.url()).searchParams.get('order')).toBe(orderId);
  await expect(page.getByRole('region', { name: 'Ticket 1 · Stalls' })).toBeVisible();
});
