import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../axe-test.ts';
import { createEventViaApi, isoInDays, sessionUserId, uniqueWord } from '../events/helpers.ts';
import { expectPath, shoot, signUpViaApi } from '../helpers.ts';

test('an organizer builds a calendar of their events and another site shows its public page in an iframe', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const owner = await signUpViaApi(page);
  const ownerId = await sessionUserId(page);
  const jazz = `Late jazz ${uniqueWord('c')}`;
  const blues = `Blues night ${uniqueWord('c')}`;
  for (const [name, tag, days] of [
    [jazz, 'jazz', 5],
    [blues, 'blues', 9],
  ] as const) {
    await createEventViaApi(page, ownerId, {
      name,
      details: { startsAt: isoInDays(days), endsAt: isoInDays(days, 2), category: 'music', locationSetting: 'tba', tags: [tag] },
      tickets: [{ name: 'General', price: 0, quantity: 50 }],
      publish: true,
    });
  }

  // Marketing > Custom calendar: a dark background, grid layout, jazz only.
  await page.goto(`/manage/${owner.username}/marketing/custom-calendar`);
  await expectPath(page, `/manage/${owner.username}/marketing/custom-calendar`);
  const background = page.getByRole('textbox', { name: 'Background colour' });
  await expect(background).toHaveValue('FFFFFF');
  await background.fill('#1a1a2e');
  await expect(background).toHaveValue('1A1A2E');
  await page.getByRole('textbox', { name: 'Text colour' }).fill('#fff');
  await page.getByRole('textbox', { name: 'Tags' }).click();
  await expect(page.getByText('Enter a valid hex colour (e.g., D60B52)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate link' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Text colour' }).fill('FFFFFF');
  await page.getByRole('textbox', { name: 'Tags' }).fill('jazz');
  await page.getByText('Grid', { exact: true }).click();
  // The live preview shows the calendar as chosen: the jazz event only.
  const preview = page.frameLocator('iframe[title="Preview of your calendar"]');
  await expect(preview.getByText(jazz)).toBeVisible();
  await expect(preview.getByText(blues)).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'calendar-builder');

  await page.getByRole('button', { name: 'Generate link' }).click();
  const modal = page.getByRole('dialog', { name: 'Voila!' });
  await expect(modal).toBeVisible();
  const link = await modal.getByRole('textbox', { name: 'Calendar link' }).inputValue();
  expect(link).toContain(`/calendar/p/${owner.username}?`);
  expect(link).toContain('bgColor=1A1A2E');
  expect(link).toContain('tags=jazz');
  await shoot(page, 'calendar-voila');

  // Another site frames the public page: the jazz event shows on the chosen colours, the blues one does not.
  const site = await (await browser.newContext()).newPage();
  // Another site: a page of its own origin, served by a server of its own (a page the test makes up in the browser
  // has no origin that frame-ancestors can match, and Chromium keeps pages without an address off local servers).
  const venue = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><title>Venue site</title><h1>Our shows</h1><iframe src="${link}" width="900" height="700"></iframe>`);
  });
  await new Promise<void>((resolve) => venue.listen(0, 'localhost', resolve));
  await site.goto(`http://localhost:${(venue.address() as AddressInfo).port}/`);
  const calendar = site.frameLocator('iframe');
  await expect(calendar.getByText(jazz)).toBeVisible();
  await expect(calendar.getByText(blues)).toHaveCount(0);
  await expect(calendar.locator('[data-calendar-root]')).toHaveCSS('background-color', 'rgb(26, 26, 46)');
  await shoot(site, 'calendar-embedded');
  await site.goto(link);
  await expect(site.getByText(jazz)).toBeVisible();
  await shoot(site, 'calendar-page');
  await site.context().close();
  venue.close();

  // Services: the pitch and the contact address.
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Services' }).click();
  await expect(page.getByRole('link', { name: 'Ask for a quote' })).toHaveAttribute('href', /^mailto:/);
});
