import { expect, test } from '../axe-test.ts';
import { signUp } from '../helpers.ts';
import { newestMail } from '../tickets/helpers.ts';

test('a new account is asked to verify its e-mail; the mailed link verifies it and the banner goes', async ({ page }) => {
  const person = await signUp(page);
  const banner = page.getByRole('region', { name: 'E-mail verification' });
  await expect(banner).toContainText(`Please verify your e-mail address ${person.email}. We sent you a link.`);

  // A new link on request, with a toast.
  await banner.getByRole('button', { name: 'Resend link' }).click();
  await expect(page.getByText(`We sent a new link to ${person.email}.`)).toBeVisible();

  // The patron page says why guest purchases do not show yet.
  await page.goto(`/manage/${person.username}/tickets-and-subscriptions/tickets`);
  await expect(page.getByText(`Tickets bought with ${person.email} appear here after you verify your e-mail address.`)).toBeVisible();

  // The link from the outbox (read as this user) verifies the address; the banner and the note are gone.
  const mail = await newestMail(page.request, person.email, /^Verify your e-mail address for Ovation$/);
  const link = /\/verify-email\/[A-Za-z0-9_-]+/.exec(mail.text)![0];
  await page.goto(link);
  await expect(page.getByText('Your e-mail address is verified. Tickets and invitations sent to it are now yours.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to my tickets' }).click();
  await expect(page.getByRole('heading', { name: 'Tickets & Subscriptions' })).toBeVisible();
  await expect(page.getByText(/appear here after you verify/)).toHaveCount(0);
  await expect(banner).toHaveCount(0);

  // The link works once.
  await page.goto(link);
  await expect(page.getByText('This verification link has already been used.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue' })).toBeVisible();
  await page.reload();
  await expect(banner).toHaveCount(0);
});
