import { type Page } from '@playwright/test';
import { expect, test } from '../axe-test.ts';
import { connectedOrganizer, createEventViaApi, isoInDays, uniqueWord } from '../events/helpers.ts';
import { expectPath, newPerson, shoot } from '../helpers.ts';
import { fillPurchaser, payByCard } from '../checkout/helpers.ts';

/** Chooses a CSV file for the bulk import through the file picker, as a person does. */
async function chooseCsv(page: Page, name: string, text: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^Codes file/ }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

/** Screenshots from the top of the page (a scrolled page draws the sticky header in the middle of a full-page shot). */
async function shootTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, name);
}

/** Types a code into the checkout's code box and applies it. */
async function applyCode(page: Page, code: string) {
  const codes = page.getByRole('region', { name: 'Have a code?' });
  await codes.getByRole('textbox', { name: 'Promo or secret code' }).fill(code);
  await codes.getByRole('button', { name: 'Apply' }).click();
  return codes;
}

test('an organizer creates a global code for one category and bulk imports codes; a buyer uses the code on a second event of that category, a second code is not combinable and another category refuses it', async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000);
  // The organizer, in their own browser context; the test's page is a signed-out buyer.
  const { organizer, owner, ownerId } = await connectedOrganizer(browser);

  // Two music events and a film one, each with a $40 ticket.
  const eventOf = (name: string, category: string, days: number) =>
    createEventViaApi(organizer, ownerId, {
      name: `${name} ${uniqueWord('g')}`,
      details: { startsAt: isoInDays(days), endsAt: isoInDays(days, 2), category, locationSetting: 'tba', currency: 'usd' },
      tickets: [{ name: 'General', price: 4000, quantity: 50 }],
      publish: true,
    });
  await eventOf('Spring concert', 'music', 14);
  const secondConcert = await eventOf('Summer concert', 'music', 21);
  const screening = await eventOf('Screening', 'film', 28);

  // Marketing > Global promo codes: nothing yet, 'No results' (content-management 2.6).
  await organizer.goto(`/manage/${owner.username}`);
  await organizer.getByRole('navigation', { name: 'Management' }).getByRole('link', { name: 'Marketing' }).click();
  await expectPath(organizer, `/manage/${owner.username}/marketing/global-promo-codes`);
  await expect(organizer.getByText('No results')).toBeVisible();
  await expect(organizer.getByText('No promo code found')).toBeHidden();
  await shootTop(organizer, 'promo-codes-empty');

  // Add code: a generated code, 25% off, 5 uses, from now, for music events only.
  await organizer.getByRole('link', { name: 'Add code' }).click();
  await expectPath(organizer, `/manage/${owner.username}/marketing/global-promo-codes/new`);
  const form = organizer.getByRole('form', { name: 'Add code' });
  const codeInput = form.getByRole('textbox', { name: 'Code', exact: true });
  await form.getByRole('button', { name: 'Generate code' }).click();
  await expect(codeInput).toHaveValue(/^[A-Z0-9]{10}$/);
  const code = await codeInput.inputValue();
  await form.getByRole('textbox', { name: 'Discount percentage' }).fill('25');
  await expect(form.getByRole('textbox', { name: 'Discount amount' })).toHaveAttribute('readonly', '');
  await form.getByRole('switch', { name: 'Unlimited' }).click();
  await form.getByRole('textbox', { name: /^Usage limit/ }).fill('5');
  await expect(form.getByRole('textbox', { name: /^Start date/ })).not.toHaveValue('');
  await expect(form.getByRole('textbox', { name: /^Start time/ })).toHaveValue(/^\d\d:\d\d [AP]M$/);
  await form.getByRole('radio', { name: 'Events of some categories' }).check();
  await form.getByRole('button', { name: 'Select All', exact: true }).click();
  await expect(form.getByRole('checkbox', { name: 'Film' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Music' })).toBeChecked();
  await form.getByRole('button', { name: 'Deselect All', exact: true }).click();
  await expect(form.getByRole('checkbox', { name: 'Film' })).not.toBeChecked();
  await form.getByRole('checkbox', { name: 'Music' }).check();
  await shootTop(organizer, 'promo-code-new');
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(organizer.getByText('Promo code created successfully')).toBeVisible();
  await expectPath(organizer, `/manage/${owner.username}/marketing/global-promo-codes`);
  const row = organizer.getByTestId(`promo-code-row-${code}`);
  await expect(row).toContainText('25%');
  await expect(row).toContainText('0 / 5');
  await expect(row.locator('[data-status="active"]')).toHaveText('Active');
  // A search that finds no code: 'No promo code found'.
  const search = organizer.getByRole('textbox', { name: 'Search codes' });
  await search.fill('NOSUCHCODE');
  await expect(organizer.getByText('No promo code found')).toBeVisible();
  await search.fill('');
  await expect(row).toBeVisible();

  // Bulk import: a file with a bad line says which; a good one gives its codes, 10% off every event.
  await organizer.getByRole('link', { name: 'Bulk import' }).click();
  await expectPath(organizer, `/manage/${owner.username}/marketing/global-promo-codes/bulk-import`);
  const bulk = organizer.getByRole('form', { name: 'Bulk import' });
  const tag = uniqueWord('').toUpperCase().slice(-6);
  const bulkCodes = [`BA${tag}`, `BB${tag}`, `BC${tag}`];
  await chooseCsv(organizer, 'codes.csv', `${bulkCodes[0]}\nAB-12CD\n${bulkCodes[1]}\n`);
  await expect(bulk.getByTestId('bulk-code-problems')).toHaveText(
    'Code on line 2 contains invalid characters. Only letters and numbers are allowed.',
  );
  await shootTop(organizer, 'bulk-import-problems');
  await bulk.getByRole('button', { name: 'Remove file' }).click();
  await expect(bulk.getByTestId('bulk-code-problems')).toHaveCount(0);
  await chooseCsv(organizer, 'codes.csv', `${bulkCodes.join('\n')}\n`);
  await expect(bulk.getByRole('status')).toHaveText('File uploaded successfully. Found 3 codes.');
  await bulk.getByRole('textbox', { name: 'Discount percentage' }).fill('10');
  await shootTop(organizer, 'bulk-import-ready');
  await bulk.getByRole('button', { name: 'Create codes' }).click();
  await expect(organizer.getByText('Promo codes created successfully')).toBeVisible();
  await expectPath(organizer, `/manage/${owner.username}/marketing/global-promo-codes`);
  for (const bulkCode of bulkCodes) await expect(organizer.getByTestId(`promo-code-row-${bulkCode}`)).toContainText('10%');
  await expect(organizer.getByText('4 codes')).toBeVisible();
  await shootTop(organizer, 'promo-codes-list');

  // The buyer, on the second music event: the code takes 25% off the $40 ticket and its $1.09 fee.
  await page.goto(`/event/${secondConcert}/select`);
  await expect(page.getByRole('group', { name: 'Quantity of General' }).getByTestId('ticket-quantity')).toHaveText('1');
  const codes = await applyCode(page, code.toLowerCase());
  await expect(codes.getByText(`Code ${code} applied.`)).toBeVisible();
  await expect(codes.getByText('25% off', { exact: true })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText('1 x General');
  await expect(summary).toContainText('Discount-$10.27');
  await expect(summary).toContainText('Total$30.82');
  // A second code (a bulk one, for every event) does not combine with it.
  await applyCode(page, bulkCodes[0]!);
  await expect(codes.getByText('Code Not Combinable')).toBeVisible();
  await shootTop(page, 'checkout-code-applied');

  // Pays with the sandbox card.
  const buyer = newPerson();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/page=info/);
  await fillPurchaser(page, buyer);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/page=payment/);
  await payByCard(page, '4242 4242 4242 4242');
  await expectPath(page, /^\/checkout\/thankyou\/[0-9a-f-]+\/success$/);
  const paid = page.getByRole('region', { name: 'Order summary' });
  await expect(paid).toContainText('1 x General');
  await expect(paid).toContainText('-$10.27');
  await expect(paid).toContainText('$30.82');
  await shootTop(page, 'thank-you');

  // The film event does not know the music code.
  await page.goto(`/event/${screening}/select`);
  const filmCodes = await applyCode(page, code);
  await expect(filmCodes.getByText("Sorry, we don't recognize that code.")).toBeVisible();
  await shootTop(page, 'checkout-code-refused');

  // The organizer sees the use counted.
  await organizer.reload();
  await expect(row).toContainText('1 / 5');
  await organizer.context().close();
});
