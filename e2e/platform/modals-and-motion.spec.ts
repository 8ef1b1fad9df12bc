import { type Page } from '@playwright/test';
import { expect, test } from '../axe-test.ts';
import { continueToInfo, organizerEvent } from '../checkout/helpers.ts';
import { signUpViaApi } from '../helpers.ts';
import { createFreeEvent, getFreeTickets } from '../tickets/helpers.ts';
import { expectFocused, tabTo } from './keyboard.ts';

/** A signed-in organizer on the ticket page of two free tickets to their own event (Transfer opens a modal there). */
async function ticketPage(page: Page) {
  const person = await signUpViaApi(page);
  const event = await createFreeEvent(page, 'Modal');
  const { orderId } = await getFreeTickets(page.request, event, person, [person, { ...person, firstName: 'Dorothy' }]);
  await page.goto(`/tickets/${orderId}`);
  await expect(page.getByText('Ticket 1 / 2')).toBeVisible();
  return event;
}

/** Tabs `times` times and checks that the focus never leaves `dialog`. */
async function expectFocusTrapped(page: Page, dialogName: string, times: number) {
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    const inside = await page.evaluate((name) => {
      const dialog = [...document.querySelectorAll('[role="dialog"]')].find(
        (d) => d.getAttribute('aria-labelledby') && document.getElementById(d.getAttribute('aria-labelledby')!)?.textContent === name,
      );
      return Boolean(dialog?.contains(document.activeElement));
    }, dialogName);
    expect(inside, `Tab ${i + 1} left the dialog '${dialogName}'`).toBe(true);
  }
}

test('modals trap the focus, close on Escape and give the focus back to the button that opened them', async ({ page }) => {
  const event = await ticketPage(page);

  // A page's own modal (Transfer ticket).
  const transfer = page.getByRole('button', { name: 'Transfer ticket' });
  await tabTo(page, transfer);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Transfer ticket' });
  await expect(dialog).toBeVisible();
  await expectFocused(dialog.getByRole('textbox', { name: /^Name/ }));
  await expectFocusTrapped(page, 'Transfer ticket', 12);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocused(transfer);

  // A confirmation from the shared modals host: the event editor's Discard asks first; Escape keeps the changes.
  await page.goto(`/management/courses/${event.eventId}/details/edit`);
  await page.getByRole('textbox', { name: 'Event name' }).fill(`${event.name} (renamed)`);
  const discard = page.getByRole('button', { name: 'Discard' });
  // The editor's date fields take a Tab stop per part (month, day, year, hour, minute, AM/PM): a long way down.
  await tabTo(page, discard, { max: 80 });
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Discard changes?' });
  await expect(confirm).toBeVisible();
  // Its × has a name (Mantine's own has none; the theme gives every modal's one).
  await expect(confirm.getByRole('button', { name: 'Close', exact: true })).toBeVisible();
  await expectFocusTrapped(page, 'Discard changes?', 8);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expectFocused(discard);
  await expect(page.getByRole('textbox', { name: 'Event name' })).toHaveValue(`${event.name} (renamed)`);
});

test('with prefers-reduced-motion, modals open without a transition and the checkout jumps to a missing field', async ({ page, browser }) => {
  await page.addInitScript(() => {
    const behaviors: string[] = [];
    (window as unknown as { scrollBehaviors: string[] }).scrollBehaviors = behaviors;
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (arg?: boolean | ScrollIntoViewOptions) {
      behaviors.push(typeof arg === 'object' ? (arg.behavior ?? 'auto') : 'auto');
      return original.call(this, arg);
    };
  });
  const transitionOf = async () => {
    await page.getByRole('button', { name: 'Transfer ticket' }).click();
    const content = page.getByRole('dialog', { name: 'Transfer ticket' });
    await expect(content).toBeVisible();
    const seconds = await content.evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
    await page.keyboard.press('Escape');
    await expect(content).toBeHidden();
    return seconds;
  };

  await page.emulateMedia({ reducedMotion: 'reduce' });
  // The info step's Continue with nothing filled in brings the first missing field into view: at once.
  const { eventId } = await organizerEvent(browser, [{ name: 'Seat', price: 1000, quantity: 10 }], 'Motion');
  await page.goto(`/event/${eventId}/select`);
  await page.getByRole('button', { name: 'Add one Seat' }).click();
  await continueToInfo(page, 'Your info');
  // Continue stays pressable while information is missing (aria-disabled), to say what is missing.
  await page.getByRole('button', { name: 'Continue' }).click({ force: true });
  // The field is in error (red border) and focused: its focus still shows.
  await expectFocused(page.getByRole('region', { name: 'Purchaser' }).getByRole('textbox', { name: /^First name/ }));
  const behaviors = await page.evaluate(() => (window as unknown as { scrollBehaviors: string[] }).scrollBehaviors);
  expect(behaviors.length).toBeGreaterThan(0);
  expect(behaviors).not.toContain('smooth');

  // Modals: Mantine's transition (200 ms) without the preference, none with it.
  await ticketPage(page);
  expect(await transitionOf()).toBeLessThan(0.01);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await transitionOf()).toBeGreaterThanOrEqual(0.1);
});
