import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../axe-test.ts';
import { newPerson, shoot, signUpViaApi } from '../helpers.ts';
import { createFreeEvent, getFreeTickets, newestMail, verifyEmail } from './helpers.ts';

const buyer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.buyer@example.com' };

/** Downloads what a menu item of the toolbar's Actions gives; answers the file's bytes. */
async function download(page: Page, item: string) {
  await page.getByRole('button', { name: 'Actions', exact: true }).click();
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: item }).click()]);
  return { name: file.suggestedFilename(), body: await readFile((await file.path())!) };
}

test('resend a ticket to a corrected address, then edit the attendee', async ({ page, browser }) => {
  // The holder reads the dev mailbox as themselves (it shows a verified account its own mail only).
  const holderContext = await browser.newContext();
  const holderPage = await holderContext.newPage();
  const holder = await signUpViaApi(holderPage, newPerson());
  await verifyEmail(holderPage, holder.email);
  const typo = holder.email.replace('@example.com', '@exmaple.com');
  await signUpViaApi(page);
  const event = await createFreeEvent(page, 'Recital');
  const { tickets } = await getFreeTickets(page.request, event, buyer, [buyer, { firstName: 'Grace', lastName: 'Hopper', email: typo }]);
  const grace = tickets.find((t) => t.firstName === 'Grace')!;

  await page.goto(`/management/courses/${event.eventId}/registrations`);
  await expect(page.getByText(typo)).toBeVisible();
  await page.getByRole('button', { name: 'Actions for Grace Hopper' }).click();
  await page.getByRole('menuitem', { name: 'Resend tickets' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resend tickets' });
  await expect(dialog.getByLabel('Email')).toHaveValue(typo);
  await dialog.getByLabel('Email').fill(holder.email);
  await shoot(page, 'guests-resend-dialog');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`Ticket sent to ${holder.email}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(holder.email, { exact: true })).toBeVisible();
  const mail = await newestMail(holderPage.request, holder.email, /^Your ticket for /);
  expect(mail.text).toContain(`/ticket/${grace.id}`);
  await holderContext.close();

  await page.getByRole('button', { name: 'Actions for Grace Hopper' }).click();
  await page.getByRole('menuitem', { name: 'Edit attendee' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit attendee' });
  await edit.getByLabel('Last name').fill('Brewster Hopper');
  await shoot(page, 'guests-edit-dialog');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Attendee updated')).toBeVisible();
  await expect(page.getByText('Grace Brewster Hopper')).toBeVisible();
});

test('the guests CSV and the door list download what the filters show', async ({ page }) => {
  await signUpViaApi(page);
  const event = await createFreeEvent(page, 'Quartet');
  const { tickets } = await getFreeTickets(page.request, event, buyer, [buyer, { firstName: 'Alan', lastName: 'Turing', email: 'alan@example.com' }]);
  const checkedIn = await page.request.post(`/api/v1/management/courses/${event.eventId}/check_ins`, { data: { itemId: tickets[0]!.id } });
  expect(checkedIn.ok()).toBe(true);

  await page.goto(`/management/courses/${event.eventId}/registrations?status=not_checked_in`);
  await expect(page.getByTestId('guest-row')).toHaveCount(1);
  await shoot(page, 'guests-filtered');
  const csv = await download(page, 'Export CSV');
  expect(csv.name).toBe('guests.csv');
  const lines = csv.body
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toContain('Ticket code,First name,Last name,Email,Ticket,Date,Seat,Status,Checked in at');
  expect(lines.slice(1)).toHaveLength(1);
  expect(lines[1]).toContain('Alan,Turing,alan@example.com,General admission');

  const pdf = await download(page, 'Door list (PDF)');
  expect(pdf.name).toBe('door-list.pdf');
  expect(pdf.body.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
});
