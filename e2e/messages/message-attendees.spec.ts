import { expect, test } from '../axe-test.ts';
import { createEventViaApi, isoInDays, sessionUserId, uniqueWord } from '../events/helpers.ts';
import { newPerson, shoot, signUpViaApi } from '../helpers.ts';
import { getFreeTickets, newestMail, verifyEmail } from '../tickets/helpers.ts';

test('message the attendees of one ticket type: count, preview, send, the summary, and only they get it', async ({ page, browser }) => {
  await signUpViaApi(page);
  const ownerId = await sessionUserId(page);
  const name = `Recital ${uniqueWord('m')}`;
  const eventId = await createEventViaApi(page, ownerId, {
    name,
    details: { startsAt: isoInDays(12), endsAt: isoInDays(12, 3), category: 'music', locationSetting: 'tba' },
    tickets: [
      { name: 'Balcony', price: 0, quantity: 50 },
      { name: 'Stalls', price: 0, quantity: 50 },
    ],
    publish: true,
  });
  const listed = (await (await page.request.get(`/api/v1/tickets?eventId=${eventId}`)).json()) as { tickets: { id: string; name: string }[] };
  const typeId = (n: string) => listed.tickets.find((t) => t.name === n)!.id;

  // Two holders, one of each ticket type, each in their own browser.
  const holders = [];
  for (const ticket of ['Balcony', 'Stalls']) {
    const context = await browser.newContext();
    const holderPage = await context.newPage();
    const person = await signUpViaApi(holderPage, newPerson());
    // The dev outbox shows a person the e-mails to their own address once it is verified.
    await verifyEmail(holderPage, person.email);
    await getFreeTickets(context.request, { eventId, name, ticketTypeId: typeId(ticket) }, person);
    holders.push({ context, person });
  }

  await page.goto(`/management/courses/${eventId}/messages`);
  await expect(page.getByText('No messages sent yet')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('combobox', { name: 'Send to' }).click();
  await page.getByRole('option', { name: 'Holders of one ticket type' }).click();
  await page.getByRole('combobox', { name: 'Ticket type' }).click();
  await page.getByRole('option', { name: 'Balcony' }).click();
  await expect(page.getByTestId('recipient-count')).toHaveText('1 recipient');
  await page.getByRole('textbox', { name: 'Subject' }).fill('Balcony opens at 7');
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('Use the side stairs.\n\nThe bar on the first floor opens with the doors; the show starts at half past seven.\n\nSee you soon.');
  await shoot(page, 'messages-compose');

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.frameLocator('iframe[title="Preview of the e-mail"]');
  await expect(preview.getByText('Use the side stairs.')).toBeVisible();
  await expect(page.getByText('Subject: Balcony opens at 7')).toBeVisible();
  // At a phone's width (the window resized with the preview open) the frame keeps its e-mail, readable and whole:
  // as tall as the e-mail, with no scroll box of its own.
  const frame = page.locator('iframe[title="Preview of the e-mail"]');
  const wholeAndWide = async () => {
    const [content, shown] = await frame.evaluate((f: HTMLIFrameElement) => [f.contentDocument!.documentElement.scrollHeight, f.clientHeight]);
    return content <= shown && (await frame.boundingBox())!.width >= 270;
  };
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(preview.getByText('Use the side stairs.')).toBeVisible();
    await expect.poll(wholeAndWide).toBe(true);
  }
  await shoot(page, 'messages-preview');

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Message queued for sending')).toBeVisible();
  const sent = page.getByRole('article', { name: 'Balcony opens at 7' });
  await expect(sent).toContainText('Holders of one ticket type: Balcony');
  await expect(sent.getByTestId('summary-sent')).toHaveText('Sent: 1', { timeout: 20_000 });
  await shoot(page, 'messages-summary');

  // The Balcony holder has it, with the unsubscribe link; the Stalls holder does not.
  const [balcony, stalls] = holders;
  const mail = await newestMail(balcony!.context.request, balcony!.person.email, /^Balcony opens at 7$/);
  expect(mail.text).toContain('Use the side stairs.');
  expect(mail.text).toMatch(/\/unsubscribe\/[\w-]+/);
  const outbox = (await (await stalls!.context.request.get('/api/dev/outbox')).json()) as { messages: { subject: string }[] };
  expect(outbox.messages.map((m) => m.subject)).not.toContain('Balcony opens at 7');

  // One click on the link's page stops this organizer's messages.
  const unsubscribePage = await balcony!.context.newPage();
  await unsubscribePage.goto(/\/unsubscribe\/[\w-]+/.exec(mail.text)![0]);
  await unsubscribePage.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(unsubscribePage.getByText('You will no longer receive messages from')).toBeVisible();
  await shoot(unsubscribePage, 'messages-unsubscribed');
  for (const h of holders) await h.context.close();
});
