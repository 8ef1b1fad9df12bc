import type { Page } from '@playwright/test';
import { expect, test } from '../axe-test.ts';
import { shoot, signUpViaApi } from '../helpers.ts';
import { createEventViaApi, isoInDays, sessionUserId, uniqueWord } from '../events/helpers.ts';
import { getFreeTickets } from './helpers.ts';

/** A free '10 swims' punch card to a published event on `days` (days from now), bought by the signed-up organizer. */
async function punchCard(page: Page, title: string, days: number[]) {
  const organizer = await signUpViaApi(page);
  const name = `${title} ${uniqueWord('e')}`;
  const dates = days.map((d) => ({ startsAt: isoInDays(d), endsAt: isoInDays(d, 3) }));
  const eventId = await createEventViaApi(page, await sessionUserId(page), {
    name,
    details: { ...dates[0]!, category: 'music', locationSetting: 'tba' },
    tickets: [{ name: '10 swims', price: 0, quantity: 50, admission: 'punch_card', entries: 10 }],
    ...(dates.length > 1 ? { occurrences: dates } : {}),
    publish: true,
  });
  const reply = await page.request.get(`/api/v1/tickets?eventId=${eventId}`);
  expect(reply.ok()).toBe(true);
  const listed = (await reply.json()) as { tickets: { id: string; admissionNote: string | null }[] };
  const buyer = { firstName: organizer.firstName, lastName: organizer.lastName, email: organizer.email };
  const { tickets } = await getFreeTickets(page.request, { eventId, name, ticketTypeId: listed.tickets[0]!.id }, buyer);
  return { organizer, eventId, card: tickets[0]!, admissionNote: listed.tickets[0]!.admissionNote };
}

test('a punch card used twice at the door: entries left go down, and the ticket page shows them', async ({ page }) => {
  const { eventId, card, admissionNote } = await punchCard(page, 'Swim club', [12]);
  expect(admissionNote).toBe('10 entries');

  await page.goto(`/management/courses/${eventId}/check-in`);
  const code = page.getByRole('textbox', { name: 'Ticket code' });
  const banner = page.getByTestId('check-in-result');
  await code.fill(card.code);
  await code.press('Enter');
  await expect(banner).toHaveAttribute('data-kind', 'checked_in');
  await expect(banner).toContainText('Checked in: entry 1 of 10, 9 entries left');
  // The same card again: a second entry, not "already checked in".
  await code.fill(card.code);
  await code.press('Enter');
  await expect(banner).toContainText('Checked in: entry 2 of 10, 8 entries left');
  await shoot(page, 'punch-card-door');

  await page.goto(`/ticket/${card.id}`);
  const entries = page.getByTestId('ticket-entries');
  await expect(entries).toContainText('8 of 10 entries left');
  await expect(entries).toContainText(/Used: \w{3} \d+ \w{3}/);
  await shoot(page, 'punch-card-ticket');
});

test("a punch card used earlier that day, on that date's guests list: Check in takes one more entry, Undo the last", async ({ page }) => {
  const { organizer, eventId, card } = await punchCard(page, 'Pool series', [12, 19]);
  // Earlier that day, at the door: the first date's first entry.
  const scanned = await page.request.post(`/api/v1/management/courses/${eventId}/check_ins`, { data: { code: card.code } });
  expect(scanned.ok()).toBe(true);

  await page.goto(`/management/courses/${eventId}/registrations`);
  await page.getByRole('combobox', { name: 'Date', exact: true }).click();
  await page.getByRole('option').nth(1).click();
  const row = page.getByTestId('guest-row');
  await expect(row).toHaveCount(1);
  const holder = `${organizer.firstName} ${organizer.lastName}`;
  await expect(row).toContainText('9 of 10 entries left · 1 entry used on this date');
  await shoot(page, 'punch-card-guests-date');

  // Another member of the family comes in: one more entry on the same date.
  await row.getByRole('button', { name: `Check in ${holder}` }).click();
  await expect(page.getByText(`Checked in: entry 2 of 10, 8 entries left: ${holder}`)).toBeVisible();
  await expect(row).toContainText('8 of 10 entries left · 2 entries used on this date');
  // A mistaken one: Undo takes back that last entry only; the morning's stays.
  await row.getByRole('button', { name: `Undo the last entry of ${holder}` }).click();
  await expect(page.getByText(`Check-in undone: 9 entries left: ${holder}`)).toBeVisible();
  await expect(row).toContainText('9 of 10 entries left · 1 entry used on this date');
  await expect(row.getByRole('button', { name: `Check in ${holder}` })).toBeVisible();
});
