import { expect, test } from '../axe-test.ts';
import { newPerson, shoot, signUp, signUpViaApi } from '../helpers.ts';

test('an account signed up through a creator’s referral link shows on their tracker; a suggested app is sent', async ({ browser, page }) => {
  const creator = await signUpViaApi(page);
  await page.goto(`/manage/${creator.username}/referral-tracker`);
  await expect(page.getByText('No referred accounts yet')).toBeVisible();
  const link = await page.getByRole('textbox', { name: 'Your referral link' }).inputValue();
  expect(link).toMatch(new RegExp(`/\\?ref=${creator.username}$`));

  // A visitor opens the link and goes straight to sign up: the link is remembered through the sign-up.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link);
  const referred = await signUp(visitor, newPerson());
  await visitor.context().close();

  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(referred.username) });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Not yet');
  await shoot(page, 'referral-tracker');

  // Apps > Suggest an App: the required answers, then the server's thanks.
  await page.goto(`/manage/${creator.username}/apps`);
  await page.getByRole('button', { name: 'Suggest an App' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suggest an App' });
  await expect(dialog.getByRole('textbox', { name: 'How can we contact you?' })).toHaveValue(creator.email);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('App name is required')).toBeVisible();
  await expect(dialog.getByText('Problem description is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'App name' }).fill('Door list printer');
  await dialog.getByRole('textbox', { name: 'What problem would it solve?' }).fill('Printing the guest list for the door.');
  await dialog.getByRole('textbox', { name: 'What would the ideal solution look like?' }).fill('A PDF of the guests by last name.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Thanks! Your suggestion was sent to the Ovation team.')).toBeVisible();
  await expect(dialog).toBeHidden();
});
