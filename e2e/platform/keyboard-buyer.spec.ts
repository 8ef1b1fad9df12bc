import { type Locator } from '@playwright/test';
import { expect, test } from '../axe-test.ts';
import { organizerEvent } from '../checkout/helpers.ts';
import { expectPath, newPerson } from '../helpers.ts';
import { expectFocused, expectPageStructure, expectTabOrder, tabTo } from './keyboard.ts';

/**
 * Issue 29: a buyer who cannot use a mouse finds an event, buys two tickets with the sandbox card and opens the
 * ticket page. Only the keyboard moves: no click, no fill. Every stop checks that the focus is where it should be
 * and visibly so (keyboard.ts), and every page has its landmarks and one h1.
 */
test('a buyer finds an event, buys two tickets and opens them with the keyboard only', async ({ page, browser, context }) => {
  const { eventId, name } = await organizerEvent(
    browser,
    [
      { name: 'Stalls', price: 2000, quantity: 20 },
      { name: 'Balcony', price: 3000, quantity: 0 },
    ],
    'Keyboard recital',
    {
      questions: [
        { fieldType: 'dropdown', title: 'Seating preference', content: 'Aisle\nWindow', required: true },
        { fieldType: 'terms', title: 'House rules', content: 'No flash photography during the performance.', required: true },
      ],
    },
  );
  const buyer = newPerson();

  // Home: the search box is in the header, a few stops in.
  await page.goto('/');
  await expectPageStructure(page);
  const search = page.getByRole('textbox', { name: 'Search events' });
  expect(await tabTo(page, search, { max: 10 })).toBeLessThanOrEqual(8);
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expectPath(page, '/search');

  // Search results: the event's card is a link.
  const card = page.getByRole('link', { name: new RegExp(name) });
  await expect(card).toBeVisible();
  await expectPageStructure(page);
  await tabTo(page, card);
  await page.keyboard.press('Enter');
  await expectPath(page, `/event/${eventId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The card that had the focus is gone: the new page's main takes it, so Tab goes on from the page's top.
  await expect(page.getByRole('main')).toBeFocused();
  await expectPageStructure(page);

  // Event page -> the ticket step.
  await tabTo(page, page.getByRole('link', { name: 'Get Tickets' }));
  await page.keyboard.press('Enter');
  await expectPath(page, `/event/${eventId}/select`);
  await expectPageStructure(page);

  // The timer's polite status is in the page from the start, silent until the last minute (countdown-announcement.ts).
  const countdown = page.getByTestId('countdown-announcement');
  await expect(countdown).toHaveAttribute('role', 'status');
  await expect(countdown).toBeEmpty();
  // 'Sold out' is a status a screen reader can find and is told of when it changes.
  const admission = page.getByRole('region', { name: 'Admission' });
  await expect(admission.getByRole('status').filter({ hasText: 'Sold out' })).toBeVisible();
  // The only ticket on sale starts at one; Space adds the second.
  const quantity = admission.getByRole('group', { name: 'Quantity of Stalls' }).getByTestId('ticket-quantity');
  await expect(quantity).toHaveText('1');
  const addOne = admission.getByRole('button', { name: 'Add one Stalls' });
  await tabTo(page, addOne);
  await page.keyboard.press('Space');
  await expect(quantity).toHaveText('2');
  await expectFocused(addOne);
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  // Your info: the purchaser's fields in reading order, then ticket 2's names.
  await expect(page).toHaveURL(/page=info/);
  const purchaser = page.getByRole('region', { name: 'Purchaser' });
  const firstName = purchaser.getByRole('textbox', { name: /^First name/ });
  await tabTo(page, firstName);
  await page.keyboard.type(buyer.firstName);
  await expectTabOrder(page, [
    purchaser.getByRole('textbox', { name: /^Last name/ }),
    purchaser.getByRole('textbox', { name: /^Email/ }),
    purchaser.getByRole('textbox', { name: /^Confirm email/ }),
  ]);
  await page.keyboard.type(buyer.email);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.type(buyer.email);
  await page.keyboard.press('Shift+Tab');
  await expectFocused(purchaser.getByRole('textbox', { name: /^Last name/ }));
  await page.keyboard.type(buyer.lastName);
  // Each ticket's questions: a drop-down chosen with the arrow keys, the terms read (a scrollable box takes the
  // focus) and ticked with Space.
  const answer = async (ticket: Locator) => {
    const seating = ticket.getByRole('combobox', { name: /^Seating preference/ });
    await tabTo(page, seating);
    await page.keyboard.press('ArrowDown');
    await expect(seating).toHaveValue('Aisle');
    await expectTabOrder(page, [ticket.getByRole('region', { name: /House rules/ }), ticket.getByRole('checkbox', { name: /^House rules/ })]);
    await page.keyboard.press('Space');
    await expect(ticket.getByRole('checkbox', { name: /^House rules/ })).toBeChecked();
  };
  await answer(page.getByRole('region', { name: 'Ticket 1 · Stalls' }));
  const second = page.getByRole('region', { name: 'Ticket 2 · Stalls' });
  await tabTo(page, second.getByRole('textbox', { name: 'First name, ticket 2' }));
  await page.keyboard.type('Dorothy');
  await page.keyboard.press('Tab');
  await expectFocused(second.getByRole('textbox', { name: 'Last name, ticket 2' }));
  await page.keyboard.type('Vaughan');
  await answer(second);
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  // Payment: the sandbox card form, then the confirmation dialog.
  await expect(page).toHaveURL(/page=payment/);
  const cardNumber = page.getByRole('textbox', { name: 'Card number' });
  await tabTo(page, cardNumber);
  await page.keyboard.type('4242424242424242');
  await expect(cardNumber).toHaveValue('4242 4242 4242 4242');
  await expectTabOrder(page, [page.getByRole('textbox', { name: 'Expiry' })]);
  await page.keyboard.type('1234');
  await expectTabOrder(page, [page.getByRole('textbox', { name: 'CVC' })]);
  await page.keyboard.type('123');
  await expectTabOrder(page, [page.getByRole('textbox', { name: 'ZIP' })]);
  await page.keyboard.type('10001');
  const confirm = page.getByRole('button', { name: 'Confirm' });
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toBeVisible();
  const pay = dialog.getByRole('button', { name: /^Pay / });
  await tabTo(page, pay, { max: 4 });
  await page.keyboard.press('Enter');

  // Thank-you page: View Tickets opens the ticket page in a new tab.
  await expectPath(page, /^\/checkout\/thankyou\/[0-9a-f-]+\/success$/);
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expectPageStructure(page);
  const viewTickets = page.getByRole('link', { name: 'View Tickets' });
  await tabTo(page, viewTickets);
  const [tickets] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);

  // The ticket page: the QR code's text is beside it, and the arrow keys page through the two tickets.
  await expect(tickets.getByText('Ticket 1 / 2')).toBeVisible();
  await expectPageStructure(tickets);
  await expect(tickets.getByRole('heading', { level: 1, name })).toBeVisible();
  const qr = tickets.getByRole('figure');
  await expect(qr.getByRole('img')).toHaveAccessibleName(/^QR code/);
  await expect(qr).toContainText(`${buyer.firstName} ${buyer.lastName}`);
  await expect(qr).toContainText('Stalls');
  const next = tickets.getByRole('button', { name: 'Next ticket' });
  await tabTo(tickets, next);
  await tickets.keyboard.press('Enter');
  await expect(tickets.getByText('Ticket 2 / 2')).toBeVisible();
  await expect(tickets.getByRole('figure')).toContainText('Dorothy Vaughan');
  // Next is now disabled: the focus moved to Previous instead of falling to the page's body.
  await expectFocused(tickets.getByRole('button', { name: 'Previous ticket' }));
  await tickets.keyboard.press('Enter');
  await expect(tickets.getByText('Ticket 1 / 2')).toBeVisible();
  await expectFocused(next);
});
