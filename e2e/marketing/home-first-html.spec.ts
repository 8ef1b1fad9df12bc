import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from '../axe-test.ts';
import { shoot } from '../helpers.ts';

const TITLE = 'Event tickets, memberships and videos in one platform';

/** Sums the page's layout shifts from its first paint on (as CLS does, without the input exclusion window). */
async function trackLayoutShift(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

test('the home page shows its hero before the app runs, then the app takes over without moving it', async ({ browser }) => {
  // Without JavaScript: the server's first HTML alone.
  const still = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  const visitor = await still.newPage();
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(visitor.getByText('33% of fees go to the Universal Creator Income Fund')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Create An Event' })).toHaveAttribute('href', '/event/new');
  await expect(visitor.getByRole('link', { name: 'Explore events' })).toHaveAttribute('href', '#explore');
  await shoot(visitor, 'first-html-home');
  await still.close();

  // With it, on a phone and a laptop: the app's page replaces it, the footer comes after the first render, and
  // nothing on screen moves on the way.
  for (const viewport of [
    { width: 375, height: 800 },
    { width: 1280, height: 800 },
  ]) {
    const live = await browser.newContext({ viewport });
    await trackLayoutShift(live);
    const reader = await live.newPage();
    await reader.goto('/');
    await expect(reader.getByRole('heading', { level: 1, name: TITLE })).toHaveCount(1);
    await expect(reader.getByRole('contentinfo')).toBeAttached();
    await expect(reader.locator('.ovation-first')).toHaveCount(0);
    expect(await layoutShift(reader), `${viewport.width} px`).toBeLessThan(0.01);
    if (viewport.width === 375) {
      await shoot(reader, 'home-app');
      // The demo's site alert is in the first HTML too; once closed, the server leaves it out of the next page's.
      expect(await (await reader.request.get('/')).text()).toContain('class="ovation-first-alert"');
      await reader.getByRole('button', { name: 'Dismiss announcement' }).click();
      await expect(reader.getByRole('region', { name: 'Site announcement' })).toHaveCount(0);
      expect(await (await reader.request.get('/')).text()).not.toContain('class="ovation-first-alert"');
    }
    await live.close();
  }
});
