import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { auditIfNew, expect, test } from '../axe-test.ts';
import { createEventViaApi, isoInDays, sessionUserId, uniqueWord } from '../events/helpers.ts';
import { newPerson, signUpViaApi } from '../helpers.ts';
import { buyViaApi } from '../reporting/helpers.ts';

/**
 * Every route of the route table (src/web/routeTree.gen.ts, read as text so the list cannot go stale), audited by axe
 * as a signed-out visitor and as the organizer who owns the ids, at 1280 and 375 px. A serious or critical violation
 * fails the test (the audit fixture of e2e/axe-test.ts), and a route of the tree without an address below fails the
 * first test. Ids are real: the organizer, their event, order, tier, benefit, member, list, promo code and webhook are
 * made through the API first. Tokens and ids no one can make here (an invitation, a claim, a video) show the page a
 * wrong link shows.
 */

/** The routes a link can point at (`FileRoutesByTo`: layouts without a page of their own are not in it). */
function routesOfTree(): string[] {
  const source = fs.readFileSync('src/web/routeTree.gen.ts', 'utf8');
  const block = /export interface FileRoutesByTo \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1]!);
}

interface World {
  username: string;
  ownerId: string;
  email: string;
  password: string;
  eventId: string;
  orderId: string;
  ticketId: string;
  patronId: string;
  tierId: string;
  benefitId: string;
  memberId: string;
  listId: string;
  promoCodeId: string;
  webhookId: string;
  /** A seat chart with a row, a table and a standing area (issue 32). */
  chartId: string;
  /** A conversation with the event assistant, started and not yet written in. */
  creatorId: string;
}

const NUMBERING = { scheme: 'numeric', start: 1, reversed: false };
/** The designer's page drawn with each kind of object, so the audit sees seats, a table and an area. */
const AUDIT_CHART = {
  version: 1,
  categories: [{ key: 'c1', name: 'Stalls', color: '#1c7ed6' }],
  objects: [
    { type: 'shape', id: 's1', shape: 'stage', label: 'Stage', x: 0, y: 0, rotation: 0, width: 300, height: 60 },
    {
      type: 'row',
      id: 'r1',
      section: 'Stalls',
      label: 'A',
      numbering: NUMBERING,
      categoryKey: 'c1',
      overrides: [],
      x: 40,
      y: 120,
      rotation: 0,
      seats: 10,
      spacing: 22,
      curve: 0.2,
    },
    {
      type: 'table',
      id: 't1',
      section: '',
      label: '1',
      numbering: NUMBERING,
      categoryKey: 'c1',
      overrides: [],
      x: 150,
      y: 250,
      rotation: 0,
      shape: 'round',
      width: 60,
      height: 60,
      seats: 6,
    },
    {
      type: 'area',
      id: 'a1',
      label: 'Floor',
      shape: 'rectangle',
      x: 300,
      y: 100,
      rotation: 0,
      width: 160,
      height: 100,
      capacity: 80,
      categoryKey: 'c1',
    },
  ],
};

/** An id no row has: the page's not-found state. */
const NO_ID = '00000000-0000-4000-8000-000000000000';
const NO_TOKEN = 'a11y-route-audit-unknown-token';

