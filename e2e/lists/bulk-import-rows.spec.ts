import { expect, test } from '../axe-test.ts';
import { connectedOrganizer } from '../events/helpers.ts';
import { expectPath, shoot } from '../helpers.ts';

test('Bulk Import lists a blank line as an empty row and says it skipped the header row', async ({ browser }) => {
  const { organizer, owner, ownerId } = await connectedOrganizer(browser);
  const created = await organizer.request.post('/api/v1/profile_management/custom_user_lists', { data: { ownerId, name: 'Friends' } });
  expect(created.ok(), await created.text()).toBe(true);
  const listId = ((await created.json()) as { id: string }).id;

  await organizer.goto(`/manage/${owner.username}/lists/manage/${listId}`);
  await organizer.getByRole('link', { name: 'Bulk Import' }).click();
  await expectPath(organizer, `/manage/${owner.username}/lists/bulk-import`);
  const chooser = organizer.waitForEvent('filechooser');
  await organizer.getByRole('button', { name: 'Choose a CSV file' }).click();
  // A spreadsheet's header, an address, a blank line, another address and the file's final line end.
  await (
    await chooser
  ).setFiles({ name: 'friends.csv', mimeType: 'text/csv', buffer: Buffer.from('E-mail address\nann@example.com\n\nbob@example.com\n') });

  await expect(organizer.getByRole('status').filter({ hasText: 'The first row, “E-mail address”, is not an e-mail address' })).toBeVisible();
  await expect(organizer.getByRole('heading', { name: '1 row with an error' })).toBeVisible();
  await expect(organizer.getByRole('heading', { name: '2 valid emails' })).toBeVisible();
  await expect(organizer.getByRole('textbox', { name: 'Row 2' })).toHaveAccessibleDescription('this field is required');
  await shoot(organizer, 'list-import-blank-and-header');

  await organizer.getByTestId('import-error-row-1').getByRole('button', { name: 'Remove row' }).click();
  await organizer.getByRole('button', { name: 'Import 2 emails' }).click();
  await expect(organizer.getByText('Emails added successfully')).toBeVisible();
  await organizer.context().close();
});
