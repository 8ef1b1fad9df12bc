import type { Browser, Page, Request, Route } from '@playwright/test';
import { expect, test } from '../axe-test.ts';
import { fillPurchaser, organizerEvent, payByCard } from '../checkout/helpers.ts';
import { expectPath, newPerson, shoot } from '../helpers.ts';

/**
 * The owners' purchase pixels (docs/decisions/analytics.md 'Pixels'). The server runs with PIXEL_SCRIPTS_URL at
 * /test-pixels on its own origin (playwright.config.ts): the fake scripts below stand in for gtag.js, fbevents.js
 * and gtm.js and report every event they receive to /test-pixels/collect, which the test counts across reloads.
 */
const FAKE_SCRIPTS: Record<string, string> = {
  'gtag/js': `(function () {
    var dl = window.dataLayer;
    function handle(a) { if (a && a[0] === 'event') fetch('/test-pixels/collect?via=ga4&event=' + a[1] + '&value=' + (a[2] && a[2].value)); }
    dl.forEach(handle);
    var push = dl.push;
    dl.push = function () { for (var i = 0; i < arguments.length; i++) handle(arguments[i]); return push.apply(dl, arguments); };
  })();`,
  'gtm.js': `(function () {
    var dl = window.dataLayer;
    function handle(a) { if (a && a.event && String(a.event).indexOf('gtm') !== 0) fetch('/test-pixels/collect?via=gtm&event=' + a.event + '&value=' + (a.ecommerce && a.ecommerce.value)); }
    dl.forEach(handle);
    var push = dl.push;
    dl.push = function () { for (var i = 0; i < arguments.length; i++) handle(arguments[i]); return push.apply(dl, arguments); };
  })();`,
  'fbevents.js': `(function () {
    var f = window.fbq;
    f.callMethod = function (kind, name, data) { if (kind === 'track') fetch('/test-pixels/collect?via=meta&event=' + name + '&value=' + (data && data.value)); };
    f.queue.forEach(function (a) { f.callMethod.apply(f, a); });
    f.queue.length = 0;
  })();`,
};

const PIXEL_IDS = { googleAnalyticsId: 'G-TEST1234', metaPixelId: '1234567890', googleTagManagerContainerId: 'GTM-TEST12' };

/** Every request the page makes to the fake pixel endpoint, answered by it. */
async function fakePixels(page: Page) {
  const requests: string[] = [];
  page.on('request', (r: Request) => {
    if (r.url().includes('/test-pixels/')) requests.push(new URL(r.url()).pathname + new URL(r.url()).search);
  });
  await page.route('**/test-pixels/**', (route: Route) => {
    const path = new URL(route.request().url()).pathname.replace('/test-pixels/', '');
    const script = FAKE_SCRIPTS[path];
    return script ? route.fulfill({ contentType: 'text/javascript', body: script }) : route.fulfill({ status: 204 });
  });
  const hits = (via: string, event: string) =>
    requests.filter((r) => r.startsWith('/test-pixels/collect') && r.includes(`via=${via}&event=${event}&`));
  return { requests, hits };
}

