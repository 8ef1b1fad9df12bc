import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../axe-test.ts';
import { createEventViaApi, isoInDays, saveEditor, sessionUserId, uniqueWord } from '../events/helpers.ts';
import { newPerson, shoot, signUpViaApi } from '../helpers.ts';

/**
 * The organizer's side of an event's seats (issue 32): a chart made through the API (the designer is its own
 * journey), attached on the Seating tab, two categories mapped on the ticket types, a wheelchair seat blocked; after
 * a buyer's seated purchase (through the API) the guests list and the check-in show the seat, and the organizer
 * moves the attendee to another seat.
 */

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

const row = (label: string, y: number) => ({
  type: 'row',
  id: `row-${label}`,
  x: 100,
  y,
  rotation: 0,
  section: 'Stalls',
  label,
  numbering: { scheme: 'numeric', start: 1, reversed: false },
  categoryKey: 'stalls',
  overrides: [],
  seats: 8,
  spacing: 26,
  curve: label === 'B' ? 0.2 : 0,
});

/** Stalls rows A and B (8 seats each, B curved) below a stage, and a round table of 6 in the circle. */
const CHART = {
  version: 1,
  categories: [
    { key: 'stalls', name: 'Stalls', color: '#c2255c' },
    { key: 'circle', name: 'Circle', color: '#1971c2' },
  ],
  objects: [
    { type: 'shape', id: 'stage', x: 100, y: 0, rotation: 0, shape: 'stage', width: 182, height: 40, label: 'Stage' },
    row('A', 90),
    row('B', 130),
    {
      type: 'table',
      id: 'table-1',
      x: 420,
      y: 110,
      rotation: 0,
      section: '',
      label: 'Table 1',
      numbering: { scheme: 'numeric', start: 1, reversed: false },
      categoryKey: 'circle',
      overrides: [],
      shape: 'round',
      width: 70,
      height: 70,
      seats: 6,
    },
  ],
};

/** A signed-up buyer in a context of their own takes a Stalls ticket with seat `seatKey`, free, through the API. */
async function buySeat(page: Page, eventId: string, ticketTypeId: string, seatKey: string) {
  const context = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  try {
    const buyer = await context.newPage();
    const person = await signUpViaApi(buyer, { ...newPerson(), firstName: 'Grace', lastName: 'Hopper' });
    const { order } = await ok<{ order: { id: string; items: { id: string }[] } }>(
      await buyer.request.post(`/api/v1/orders?event=${eventId}`, { data: { tickets: { [ticketTypeId]: 1 } } }),
    );
    const held = await ok<{ seatsHoldToken: string }>(
      await buyer.request.post(`/api/v1/orders/${order.id}/seats`, { data: { seats: [{ seatKey, ticketTypeId }] } }),
    );
    const attendee = { firstName: person.firstName, lastName: person.lastName, email: person.email };
    const confirmed = await ok<{ final: boolean }>(
      await buyer.request.post(`/api/v1/orders/${order.id}/confirm`, {
        data: {
          buyerAttributes: { ...attendee, emailConfirm: person.email },
          attendeesAttributes: [{ itemId: order.items[0]!.id, ...attendee }],
          seatsHoldToken: held.seatsHoldToken,
        },
      }),
    );
    expect(confirmed.final).toBe(true);
    const tickets = await ok<{ tickets: { code: string }[] }>(await buyer.request.get(`/api/v1/ticket_pages/tickets/${order.id}`));
    return { orderId: order.id, code: tickets.tickets[0]!.code };
  } finally {
    await context.close();
  }
}