/** Each route of the tree and the address it is audited at. */
const ADDRESSES: Record<string, (w: World) => string> = {
  '/': () => '/',
  '/auth': () => '/auth',
  '/getting-started': () => '/getting-started',
  '/auth/logout': () => '/auth/logout',
  '/for-artists': () => '/for-artists',
  '/for-venues-and-event-creators': () => '/for-venues-and-event-creators',
  '/personal_order': () => '/personal_order',
  '/preview-login': () => '/preview-login',
  '/search': () => '/search?utf8=%E2%9C%93&query=concert&tab=events',
  '/super_admin': () => '/super_admin',
  '/organize/organizers': () => '/organize/organizers',
  '/ucif': () => '/ucif',
  '/dev/outbox': () => '/dev/outbox',
  '/donations/$orderId': () => `/donations/${NO_ID}`,
  '/e/new': () => '/e/new',
  '/invitations/$token': () => `/invitations/${NO_TOKEN}`,
  '/o/$username': () => '/o/lovelace-hall',
  '/o/$username/$id': () => `/o/lovelace-hall/${NO_ID}`,
  '/o/$username/memberships': () => '/o/lovelace-hall/memberships',
  '/p/$username': (w) => `/p/${w.username}`,
  '/p/$username/$id': (w) => `/p/${w.username}/${NO_ID}`,
  '/p/$username/memberships': (w) => `/p/${w.username}/memberships`,
  '/pages/$slug': () => '/pages/accessibility',
  '/schools/new': () => '/schools/new',
  '/verify-email/$token': () => `/verify-email/${NO_TOKEN}`,
  '/reset-password/$token': () => `/reset-password/${NO_TOKEN}`,
  '/watch/$id': () => `/watch/${NO_ID}`,
  '/b/$broadcastId': () => `/b/${NO_ID}`,
  '/videos/ondemand': () => '/videos/ondemand',
  '/checkout': () => '/checkout',
  '/event': () => '/event',
  '/calendar/$type/$username': (w) => `/calendar/p/${w.username}`,
  '/event/$eventId': (w) => `/event/${w.eventId}`,
  '/event/$eventId/checkout': (w) => `/event/${w.eventId}/checkout`,
  '/event/$eventId/dates': (w) => `/event/${w.eventId}/dates`,
  '/event/$eventId/select': (w) => `/event/${w.eventId}/select`,
  '/event/$eventId/add-guest/$id': (w) => `/event/${w.eventId}/add-guest/next`,
  '/event/$eventId/order-form/$registrationId': (w) => `/event/${w.eventId}/order-form/${w.ticketId}`,
  '/event/$eventId/promote/$promoterUsername': (w) => `/event/${w.eventId}/promote/${w.username}`,
  '/event/new': () => '/event/new',
  '/event/new/jaan/$id': (w) => `/event/new/jaan/${w.creatorId}`,
  '/sandbox/memberships/$id': () => `/sandbox/memberships/${NO_ID}`,
  '/ticket/$id': (w) => `/ticket/${w.ticketId}`,
  '/ticket/$id/not-found': (w) => `/ticket/${w.ticketId}/not-found`,
  '/ticket/$id/pdf': (w) => `/ticket/${w.ticketId}/pdf`,
  '/tickets/$id': (w) => `/tickets/${w.orderId}`,
  '/tickets/$id/not-found': (w) => `/tickets/${w.orderId}/not-found`,
  '/tickets/$id/pdf': (w) => `/tickets/${w.orderId}/pdf`,
  '/tickets/claim/$token': () => `/tickets/claim/${NO_TOKEN}`,
  '/unsubscribe/$token': () => `/unsubscribe/${NO_TOKEN}`,
  '/checkout/thankyou/$id': (w) => `/checkout/thankyou/${w.orderId}`,
  '/checkout/thankyou/$id/success': (w) => `/checkout/thankyou/${w.orderId}/success`,
  '/checkout/thankyou/$id/failure': (w) => `/checkout/thankyou/${w.orderId}/failure`,
  '/management/courses/$eventId': (w) => `/management/courses/${w.eventId}`,
  '/management/courses/$eventId/details': (w) => `/management/courses/${w.eventId}/details`,
  '/management/courses/$eventId/details/edit': (w) => `/management/courses/${w.eventId}/details/edit`,
  '/management/courses/$eventId/broadcasts': (w) => `/management/courses/${w.eventId}/broadcasts`,
  '/management/courses/$eventId/dates': (w) => `/management/courses/${w.eventId}/dates`,
  '/management/courses/$eventId/questions': (w) => `/management/courses/${w.eventId}/questions`,
  '/management/courses/$eventId/registrations': (w) => `/management/courses/${w.eventId}/registrations`,
  '/management/courses/$eventId/seating': (w) => `/management/courses/${w.eventId}/seating`,
  '/management/courses/$eventId/stats': (w) => `/management/courses/${w.eventId}/stats`,
  '/management/courses/$eventId/teachings': (w) => `/management/courses/${w.eventId}/teachings`,
  '/management/courses/$eventId/tickets': (w) => `/management/courses/${w.eventId}/tickets`,
  '/management/courses/$eventId/status': (w) => `/management/courses/${w.eventId}/status`,
  '/management/courses/$eventId/messages': (w) => `/management/courses/${w.eventId}/messages`,
  '/management/courses/$eventId/check-in': (w) => `/management/courses/${w.eventId}/check-in`,
  '/manage/$username': (w) => `/manage/${w.username}`,
  '/manage/$username/events': (w) => `/manage/${w.username}/events`,
  '/manage/$username/referral-tracker': (w) => `/manage/${w.username}/referral-tracker`,
  '/manage/$username/apps': (w) => `/manage/${w.username}/apps`,
  '/manage/$username/apps/$id': (w) => `/manage/${w.username}/apps/weekly-sales-report`,
  '/manage/$username/developer-zone': (w) => `/manage/${w.username}/developer-zone`,
  '/manage/$username/developer-zone/new': (w) => `/manage/${w.username}/developer-zone/new`,
  '/manage/$username/developer-zone/edit/$id': (w) => `/manage/${w.username}/developer-zone/edit/${w.webhookId}`,
  '/manage/$username/developer-zone/logs/$id': (w) => `/manage/${w.username}/developer-zone/logs/${w.webhookId}`,
  '/manage/$username/lists': (w) => `/manage/${w.username}/lists`,
  '/manage/$username/lists/new': (w) => `/manage/${w.username}/lists/new`,
  '/manage/$username/lists/add-emails': (w) => `/manage/${w.username}/lists/add-emails`,
  '/manage/$username/lists/bulk-import': (w) => `/manage/${w.username}/lists/bulk-import`,
  '/manage/$username/lists/manage/$id': (w) => `/manage/${w.username}/lists/manage/${w.listId}`,
  '/manage/$username/lists/manage/$id/edit': (w) => `/manage/${w.username}/lists/manage/${w.listId}/edit`,
  '/manage/$username/marketing': (w) => `/manage/${w.username}/marketing`,
  '/manage/$username/marketing/custom-calendar': (w) => `/manage/${w.username}/marketing/custom-calendar`,
  '/manage/$username/marketing/services': (w) => `/manage/${w.username}/marketing/services`,
  '/manage/$username/marketing/global-promo-codes': (w) => `/manage/${w.username}/marketing/global-promo-codes`,
  '/manage/$username/marketing/global-promo-codes/new': (w) => `/manage/${w.username}/marketing/global-promo-codes/new`,
  '/manage/$username/marketing/global-promo-codes/bulk-import': (w) => `/manage/${w.username}/marketing/global-promo-codes/bulk-import`,
  '/manage/$username/marketing/global-promo-codes/edit/$id': (w) => `/manage/${w.username}/marketing/global-promo-codes/edit/${w.promoCodeId}`,
  '/manage/$username/seating': (w) => `/manage/${w.username}/seating`,
  '/manage/$username/seating/$chartId': (w) => `/manage/${w.username}/seating/${w.chartId}`,
  '/manage/$username/memberships': (w) => `/manage/${w.username}/memberships`,
  '/manage/$username/memberships/settings': (w) => `/manage/${w.username}/memberships/settings`,
  '/manage/$username/memberships/tiers': (w) => `/manage/${w.username}/memberships/tiers`,
  '/manage/$username/memberships/tiers/new': (w) => `/manage/${w.username}/memberships/tiers/new`,
  '/manage/$username/memberships/tiers/edit/$id': (w) => `/manage/${w.username}/memberships/tiers/edit/${w.tierId}`,
  '/manage/$username/memberships/benefits': (w) => `/manage/${w.username}/memberships/benefits`,
  '/manage/$username/memberships/benefits/new': (w) => `/manage/${w.username}/memberships/benefits/new`,
  '/manage/$username/memberships/benefits/edit/$id': (w) => `/manage/${w.username}/memberships/benefits/edit/${w.benefitId}`,
  '/manage/$username/memberships/members': (w) => `/manage/${w.username}/memberships/members`,
  '/manage/$username/memberships/members/new': (w) => `/manage/${w.username}/memberships/members/new`,
  '/manage/$username/memberships/members/edit/$id': (w) => `/manage/${w.username}/memberships/members/edit/${w.memberId}`,
  '/manage/$username/reporting': (w) => `/manage/${w.username}/reporting`,
  '/manage/$username/reporting/activity': (w) => `/manage/${w.username}/reporting/activity`,
  '/manage/$username/reporting/revenue': (w) => `/manage/${w.username}/reporting/revenue`,
  '/manage/$username/reporting/orders': (w) => `/manage/${w.username}/reporting/orders`,
  '/manage/$username/reporting/orders/$id': (w) => `/manage/${w.username}/reporting/orders/${w.orderId}`,
  '/manage/$username/reporting/patrons': (w) => `/manage/${w.username}/reporting/patrons`,
  '/manage/$username/reporting/patrons/$id': (w) => `/manage/${w.username}/reporting/patrons/${w.patronId}`,
  '/manage/$username/reporting/traffic': (w) => `/manage/${w.username}/reporting/traffic`,
  '/manage/$username/settings': (w) => `/manage/${w.username}/settings`,
  '/manage/$username/settings/account': (w) => `/manage/${w.username}/settings/account`,
  '/manage/$username/settings/payouts': (w) => `/manage/${w.username}/settings/payouts`,
  '/manage/$username/settings/payouts/add-card-reader': (w) => `/manage/${w.username}/settings/payouts/add-card-reader`,
  '/manage/$username/settings/team': (w) => `/manage/${w.username}/settings/team`,
  '/manage/$username/settings/team/new': (w) => `/manage/${w.username}/settings/team/new`,
  '/manage/$username/settings/team/edit/$id': (w) => `/manage/${w.username}/settings/team/edit/${NO_ID}`,
  '/manage/$username/tickets-and-subscriptions': (w) => `/manage/${w.username}/tickets-and-subscriptions`,
  '/manage/$username/tickets-and-subscriptions/subscriptions': (w) => `/manage/${w.username}/tickets-and-subscriptions/subscriptions`,
  // The app's web view (?native=true) is the one dark page: its contrast is audited here.
  '/manage/$username/tickets-and-subscriptions/tickets': (w) => `/manage/${w.username}/tickets-and-subscriptions/tickets?native=true`,
  '/manage/$username/tickets-and-subscriptions/tickets/past-events': (w) => `/manage/${w.username}/tickets-and-subscriptions/tickets/past-events`,
  '/manage/$username/videos': (w) => `/manage/${w.username}/videos`,
  '/manage/$username/videos/new': (w) => `/manage/${w.username}/videos/new`,
  '/manage/$username/videos/edit/$id': (w) => `/manage/${w.username}/videos/edit/${NO_ID}`,
};