/** A paid event of an organizer who set the three pixel ids in Settings (saved through Settings' own call). */
function pixelOrganizerEvent(browser: Browser) {
  return organizerEvent(browser, [{ name: 'Front row', price: 2500, quantity: 20 }], 'Pixel night', {}, async (page, ownerId) => {
    const { user } = (await (await page.request.get('/api/session')).json()) as { user: { name: string; username: string } };
    const saved = await page.request.patch(`/api/v1/profiles/${ownerId}`, {
      data: { name: user.name, username: user.username, settingAttributes: PIXEL_IDS },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  });
}

/** From the event page to the thank-you page, as a signed-out buyer paying by card. */
async function buyOneTicket(page: Page, eventId: string) {
  await page.goto(`/event/${eventId}/select`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillPurchaser(page, newPerson());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/page=payment/);
  await payByCard(page, '4242 4242 4242 4242');
  await expectPath(page, /^\/checkout\/thankyou\/[0-9a-f-]+\/success$/);
}

test('accepted: the trackers load on the event page, and the purchase fires once across two reloads of the thank-you page', async ({
  page,
  browser,
}) => {
  const { eventId } = await pixelOrganizerEvent(browser);
  const pixels = await fakePixels(page);

  // The site's own home page loads no tracker and asks nothing.
  await page.goto('/');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);

  // Every page of the event asks: its dates page, then the event page, where the buyer answers.
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await page.goto(`/event/${eventId}/dates`);
  await expect(banner).toBeVisible();
  await page.goto(`/event/${eventId}`);
  await expect(banner).toBeVisible();
  await shoot(page, 'pixels-consent-banner');
  // On a phone the banner stays inside the screen, its buttons reachable.
  await page.setViewportSize({ width: 375, height: 700 });
  const box = (await banner.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await page.screenshot({ path: `${process.env.E2E_SHOTS ?? 'test-results'}/pixels-consent-banner-375-viewport.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(pixels.requests).toEqual([]);
  // Keyboard: the banner's buttons take focus and Enter like any other.
  await banner.getByRole('button', { name: 'Accept' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
  await expect.poll(() => pixels.hits('meta', 'PageView').length).toBe(1);
  expect(pixels.requests).toEqual(
    expect.arrayContaining(['/test-pixels/gtag/js?id=G-TEST1234', '/test-pixels/fbevents.js', '/test-pixels/gtm.js?id=GTM-TEST12']),
  );

  const claimed = page.waitForResponse((r) => r.url().endsWith('/purchase_pixel'));
  await buyOneTicket(page, eventId);
  expect(await (await claimed).json()).toEqual({ claim: 'first' });
  await expect
    .poll(() => [pixels.hits('ga4', 'purchase').length, pixels.hits('meta', 'Purchase').length, pixels.hits('gtm', 'purchase').length])
    .toEqual([1, 1, 1]);
  expect(pixels.hits('ga4', 'purchase')[0]).toMatch(/value=\d+(\.\d+)?$/);
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);

  // Each full page load reports one page view: the buyer's (the select page's), then one per reload.
  const views = pixels.hits('meta', 'PageView').length;
  for (const load of [1, 2]) {
    const again = page.waitForResponse((r) => r.url().endsWith('/purchase_pixel'));
    await page.reload();
    expect(await (await again).json(), `reload ${load}`).toEqual({ claim: 'alreadyFired' });
    await expect.poll(() => pixels.hits('meta', 'PageView').length).toBe(views + load);
  }
  expect([pixels.hits('ga4', 'purchase').length, pixels.hits('meta', 'Purchase').length, pixels.hits('gtm', 'purchase').length]).toEqual([1, 1, 1]);
});

test('declined: no tracker script is ever requested, on the event page, in checkout or on the thank-you page', async ({ page, browser }) => {
  const { eventId } = await pixelOrganizerEvent(browser);
  const pixels = await fakePixels(page);
  let claims = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/purchase_pixel')) claims += 1;
  });

  await page.goto(`/event/${eventId}`);
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);

  await buyOneTicket(page, eventId);
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  expect(pixels.requests).toEqual([]);
  expect(claims).toBe(0);
});

test("an owner without pixel ids: the pages load none of the pixels' code and ask nothing", async ({ page, browser }) => {
  const { eventId } = await organizerEvent(browser, [{ name: 'Front row', price: 2500, quantity: 20 }], 'No pixels');
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const asked = page.waitForResponse((r) => r.url().endsWith(`/events/${eventId}/pixels`));
  await page.goto(`/event/${eventId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await asked;
  await page.goto(`/event/${eventId}/select`);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  expect(scripts.filter((s) => /OwnerPixels|ConsentBanner/.test(s))).toEqual([]);
});
