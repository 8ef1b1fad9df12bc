import { expect, test } from '../axe-test.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../browser.ts';
import { signUpViaApi } from '../helpers.ts';
import { createFreeEvent, getFreeTickets } from './helpers.ts';

// A fake camera; the Barcode Detection API is replaced by a stub that reads whatever the test puts in
// window.__qr (Chromium on Linux has no BarcodeDetector), so the page's camera path runs end to end.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
  permissions: ['camera'],
});

test('door staff scan a ticket with the camera: checked in once, the same QR code held up again is ignored', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __qr: string | null; BarcodeDetector: unknown };
    w.__qr = null;
    w.BarcodeDetector = class {
      static async getSupportedFormats() {
        return ['qr_code'];
      }
      async detect() {
        return w.__qr ? [{ rawValue: w.__qr, format: 'qr_code' }] : [];
      }
    };
  });
  const organizer = await signUpViaApi(page);
  const event = await createFreeEvent(page, 'Scan Night');
  const buyer = { firstName: 'Grace', lastName: 'Hopper', email: organizer.email };
  const { orderId } = await getFreeTickets(page.request, event, buyer);
  const view = (await (await page.request.get(`/api/v1/ticket_pages/tickets/${orderId}`)).json()) as { tickets: { qrCodeUrl: string }[] };
  const secret = new URL(view.tickets[0]!.qrCodeUrl, 'http://x').searchParams.get('data')!;

  await page.goto(`/management/courses/${event.eventId}/check-in`);
  await page.getByRole('button', { name: 'Scan with camera' }).click();
  await expect(page.getByRole('button', { name: 'Stop camera' })).toBeVisible();

  await page.evaluate((code) => ((window as unknown as { __qr: string }).__qr = code), secret);
  const banner = page.getByTestId('check-in-result');
  await expect(banner).toHaveAttribute('data-kind', 'checked_in');
  await expect(banner).toContainText('Grace Hopper');

  // Still in front of the camera: one check-in, not a stream of 'Already checked in'.
  await page.waitForTimeout(2500);
  await expect(page.getByRole('list', { name: 'Recent scans' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('door-count')).toContainText('1 / 1');

  await page.getByRole('button', { name: 'Stop camera' }).click();
  await expect(page.getByRole('button', { name: 'Scan with camera' })).toBeVisible();
});
