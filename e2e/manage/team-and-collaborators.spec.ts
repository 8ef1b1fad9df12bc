import { expect, test } from '../axe-test.ts';
import { createEventViaApi, uniqueWord } from '../events/helpers.ts';
import { newPerson, signUpViaApi } from '../helpers.ts';

test('an owner finds a person to add to the team and to an event as a collaborator; someone unknown is invited by e-mail', async ({
  page,
  request,
}) => {
  await signUpViaApi(page);
  // The person to find, signed up in another session (the API request context keeps its own cookies).
  // Names take letters only: the run's time in base 26, its digits written as letters.
  const lastName = `Hopper${(Date.now() * 100 + Math.floor(Math.random() * 100)).toString(26).replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!)}`;
  const other = { ...newPerson(), firstName: 'Grace', lastName };
  const signedUp = await request.post('/api/v1/auth/signup', { data: other });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);

  // Teams belong to organizations: the owner runs one.
  const org = uniqueWord('hall');
  const created = await page.request.post('/api/v1/schools', {
    data: { name: 'Hopper Hall', identifier: org },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const orgId = ((await created.json()) as { school: { id: string } }).school.id;

  // Settings > Team > Add member: search, choose, save.
  await page.goto(`/manage/${org}/settings/team/new`);
  const search = page.getByLabel('Search for a person or organization');
  await search.fill(lastName);
  await expect(page.getByText('1 result found')).toBeVisible();
  const row = page.getByRole('button', {
    name: `Grace ${lastName} @${other.username}`,
  });
  await row.click();
  await expect(row).toHaveAttribute('aria-pressed', 'true');
  // Typing again drops the choice.
  await search.fill(`${lastName} `);
  await expect(row).toHaveAttribute('aria-pressed', 'false');
  await row.click();
  await page.getByRole('button', { name: 'Save' }).click();
  // Adding invites: the toast says so rather than 'added' while the row shows Invited.
  await expect(page.getByText(`Invitation sent to Grace ${lastName}`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/manage/${org}/settings/team$`));
  // Names are cut in the table; the handle is whole. A person added by search is invited until they accept.
  const member = page.getByRole('row').filter({ hasText: `@${other.username}` });
  await expect(member).toContainText('Invited');

  // Found again, the member cannot be added twice; an unknown address is offered an invitation.
  await page.goto(`/manage/${org}/settings/team/new`);
  await search.fill(lastName);
  await expect(
    page.getByRole('button', {
      name: `Grace ${lastName} @${other.username} (Already added)`,
    }),
  ).toBeDisabled();
  const stranger = `${uniqueWord('nobody')}@example.com`;
  await search.fill(stranger);
  await expect(page.getByText(`An invitation will be sent to ${stranger}`)).toBeVisible();

  // The event's collaborators: the same search, then the access setting.
  const eventId = await createEventViaApi(page, orgId, {
    name: uniqueWord('Jam session '),
  });
  await page.goto(`/management/courses/${eventId}/teachings`);
  const collaboratorSearch = page.getByLabel('Search for a person or organization');
  await collaboratorSearch.fill(lastName);
  await page.getByRole('button', { name: `Grace ${lastName} @${other.username}` }).click();
  await page.getByRole('button', { name: 'Add collaborator' }).click();
  await expect(page.getByText('Collaborator added')).toBeVisible();
  await expect(collaboratorSearch).toHaveValue('');
  await expect(page.getByRole('link', { name: `Grace ${lastName}` })).toBeVisible();
  await collaboratorSearch.fill(lastName);
  await expect(
    page.getByRole('button', {
      name: `Grace ${lastName} @${other.username} (Already added)`,
    }),
  ).toBeDisabled();
  await collaboratorSearch.fill(uniqueWord('zzz'));
  await expect(page.getByText("We couldn't find an Ovation account by that name.")).toBeVisible();
});
