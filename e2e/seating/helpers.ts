import type { Browser, Page } from '@playwright/test';
import type { ChartDocument, ChartRow } from '../../src/contracts/seating.ts';
import { layoutChart } from '../../src/domain/seating/index.ts';
import { mapBounds } from '../../src/web/features/seating-map/draw-seats.ts';
import { FIT_MARGIN, fitView, toScreen } from '../../src/web/features/seating-map/viewport.ts';
import { expect } from '../axe-test.ts';
import { continueToInfo, fillPurchaser, orderIdFromUrl, payByCard } from '../checkout/helpers.ts';
import { connectedOrganizer, createEventViaApi, isoInDays, uniqueWord } from '../events/helpers.ts';

/** The buyers' seat map journeys' helpers: an event selling a chart, and where the map draws a point of it. */

/**
 * Where the canvas draws a point of the chart: it fits the chart as SeatCanvas does (same bounds and margin). `box`
 * is the canvas on the page, `at` the point inside it.
 */
export async function chartPoint(page: Page, chart: ChartDocument, x: number, y: number) {
  const box = (await page.getByTestId('seat-canvas').boundingBox())!;
  const view = fitView(mapBounds(chart, layoutChart(chart)), box.width, box.height, FIT_MARGIN);
  return { box, at: toScreen(view, x, y) };
}

/** Taps a point of the chart on the map (a seat's x, y, or inside a standing area); `click` with a mouse instead. */
export async function tapChart(page: Page, chart: ChartDocument, x: number, y: number, how: 'tap' | 'click' = 'tap') {
  const { at } = await chartPoint(page, chart, x, y);
  await page.getByTestId('seat-canvas')[how]({ position: at });
}

/**
 * A connected organizer's published event (US dollars, in 20 days) selling `chart` with `tickets`. The organizer's
 * page is returned open: a journey that goes on as the organizer uses it, the others close it.
 */
export async function seatedEvent(
  browser: Browser,
  chart: ChartDocument,
  tickets: { name: string; price: number; quantity: number; seatsCategoryKeys: string[] }[],
  prefix = 'Seated',
) {
  const { organizer, ownerId } = await connectedOrganizer(browser);
  const saved = await organizer.request.post(`/api/v1/seat_charts?ownerId=${ownerId}`, { data: { name: 'Little hall', document: chart } });
  expect(saved.ok(), await saved.text()).toBe(true);
  const name = `${prefix} ${uniqueWord('s')}`;
  const eventId = await createEventViaApi(organizer, ownerId, {
    name,
    details: { startsAt: isoInDays(20), endsAt: isoInDays(20, 2), category: 'music', locationSetting: 'tba', currency: 'usd' },
    tickets,
  });
  const attach = await organizer.request.put(`/api/v1/management/courses/${eventId}/seating`, {
    data: { chartId: ((await saved.json()) as { id: string }).id },
  });
  expect(attach.ok(), await attach.text()).toBe(true);
  const published = await organizer.request.post(`/api/v1/management/courses/${eventId}/publish`);
  expect(published.ok(), await published.text()).toBe(true);
  return { eventId, name, organizer, ownerId };
}

/**
 * From the ticket step to the thank-you page: a signed-out buyer gives their details and a second guest's name (its
 * ticket region 'Ticket 2 · <type>'), then pays by card; answers the order's id.
 */
export async function payForTwo(page: Page, buyer: { firstName: string; lastName: string; email: string }, secondType: string) {
  await continueToInfo(page);
  await fillPurchaser(page, buyer);
  const second = page.getByRole('region', { name: `Ticket 2 · ${secondType}` });
  await second.getByRole('textbox', { name: 'First name, ticket 2' }).fill('Dorothy');
  await second.getByRole('textbox', { name: 'Last name, ticket 2' }).fill('Vaughan');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/page=payment/);
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible({ timeout: 30_000 });
  return orderIdFromUrl(page.url());
}

/** A straight row of Stalls seats (numbered from 1), its first seat at x, y; `over` changes any field. */
export const stallsRow = (label: string, seats: number, x: number, y: number, over: Partial<ChartRow> = {}): ChartRow => ({
  type: 'row',
  id: `row-${label.toLowerCase()}`,
  x,
  y,
  rotation: 0,
  section: 'Stalls',
  label,
  numbering: { scheme: 'numeric', start: 1, reversed: false },
  categoryKey: 'stalls',
  overrides: [],
  seats,
  spacing: 40,
  curve: 0,
  ...over,
});
