import type { Page } from '@playwright/test';

/**
 * With E2E_SHOTS=<folder>, the chat as its reader sees it at 1280 and 375 px: the screen's bottom at the end of the
 * conversation, the message box in its place (a full-page shot draws the sticky box over the transcript's end), then
 * back to the desktop viewport.
 */
export async function shootChat(page: Page, name: string) {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page
      .getByRole('textbox', { name: 'Message' })
      .evaluate((box) =>
        window.scrollTo(0, box.closest('.mantine-Container-root')!.getBoundingClientRect().bottom + window.scrollY - window.innerHeight),
      );
    await page.screenshot({ path: `${folder}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
