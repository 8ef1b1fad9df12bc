import { expect, test } from '../axe-test.ts';
import { expectPath, newPerson, signUpViaApi } from '../helpers.ts';
import { createFreeEvent, getFreeTickets, newestMail, verifyEmail } from './helpers.ts';

test('a buyer transfers a ticket; the new holder claims it with the e-mailed link', async ({ page, browser }) => {
  test.slow(); // three accounts, an e-mail verification and two e-mailed links
  // An organizer with a free event, and a buyer (in another browser) with a ticket to it.
  await signUpViaApi(page);
  const event = await createFreeEvent(page, 'Transfer Gala');

  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  const buyer = await signUpViaApi(buyerPage, newPerson());
  const { orderId } = await getFreeTickets(buyerPage.request, event, buyer);

  await buyerPage.goto(`/tickets/${orderId}`);
  await expect(buyerPage.getByRole('heading', { name: event.name })).toBeVisible();
  await expect(buyerPage.getByText('Ticket 1 / 1')).toBeVisible();
  await expect(buyerPage.getByRole('img', { name: /QR code of ticket/ })).toBeVisible();
  await expect(buyerPage.getByText(`${buyer.firstName} ${buyer.lastName}`, { exact: true })).toBeVisible();

  // The transfer modal: both fields are required, the warning is shown, server errors show inline.
  const recipient = newPerson();
  await buyerPage.getByRole('button', { name: 'Transfer ticket' }).click();
  const dialog = buyerPage.getByRole('dialog', { name: 'Transfer ticket' });
  await expect(dialog.getByText('You will lose access to this ticket once it is transferred. This action is not reversible.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Transfer ticket' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await dialog.getByLabel('Name').fill('Sally Ride');
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Transfer ticket' }).click();
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  await dialog.getByLabel('Email').fill(recipient.email);
  await dialog.getByRole('button', { name: 'Transfer ticket' }).click();
  await expect(dialog).toBeHidden();

  // The original ticket is no longer usable: no QR code, the transferred text instead.
  await expect(buyerPage.getByTestId('inactive-text')).toHaveText(/^This ticket was transferred to Sally Ride on \d{1,2} \w{3} \d{4}$/);
  await expect(buyerPage.getByRole('img', { name: /QR code of ticket/ })).toHaveCount(0);
  await expect(buyerPage.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);

  // The new holder signs up with the e-mail the ticket was sent to and verifies it; the patron page shows the
  // ticket waiting to be claimed.
  const holderContext = await browser.newContext();
  const holderPage = await holderContext.newPage();
  await signUpViaApi(holderPage, { ...recipient, firstName: 'Sally', lastName: 'Ride' });
  await verifyEmail(holderPage, recipient.email);
  await holderPage.goto(`/manage/${recipient.username}/tickets-and-subscriptions/tickets`);
  const pending = holderPage.getByTestId('registration-row').filter({ hasText: 'Waiting to be claimed' });
  await expect(pending).toBeVisible();
  await expect(pending.getByRole('button', { name: 'Claim ticket' })).toBeVisible();
  await expect(pending.getByRole('link')).toHaveCount(0);

  // The claim link from the e-mail.
  const mail = await newestMail(holderPage.request, recipient.email, /sent you a ticket/);
  const link = /\/tickets\/claim\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  await holderPage.goto(link!);
  await expect(holderPage.getByText(event.name)).toBeVisible();
  await holderPage.getByRole('button', { name: 'Claim ticket' }).click();

  await expectPath(holderPage, /^\/ticket\/[0-9a-f-]{36}$/);
  await expect(holderPage.getByText('Ticket 1 / 1')).toBeVisible();
  await expect(holderPage.getByRole('img', { name: /QR code of ticket/ })).toBeVisible();
  await expect(holderPage.getByText('Sally Ride', { exact: true })).toBeVisible();
  await expect(holderPage.getByRole('button', { name: 'Download PDF' })).toBeVisible();

  // The new holder has their ticket's own link only: no order id anywhere, and the buyer's order link opens nothing.
  const ticketPath = new URL(holderPage.url()).pathname;
  const view = (await (await holderPage.request.get(`/api/v1/ticket_pages${ticketPath}`)).json()) as { tickets: { orderId: string | null }[] };
  expect(view.tickets[0]!.orderId).toBeNull();
  await holderPage.goto(`/manage/${recipient.username}/tickets-and-subscriptions/tickets`);
  await expect(holderPage.getByTestId('registration-row')).toHaveAttribute('href', ticketPath);
  expect(await holderPage.content()).not.toContain(orderId);
  await holderPage.goto(`/tickets/${orderId}`);
  await expectPath(holderPage, `/tickets/${orderId}/not-found`);

  // The claim link works once.
  await holderPage.goto(link!);
  await expect(holderPage.getByText('This ticket claim link is not valid or has already been used')).toBeVisible();

  // The original holder still sees the transfer.
  await buyerPage.reload();
  await expect(buyerPage.getByTestId('inactive-text')).toContainText('This ticket was transferred to Sally Ride on');

  await buyerContext.close();
  await holderContext.close();
});