async function ok<T>(reply: Awaited<ReturnType<Page['request']['post']>>): Promise<T> {
  expect(reply.ok(), `${reply.url()} answered ${reply.status()}: ${await reply.text()}`).toBe(true);
  return (await reply.json()) as T;
}

/** The organizer and everything the routes' ids point at, made through the API in a context of its own. */
async function buildWorld(page: Page): Promise<World> {
  const person = await signUpViaApi(page, newPerson());
  const ownerId = await sessionUserId(page);
  const api = page.request;
  await ok(await api.post(`/api/v1/profile_management/stripe/connect?ownerId=${ownerId}`));
  const eventId = await createEventViaApi(page, ownerId, {
    name: `Audit ${uniqueWord('r')}`,
    details: { startsAt: isoInDays(15), endsAt: isoInDays(15, 2), category: 'music', locationSetting: 'tba', currency: 'usd' },
    tickets: [{ name: 'Stalls', price: 2000, quantity: 50 }],
    publish: true,
  });
  const listed = await ok<{ tickets: { id: string }[] }>(await api.get(`/api/v1/tickets?eventId=${eventId}`));
  const orderId = await buyViaApi(api, eventId, { [listed.tickets[0]!.id]: 1 }, person);
  const tickets = await ok<{ tickets: { id: string }[] }>(await api.get(`/api/v1/ticket_pages/tickets/${orderId}`));
  const patrons = await ok<{ data: { id: string }[] }>(await api.get(`/api/v1/profile_management/patrons?ownerId=${ownerId}`));
  const benefit = await ok<{ id: string }>(
    await api.post('/api/v1/membership_discounts', {
      data: { ownerId, name: 'Members save', amount: null, percentageValue: 10, quantity: null, quantityScope: null },
    }),
  );
  const tier = await ok<{ id: string; prices: { id: string }[] }>(
    await api.post('/api/v1/membership_tiers', {
      data: {
        ownerId,
        name: 'Friends',
        description: 'Early booking.',
        discountIds: [benefit.id],
        prices: [{ price: 500, interval: 'month' }],
        validSubscriptionsLimit: null,
      },
    }),
  );
  const member = await ok<{ id: string }>(
    await api.post('/api/v1/membership_subscriptions', {
      data: { ownerId, fullName: 'Grace Hopper', email: 'grace.audit@example.com', tierId: tier.id, priceId: tier.prices[0]!.id },
    }),
  );
  const list = await ok<{ id: string }>(await api.post('/api/v1/profile_management/custom_user_lists', { data: { ownerId, name: 'Patrons' } }));
  const promo = await ok<{ id: string }>(
    await api.post('/api/v1/profile_management/promo_codes', {
      data: { ownerId, code: uniqueWord('A').toUpperCase(), startsAt: isoInDays(1), scope: 'owner', percentageValue: 10 },
    }),
  );
  const webhook = await ok<{ webhook: { id: string } }>(
    await api.post('/api/v1/profile_management/webhooks', {
      data: { ownerId, url: 'https://127.0.0.1:9/audit', description: '', eventTypes: ['membership.subscription.expired'] },
    }),
  );
  const creator = await ok<{ uuid: string }>(await api.post(`/api/v1/event_creators?ownerId=${ownerId}`));
  const chart = await ok<{ id: string }>(
    await api.post(`/api/v1/seat_charts?ownerId=${ownerId}`, { data: { name: 'Main hall', document: AUDIT_CHART } }),
  );
  return {
    username: person.username,
    ownerId,
    email: person.email,
    password: person.password,
    eventId,
    orderId,
    ticketId: tickets.tickets[0]!.id,
    patronId: patrons.data[0]!.id,
    tierId: tier.id,
    benefitId: benefit.id,
    memberId: member.id,
    listId: list.id,
    promoCodeId: promo.id,
    webhookId: webhook.webhook.id,
    creatorId: creator.uuid,
    chartId: chart.id,
  };
}

