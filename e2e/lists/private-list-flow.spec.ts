import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from '../axe-test.ts';
import { connectedOrganizer, createEventViaApi, isoInDays, saveEditor, uniqueWord } from '../events/helpers.ts';
import { expectPath, newPerson, shoot, signUpViaApi } from '../helpers.ts';
import { verifyEmail } from '../tickets/helpers.ts';
import { continueToInfo } from '../checkout/helpers.ts';

/** Types a test card into the sandbox card form and confirms the payment ('Are you sure?'). */
async function payByCard(page: Page) {
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Expiry' }).fill('12 / 34');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('textbox', { name: 'ZIP' }).fill('10001');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: /^Pay / }).click();
  await expectPath(page, /^\/checkout\/thankyou\/[0-9a-f-]+\/success$/);
}

/** From the select page with one exclusive ticket chosen: the info step (a signed-in buyer's own details), then the card. */
async function checkOut(page: Page) {
  await continueToInfo(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/page=payment/);
  await payByCard(page);
  return new URL(page.url()).pathname.split('/')[3]!;
}

test('an organizer imports a list from a CSV with errors and sells a list ticket; a member buys it and shares the code; a friend buys with it and the guests page says who brought them', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const member = { ...newPerson(), firstName: 'Katherine', lastName: 'Johnson' };
  const friend = { ...newPerson(), firstName: 'Dorothy', lastName: 'Vaughan' };
  const other = newPerson();

  // The organizer, in their own browser context, takes payments; the test's page is the member.
  const { organizer, owner, ownerId } = await connectedOrganizer(browser);

  // A new list from the overview's 'Add List'.
  const listName = `Secret garden ${uniqueWord('l')}`;
  await organizer.goto(`/manage/${owner.username}/lists`);
  await organizer.getByRole('link', { name: 'Add List' }).click();
  await expectPath(organizer, `/manage/${owner.username}/lists/new`);
  await organizer.getByRole('textbox', { name: 'List Name' }).fill(listName);
  await organizer.getByRole('button', { name: 'Save', exact: true }).click();
  await expectPath(organizer, /\/lists\/manage\/[0-9a-f-]{36}$/);
  await expect(organizer.getByRole('heading', { name: listName })).toBeVisible();

  // Bulk Import of a CSV with a header, the member, an invalid address, a repeat of the member (upper-cased) and a
  // row without an address.
  const csv = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-list-')), 'guests.csv');
  fs.writeFileSync(
    csv,
    ['Email,Name', `${member.email},Member`, 'not-an-email,Typo', `${member.email.toUpperCase()},Again`, ',Nobody', `${other.email},Other`].join(
      '\n',
    ),
  );
  await organizer.getByRole('link', { name: 'Bulk Import' }).click();
  await expectPath(organizer, `/manage/${owner.username}/lists/bulk-import`);
  const chooser = organizer.waitForEvent('filechooser');
  await organizer.getByRole('button', { name: 'Choose a CSV file' }).click();
  await (await chooser).setFiles(csv);
  await expect(organizer.getByText('guests.csv')).toBeVisible();
  await expect(organizer.getByRole('heading', { name: '3 rows with errors' })).toBeVisible();
  await expect(organizer.getByRole('heading', { name: '2 valid emails' })).toBeVisible();
  const invalid = organizer.getByRole('textbox', { name: 'Row 2' });
  const repeated = organizer.getByRole('textbox', { name: 'Row 3' });
  const empty = organizer.getByRole('textbox', { name: 'Row 4' });
  await expect(invalid).toHaveValue('not-an-email');
  await expect(invalid).toHaveAccessibleDescription('Invalid email format');
  await expect(repeated).toBeDisabled();
  await expect(repeated).toHaveAccessibleDescription('Duplicate email within file');
  await expect(empty).toHaveAccessibleDescription('this field is required');
  await shoot(organizer, 'list-import-errors');

  // Fix the invalid row (with a capital: the valid list holds it lower-cased): the check appears once it is valid and
  // moves it to the valid list; remove the empty row.
  const fixed = `Fixed-${other.email}`;
  await invalid.fill(' not-an-email@');
  await expect(invalid).toHaveAccessibleDescription('Invalid email format');
  await invalid.fill(fixed);
  await organizer.getByTestId('import-error-row-1').getByRole('button', { name: 'Move to the valid list' }).click();
  await expect(organizer.getByRole('heading', { name: '3 valid emails' })).toBeVisible();
  await expect(organizer.getByRole('table', { name: '3 valid emails' })).toContainText(fixed.toLowerCase());
  await organizer.getByTestId('import-error-row-3').getByRole('button', { name: 'Remove row' }).click();
  await expect(organizer.getByRole('heading', { name: '1 row with an error' })).toBeVisible();
  await expect(empty).toHaveCount(0);
  await shoot(organizer, 'list-import-fixed');

  // The repeat stays out; the three valid addresses go.
  await organizer.getByRole('button', { name: 'Import 3 emails' }).click();
  await expect(organizer.getByText('Emails added successfully')).toBeVisible();
  await expectPath(organizer, /\/lists\/manage\/[0-9a-f-]{36}$/);
  const listId = new URL(organizer.url()).pathname.split('/').pop()!;
  const people = organizer.getByRole('table', { name: 'People on the list' });
  await expect(people).toContainText(member.email);
  await expect(people).toContainText(fixed.toLowerCase());
  await expect(people).toContainText(other.email);
  await expect(organizer.getByText('3 people')).toBeVisible();
  await shoot(organizer, 'list-page');

  // An event with a public ticket; the exclusive one is added in the ticket editor, linked to the list, 2 per code.
  const eventName = `Garden party ${uniqueWord('g')}`;
  const eventId = await createEventViaApi(organizer, ownerId, {
    name: eventName,
    details: { startsAt: isoInDays(25), endsAt: isoInDays(25, 4), category: 'music', locationSetting: 'tba', currency: 'usd' },
    tickets: [{ name: 'General', price: 2000, quantity: 50 }],
  });
  await organizer.goto(`/management/courses/${eventId}/tickets`);
  await organizer.getByRole('button', { name: 'Add ticket type' }).click();
  await organizer.getByLabel('Name').last().fill('Garden pass');
  await organizer
    .getByLabel(/^Price\b/)
    .last()
    .fill('25');
  await organizer.getByRole('combobox', { name: 'Visibility' }).last().click();
  await organizer.getByRole('option', { name: 'Private access list' }).click();
  await organizer.getByRole('textbox', { name: 'Tickets per share code' }).fill('2');
  await organizer.getByRole('combobox', { name: 'Private access lists' }).click();
  await organizer.getByRole('option', { name: listName }).click();
  await organizer.keyboard.press('Escape');
  await shoot(organizer, 'list-ticket-type');
  await saveEditor(organizer);
  await organizer.getByRole('button', { name: 'Publish Event' }).click();
  await expect(organizer.getByText('Your event is live. You can now share the link and start selling tickets.')).toBeVisible();
  const saved = (await (await organizer.request.get(`/api/v1/management/courses/${eventId}`)).json()) as {
    ticketTypes: { name: string; visibilityScope: string; quantityPerCode: number | null; customUserListIds?: string[] }[];
  };
  expect(saved.ticketTypes.find((t) => t.name === 'Garden pass')).toMatchObject({
    visibilityScope: 'list',
    quantityPerCode: 2,
    customUserListIds: [listId],
  });

  // A visitor signed out sees the public ticket only.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/event/${eventId}/select`);
  await expect(visitor.getByRole('article', { name: 'General' })).toBeVisible();
  await expect(visitor.getByRole('article', { name: 'Garden pass' })).toHaveCount(0);
  await visitorContext.close();

  // The member signs up with the listed address and verifies it: the exclusive ticket is there, unlocked.
  await signUpViaApi(page, member);
  await verifyEmail(page, member.email);
  await page.goto(`/event/${eventId}/select`);
  const pass = page.getByRole('article', { name: 'Garden pass' });
  await expect(pass).toBeVisible();
  await expect(pass.getByText('Unlocked')).toBeVisible();
  await pass.getByRole('button', { name: 'Add one Garden pass' }).click();
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText('1 x Garden pass');
  await shoot(page, 'member-select');
  const memberOrder = await checkOut(page);

  // The ticket page's private-access block: the share code, copied.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/tickets/${memberOrder}`);
  const access = page.getByRole('region', { name: 'Private access' });
  await expect(access).toBeVisible();
  const shareCode = (await access.getByTestId('share-code').textContent())!.trim();
  expect(shareCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  await access.getByRole('button', { name: 'Copy' }).click();
  await expect(access.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareCode);
  await expect(access.getByTestId('share-code-count')).toHaveText('No tickets bought with your code yet');
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'member-ticket');

  // A friend, signed in, does not see the ticket until the code is entered; then buys one.
  const friendContext = await browser.newContext();
  const buddy = await friendContext.newPage();
  await signUpViaApi(buddy, friend);
  await buddy.goto(`/event/${eventId}/select`);
  await expect(buddy.getByRole('article', { name: 'General' })).toBeVisible();
  await expect(buddy.getByRole('article', { name: 'Garden pass' })).toHaveCount(0);
  await buddy.getByRole('button', { name: 'Remove one General' }).click();
  const codes = buddy.getByRole('region', { name: 'Have a code?' });
  await codes.getByRole('textbox', { name: 'Promo or secret code' }).fill(shareCode.toLowerCase());
  await codes.getByRole('button', { name: 'Apply' }).click();
  await expect(codes.getByText(`Code ${shareCode} unlocked hidden tickets.`)).toBeVisible();
  const friendPass = buddy.getByRole('article', { name: 'Garden pass' });
  await expect(friendPass).toBeVisible();
  await friendPass.getByRole('button', { name: 'Add one Garden pass' }).click();
  await expect(buddy.getByRole('complementary', { name: 'Order summary' })).toContainText('1 x Garden pass');
  await shoot(buddy, 'friend-select');
  await checkOut(buddy);
  await friendContext.close();

  // The member's ticket page counts the friend's ticket.
  await page.reload();
  await expect(access.getByTestId('share-code-count')).toHaveText('1 ticket bought with your code');

  // The guests page: the friend came through the member; the member's own ticket names no one.
  await organizer.goto(`/management/courses/${eventId}/registrations`);
  const guests = organizer.getByRole('table', { name: 'Guests' });
  const friendRow = guests.getByRole('row').filter({ hasText: friend.email });
  await expect(friendRow).toContainText('Dorothy Vaughan');
  await expect(friendRow).toContainText(`Via ${member.email}`);
  const memberRow = guests.getByRole('row').filter({ hasText: 'Katherine Johnson' });
  await expect(memberRow).toContainText(member.email);
  await expect(memberRow).not.toContainText('Via');
  await shoot(organizer, 'guests-via');

  // The list's page names the member, now that their address is verified on an account.
  await organizer.goto(`/manage/${owner.username}/lists/manage/${listId}`);
  await expect(people.getByRole('row').filter({ hasText: member.email })).toContainText('Katherine Johnson');
  await shoot(organizer, 'list-page-names');
  await organizer.context().close();
});
