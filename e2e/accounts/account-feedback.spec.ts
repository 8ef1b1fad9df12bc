import { expect, test } from '../axe-test.ts';
import { expectPath, newPerson, signUp, signUpViaApi } from '../helpers.ts';

// A Tokyo browser in Japanese: a new organization takes its zone and currency instead of UTC and usd.
test.use({ timezoneId: 'Asia/Tokyo', locale: 'ja-JP' });

test('sign-up says a blank name is required, and one’s own empty profile has no follow prompt', async ({ page }) => {
  const person = newPerson();
  await page.goto('/auth?mode=signup');
  const form = page.locator('form').filter({ has: page.getByLabel('First name') });
  await form.getByLabel('Last name').fill(person.lastName);
  await form.getByLabel(/^Email/).fill(person.email);
  await form.getByLabel(/^Password/).fill(person.password);
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(form.getByText('First name is required')).toBeVisible();
  await expect(form.getByText('Invalid first name')).toHaveCount(0);

  await signUp(page, person);
  await page.goto(`/p/${person.username}`);
  await expect(page.getByText('Your profile is empty. Events and content you publish will appear here.')).toBeVisible();
  await expect(page.getByText(/Follow to receive updates/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Follow/ })).toHaveCount(0);
});

test('settings save a bare website with https://, point at the first bad field, and refuse a non-image before cropping', async ({ page }) => {
  const person = await signUpViaApi(page);
  await page.goto(`/manage/${person.username}/settings/account`);

  // A bad link far down the page: the save is refused in the browser, the field scrolled to and focused.
  await page.getByLabel('Website').fill('mae.example.com/shows');
  await page.getByLabel('TikTok').fill('not a site');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please check the highlighted fields')).toBeVisible();
  await expect(page.getByLabel('TikTok')).toBeFocused();
  await expect(page.getByLabel('TikTok')).toBeInViewport();
  await expect(page.getByText('Invalid url')).toBeVisible();

  // Without it, the bare domain is saved as a web address.
  await page.getByLabel('TikTok').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings updated successfully')).toBeVisible();
  await expect(page.getByLabel('Website')).toHaveValue('https://mae.example.com/shows');

  // A text file named like a picture never opens the crop dialog.
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('just some text') });
  await expect(page.getByText('Please select an image').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a new organization starts in the browser’s zone and currency; the earlier error toast goes; deleting the owner is refused up front', async ({
  page,
}) => {
  test.slow(); // three flows, two of them with page loads that redo the session
  const person = await signUpViaApi(page);
  await page.goto('/schools/new');
  await page.getByLabel('Organization name').fill('Tokyo Hall');
  // Another profile's handle first: the server refuses it.
  await page.getByLabel('Identifier').fill(person.username);
  await page.getByRole('button', { name: 'Create organization' }).click();
  const taken = page.getByRole('alert').filter({ hasText: 'This username is already taken' });
  await expect(taken).toBeVisible();

  const orgHandle = `tokyo-${person.username.slice(4)}`;
  await page.getByLabel('Identifier').fill(orgHandle);
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expectPath(page, `/manage/${orgHandle}/settings/account`);
  await expect(page.getByText('Tokyo Hall was created')).toBeVisible();
  await expect(taken).toHaveCount(0);
  // Building the settings form (its time zone list) can hold the page's thread for seconds on a busy machine.
  await expect(page.locator('input[data-path="timezone"]')).toHaveValue(/Tokyo/, { timeout: 30_000 });
  await expect(page.locator('input[data-path="currency"]')).toHaveValue(/JPY/);

  // The owner's own account: the refusal is said before any confirmation.
  await page.goto(`/manage/${person.username}/settings/account`);
  await expect(page.getByText('You own organizations. Delete them before deleting your account.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Delete account' })).toBeDisabled();
});