const WIDTHS = [1280, 375] as const;

/**
 * Opens an address the way a link in the app does (the router follows the history), without loading the app again:
 * 60 ms instead of 300 for a page load. The route's own checks (sign-in, not found) run as on a click.
 */
async function openInApp(page: Page, address: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, address);
  await shownInApp(page);
}

/**
 * Waits until the router has resolved the address the browser shows (the app's main element names the last one it
 * resolved): until then the last page stays on screen, and an audit would read a page changing under it. After a page
 * load it also means the router listens to the history: an address pushed before that would be lost.
 */
async function shownInApp(page: Page) {
  await page.waitForFunction(() => {
    const shown = document.querySelector('main')?.dataset.location;
    // The router keeps the characters the address encodes (a search for ✓) decoded.
    return shown !== undefined && decodeURI(shown) === decodeURI(location.pathname + location.search + location.hash);
  });
}

/**
 * Audits each address at both widths. The width alternates, so each page is shown once and resized once; an
 * address that lands where another already did (a visitor sent to the sign-in page) is audited once per width.
 */
async function auditRoutes(page: Page, routes: string[], world: World) {
  await auditAddresses(
    page,
    routes.map((route) => ADDRESSES[route]!(world)),
  );
}

async function auditAddresses(page: Page, addresses: string[]) {
  await page.goto('/');
  await shownInApp(page);
  let width: number = page.viewportSize()?.width ?? WIDTHS[0];
  for (const address of addresses) {
    await openInApp(page, address);
    await auditIfNew(page);
    width = width === WIDTHS[0] ? WIDTHS[1] : WIDTHS[0];
    await page.setViewportSize({ width, height: 800 });
    await auditIfNew(page);
  }
}

