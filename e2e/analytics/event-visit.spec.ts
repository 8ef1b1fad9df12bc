import { expect, test } from '../axe-test.ts';
import { signUpViaApi } from '../helpers.ts';
import { createEventViaApi, isoInDays, sessionUserId, uniqueWord } from '../events/helpers.ts';

/** What GET /api/dev/analytics/events/:eventId answers (contracts/analytics.ts devEventRowsReply), as read here. */
interface DevRows {
  sessions: { id: string; organizerId: string; referrer: string; device: string }[];
  actions: { name: string; sessionId: string }[];
  vitals: { name: string; sessionId: string; rating: string; navigationType: string }[];
}

/**
 * A visit to an event page opens an analytics session, records `event_viewed` and its web vitals (the server counts headless
 * Chromium here: ANALYTICS_COUNT_HEADLESS in playwright.config.ts). The organizer reads the rows through the dev
 * route, as the suite reads the dev outbox.
 */
test('a visit to an event page produces its session, event_viewed and web vital rows', async ({ page, browser }) => {
  await signUpViaApi(page);
  const ownerId = await sessionUserId(page);
  const name = `Tracked Gala ${uniqueWord('t')}`;
  const eventId = await createEventViaApi(page, ownerId, {
    name,
    details: { startsAt: isoInDays(12), endsAt: isoInDays(12, 2), category: 'music', locationSetting: 'tba' },
    tickets: [{ name: 'Seat', price: 0, quantity: 20 }],
    publish: true,
  });

  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const visitor = await context.newPage();
  const sessionPosted = visitor.waitForResponse((r) => r.url().endsWith('/api/v1/analytics/sessions'));
  const actionsPosted = visitor.waitForRequest((r) => r.url().endsWith('/api/v1/analytics/actions'));
  // web-vitals loads in a chunk of its own once the page has loaded (docs/decisions/analytics.md).
  const vitalsLoaded = visitor.waitForResponse((r) => /\/assets\/vitals-[^/]+\.js$/.test(r.url()));
  await visitor.goto(`/event/${eventId}?utm_source=news&utm_medium=email&utm_campaign=spring`, {
    referer: 'https://news.example.com/story/7?token=x',
  });
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  // Untouched, the visit still counts: the tracker loads when the browser is first idle after the page rendered.
  expect((await sessionPosted).status()).toBe(202);
  await vitalsLoaded;
  // The page's TTFB (settled once it has loaded) goes with the tracker's next send, at most 5 s later.
  await expect
    .poll(async () => ((await (await page.request.get(`/api/dev/analytics/events/${eventId}`)).json()) as DevRows).vitals, { timeout: 15_000 })
    .toEqual(expect.arrayContaining([expect.objectContaining({ name: 'TTFB', navigationType: 'navigate' })]));
  // The page is left: what waits goes as a beacon.
  const beacon = await Promise.all([actionsPosted, context.close()]).then(([request]) => request);
  const sent = JSON.parse(beacon.postData() ?? '{}') as { actions: { name: string; sessionId: string }[] };
  expect(sent.actions.map((a) => a.name)).toEqual(expect.arrayContaining(['page_view', 'event_viewed']));

  // The beacon's own answer is not observable once the page is gone: its rows are read once it has been handled,
  // which the server does in the order it receives requests.
  await expect
    .poll(async () => {
      const rows = (await (await page.request.get(`/api/dev/analytics/events/${eventId}`)).json()) as DevRows;
      return {
        sessions: rows.sessions,
        viewed: rows.actions.filter((a) => a.name === 'event_viewed').map((a) => a.sessionId),
        ttfb: rows.vitals.filter((v) => v.name === 'TTFB'),
      };
    })
    .toEqual({
      sessions: [expect.objectContaining({ organizerId: ownerId, referrer: 'https://news.example.com/story/7', device: 'desktop' })],
      viewed: [sent.actions[0]!.sessionId],
      ttfb: [expect.objectContaining({ sessionId: sent.actions[0]!.sessionId, navigationType: 'navigate' })],
    });
});
