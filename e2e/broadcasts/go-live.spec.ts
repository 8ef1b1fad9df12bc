import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../axe-test.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../browser.ts';
import { newPerson, shoot, signUpViaApi } from '../helpers.ts';
import { getFreeTickets } from '../tickets/helpers.ts';
import { broadcastsOf, createOnlineEvent } from './helpers.ts';

// Chromium's fake camera and microphone (a test pattern with a beep), allowed without a prompt.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', '--autoplay-policy=no-user-gesture-required'],
  },
  permissions: ['camera', 'microphone'],
});

// The packager's first segments, the player's start and the end's poll each take seconds.
test.setTimeout(180_000);

async function stageOf(page: Page) {
  return page.getByTestId('broadcast-stage');
}

/** Someone else opening the broadcast page: signed in without a ticket, or signed out. */
async function visitor(browser: Browser, broadcastId: string, signedIn: boolean) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (signedIn) await signUpViaApi(page, newPerson());
  await page.goto(`/b/${broadcastId}`);
  return page;
}

test('an organizer goes live from the browser, a ticket holder watches, others are refused, Stop ends it, the replay plays', async ({
  page,
  browser,
}) => {
  // The organizer (this page) and an online event; a buyer with an online ticket in a context of their own.
  const organizer = await signUpViaApi(page);
  const event = await createOnlineEvent(page, 'Camera');
  const [broadcast] = await broadcastsOf(page.request, event.eventId);
  const buyerContext = await browser.newContext();
  // The player's stream code (hls.js) is held back until the holder has pressed play: a press made before the stream
  // is attached must still play (setting a source pauses the element).
  let releasePlayer = () => {};
  const playerHeld = new Promise<void>((resolve) => (releasePlayer = resolve));
  let heldRequests = 0;
  await buyerContext.route('**/assets/hls.light-*.js', async (route) => {
    heldRequests += 1;
    await playerHeld;
    await route.continue();
  });
  const buyer = await buyerContext.newPage();
  const person = await signUpViaApi(buyer, newPerson());
  const { orderId } = await getFreeTickets(buyer.request, event, person);

  // View Stream on the ticket page opens /b/:id, which waits for the start.
  await buyer.goto(`/tickets/${orderId}`);
  const viewStream = buyer.getByRole('link', { name: 'View Stream' });
  await expect(viewStream).toHaveAttribute('href', `/b/${broadcast!.id}`);
  await buyer.goto(`/b/${broadcast!.id}`);
  await expect(await stageOf(buyer)).toHaveAttribute('data-stage', 'not-started');
  await expect(buyer.getByText('The stream hasn’t started yet')).toBeVisible();
  await shoot(buyer, 'broadcast-not-started');

  // Go live from this browser: preview, then live once the server says so.
  await page.goto(`/management/courses/${event.eventId}/broadcasts`);
  await page.getByRole('button', { name: 'Go live from this browser' }).click();
  const panel = page.getByRole('dialog', { name: 'Go live from this browser' });
  await panel.getByRole('button', { name: 'Start preview' }).click();
  await expect.poll(() => panel.getByTestId('go-live-preview').evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await panel.getByRole('button', { name: 'Go live', exact: true }).click();
  await expect(panel.getByTestId('broadcast-status')).toHaveAttribute('data-status', 'live', { timeout: 30_000 });
  await shoot(page, 'broadcast-go-live');

  // The ticket holder's page switches to the player by itself, and the video plays.
  await expect(await stageOf(buyer)).toHaveAttribute('data-stage', 'live', { timeout: 30_000 });
  const video = buyer.getByTestId('broadcast-stage').locator('video');
  await expect.poll(() => heldRequests).toBe(1);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    void v.play().catch(() => {});
  });
  releasePlayer();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(1);
  const at = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(at + 1);
  // The holder counts as a viewer as soon as the player plays (not at the next 10 s poll).
  await expect(buyer.getByTestId('broadcast-viewers')).toHaveText('1 viewer', { timeout: 5000 });
  await shoot(buyer, 'broadcast-live');

  // Signed in without a ticket: refused with the way to buy; signed out: sign in first.
  const stranger = await visitor(browser, broadcast!.id, true);
  await expect(await stageOf(stranger)).toHaveAttribute('data-stage', 'no-ticket');
  await expect(stranger.getByRole('link', { name: 'Get a ticket' })).toHaveAttribute('href', `/event/${event.eventId}`);
  await expect(stranger.locator('video')).toHaveCount(0);
  await shoot(stranger, 'broadcast-no-ticket');
  await stranger.context().close();
  const anonymous = await visitor(browser, broadcast!.id, false);
  await expect(await stageOf(anonymous)).toHaveAttribute('data-stage', 'sign-in');
  await expect(anonymous.getByTestId('broadcast-stage').getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    `/auth?redirect_to=/b/${broadcast!.id}`,
  );
  await shoot(anonymous, 'broadcast-sign-in');
  await anonymous.context().close();

  // Stop (confirmed): the panel says ended, and so does the holder's page.
  await panel.getByRole('button', { name: 'Stop' }).click();
  await page.getByRole('dialog', { name: 'Stop the broadcast?' }).getByRole('button', { name: 'Stop' }).click();
  await expect(panel.getByText('The broadcast has ended.')).toBeVisible({ timeout: 30_000 });
  await expect(buyer.getByText('The stream has ended')).toBeVisible({ timeout: 30_000 });

  // The recording becomes a replay through the videos' processing (a job of the server's worker: seconds for these
  // few seconds of stream); the page polls until it is ready and plays it for the holder.
  const replay = buyer.getByTestId('video-stage');
  await expect(replay).toHaveAttribute('data-stage', 'play', { timeout: 120_000 });
  const replayVideo = replay.locator('video');
  await replayVideo.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    void v.play();
  });
  await expect.poll(() => replayVideo.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(1);
  await shoot(buyer, 'broadcast-ended');

  // The replay is among the holder's on-demand videos, first as theirs by ticket.
  await buyer.goto('/videos/ondemand');
  const row = buyer.getByRole('row').filter({ hasText: event.name });
  await expect(row.getByRole('link', { name: new RegExp(`^${event.name} \\(`) })).toBeVisible();
  await expect(row.getByText('Your ticket')).toBeVisible();
  await shoot(buyer, 'ondemand');
  await buyerContext.close();

  // In the organizer's video library the replay says whose stream it was, and saves as members-only without a tier
  // (its ticket holders only) where any other video would need one.
  const saved = (await broadcastsOf(page.request, event.eventId))[0]!.replay!;
  await page.goto(`/manage/${organizer.username}/videos/edit/${saved.videoId}`);
  await expect(page.getByText(`This is the replay of ${event.name}'s live stream`)).toBeVisible();
  await page.getByLabel('Title').fill(`${event.name}: the replay`);
  await shoot(page, 'replay-in-video-editor');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Video saved')).toBeVisible();
  expect((await broadcastsOf(page.request, event.eventId))[0]!.replay).toMatchObject({ audience: 'ticket-holders' });
});
