import { expect, test } from '../axe-test.ts';
import { expectPath, shoot } from '../helpers.ts';

test('the footer links to the accessibility statement: what is tested, with what, exceptions, how to report', async ({ page }) => {
  await page.goto('/pages/about_us');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility statement' }).click();
  await expectPath(page, '/pages/accessibility');
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
  for (const name of ['What we test', 'How we test', 'Known exceptions', 'Report a problem']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByText(/WCAG\) 2\.2 at level AA/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'support@ovation.events' })).toHaveAttribute('href', 'mailto:support@ovation.events');
  await shoot(page, 'accessibility-statement');
});
