import { expect, test } from '../axe-test.ts';
import { createEventViaApi, uniqueWord } from '../events/helpers.ts';
import { newPerson, signUp, signUpViaApi } from '../helpers.ts';
import { newestMail, verifyEmail } from '../tickets/helpers.ts';

test('an organizer invites a collaborator by e-mail; the invitee signs up, verifies and accepts with the chosen access', async ({
  page,
  browser,
}) => {
  await signUpViaApi(page);
  const session = (await (await page.request.get('/api/session')).json()) as { user: { id: string; name: string } };
  const eventName = uniqueWord('Harbour lights ');
  const eventId = await createEventViaApi(page, session.user.id, { name: eventName });

  // Nobody has this address yet: the search offers an invitation, with the access chosen first.
  const helper = { ...newPerson(), firstName: 'Hedy', lastName: 'Lamarr' };
  await page.goto(`/management/courses/${eventId}/teachings`);
  await page.getByLabel('Search for a person or organization').fill(helper.email);
  await expect(page.getByText(`An invitation will be sent to ${helper.email}`)).toBeVisible();
  await page.getByRole('combobox', { name: 'Access', exact: true }).click();
  await page.getByRole('option', { name: 'Door', exact: true }).click();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${helper.email}`)).toBeVisible();
  const pending = page.getByRole('row').filter({ hasText: helper.email });
  await expect(pending).toContainText('Invite sent');
  await expect(pending).toContainText('Door');
  await expect(page.getByLabel('Search for a person or organization')).toHaveValue('');

  // The invitee, in their own browser: signs up with the address, verifies it, opens the link and accepts.
  const context = await browser.newContext();
  const invitee = await context.newPage();
  await signUp(invitee, helper);
  await verifyEmail(invitee, helper.email);
  const mail = await newestMail(invitee.request, helper.email, /invited you to help with/);
  const link = /\/invitations\/[A-Za-z0-9_-]+/.exec(mail.text)![0];
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: `${session.user.name} invited you to help with ${eventName} on Ovation` })).toBeVisible();
  await invitee.getByRole('button', { name: 'Accept' }).click();
  await expect(invitee.getByText(`You joined the team of ${eventName}`)).toBeVisible();
  await expect(invitee).toHaveURL(new RegExp(`/event/${eventId}$`));
  await context.close();

  // The organizer's team now lists the new collaborator with Door access; the invitation is gone.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Hedy Lamarr' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Access of Hedy Lamarr' })).toHaveValue('Door');
  await expect(page.getByRole('row').filter({ hasText: helper.email })).toHaveCount(0);
});

test('a pending collaborator invitation can be cancelled after a confirmation', async ({ page }) => {
  await signUpViaApi(page);
  const session = (await (await page.request.get('/api/session')).json()) as { user: { id: string } };
  const eventId = await createEventViaApi(page, session.user.id, { name: uniqueWord('Cancel me ') });
  const email = `${uniqueWord('someone')}@example.com`;
  await page.goto(`/management/courses/${eventId}/teachings`);
  await page.getByLabel('Search for a person or organization').fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Invite sent');
  await page.getByRole('button', { name: `Resend the invitation to ${email}` }).click();
  await expect(page.getByText('Invitation resent')).toBeVisible();
  await page.getByRole('button', { name: `Cancel the invitation to ${email}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel invitation' }).click();
  await expect(page.getByText('Invitation cancelled')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  await expect(page.getByText('No collaborators yet.')).toBeVisible();
});
