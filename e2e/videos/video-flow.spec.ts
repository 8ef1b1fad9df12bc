import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../axe-test.ts';
import { sessionUserId, uniqueWord } from '../events/helpers.ts';
import { expectPath, newPerson, shoot, signUpViaApi } from '../helpers.ts';

/** A 6-second H.264 MP4 from ffmpeg's test source (CI installs ffmpeg) with noise, about 15 MB: three tus chunks of 5 MiB. */
function testClip(): string {
  const file = path.join(os.tmpdir(), `ovation-e2e-${process.pid}.mp4`);
  if (!fs.existsSync(file)) {
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=6:size=640x360:rate=25'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=6', '-shortest'],
      ...['-vf', 'noise=alls=30:allf=t', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', file],
    ]);
  }
  return file;
}

test('an organizer uploads a video with visible progress, publishes it and plays it; a visitor sees it blurred once it is members-only; a collaborator removes themselves', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const clip = testClip();
  const owner = await signUpViaApi(page, newPerson());
  const ownerId = await sessionUserId(page);
  const connected = await page.request.post(`/api/v1/profile_management/stripe/connect?ownerId=${ownerId}`);
  expect(connected.ok(), await connected.text()).toBe(true);
  const tier = await page.request.post('/api/v1/membership_tiers', {
    data: {
      ownerId,
      name: 'Friends',
      description: 'Support the channel.',
      prices: [{ price: 500, interval: 'month' }],
      validSubscriptionsLimit: null,
    },
  });
  expect(tier.ok(), await tier.text()).toBe(true);

  // The empty list leads to the upload page.
  await page.goto(`/manage/${owner.username}/videos`);
  await expect(page.getByText('Getting Started with Videos')).toBeVisible();
  await shoot(page, 'videos-empty');
  await page.getByRole('link', { name: 'Upload Your First Video' }).click();
  await expectPath(page, `/manage/${owner.username}/videos/new`);

  // The file goes by tus with a visible progress; then the details and Publish Now.
  const title = uniqueWord('Rehearsal');
  // Each chunk waits a little on the way, so the progress between chunks can be seen (loopback is instant).
  await page.route('**/api/v1/uploads/tus/**', async (route) => {
    if (route.request().method() === 'PATCH') await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a video file' }).click();
  await (await chooser).setFiles(clip);
  const progress = page.getByRole('progressbar');
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 30_000 }).toBeGreaterThan(0);
  await expect(page.getByText(/^Uploading \d+%$/)).toBeVisible();
  await expect(page.getByText('Upload complete')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Description' }).fill('The full rehearsal, in one take.');
  await page.getByRole('textbox', { name: 'Tags' }).fill('rehearsal, strings');
  await shoot(page, 'video-new');
  await page.getByRole('button', { name: 'Publish Now' }).click();
  await expectPath(page, `/manage/${owner.username}/videos`);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Public');
  // The list polls while a video is processing; a ready video shows no status.
  await expect(row).toContainText('Processing');
  await expect(row).not.toContainText('Processing', { timeout: 90_000 });
  await expect(row).not.toContainText('Failed');
  await shoot(page, 'videos-list');

  // The player: HLS plays and time advances.
  await row.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/watch\/[0-9a-f-]{36}$/);
  const videoId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const video = page.locator('video');
  await expect(video).toBeVisible();
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(0.5);
  await expect(page.getByText('1 view')).toBeVisible();
  await shoot(page, 'watch');

  // Members only: the owner edits the visibility and picks the tier.
  await page.goto(`/manage/${owner.username}/videos/edit/${videoId}`);
  await page.getByRole('radio', { name: 'Members only' }).check();
  await page.getByRole('checkbox', { name: 'Friends' }).check();
  await page.getByRole('button', { name: 'Add person or organization' }).click();

  // A collaborator, found by their handle in the add modal.
  const helperContext = await browser.newContext();
  const helperPage = await helperContext.newPage();
  const collaborator = await signUpViaApi(helperPage, newPerson());
  const modal = page.getByRole('dialog', { name: 'Add person or organization' });
  await expect(modal.getByText('Find existing or send an invitation')).toBeVisible();
  await modal.getByRole('textbox', { name: 'Name or email' }).fill(collaborator.username);
  await expect(modal.getByText('1 result found')).toBeVisible();
  await modal.getByText(`@${collaborator.username}`).click();
  await modal.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Collaborator added')).toBeVisible();
  await shoot(page, 'video-edit');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectPath(page, `/manage/${owner.username}/videos`);
  await expect(row).toContainText('Members Only');

  // A visitor: the profile's videos tab shows the card blurred; clicking it opens the Membership tab.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/p/${owner.username}?tab=videos`);
  const locked = visitor.getByRole('button', { name: new RegExp(`Members only.*${title}.*See the membership`) });
  await expect(locked).toBeVisible();
  // The card's poster is blurred by the server, not only by CSS: the visitor's bytes are not the owner's (issue 26).
  const blurredSrc = await visitor.locator('img[data-blurred]').getAttribute('src');
  expect(blurredSrc).toBe(`/api/v1/videos/${videoId}/poster`);
  const ownerSrc = (await row.locator('img').getAttribute('src'))!;
  expect(ownerSrc).toContain('sig=');
  const [seen, real] = [await (await visitor.request.get(blurredSrc!)).body(), await (await page.request.get(ownerSrc)).body()];
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.equals(real)).toBe(false);
  expect((await visitor.request.get(ownerSrc)).status()).toBe(403);
  await shoot(visitor, 'profile-videos-visitor');
  await locked.click();
  await expect(visitor).toHaveURL(/tab=membership/);
  // A copied stream link gives the visitor nothing: the player has no sources for them.
  await visitor.goto(`/watch/${videoId}`);
  await expect(visitor.getByText('This video is for members only')).toBeVisible();
  await shoot(visitor, 'watch-members-only');
  await visitorContext.close();

  // The collaborator sees the video in their own list and removes themselves.
  await helperPage.goto(`/manage/${collaborator.username}/videos`);
  const shared = helperPage.getByRole('row').filter({ hasText: title });
  await expect(shared).toBeVisible();
  await shared.getByRole('button', { name: `Actions for ${title}` }).click();
  await expect(helperPage.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
  await helperPage.getByRole('menuitem', { name: 'Remove me' }).click();
  await helperPage.getByRole('dialog').getByRole('button', { name: 'Remove me' }).click();
  await expect(helperPage.getByText('You have been removed from this video')).toBeVisible();
  await expect(helperPage.getByText('Getting Started with Videos')).toBeVisible();
  await helperContext.close();
});