const ROUTES = routesOfTree();
const PARTS = 4;
/** Every PARTS-th route, so that each part has some public and some management pages. */
const part = (i: number) => ROUTES.filter((_, n) => n % PARTS === i);

let world: World | undefined;
test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  world = await buildWorld(await context.newPage());
  await context.close();
});

test('every route of the route tree has an address in this audit', () => {
  expect(ROUTES.length).toBeGreaterThan(100);
  expect(
    ROUTES.filter((r) => !(r in ADDRESSES)),
    'add the new routes to ADDRESSES',
  ).toEqual([]);
  expect(
    Object.keys(ADDRESSES).filter((r) => !ROUTES.includes(r)),
    'routes no longer in the tree',
  ).toEqual([]);
});

test.describe(() => {
  test.describe.configure({ mode: 'parallel' });
  for (let i = 0; i < PARTS; i += 1) {
    test(`routes, part ${i + 1} of ${PARTS}, as a visitor at 1280 and 375 px`, async ({ page }) => {
      await auditRoutes(page, part(i), world!);
    });
    test(`routes, part ${i + 1} of ${PARTS}, as the organizer at 1280 and 375 px`, async ({ page }) => {
      await ok(await page.request.post('/api/v1/auth/login', { data: { email: world!.email, password: world!.password } }));
      await auditRoutes(page, part(i), world!);
    });
  }
});

