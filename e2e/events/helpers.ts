import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { newPerson, signUpViaApi } from '../helpers.ts';

/** A wall-clock time `days` from now at `hour`:00, as a datetime-local input takes it ('2026-05-01T19:00'). */
export function localInDays(days: number, hour = 19): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(hour)}:00`;
}

/** An ISO instant `days` from now (for API set-up). */
export const isoInDays = (days: number, hours = 0) => new Date(Date.now() + days * 86_400_000 + hours * 3_600_000).toISOString();

/** A word no other test run uses, for names that search must find. */
export function uniqueWord(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

export async function sessionUserId(page: Page): Promise<string> {
  const reply = await ok<{ user: { id: string } | null }>(await page.request.get('/api/session'));
  if (!reply.user) throw new Error('not signed in');
  return reply.user.id;
}

export interface ApiEvent {
  name: string;
  details?: Record<string, unknown>;
  tickets?: Record<string, unknown>[];
  occurrences?: { startsAt: string; endsAt: string }[];
  /** Checkout questions (PUT .../questions). */
  questions?: Record<string, unknown>[];
  publish?: boolean;
}

/** Creates an event through the API as the signed-in user of `page` (set-up for tests about other pages). */
export async function createEventViaApi(page: Page, ownerId: string, event: ApiEvent): Promise<string> {
  const created = await ok<{ event: { id: string } }>(await page.request.post('/api/v1/management/courses', { data: { ownerId, name: event.name } }));
  const id = created.event.id;
  const base = `/api/v1/management/courses/${id}`;
  if (event.details) await ok(await page.request.patch(base, { data: event.details }));
  if (event.tickets) await ok(await page.request.put(`${base}/tickets`, { data: { ticketTypes: event.tickets } }));
  if (event.occurrences) await ok(await page.request.put(`${base}/occurrences`, { data: { occurrences: event.occurrences } }));
  if (event.questions) await ok(await page.request.put(`${base}/questions`, { data: { questions: event.questions } }));
  if (event.publish) await ok(await page.request.post(`${base}/publish`));
  return id;
}

/** Waits for the editor's save to land. */
export async function saveEditor(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
}

/**
 * An organizer in a browser context of their own (the test's page stays the buyer): signed up, with payouts
 * connected (the sandbox), so they can sell tickets, tiers and codes. Close `organizer.context()` at the end.
 */
export async function connectedOrganizer(browser: Browser) {
  const organizer = await (await browser.newContext()).newPage();
  const owner = await signUpViaApi(organizer, newPerson());
  const ownerId = await sessionUserId(organizer);
  const connected = await organizer.request.post(`/api/v1/profile_management/stripe/connect?ownerId=${ownerId}`);
  expect(connected.ok(), await connected.text()).toBe(true);
  return { organizer, owner, ownerId };
}

/** A square PNG of `size` px (the page's own pixels) uploaded as a poster; returns its upload id. */
export async function uploadPoster(page: Page, size = 400): Promise<string> {
  const scratch = await page.context().newPage();
  await scratch.setViewportSize({ width: size, height: size });
  await scratch.setContent('<body style="margin:0;background:linear-gradient(135deg,#4c1d95,#db2777)"></body>');
  const png = await scratch.screenshot();
  await scratch.close();
  const reply = await page.request.post('/api/v1/file_uploads', {
    multipart: { kind: 'poster', file: { name: 'poster.png', mimeType: 'image/png', buffer: png } },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  return ((await reply.json()) as { uploadIdentifier: string }).uploadIdentifier;
}
