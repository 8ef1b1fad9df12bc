import { expect, test } from '../axe-test.ts';
import { signUpViaApi } from '../helpers.ts';
import { createEventViaApi, sessionUserId } from './helpers.ts';

for (const width of [1280, 375]) {
  test(`event details at ${width} px: a refused save brings the first bad field into view above the save bar`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signUpViaApi(page);
    const eventId = await createEventViaApi(page, await sessionUserId(page), { name: 'Form kit night' });
    await page.goto(`/management/courses/${eventId}/details/edit`);

    // The name at the top, emptied, saved from the end of the page.
    const name = page.getByLabel('Event name');
    await name.fill('');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Please check the highlighted fields')).toBeVisible();
    await expect(name).toBeFocused();
    const error = page.locator('.mantine-InputWrapper-error', { hasText: 'this field is required' });
    for (const target of [name, error]) {
      await expect(target).toBeInViewport();
      // Not behind the sticky header: what is drawn at its middle is itself.
      await expect
        .poll(() =>
          target.evaluate((el) => {
            const r = el.getBoundingClientRect();
            const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return hit !== null && (el === hit || el.contains(hit));
          }),
        )
        .toBe(true);
    }
  });
}
