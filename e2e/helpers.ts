import { expect, type Page } from '@playwright/test';

let n = 0;
/** A unique person for one test, so tests never depend on each other's data. */
export function newPerson() {
  n += 1;
  const tag = `${Date.now().toString(36)}${n}`;
  return { firstName: 'Mae', lastName: 'Jemison', email: `mae-${tag}@example.com`, password: 'endeavour-92', username: `mae-${tag}` };
}

export async function signUp(page: Page, person = newPerson(), redirectTo = '/') {
  await page.goto(`/auth?mode=signup&redirect_to=${encodeURIComponent(redirectTo)}`);
  const form = page.locator('form').filter({ has: page.getByLabel('First name') });
  await form.getByLabel('First name').fill(person.firstName);
  await form.getByLabel('Last name').fill(person.lastName);
  await form.getByLabel(/^Email/).fill(person.email);
  await form.getByLabel(/^Password/).fill(person.password);
  await form.getByLabel('Username').fill(person.username);
  await form.getByRole('button', { name: 'Sign up' }).click();
  // Sign-up signs no one in (the same answer whether the address is new or not): check the e-mail, then log in.
  await expect(page.getByRole('status').filter({ hasText: 'Check your e-mail' })).toContainText(person.email);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(
    page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Log in' }) })
      .getByLabel(/^Email/),
  ).toHaveValue(person.email);
  await logIn(page, person.email, person.password);
  await expect(page).not.toHaveURL(/\/auth/);
  return person;
}

export async function logIn(page: Page, email: string, password: string) {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Log in' }) });
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

export const DEMO = { ada: { email: 'ada@ovation.test', password: 'ovation-demo' } };

/** Waits until the page's path (not its query, which may carry a redirect_to) is `path`. */
export async function expectPath(page: Page, path: string | RegExp) {
  await expect.poll(() => new URL(page.url()).pathname).toMatch(typeof path === 'string' ? new RegExp(`^${path}$`) : path);
}

/**
 * With E2E_SHOTS=<folder>, full-page screenshots of the page at 1280 and 375 px (to look at both layouts), then
 * back to the desktop viewport.
 */
export async function shoot(page: Page, name: string) {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
