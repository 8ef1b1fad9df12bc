import type { Page } from '@playwright/test';
import { expect, test } from '../axe-test.ts';
import { expectPath, signUpViaApi } from '../helpers.ts';
import { buyViaApi } from '../reporting/helpers.ts';
import { createEventViaApi, isoInDays, sessionUserId } from './helpers.ts';

/** With E2E_SHOTS, a screenshot at the current width (the dialog would close if the table changed layout under it). */
async function shot(page: Page, name: string) {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}-${page.viewportSize()!.width}.png`, fullPage: true });
}

test('duplicate an event from the events table and publish the copy; unpublish the original', async ({ page }) => {
  const person = await signUpViaApi(page);
  const ownerId = await sessionUserId(page);
  await createEventViaApi(page, ownerId, {
    name: 'Harbour Lights',
    details: { startsAt: isoInDays(10), endsAt: isoInDays(10, 3), locationSetting: 'tba' },
    tickets: [{ name: 'Entry', price: 1200, quantity: 50 }],
    publish: true,
  });
  const table = `/manage/${person.username}/events`;
  await page.goto(table);

  await page.getByRole('button', { name: 'Actions for Harbour Lights' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Duplicate event' });
  await expect(dialog.getByRole('textbox', { name: 'Name of the copy' })).toHaveValue('Harbour Lights (copy)');
  await expect(dialog.getByLabel('Starts')).not.toHaveValue('');
  await shot(page, 'duplicate-dialog');
  await dialog.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByText('Event duplicated: it is a draft until you publish it')).toBeVisible();
  await expectPath(page, /\/management\/courses\/[0-9a-f-]{36}\/details\/edit$/);

  // The copy is a draft in the table; Publish from its row menu.
  await page.goto(table);
  const copyRow = page.getByRole('row').filter({ hasText: 'Harbour Lights (copy)' });
  await expect(copyRow.getByText('Draft', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Actions for Harbour Lights (copy)' }).click();
  await shot(page, 'event-row-menu');
  await page.getByRole('menuitem', { name: 'Publish' }).click();
  await expect(page.getByText('Event published')).toBeVisible();
  await expect(copyRow.getByText('Draft', { exact: true })).toHaveCount(0);

  // Unpublish asks first; nothing sold, so the original is a draft again.
  await page.getByRole('button', { name: 'Actions for Harbour Lights', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Unpublish' }).click();
  await page.getByRole('dialog', { name: 'Unpublish this event?' }).getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText('Event unpublished: it is a draft again')).toBeVisible();
  const original = page.getByRole('row').filter({ hasText: 'Harbour Lights' }).filter({ hasNotText: '(copy)' });
  await expect(original.getByText('Draft', { exact: true })).toBeVisible();

  await shot(page, 'events-table-states');

  // The dialog on a phone.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Actions for Harbour Lights (copy)' }).click();
  await shot(page, 'event-row-menu');
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(page.getByRole('dialog', { name: 'Duplicate event' }).getByLabel('Starts')).toBeVisible();
  await shot(page, 'duplicate-dialog');

  // Unpublished after a sale, an event is not a draft: its editor's header says Unpublished.
  const soldId = await createEventViaApi(page, ownerId, {
    name: 'Harbour Sold',
    details: { startsAt: isoInDays(12), endsAt: isoInDays(12, 3), locationSetting: 'tba' },
    tickets: [{ name: 'Entry', price: 0, quantity: 50 }],
    publish: true,
  });
  const managed = (await (await page.request.get(`/api/v1/management/courses/${soldId}`)).json()) as { ticketTypes: { id: string }[] };
  await buyViaApi(page.request, soldId, { [managed.ticketTypes[0]!.id]: 1 }, person);
  expect((await page.request.post(`/api/v1/management/courses/${soldId}/unpublish`)).status()).toBe(200);
  await page.goto(`/management/courses/${soldId}/details/edit`);
  const header = page.getByRole('heading', { name: 'Harbour Sold' }).locator('xpath=ancestor::*[contains(@class, "mantine-Stack-root")][1]');
  await expect(header.getByText('Unpublished', { exact: true })).toBeVisible();
  await expect(header.getByText('Draft', { exact: true })).toHaveCount(0);
});
