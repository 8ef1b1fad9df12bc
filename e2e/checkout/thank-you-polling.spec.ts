import { type Request } from '@playwright/test';
import { expect, test } from '../axe-test.ts';
import { expectPath, newPerson } from '../helpers.ts';
import { fillPurchaser, organizerEvent, payByCard } from './helpers.ts';

test('the thank-you page reports the payment once and polls the summary 1 s, then 2 s apart', async ({ page, browser }) => {
  const { eventId } = await organizerEvent(browser, [{ name: 'Seat', price: 2500, quantity: 5 }]);
  const completes: number[] = [];
  const polls: number[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/v1\/orders\/[^/]+\/complete$/.test(new URL(r.url()).pathname)) completes.push(Date.now());
  });
  // Polls are the summary requests that finished (the page may abort one when its query remounts), timed from when
  // each was sent: the page decides that, while a finish also counts the server's and the route's time (a slow first
  // answer made two finishes 873 ms apart once). The first two read 'processing' (as while the payment is being
  // confirmed), then the real one.
  const sentAt = new Map<Request, number>();
  page.on('request', (r) => sentAt.set(r, Date.now()));
  page.on('requestfinished', (r) => {
    if (/\/api\/v1\/orders\/[^/]+\/summary$/.test(new URL(r.url()).pathname)) polls.push(sentAt.get(r)!);
  });
  await page.route(/\/api\/v1\/orders\/[^/]+\/summary$/, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route
      .fulfill({ response, json: polls.length < 2 ? { ...body, statusGroup: 'processing', status: 'pending' } : body })
      .catch(() => undefined);
  });

  await page.goto(`/event/${eventId}/select`);
  await expect(page.getByRole('group', { name: 'Quantity of Seat' }).getByTestId('ticket-quantity')).toHaveText('1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/page=info/);
  await fillPurchaser(page, newPerson());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/page=payment/);
  await payByCard(page, '4242 4242 4242 4242');

  await expectPath(page, /^\/checkout\/thankyou\/[0-9a-f-]+\/success$/);
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  expect(completes).toHaveLength(1);
  expect(polls).toHaveLength(3);
  // Polls: at once, 1 s later, then 2 s after that (an extra fetch after complete used to skip the 1 s step).
  expect(polls[1]! - polls[0]!).toBeGreaterThanOrEqual(900);
  expect(polls[1]! - polls[0]!).toBeLessThan(1900);
  expect(polls[2]! - polls[1]!).toBeGreaterThanOrEqual(1900);
});
