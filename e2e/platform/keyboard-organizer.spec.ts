import { type Page } from '@playwright/test';
import { expect, test } from '../axe-test.ts';
import { uniqueWord } from '../events/helpers.ts';
import { expectPath, signUpViaApi } from '../helpers.ts';
import { expectFocused, expectPageStructure, tabTo } from './keyboard.ts';

/** Types a wall-clock time `days` from now at `hour`:00 into a focused datetime-local field (en-US: mm dd yyyy hh mm AM/PM). */
async function typeDateTime(page: Page, days: number, hour: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  await page.keyboard.type(`${pad(d.getMonth() + 1)}${pad(d.getDate())}${d.getFullYear()}`);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type(`${pad(hour % 12 || 12)}00${hour < 12 ? 'A' : 'P'}`);
}

/**
 * Issue 29: an organizer who cannot use a mouse creates an event, gives it a date, a venue and a ticket type, saves
 * with the save bar and publishes it, with the keyboard alone (the tabs with the arrow keys).
 */
test('an organizer creates and publishes an event with the keyboard only', async ({ page }) => {
  await signUpViaApi(page);
  const name = `Keyboard gala ${uniqueWord('k')}`;

  await page.goto('/event/new');
  await expectPageStructure(page);
  await tabTo(page, page.getByRole('link', { name: /Create Manually/ }));
  await page.keyboard.press('Enter');
  await expectPath(page, '/e/new');
  await expectPageStructure(page);
  // The name field has the focus on arrival.
  await expectFocused(page.getByRole('textbox', { name: 'Event name' }));
  await page.keyboard.type(name);
  await tabTo(page, page.getByRole('button', { name: 'Create draft' }), { max: 10 });
  await page.keyboard.press('Enter');
  await expectPath(page, /\/management\/courses\/[0-9a-f-]{36}\/details\/edit$/);
  const eventId = new URL(page.url()).pathname.split('/')[3]!;
  // The toast is a polite status (not an alert: nothing went wrong) with a named ×.
  const toast = page.getByRole('status').filter({ hasText: 'Event created' });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('button', { name: 'Dismiss notification' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectPageStructure(page, { footer: false });

  // The date and time pickers take typed dates; the venue, then the save bar's Save.
  await tabTo(page, page.getByLabel('Starts'));
  await typeDateTime(page, 20, 19);
  // Past the field's calendar button (a stop of its own) to Ends.
  expect(await tabTo(page, page.getByLabel('Ends'), { max: 3 })).toBe(2);
  await typeDateTime(page, 20, 22);
  // A segmented choice is a radio group named by its label (a screen reader says what the choice is about).
  await expect(page.getByRole('radiogroup', { name: 'Venue' })).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: 'Venue name' }));
  await page.keyboard.type('The Keyboard Hall');
  await page.keyboard.press('Tab');
  await expectFocused(page.getByRole('textbox', { name: 'Address' }));
  await page.keyboard.type('1 Home Row');
  await tabTo(page, page.getByRole('button', { name: 'Save', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('All changes saved')).toBeVisible();

  // The Tickets tab: Shift+Tab back to the tab list, the arrow keys to Tickets, Enter.
  const detailsTab = page.getByRole('tab', { name: 'Details' });
  await tabTo(page, detailsTab, { back: true, max: 80 });
  await page.keyboard.press('ArrowRight');
  await expectFocused(page.getByRole('tab', { name: 'Tickets' }));
  await page.keyboard.press('Enter');
  await expectPath(page, `/management/courses/${eventId}/tickets`);
  await expectPageStructure(page, { footer: false });

  await tabTo(page, page.getByRole('button', { name: 'Add ticket type' }));
  await page.keyboard.press('Enter');
  // The new ticket type's name takes the focus.
  await expectFocused(page.getByRole('textbox', { name: 'Name' }));
  await page.keyboard.type('General admission');
  for (const choice of ['Category', 'Attendance', 'Pricing']) await expect(page.getByRole('radiogroup', { name: choice })).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: 'Price' }));
  await page.keyboard.type('20');
  await tabTo(page, page.getByRole('button', { name: 'Save', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('All changes saved')).toBeVisible();
  await expect(page.getByText('$20.00 · 100 available')).toBeVisible();

  // Publish, in the header above the tabs.
  await tabTo(page, page.getByRole('button', { name: 'Publish Event' }), { back: true, max: 40 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Your event is live.' })).toBeVisible();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  // The button went away with the draft: the focus went to View event, not to the page's body.
  await expectFocused(page.getByRole('link', { name: 'View event' }));
});
