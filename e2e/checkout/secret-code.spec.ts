import { expect, test } from '../axe-test.ts';
import { uniqueWord } from '../events/helpers.ts';
import { organizerEvent } from './helpers.ts';

test('a secret code reveals a hidden ticket, and removing it hides the ticket again', async ({ page, browser }) => {
  const code = uniqueWord('VIP')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  const { eventId } = await organizerEvent(browser, [
    { name: 'General', price: 1500, quantity: 50 },
    {
      name: 'Green room pass',
      price: 6000,
      quantity: 5,
      visibilityScope: 'secret',
      code,
      quantityPerCode: 5,
      description: 'Meet the artists after the show.',
    },
  ]);

  await page.goto(`/event/${eventId}/select`);
  await expect(page.getByRole('article', { name: 'General' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Green room pass' })).toHaveCount(0);
  // The lone listed ticket starts at 1; take it out to buy only the hidden one.
  await expect(page.getByRole('group', { name: 'Quantity of General' }).getByTestId('ticket-quantity')).toHaveText('1');
  await page.getByRole('button', { name: 'Remove one General' }).click();

  const codes = page.getByRole('region', { name: 'Have a code?' });
  await codes.getByRole('textbox', { name: 'Promo or secret code' }).fill(code.toLowerCase());
  await codes.getByRole('button', { name: 'Apply' }).click();
  await expect(codes.getByText(`Code ${code} unlocked hidden tickets.`)).toBeVisible();
  const hidden = page.getByRole('article', { name: 'Green room pass' });
  await expect(hidden).toBeVisible();
  await expect(hidden.getByText('Unlocked')).toBeVisible();

  // Applying it again is refused.
  await codes.getByRole('textbox', { name: 'Promo or secret code' }).fill(code);
  await codes.getByRole('button', { name: 'Apply' }).click();
  await expect(codes.getByText('Sorry, this secret code has already been used.')).toBeVisible();

  // Removing the tag takes the ticket (and its quantity) away; applying again brings it back, and it can be bought.
  await hidden.getByRole('button', { name: 'Add one Green room pass' }).click();
  await codes.getByRole('button', { name: `Remove code ${code}` }).click();
  await expect(page.getByRole('article', { name: 'Green room pass' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await codes.getByRole('textbox', { name: 'Promo or secret code' }).fill(code);
  await codes.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'Add one Green room pass' }).click();
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText('1 x Green room pass');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('region', { name: 'Ticket 1 · Green room pass' })).toBeVisible();
});
