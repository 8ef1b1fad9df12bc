import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { expect, test } from '../axe-test.ts';
import { createEventViaApi, isoInDays, sessionUserId } from '../events/helpers.ts';
import { collectCspViolations, newPerson, signUpViaApi } from '../helpers.ts';
import { buyViaApi } from '../reporting/helpers.ts';

/**
 * The product on STORAGE=s3 with redirects (issue 35; playwright.config.ts runs this spec against the second server,
 * whose bucket has docs/production.md's CORS rule): the browser follows the API's 302s to the bucket. A failing CORS
 * rule, a policy without the bucket or a redirect the browser refuses shows here, and nowhere in the API tests.
 */

/** Two seconds of ffmpeg's test card, small (one tus request): the video is the set-up, not the subject. */
function tinyClip(): string {
  const file = path.join(os.tmpdir(), `ovation-e2e-s3-${process.pid}.mp4`);
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=320x180:rate=25'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', file],
  ]);
  return file;
}

/** A public video of the signed-in organizer, uploaded by tus through the API and published (processing starts). */
async function publishVideo(page: Page, ownerId: string): Promise<string> {
  const session = await page.request.get(`/api/v1/videos/direct_upload_url?ownerId=${ownerId}`);
  expect(session.ok(), await session.text()).toBe(true);
  const { url, passthroughUuid } = (await session.json()) as { url: string; passthroughUuid: string };
  const clip = fs.readFileSync(tinyClip());
  const metadata = Object.entries({ passthroughUuid, filename: 'clip.mp4', filetype: 'video/mp4', ownerId })
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
  const upload = await page.request.post(url, {
    headers: {
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(clip.length),
      'Upload-Metadata': metadata,
      'Content-Type': 'application/offset+octet-stream',
    },
    data: clip,
  });
  expect(upload.status(), await upload.text()).toBe(201);
  expect(upload.headers()['upload-offset']).toBe(String(clip.length));
  const fields = { ownerId, title: 'Test card', description: 'Two seconds of colour bars.', visibility: 'public' };
  const created = await page.request.post('/api/v1/videos', { data: { ...fields, passthroughUuid, filename: 'clip.mp4', bytesize: clip.length } });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** Every response the browser got by following a redirect, with the path of the API URL it was sent on from. */
function followedRedirects(page: Page) {
  const followed: { from: string; response: Response }[] = [];
  page.on('response', (response) => {
    const from = response.request().redirectedFrom();
    if (from) followed.push({ from: new URL(from.url()).pathname, response });
  });
  return followed;
}

test('on object storage, a video plays from the bucket and a report export downloads from it, under the page policy', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = collectCspViolations(page);
  const followed = followedRedirects(page);
  // Set-up through the API: a video being processed, and an order (a free ticket) for the orders report.
  const owner = await signUpViaApi(page, newPerson());
  const ownerId = await sessionUserId(page);
  const videoId = await publishVideo(page, ownerId);
  const eventId = await createEventViaApi(page, ownerId, {
    name: 'Colour bars night',
    details: { startsAt: isoInDays(10), endsAt: isoInDays(10, 3), category: 'music', locationSetting: 'tba', currency: 'usd' },
    tickets: [{ name: 'Free', price: 0, quantity: 10 }],
    publish: true,
  });
  const listed = (await (await page.request.get(`/api/v1/tickets?eventId=${eventId}`)).json()) as { tickets: { id: string }[] };
  await buyViaApi(page.request, eventId, { [listed.tickets[0]!.id]: 1 }, { firstName: 'Mae', lastName: 'Jemison', email: owner.email });
  const status = async () => ((await (await page.request.get(`/api/v1/videos/${videoId}?ownerId=${ownerId}`)).json()) as { status: string }).status;
  await expect.poll(status, { timeout: 60_000 }).toBe('ready');

  // The watch page's policy names the bucket's origin for media and fetches: the origin the segments must come from.
  const watch = await page.goto(`/watch/${videoId}`);
  const mediaSrc = /media-src ([^;]+)/.exec(watch!.headers()['content-security-policy']!)![1]!.split(' ');
  const bucket = mediaSrc.find((source) => source.startsWith('http://'))!;
  expect(bucket).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  const fromBucket = (path: RegExp) => followed.filter(({ from, response }) => path.test(from) && new URL(response.url()).origin === bucket);
  const video = page.locator('video');
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(0.5);
  const segments = fromBucket(new RegExp(`^/api/v1/video_streams/${videoId}/.+\\.ts$`));
  expect(segments.length).toBeGreaterThan(0);
  for (const { response } of segments) {
    expect(response.status()).toBe(200);
    expect(response.headers()['access-control-allow-origin']).toBe(new URL(page.url()).origin);
  }

  // Export CSV prepares the file; the page fetches it from the API, which sends it on to the bucket.
  await page.goto(`/manage/${owner.username}/reporting/orders`);
  await page.getByRole('button', { name: 'Actions' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^orders-.*\.csv$/);
  expect(fs.readFileSync((await file.path())!, 'utf8')).toContain(owner.email);
  expect(fromBucket(/^\/api\/v1\/profile_management\/report_exports\/.+\/file$/).map(({ response }) => response.status())).toEqual([200]);
  expect(violations).toEqual([]);
});
