import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Keyboard-only journeys (issue 29): the page is driven with `page.keyboard` alone, and every stop is checked for
 * what a sighted keyboard user needs: the focus is where the journey expects it, it matches `:focus-visible`, it is
 * drawn (an outline, a box-shadow, or for a text field the theme's focus border) and it is not hidden under the
 * sticky header or a sticky save bar (WCAG 2.4.7 and 2.4.11).
 */

/** Why the focused element's indicator fails, or null when it is visible and unobscured. */
async function focusProblem(target: Locator): Promise<string | null> {
  return target.evaluate(async (el) => {
    if (el !== document.activeElement) return 'not focused';
    // A field's border eases to its focus colour (Mantine: 100 ms): read the style it settles on.
    await Promise.all(el.getAnimations().map((a) => a.finished.catch(() => undefined)));
    if (!el.matches(':focus-visible')) return 'does not match :focus-visible';
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    // Mantine's text fields show focus with the primary colour on their border (no outline).
    const probe = document.createElement('span');
    probe.style.color = 'var(--mantine-primary-color-filled)';
    document.body.append(probe);
    const primary = getComputedStyle(probe).color;
    probe.remove();
    const field = /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName) && !el.hasAttribute('data-error') && style.borderTopColor === primary;
    if (!outline && !shadow && !field)
      return `no focus indicator (outline ${style.outlineStyle} ${style.outlineWidth}, box-shadow ${style.boxShadow})`;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return 'has no size';
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(box.top + Math.min(box.height / 2, 12), 0), window.innerHeight - 1);
    const top = document.elementFromPoint(x, y);
    if (!top || !(el === top || el.contains(top) || top.contains(el) || top.closest('label') === el.closest('label')))
      return `is covered by ${top ? `${top.tagName.toLowerCase()}.${String(top.className).slice(0, 60)}` : 'nothing'}`;
    return null;
  });
}

/** The focus is on `target`, visibly. */
export async function expectFocused(target: Locator) {
  await expect(target).toBeFocused();
  expect(await focusProblem(target)).toBeNull();
}

/** A short description of the focused element, for the messages of a failed walk. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    const name = el.getAttribute('aria-label') ?? el.innerText?.trim().slice(0, 40) ?? '';
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${name}"`;
  });

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, at most `max` times; returns the presses it
 * took, so a journey can assert the order (a stop that moved far away shows as a count that grew).
 */
export async function tabTo(page: Page, target: Locator, { max = 40, back = false }: { max?: number; back?: boolean } = {}): Promise<number> {
  await expect(target).toBeVisible();
  const passed: string[] = [];
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement)) {
      await expectFocused(target);
      return presses;
    }
    passed.push(await describeFocus(page));
  }
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} did not reach the target; passed: ${passed.join(' > ')}`);
}

/** Each Tab moves the focus to the next of `stops`, in this order. */
export async function expectTabOrder(page: Page, stops: Locator[]) {
  for (const stop of stops) {
    await page.keyboard.press('Tab');
    await expectFocused(stop);
  }
}

/**
 * What a screen reader needs to find its way on every page a journey visits: one main, a banner (the site header), a
 * contentinfo (the footer) where the page has one, and exactly one h1.
 */
export async function expectPageStructure(page: Page, { footer = true }: { footer?: boolean } = {}) {
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
  if (footer) await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}
