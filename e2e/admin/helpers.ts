import { expect, type Page } from '@playwright/test';

/** The demo's site admin (src/server/demo-data.ts). */
export const DEMO_ADMIN = { email: 'admin@ovation.test', password: 'ovation-demo' };

/** Signs the page's context in as the demo site admin, through the API. */
export async function signInAsAdmin(page: Page) {
  const reply = await page.request.post('/api/v1/auth/login', { data: DEMO_ADMIN });
  expect(reply.status(), await reply.text()).toBe(200);
}