test('the organizer seats an event: attach a chart, map categories, block a seat, see and move a seated guest', async ({ page }) => {
  const organizer = await signUpViaApi(page);
  const ownerId = await sessionUserId(page);
  await ok(await page.request.post(`/api/v1/seat_charts?ownerId=${ownerId}`, { data: { name: 'Main hall', document: CHART } }));
  const eventId = await createEventViaApi(page, ownerId, {
    name: `Seated recital ${uniqueWord('s')}`,
    details: { startsAt: isoInDays(15), endsAt: isoInDays(15, 2), category: 'music', locationSetting: 'tba' },
    tickets: [
      { name: 'Stalls seat', price: 0, quantity: 40 },
      { name: 'Circle seat', price: 0, quantity: 10 },
    ],
    publish: true,
  });

  // No chart yet: the owner's chart is offered; using it shows the copy, and a warning as no ticket type sells it.
  await page.goto(`/management/courses/${eventId}/seating`);
  await expect(page.getByText('This event does not use a seat chart')).toBeVisible();
  await page.getByRole('combobox', { name: 'Seat chart' }).click();
  await page.getByRole('option', { name: /^Main hall \(22 seats\)/ }).click();
  await page.getByRole('button', { name: 'Use this chart' }).click();
  await expect(page.getByTestId('attached-chart')).toContainText('Main hall, copied');
  await expect(page.getByTestId('unmapped-categories')).toContainText('No ticket type sells Stalls, Circle');
  await expect(page.getByTestId('seat-drawing').locator('[data-seat]')).toHaveCount(22);

  // The ticket types choose their categories.
  await page.getByRole('tab', { name: 'Tickets' }).click();
  for (const [ticket, category] of [
    ['Stalls seat', 'Stalls'],
    ['Circle seat', 'Circle'],
  ] as const) {
    const card = page.getByRole('region', { name: new RegExp(ticket) });
    await card
      .getByRole('button', { name: new RegExp(ticket) })
      .first()
      .click();
    await card.getByRole('combobox', { name: 'Seat categories' }).click();
    await page.getByRole('option', { name: category, exact: true }).click();
    await page.keyboard.press('Escape');
  }
  await saveEditor(page);

  // Back on Seating: every category sold, a wheelchair seat blocked from the drawing.
  await page.getByRole('tab', { name: 'Seating' }).click();
  await expect(page.getByTestId('unmapped-categories')).toHaveCount(0);
  const categories = page.getByRole('table', { name: 'Categories' });
  await expect(categories.getByRole('row', { name: /Stalls/ })).toContainText('Stalls seat');
  await expect(categories.getByRole('row', { name: /Circle/ })).toContainText('Circle seat');
  await page.locator('[data-seat="Stalls/A/1"]').click();
  await expect(page.getByRole('combobox', { name: 'Reason' })).toHaveValue('Wheelchair space');
  await page.getByRole('button', { name: 'Block 1 seat' }).click();
  await expect(page.getByTestId('blocked-seat')).toHaveText('Stalls, Row A, Seat 1 · Wheelchair space');
  await expect(page.locator('[data-seat="Stalls/A/1"]')).toHaveAttribute('data-state', 'blocked');

  // A run of a row by shift-click, held back; then one of them released, picked in the list.
  await page.locator('[data-seat="Stalls/A/6"]').click();
  await page.locator('[data-seat="Stalls/A/8"]').click({ modifiers: ['Shift'] });
  await page.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Held back' }).click();
  await page.getByRole('button', { name: 'Block 3 seats' }).click();
  await expect(page.getByTestId('blocked-count')).toHaveText('4 seats blocked on this date');
  const seats = page.getByRole('combobox', { name: 'Seats' });
  await seats.fill('Row A, Seat 7');
  await page.getByRole('option', { name: 'Stalls, Row A, Seat 7' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Release 1 seat' }).click();
  await expect(page.getByTestId('blocked-count')).toHaveText('3 seats blocked on this date');
  await expect(page.locator('[data-seat="Stalls/A/7"]')).toHaveAttribute('data-state', 'free');
  await expect(page.getByTestId('blocked-seat').first()).toHaveText('Stalls, Row A, Seat 1 · Wheelchair space');
  await shoot(page, 'event-seating');

  // A buyer takes a seat; the drawing shows it taken, the guests list and the check-in show it.
  const tickets = await ok<{ tickets: { id: string; name: string }[] }>(await page.request.get(`/api/v1/tickets?eventId=${eventId}`));
  const stallsType = tickets.tickets.find((t) => t.name === 'Stalls seat')!.id;
  const { orderId, code } = await buySeat(page, eventId, stallsType, 'Stalls/B/3');
  await page.reload();
  await expect(page.locator('[data-seat="Stalls/B/3"]')).toHaveAttribute('data-state', 'taken');

  await page.getByRole('tab', { name: 'Guests' }).click();
  const guest = page.getByTestId('guest-row').filter({ hasText: 'Grace Hopper' });
  await expect(guest).toContainText('Stalls seat · Stalls, Row B, Seat 3');
  await shoot(page, 'event-seating-guests');

  // Moving the guest: a free Stalls seat (not the blocked A-1, nor a Circle seat), taken at once.
  await guest.getByRole('button', { name: 'Actions for Grace Hopper' }).click();
  await page.getByRole('menuitem', { name: 'Move to another seat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move Grace Hopper' });
  await expect(dialog).toContainText('Now: Stalls, Row B, Seat 3');
  await dialog.getByRole('combobox', { name: 'New seat' }).click();
  await expect(page.getByRole('option', { name: 'Stalls, Row A, Seat 1' })).toHaveCount(0);
  await expect(page.getByRole('option', { name: /^Table 1/ })).toHaveCount(0);
  await page.getByRole('option', { name: 'Stalls, Row A, Seat 5' }).click();
  await shoot(page, 'event-seating-move');
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByText('Moved to Stalls, Row A, Seat 5')).toBeVisible();
  await expect(guest).toContainText('Stalls seat · Stalls, Row A, Seat 5');

  await page.goto(`/management/courses/${eventId}/check-in`);
  const input = page.getByRole('textbox', { name: 'Ticket code' });
  await input.fill(code);
  await input.press('Enter');
  await expect(page.getByTestId('check-in-result')).toContainText('Stalls, Row A, Seat 5');

  // The order detail names the seat of its item.
  await page.goto(`/manage/${organizer.username}/reporting/orders/${orderId}`);
  await expect(page.getByRole('row', { name: /Stalls seat/ })).toContainText('Stalls, Row A, Seat 5');
});

test('the Seating tab says why a chart is refused: its issues, and held seats in the way', async ({ page }) => {
  await signUpViaApi(page);
  const ownerId = await sessionUserId(page);
  const unfinished = { ...CHART, objects: [row('A', 90), { ...row('B', 130), categoryKey: null }] };
  await ok(await page.request.post(`/api/v1/seat_charts?ownerId=${ownerId}`, { data: { name: 'Unfinished hall', document: unfinished } }));
  const { id: chartId } = await ok<{ id: string }>(
    await page.request.post(`/api/v1/seat_charts?ownerId=${ownerId}`, { data: { name: 'Main hall', document: CHART } }),
  );
  const eventId = await createEventViaApi(page, ownerId, {
    name: `Seated recital ${uniqueWord('s')}`,
    details: { startsAt: isoInDays(15), endsAt: isoInDays(15, 2), category: 'music', locationSetting: 'tba' },
    tickets: [{ name: 'Stalls seat', price: 0, quantity: 40, seatsCategoryKeys: ['stalls'] }],
    publish: true,
  });

  // A chart with seats of no category: every issue is listed.
  await page.goto(`/management/courses/${eventId}/seating`);
  const chart = page.getByRole('combobox', { name: 'Seat chart' });
  await chart.click();
  await page.getByRole('option', { name: /^Unfinished hall/ }).click();
  await page.getByRole('button', { name: 'Use this chart' }).click();
  const error = page.getByTestId('seating-error');
  await expect(error).toContainText('This chart cannot be used yet. Fix it in the designer:');
  await expect(error).toContainText('8 seats of Stalls, row B have no category');
  await shoot(page, 'event-seating-issues');

  // The good chart; then a buyer holds seat B-3, and row B leaves the chart.
  await chart.click();
  await page.getByRole('option', { name: /^Main hall/ }).click();
  await page.getByRole('button', { name: 'Use this chart' }).click();
  await expect(page.getByTestId('attached-chart')).toContainText('Main hall, copied');
  const tickets = await ok<{ tickets: { id: string }[] }>(await page.request.get(`/api/v1/tickets?eventId=${eventId}`));
  const ticketTypeId = tickets.tickets[0]!.id;
  const { order } = await ok<{ order: { id: string } }>(
    await page.request.post(`/api/v1/orders?event=${eventId}`, { data: { tickets: { [ticketTypeId]: 1 } } }),
  );
  await ok(await page.request.post(`/api/v1/orders/${order.id}/seats`, { data: { seats: [{ seatKey: 'Stalls/B/3', ticketTypeId }] } }));
  await ok(
    await page.request.put(`/api/v1/seat_charts/${chartId}?ownerId=${ownerId}`, {
      data: { name: 'Main hall', document: { ...CHART, objects: [row('A', 90)] } },
    }),
  );

  // Taking the new version is refused, and so is stopping: the held seat stays where it is.
  await page.getByRole('combobox', { name: 'Replace with' }).click();
  await page.getByRole('option', { name: /^Main hall/ }).click();
  await page.getByRole('button', { name: 'Replace chart' }).click();
  await page.getByRole('dialog', { name: 'Replace the seat chart?' }).getByRole('button', { name: 'Replace chart' }).click();
  await expect(error).toHaveText('Some seats are held or sold: they cannot be removed or change category');
  await page.getByRole('button', { name: 'Stop using seats' }).click();
  await page.getByRole('dialog', { name: 'Stop using a seat chart?' }).getByRole('button', { name: 'Stop using seats' }).click();
  await expect(page.getByTestId('seating-error').last()).toHaveText('Some seats are held or sold: they cannot be removed or change category');
  await expect(page.locator('[data-seat="Stalls/B/3"]')).toHaveCount(1);
  await shoot(page, 'event-seating-in-use');
});