/** The site admins' pages, which show everyone else the 404 page: as the demo's site admin, each console tab too. */
test('the site admin pages, as a site admin at 1280 and 375 px', async ({ page }) => {
  await ok(await page.request.post('/api/v1/auth/login', { data: { email: 'admin@ovation.test', password: 'ovation-demo' } }));
  const consoleTabs = ['', '?tab=figures', '?tab=deliveries', '?tab=alert', '?tab=waiting', `?q=${encodeURIComponent(world!.email)}`].map(
    (q) => `/super_admin${q}`,
  );
  await auditAddresses(page, [...consoleTabs, '/organize/organizers', `/organize/organizers?search=${world!.username}`]);
});

/** The waiting page of an on-sale (server-rendered, outside the route tree): a room opening in an hour. */
test('the waiting page, as a visitor at 1280 and 375 px', async ({ page, browser }) => {
  const context = await browser.newContext();
  const organizer = await context.newPage();
  await signUpViaApi(organizer, newPerson());
  const eventId = await createEventViaApi(organizer, await sessionUserId(organizer), {
    name: `Waiting ${uniqueWord('w')}`,
    details: { startsAt: isoInDays(20), endsAt: isoInDays(20, 2), locationSetting: 'tba', currency: 'usd' },
    tickets: [{ name: 'Seat', price: 0, quantity: 5 }],
    publish: true,
  });
  await ok(
    await organizer.request.put(`/api/v1/events/${eventId}/waiting_rooms`, {
      data: { enabled: true, opensAt: new Date(Date.now() + 3_600_000).toISOString() },
    }),
  );
  await context.close();
  await page.goto(`/event/${eventId}/waiting-room`);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await auditIfNew(page);
  }
});
