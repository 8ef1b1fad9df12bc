import { expect, test } from '../axe-test.ts';
import { fillPurchaser, payByCard } from '../checkout/helpers.ts';
import { connectedOrganizer, createEventViaApi, isoInDays, uniqueWord } from '../events/helpers.ts';
import { expectPath, newPerson, shoot } from '../helpers.ts';

/** A desktop Chrome: the ingestion drops bots, and the headless browser's own user agent says it is one. */
const DESKTOP_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test("a buyer's visit produces the funnel rows an organizer then sees on Stats and in Reporting", async ({ browser }) => {
  const { organizer, owner } = await connectedOrganizer(browser);
  const ownerId = (await (await organizer.request.get('/api/session')).json()).user.id as string;
  const username = (await (await organizer.request.get('/api/session')).json()).user.username as string;
  const eventId = await createEventViaApi(organizer, ownerId, {
    name: `Traffic night ${uniqueWord('t')}`,
    details: { startsAt: isoInDays(20), endsAt: isoInDays(20, 2), category: 'music', locationSetting: 'tba', currency: 'usd' },
    tickets: [{ name: 'Front row', price: 2500, quantity: 20 }],
    publish: true,
  });
  void owner;

  // The buyer comes from the newsletter and buys; the page's tracker reports the visit. Its last batch (with the
  // purchase) is awaited: the server answers once the batch is in the ingestion buffer.
  const buyer = await (await browser.newContext({ userAgent: DESKTOP_CHROME })).newPage();
  const purchaseReported = buyer.waitForResponse(
    (r) => r.url().endsWith('/api/v1/analytics/actions') && (r.request().postData() ?? '').includes('order_completed'),
  );
  await buyer.goto(`/event/${eventId}?utm_source=news&utm_medium=email&utm_campaign=autumn`);
  await buyer.getByRole('link', { name: 'Get Tickets' }).click();
  await buyer.getByRole('button', { name: 'Continue' }).click();
  await fillPurchaser(buyer, newPerson());
  await buyer.getByRole('button', { name: 'Continue' }).click();
  await expect(buyer).toHaveURL(/page=payment/);
  await payByCard(buyer, '4242 4242 4242 4242');
  await expectPath(buyer, /^\/checkout\/thankyou\/[0-9a-f-]+\/success$/);
  expect((await purchaseReported).status()).toBe(202);
  await buyer.context().close();
  // The buffer writes on its next flush; the development read of the event's rows flushes it first.
  expect((await organizer.request.get(`/api/dev/analytics/events/${eventId}`)).status()).toBe(200);

  // The organizer's Stats tab: the Traffic section under the sales.
  await organizer.goto(`/management/courses/${eventId}/stats`);
  const traffic = organizer.getByRole('region', { name: 'Traffic', exact: true });
  await expect(traffic.getByRole('region', { name: 'Funnel' })).toBeVisible();
  const funnel = traffic.getByRole('region', { name: 'Funnel' });
  for (const step of ['Viewed the event', 'Selected tickets', 'Started checkout', 'Paid'])
    await expect(funnel.getByRole('listitem').filter({ hasText: step })).toContainText('1');
  await expect(funnel.getByText('100% of the step before')).toHaveCount(3);
  await expect(traffic.getByRole('region', { name: 'Devices' })).toContainText('Desktop');
  // The campaign of the address the buyer landed on, though the event page dropped its utm_ parameters.
  await expect(traffic.getByRole('region', { name: 'UTM campaigns' })).toContainText('autumn');
  await expect(traffic.getByRole('img', { name: /Unique visitors per day: 1 over 30 days/ })).toBeVisible();
  // Visitors are unique per day (the visitor hash's salt changes daily): the figure says its range's are summed.
  await expect(traffic.getByText('Unique per day, summed over the dates')).toBeVisible();
  await shoot(organizer, 'traffic-stats');

  // A range without visits: the empty state.
  await traffic.getByLabel('From', { exact: true }).fill(isoInDays(-400).slice(0, 10));
  await traffic.getByLabel('To', { exact: true }).fill(isoInDays(-390).slice(0, 10));
  await expect(traffic.getByText('No visits in these dates')).toBeVisible();
  await shoot(organizer, 'traffic-stats-empty');

  // Reporting's Traffic tab: every event of the profile together, the range in the address.
  await organizer.goto(`/manage/${username}/reporting`);
  await organizer.getByRole('tab', { name: 'Traffic' }).click();
  await expect(organizer).toHaveURL(/\/reporting\/traffic/);
  const overview = organizer.getByRole('region', { name: 'Traffic of all your events' });
  await expect(overview.getByRole('region', { name: 'Funnel' }).getByRole('listitem').filter({ hasText: 'Paid' })).toContainText('1');
  await shoot(organizer, 'traffic-reporting');
  await organizer.context().close();
});
