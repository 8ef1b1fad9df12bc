import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../axe-test.ts';
import { Webhook } from 'standardwebhooks';
import { connectedOrganizer, createEventViaApi, isoInDays, uniqueWord } from '../events/helpers.ts';
import { expectPath, newPerson, shoot, signUpViaApi } from '../helpers.ts';
import { buyViaApi } from '../reporting/helpers.ts';

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** The organizer's server: HTTPS on 127.0.0.1 with the test certificate the product is told to trust (playwright.config.ts). */
async function startReceiver() {
  const received: Received[] = [];
  const server = https.createServer(
    { key: fs.readFileSync('src/server/testing/tls/localhost-key.pem'), cert: fs.readFileSync('src/server/testing/tls/localhost-cert.pem') },
    (request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        received.push({ headers: request.headers as Record<string, string>, body });
        response.writeHead(204).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `https://127.0.0.1:${port}/ovation/hooks`, received, close: () => new Promise((r) => server.close(r)) };
}

test('an organizer creates a webhook, a sale reaches their server signed, the log shows its payload, and a replay sends it again', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const receiver = await startReceiver();
  const { organizer, owner, ownerId } = await connectedOrganizer(browser);
  const eventId = await createEventViaApi(organizer, ownerId, {
    name: `Webhook night ${uniqueWord('w')}`,
    details: { startsAt: isoInDays(12), endsAt: isoInDays(12, 2), category: 'music', locationSetting: 'tba', currency: 'usd' },
    tickets: [{ name: 'General', price: 1500, quantity: 20 }],
    publish: true,
  });
  const listed = (await (await organizer.request.get(`/api/v1/tickets?eventId=${eventId}`)).json()) as { tickets: { id: string }[] };

  // The developer zone (allowed: payouts are connected): its intro, the documentation link and the empty table.
  await organizer.goto(`/manage/${owner.username}`);
  await organizer.getByRole('navigation', { name: 'Management' }).getByRole('link', { name: 'Developer Zone' }).click();
  await expectPath(organizer, `/manage/${owner.username}/developer-zone`);
  await expect(organizer.getByRole('link', { name: /See Documentation/ })).toHaveAttribute('href', '/api/docs');
  await expect(organizer.getByText('No webhooks yet')).toBeVisible();
  await shoot(organizer, 'developer-zone-empty');

  // Generate Webhook: an http address is refused with the spec's words; the https receiver, order.completed.
  await organizer.getByRole('link', { name: 'Generate Webhook' }).first().click();
  await expectPath(organizer, `/manage/${owner.username}/developer-zone/new`);
  const url = organizer.getByRole('textbox', { name: 'URL' });
  await url.fill('http://example.com/hooks');
  await url.blur();
  await expect(organizer.getByText('Invalid Webhook URL: HTTPS Required')).toBeVisible();
  await url.fill(receiver.url);
  await organizer.getByRole('button', { name: 'Create webhook' }).click();
  await expect(organizer.getByText('Please select at least one event')).toBeVisible();
  await organizer.getByRole('checkbox', { name: 'order.completed' }).check();
  await organizer.getByRole('checkbox', { name: 'All ticket events' }).check();
  await expect(organizer.getByRole('checkbox', { name: 'ticket.checked_in' })).toBeChecked();
  await shoot(organizer, 'developer-zone-new');
  await organizer.getByRole('button', { name: 'Create webhook' }).click();
  await expect(organizer.getByText('Webhook created successfully')).toBeVisible();
  await expectPath(organizer, `/manage/${owner.username}/developer-zone`);
  const row = organizer.getByTestId(/^webhook-row-/);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(receiver.url);
  // The organizer's page is one of two in the browser: without the grant, a copy from a page without the focus is
  // refused by the headless browser.
  await organizer.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await row.getByRole('button', { name: /Copy the secret key/ }).click();
  await expect(row.getByRole('button', { name: 'Copied' })).toBeVisible();

  // A buyer buys a ticket: the order.completed event reaches the receiver, signed with the webhook's secret.
  await signUpViaApi(page, newPerson());
  const orderId = await buyViaApi(
    page.request,
    eventId,
    { [listed.tickets[0]!.id]: 1 },
    { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
  );
  const { data } = (await (await organizer.request.get(`/api/v1/profile_management/webhooks?ownerId=${ownerId}`)).json()) as {
    data: { secretKey: string }[];
  };
  const verifier = new Webhook(data[0]!.secretKey);
  const completed = () => receiver.received.filter((r) => (JSON.parse(r.body) as { type: string }).type === 'order.completed');
  await expect.poll(() => completed().length, { timeout: 30_000 }).toBe(1);
  const first = completed()[0]!;
  expect(verifier.verify(first.body, first.headers)).toMatchObject({ type: 'order.completed', data: { orderId } });
  const webhookId = first.headers['webhook-id'];

  // The logs: the delivery is listed; its page shows the payload with the order and the successful attempt.
  await organizer.reload();
  const logs = organizer.getByRole('region', { name: 'Webhook logs' });
  // The page as a person sees it ready: the delivery listed and the header's signed-in controls (a chunk of their
  // own) in place. A dropdown opened while they were still arriving closed under the click (CI run 21).
  await expect(logs.getByTestId(`delivery-row-${webhookId}`)).toBeVisible();
  await expect(organizer.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await logs.getByRole('combobox', { name: 'Filter by event name' }).click();
  await organizer.getByRole('option', { name: 'order.completed', exact: true }).click();
  const delivery = logs.getByTestId(`delivery-row-${webhookId}`);
  await expect(delivery).toHaveAttribute('data-status', 'delivered');
  await shoot(organizer, 'developer-zone-logs');
  await delivery.getByRole('link', { name: 'order.completed' }).click();
  await expectPath(organizer, `/manage/${owner.username}/developer-zone/logs/${webhookId}`);
  await expect(organizer.getByTestId('delivery-webhook-id')).toHaveText(webhookId!);
  await expect(organizer.getByTestId('delivery-page')).toContainText(orderId);
  await shoot(organizer, 'developer-zone-log');

  // Replay: the receiver gets the same event again under the same webhook-id; the page shows the second attempt.
  await organizer.getByRole('button', { name: 'Replay' }).click();
  await expect(organizer.getByText('Delivery queued again')).toBeVisible();
  await expect.poll(() => completed().length, { timeout: 30_000 }).toBe(2);
  expect(completed()[1]!.headers['webhook-id']).toBe(webhookId);
  expect(verifier.verify(completed()[1]!.body, completed()[1]!.headers)).toMatchObject({ data: { orderId } });
  await expect(organizer.getByTestId('delivery-page')).toContainText('Attempt 2');

  await organizer.context().close();
  await receiver.close();
});

test('an organizer creates an API key, sees it once, a script reads their events with it, and a revoked key is refused', async ({ browser }) => {
  const { organizer, owner, ownerId } = await connectedOrganizer(browser);
  const eventName = `Keyed evening ${uniqueWord('k')}`;
  await createEventViaApi(organizer, ownerId, {
    name: eventName,
    details: { startsAt: isoInDays(8), endsAt: isoInDays(8, 2), category: 'music', locationSetting: 'tba', currency: 'usd' },
    tickets: [{ name: 'General', price: 1000, quantity: 10 }],
    publish: true,
  });
  await organizer.goto(`/manage/${owner.username}/developer-zone`);
  const panel = organizer.getByRole('region', { name: 'API keys' });
  await panel.getByRole('button', { name: 'Create API key' }).click();
  const dialog = organizer.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Box office script');
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const shown = organizer.getByRole('dialog', { name: 'Your new API key' });
  const key = await shown.getByRole('textbox', { name: 'API key' }).inputValue();
  expect(key).toMatch(/^ovk_/);
  await shoot(organizer, 'developer-zone-api-key');
  await shown.getByRole('button', { name: 'Done' }).click();
  const row = panel.getByTestId(/^api-key-row-/);
  await expect(row).toContainText('Box office script');
  await expect(row).toContainText('Read only');
  await expect(row).not.toContainText(key);

  // A script (no cookies) reads the owner's events with the key; it may not check tickets in with a read-only key.
  const script = await browser.newContext({ storageState: undefined });
  const auth = { Authorization: `Bearer ${key}` };
  const events = await script.request.get(`/api/v1/profile_management/events?ownerId=${ownerId}`, { headers: auth });
  expect(events.status(), await events.text()).toBe(200);
  expect(await events.text()).toContain(eventName);
  const refused = await script.request.get(`/api/v1/profile_management/api_keys?ownerId=${ownerId}`, { headers: auth });
  expect(refused.status()).toBe(403);

  // Revoke: confirmed by name; the key stops working at once.
  await row.getByRole('button', { name: 'Revoke Box office script' }).click();
  await organizer.getByRole('dialog').getByRole('button', { name: 'Revoke key' }).click();
  await expect(organizer.getByText('API key revoked')).toBeVisible();
  await expect(row).toHaveCount(0);
  const revoked = await script.request.get(`/api/v1/profile_management/events?ownerId=${ownerId}`, { headers: auth });
  expect(revoked.status()).toBe(401);
  await shoot(organizer, 'developer-zone-keys-empty');

  await script.close();
  await organizer.context().close();
});
