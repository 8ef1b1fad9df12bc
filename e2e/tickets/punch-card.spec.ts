import { expect, test } from '../axe-test.ts';
import { shoot, signUpViaApi } from '../helpers.ts';
import { createEventViaApi, isoInDays, sessionUserId, uniqueWord } from '../events/helpers.ts';
import { getFreeTickets } from './helpers.ts';

test('a punch card used twice at the door: entries left go down, and the ticket page shows them', async ({ page }) => {
  const organizer = await signUpViaApi(page);
  const name = `Swim club ${uniqueWord('e')}`;
  const eventId = await createEventViaApi(page, await sessionUserId(page), {
    name,
    details: { startsAt: isoInDays(12), endsAt: isoInDays(12, 3), category: 'music', locationSetting: 'tba' },
    tickets: [{ name: '10 swims', price: 0, quantity: 50, admission: 'punch_card', entries: 10 }],
    publish: true,
  });
  const reply = await page.request.get(`/api/v1/tickets?eventId=${eventId}`);
  expect(reply.ok()).toBe(true);
  const listed = (await reply.json()) as { tickets: { id: string; admissionNote: string | null }[] };
  expect(listed.tickets[0]!.admissionNote).toBe('10 entries');
  const buyer = { firstName: organizer.firstName, lastName: organizer.lastName, email: organizer.email };
  const { tickets } = await getFreeTickets(page.request, { eventId, name, ticketTypeId: listed.tickets[0]!.id }, buyer);
  const card = tickets[0]!;

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
