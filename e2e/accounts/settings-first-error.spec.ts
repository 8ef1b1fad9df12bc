import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../axe-test.ts';
import { signUpViaApi } from '../helpers.ts';

/** Saves with the page scrolled to the top, so a field far down starts out of view. */
async function saveFromTop(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

/** In the viewport and not hidden behind the sticky header or save bar: what is drawn at its middle is itself. */
async function expectSeen(target: Locator) {
  await expect(target).toBeInViewport();
  await expect
    .poll(() =>
      target.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return hit !== null && (el === hit || el.contains(hit) || hit.contains(el));
      }),
    )
    .toBe(true);
}

/** A field's error text (each message here is on one field only). */
const errorText = (page: Page, message: string) => page.locator('.mantine-InputWrapper-error', { hasText: message });

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 375, height: 800 },
]) {
  test(`settings at ${width} px: a refused save scrolls to, focuses and explains the first bad field`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const person = await signUpViaApi(page);
    await page.goto(`/manage/${person.username}/settings/account`);

    // A client error far down the page: the browser refuses it.
    const website = page.getByLabel('Website');
    await website.fill('not a site');
    await saveFromTop(page);
    await expect(page.getByText('Please check the highlighted fields')).toBeVisible();
    await expect(website).toBeFocused();
    await expect(website).toHaveAttribute('aria-invalid', 'true');
    await expectSeen(website);
    await expectSeen(errorText(page, 'Invalid url'));

    // A required field, with the page scrolled to its end.
    await website.fill('');
    const name = page.locator('input[data-path="name"]');
    await name.fill('');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(name).toBeFocused();
    await expectSeen(name);
    await expectSeen(errorText(page, 'this field is required'));
    await name.fill('Mae Jemison');

    // A server error far down the page: the browser lets it through, the server refuses it.
    await page.route('**/api/v1/profiles/*', async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      await route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'validation',
          message: 'Invalid request',
          fieldErrors: { 'settingAttributes.googleAnalyticsId': 'Invalid Google Analytics ID' },
        }),
      });
    });
    const tracking = page.getByLabel('Google Analytics ID');
    await tracking.fill('nope');
    await saveFromTop(page);
    await expect(page.getByText('Failed to update settings')).toBeVisible();
    await expect(tracking).toBeFocused();
    await expectSeen(tracking);
    await expectSeen(errorText(page, 'Invalid Google Analytics ID'));
  });
}
