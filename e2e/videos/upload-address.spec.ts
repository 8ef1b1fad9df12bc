import { expect, test } from '../axe-test.ts';
import { VIDEO_FORM_TEXTS as T } from '../../src/contracts/videos.messages.ts';
import { newPerson, shoot, signUpViaApi } from '../helpers.ts';

// The e2e server's PUBLIC_URL is its base URL (http://127.0.0.1:<port>). A page opened at localhost:<port> is
// another origin: its upload cannot go to PUBLIC_URL, and the user is told so plainly (issue 26), not 'Network
// error ... check your internet'.
test('a page opened at another address than PUBLIC_URL says where to upload from', async ({ browser, baseURL }) => {
  const publicUrl = new URL(baseURL!).origin;
  const elsewhere = publicUrl.replace('127.0.0.1', 'localhost');
  const context = await browser.newContext({ baseURL: elsewhere });
  const page = await context.newPage();
  const owner = await signUpViaApi(page, newPerson());
  await page.goto(`/manage/${owner.username}/videos/new`);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a video file' }).click();
  await (await chooser).setFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(4096) });
  await expect(page.getByText(T.uploadAddressElsewhere(publicUrl)).first()).toBeVisible();
  await expect(page.getByText(T.networkErrorUpload)).toHaveCount(0);
  await shoot(page, 'upload-address-elsewhere');
  await context.close();
});
