import { type Page } from '@playwright/test';
import { expect, test } from '../axe-test.ts';
import { expectPath, logIn, newPerson, shoot } from '../helpers.ts';

async function fillSignUp(page: Page, person: ReturnType<typeof newPerson>, password = person.password) {
  const form = page.locator('form').filter({ has: page.getByLabel('First name') });
  await form.getByLabel('First name').fill(person.firstName);
  await form.getByLabel('Last name').fill(person.lastName);
  await form.getByLabel(/^Email/).fill(person.email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign up' }).click();
  return form;
}

test('sign-up says to check the e-mail, alike for a new and a registered address; the log-in form then starts with it', async ({ page }) => {
  const person = newPerson();
  await page.goto('/auth?mode=signup&redirect_to=%2Ftickets');

  // A common password is refused on the field, with the server's words.
  const form = await fillSignUp(page, person, 'Password1');
  await expect(form.getByText('This password is too common. Please choose one that is harder to guess')).toBeVisible();
  await form.getByLabel(/^Password/).fill('123456');
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();

  await fillSignUp(page, person);
  const sent = page.getByRole('status').filter({ hasText: 'Check your e-mail' });
  await expect(sent).toContainText(`We sent a message to ${person.email}.`);
  const newAddressText = await sent.innerText();
  await shoot(page, 'signup-sent');

  // The same address again: the very same answer (its owner gets a notice by e-mail instead).
  await page.getByRole('button', { name: 'Use another address' }).click();
  await fillSignUp(page, { ...person, firstName: 'Eve' }, 'another-password-1');
  await expect(sent).toBeVisible();
  expect(await sent.innerText()).toBe(newAddressText);

  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByLabel(/^Email/).first()).toHaveValue(person.email);
  await logIn(page, person.email, person.password);
  await expectPath(page, '/tickets');
});
