import { expect, test } from '../axe-test.ts';
import { newPerson, shoot, signUpViaApi } from '../helpers.ts';
import { broadcastsOf, createOnlineEvent } from './helpers.ts';

test('an organizer sees the stream key, rotates it, and switches to an external stream and back', async ({ page }) => {
  await signUpViaApi(page);
  const event = await createOnlineEvent(page, 'Keys');
  // The editor's details have no stream field of their own: each date's stream is its broadcast's.
  await page.goto(`/management/courses/${event.eventId}/details/edit`);
  await expect(page.getByLabel('Stream link')).toHaveCount(0);
  await page.getByRole('link', { name: 'Open the Broadcast tab' }).click();
  await expect(page).toHaveURL(`/management/courses/${event.eventId}/broadcasts`);

  const card = page.getByTestId('broadcast-card');
  await expect(card.getByTestId('broadcast-status')).toHaveAttribute('data-status', 'idle');
  const [first] = await broadcastsOf(page.request, event.eventId);
  const key = card.getByRole('textbox', { name: 'Stream key' });
  // Dots until shown, then the key the API gives its admins.
  await expect(key).not.toHaveValue(first!.ingest!.streamKey);
  await card.getByRole('button', { name: 'Show key' }).click();
  await expect(key).toHaveValue(first!.ingest!.streamKey);
  await expect(card.getByRole('button', { name: 'Copy stream key' })).toBeVisible();
  await shoot(page, 'broadcast-tab');

  await card.getByRole('button', { name: 'Rotate key' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Rotate key' }).click();
  await expect(page.getByText('A new stream key was made')).toBeVisible();
  const [rotated] = await broadcastsOf(page.request, event.eventId);
  expect(rotated!.ingest!.streamKey).not.toBe(first!.ingest!.streamKey);
  await expect(key).toHaveValue(rotated!.ingest!.streamKey);

  // External needs its link: saved with it, and the key's fields leave the card.
  await card.getByText('External', { exact: true }).click();
  // A host that allows no embed (Zoom): the broadcast page links it for those granted (the team here).
  const zoom = 'https://zoom.us/j/5551234567';
  await card.getByLabel('Stream link').fill(zoom);
  await card.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(card.getByRole('textbox', { name: 'Stream key' })).toHaveCount(0);
  expect((await broadcastsOf(page.request, event.eventId))[0]!.mode).toBe('external');
  await page.goto(`/b/${first!.id}`);
  await expect(page.getByTestId('broadcast-stage')).toHaveAttribute('data-stage', 'external');
  await expect(page.getByRole('link', { name: 'Open the stream' })).toHaveAttribute('href', zoom);
  await page.goBack();

  await card.getByText('Ovation live', { exact: true }).click();
  await expect(card.getByRole('textbox', { name: 'Stream key' })).toBeVisible();
  await expect.poll(async () => (await broadcastsOf(page.request, event.eventId))[0]!.mode).toBe('ovation');
});

test('a door collaborator sees the broadcast status, never its key', async ({ page, browser }) => {
  await signUpViaApi(page);
  const event = await createOnlineEvent(page, 'Door');
  const doorContext = await browser.newContext();
  const door = await doorContext.newPage();
  const person = await signUpViaApi(door, newPerson());
  const added = await page.request.post(`/api/v1/management/courses/${event.eventId}/teachings`, {
    data: { username: person.username, accessSetting: 'door' },
  });
  expect(added.ok(), await added.text()).toBe(true);

  await door.goto(`/management/courses/${event.eventId}/broadcasts`);
  const card = door.getByTestId('broadcast-card');
  await expect(card.getByTestId('broadcast-status')).toHaveAttribute('data-status', 'idle');
  await expect(card.getByText('Only the event’s admins see the stream key.')).toBeVisible();
  for (const name of ['Show key', 'Rotate key', 'Go live from this browser', 'Stop']) await expect(card.getByRole('button', { name })).toHaveCount(0);
  await expect(card.getByRole('textbox')).toHaveCount(0);
  await doorContext.close();
});

test('going live from a browser without a camera says so', async ({ page }) => {
  await signUpViaApi(page);
  const event = await createOnlineEvent(page, 'Denied');
  await page.goto(`/management/courses/${event.eventId}/broadcasts`);
  await page.getByRole('button', { name: 'Go live from this browser' }).click();
  const panel = page.getByRole('dialog', { name: 'Go live from this browser' });
  await panel.getByRole('button', { name: 'Start preview' }).click();
  // This browser has no camera or microphone (only the journeys that stream get Chromium's fake ones).
  await expect(panel.getByRole('alert')).toHaveText('No camera or microphone was found.');
  await expect(panel.getByRole('button', { name: 'Go live', exact: true })).toHaveCount(0);
  await shoot(page, 'go-live-no-camera');
});
