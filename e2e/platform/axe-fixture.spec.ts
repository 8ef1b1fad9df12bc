import { axeFindings, expect, test } from '../axe-test.ts';
import { formatFindings } from '../axe-report.ts';

// Each test here must audit its own page, even when another spec of the run audited the same page first.
test.use({ axeOncePerRun: false });

/** An image without a text alternative: axe's image-alt rule, a critical violation. */
async function addUnnamedImage(page: import('@playwright/test').Page) {
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.id = 'a11y-probe';
    img.src = '/favicon.ico';
    document.querySelector('main')!.append(img);
  });
}

test('the audit lists each violation with its rule, impact, element and page', async ({ page }) => {
  await page.goto('/pages/about_us');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await addUnnamedImage(page);
  const message = formatFindings(await axeFindings(page));
  expect(message).toContain('/pages/about_us at 1280 px');
  expect(message).toContain('image-alt (critical)');
  expect(message).toContain('#a11y-probe');
  // With axe's reason for the element, so a failure in CI's log says what to fix.
  expect(message).toMatch(/#a11y-probe: .*alt attribute/);
  await page.locator('#a11y-probe').evaluate((img) => img.remove());
});

test('a violation on a page the journey leaves fails the journey, with no audit call in the spec', async ({ page }) => {
  test.fail(true, 'the audit before the click finds the image without a text alternative');
  await page.goto('/pages/about_us');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await addUnnamedImage(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Fees' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fees' })).toBeVisible();
});

test('a violation on the page a journey ends on fails the journey', async ({ page }) => {
  test.fail(true, 'the audit at the end finds the image without a text alternative');
  await page.goto('/pages/about_us');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await addUnnamedImage(page);
});
