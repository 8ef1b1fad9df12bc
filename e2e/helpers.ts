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

/**
 * A new person, signed up and signed in through the API: set-up for tests about other pages. The session cookie
 * lands in the page's browser context; the page itself stays where it is (go to the page under test next). The
 * sign-up and log-in forms have their own journeys (`signUp` above, e2e/accounts), so the rest of the suite skips the
 * two page loads and four form steps they take.
 */
export async function signUpViaApi<P extends ReturnType<typeof newPerson> & { referrer?: string }>(page: Page, person: P = newPerson() as P) {
  const signedUp = await page.request.post('/api/v1/auth/signup', { data: person });
  expect(signedUp.status(), await signedUp.text()).toBe(202);
  const loggedIn = await page.request.post('/api/v1/auth/login', { data: { email: person.email, password: person.password } });
  expect(loggedIn.status(), await loggedIn.text()).toBe(200);
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

/** The Content-Security-Policy violations of `page` from now on: Chromium reports each blocked script, style, image, frame or request on the console. */
export function collectCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(`${page.url()}: ${m.text()}`);
  });
  return violations;
}
