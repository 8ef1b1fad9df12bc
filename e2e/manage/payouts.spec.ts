import { expect, test } from '../axe-test.ts';
import { signUpViaApi } from '../helpers.ts';

test('payouts: connect the sandbox, change the currency, add and remove a card reader, disconnect', async ({ page }) => {
  const person = await signUpViaApi(page);
  await page.goto(`/manage/${person.username}/settings/payouts`);

  await expect(page.getByTestId('payouts-status')).toHaveText('Not connected');
  await expect(page.getByRole('button', { name: 'Add card reader' })).toBeDisabled();
  await expect(page.getByText('No payouts yet')).toBeVisible();

  // The sandbox connects at once.
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByText('Stripe connected successfully')).toBeVisible();
  await expect(page.getByTestId('payouts-status')).toHaveText('Connected');
  await expect(page.getByText('Sandbox payments: no real money')).toBeVisible();

  // The currency, with each currency's provider fee.
  await page.getByRole('combobox', { name: 'Currency' }).click();
  const euro = page.getByRole('option', { name: /Euro \(EUR\)/ });
  await expect(euro).toContainText('1.5% + €0.25');
  await euro.click();
  await expect(page.getByText('Payout settings updated successfully')).toBeVisible();
  await expect(page.getByText('Card processing fee: 1.5% + €0.25 per payment')).toBeVisible();

  // The add-card-reader page: every message, then a reader paired with the sandbox.
  await page.getByRole('link', { name: 'Add card reader' }).click();
  await expect(page).toHaveURL(/\/settings\/payouts\/add-card-reader$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('card-reader-error')).toHaveText('Please fill in all the fields to save');
  await expect(page.getByText('Please enter a card reader name')).toBeVisible();
  await expect(page.getByText('Please enter a valid pairing code')).toBeVisible();
  await expect(page.getByText('this field is required')).toHaveCount(2);

  await page.getByLabel('Card reader name').fill('Front door');
  await page.getByLabel('Pairing code').fill('simulated-wpe');
  await page.getByLabel('Venue name').fill('Empire Hall');
  await page.getByLabel('Apartment').fill('Floor 2');
  await page.getByRole('combobox', { name: 'Address' }).fill('Fifth Avenue');
  await page.getByLabel('City').fill('New York');
  await page.getByRole('textbox', { name: 'State', exact: true }).fill('New York');
  await expect(page.getByLabel('State code')).toHaveValue('NY');
  await page.getByLabel('Zip code').fill('10118');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('card-reader-error')).toHaveText('Please enter a more specific address');

  await page.getByRole('combobox', { name: 'Address' }).fill('350 Fifth Avenue');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Card reader added successfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/manage/${person.username}/settings/payouts$`));
  const readers = page.getByRole('table', { name: 'Card readers' });
  await expect(readers.getByText('Front door')).toBeVisible();
  await expect(readers.getByText('Empire Hall')).toBeVisible();

  // A second reader: the address is suggested from the location saved on this device.
  await page.getByRole('link', { name: 'Add card reader' }).click();
  await page.getByRole('combobox', { name: 'Address' }).fill('350 F');
  await page.getByRole('option', { name: /350 Fifth Avenue, New York, NY 10118/ }).click();
  await expect(page.getByLabel('City')).toHaveValue('New York');
  await expect(page.getByLabel('Venue name')).toHaveValue('Empire Hall');
  await page.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Discard changes?' })).toBeVisible();
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(new RegExp(`/settings/payouts$`));

  // Remove the reader, then disconnect.
  await readers.getByRole('button', { name: 'Remove Front door' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Card reader removed successfully')).toBeVisible();
  await expect(page.getByText('No card readers yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Disconnect' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('Stripe disconnected successfully')).toBeVisible();
  await expect(page.getByTestId('payouts-status')).toHaveText('Not connected');
  await expect(page.getByRole('button', { name: 'Add card reader' })).toBeDisabled();
});
