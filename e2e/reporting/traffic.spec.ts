import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../axe-test.ts';
import { connectedOrganizer, createEventViaApi, isoInDays, uniqueWord } from '../events/helpers.ts';
import { shoot } from '../helpers.ts';

/** A desktop Chrome: the ingestion drops bots, and the headless browser's own user agent says it is one. */
const DESKTOP_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * The buyer's visit as the browser tracker reports it (src/web/features/analytics, an-ingest's branch): a session from
 * the newsletter's link, then the funnel's actions. Until the tracker is wired into the pages, this journey sends
 * them through the same ingestion API the tracker uses.
 */
async function recordVisit(request: APIRequestContext, eventId: string) {
  const headers = { 'user-agent': DESKTOP_CHROME };
  const sessionId = randomUUID();
  const session = await request.post('/api/v1/analytics/sessions', {
    headers,
    data: {
      sessions: [
        {
          id: sessionId,
          eventId,
          locale: 'en-GB',
          referrer: 'https://news.example.com/issue-12',
          utmSource: 'news',
          utmMedium: 'email',
          utmCampaign: 'autumn',
        },
      ],
    },
  });
  expect(session.status(), await session.text()).toBeLessThan(300);
  const steps = ['event_viewed', 'tickets_selected', 'checkout_started', 'order_completed'].map((name) => ({
    id: randomUUID(),
    sessionId,
    name,
    eventId,
    path: `/event/${eventId}`,
    occurredAt: new Date().toISOString(),
  }));
  const actions = await request.post('/api/v1/analytics/actions', { headers, data: { actions: steps } });
  expect(actions.status(), await actions.text()).toBeLessThan(300);
}

test("a buyer's visit produces the funnel rows an organizer then sees on Stats and in Reporting", async ({ page, browser }) => {
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

  // The buyer opens the event from the newsletter; the visit goes in as the tracker sends it.
  await page.goto(`/event/${eventId}?utm_source=news&utm_medium=email&utm_campaign=autumn`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await recordVisit(page.request, eventId);

  // The organizer's Stats tab: the Traffic section under the sales.
  await organizer.goto(`/management/courses/${eventId}/stats`);
  const traffic = organizer.getByRole('region', { name: 'Traffic', exact: true });
  await expect(traffic.getByRole('region', { name: 'Funnel' })).toBeVisible();
  const funnel = traffic.getByRole('region', { name: 'Funnel' });
  for (const step of ['Viewed the event', 'Selected tickets', 'Started checkout', 'Paid'])
    await expect(funnel.getByRole('listitem').filter({ hasText: step })).toContainText('1');
  await expect(funnel.getByText('100% of the step before')).toHaveCount(3);
  await expect(traffic.getByRole('region', { name: 'Top referrers' })).toContainText('news.example.com');
  await expect(traffic.getByRole('region', { name: 'UTM campaigns' })).toContainText('news/email/autumn');
  await expect(traffic.getByRole('region', { name: 'Devices' })).toContainText('Desktop');
  await expect(traffic.getByRole('img', { name: /Unique visitors per day: 1 over 30 days/ })).toBeVisible();
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
