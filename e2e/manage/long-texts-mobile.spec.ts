import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../axe-test.ts';
import { connectedOrganizer, createEventViaApi, isoInDays, uniqueWord } from '../events/helpers.ts';
import { newPerson, shoot, signUpViaApi } from '../helpers.ts';
import { buyViaApi } from '../reporting/helpers.ts';

/**
 * Long unbroken texts (a 100-character name without a space, an address of 100 characters) must wrap in every
 * list, card and heading: at 375 px (and 1280 px) no page scrolls sideways and each row menu stays on screen.
 */
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280 };
/** 100 characters without a space (names), and one for each record so a page's rows differ. */
const long = (word: string) => word.repeat(Math.ceil(100 / word.length)).slice(0, 100);
/** An e-mail address of 100+ characters without a space. */
const longEmail = (tag: string) => `${'longaddress'.repeat(5)}${tag}@${'verylongdomain'.repeat(3)}.example.com`;

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * Opens `path`, waits for `text`, then checks at 375 px and again at 1280 px that the page does not scroll sideways
 * and that the row menu named `menu` (when given) is whole on screen, not cut by the list's own sideways scroll
 * (at 1280 px only with `menuAt1280`).
 */
async function expectFits(page: Page, path: string, text: string, menu?: string | RegExp, shot?: string, menuAt1280 = true) {
  await page.setViewportSize(PHONE);
  await page.goto(path);
  for (const width of [PHONE.width, DESKTOP.width]) {
    await page.setViewportSize({ ...PHONE, width });
    await expect(page.getByText(text).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
    if (menu && (width === PHONE.width || menuAt1280)) {
      const button = page.getByRole('button', { name: menu }).first();
      // Scroll the page, not the list: a table that scrolls sideways would hide its menu until scrolled.
      await button.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - window.innerHeight / 2));
      await expect(button, `${path}: the row menu at ${width} px`).toBeInViewport({ ratio: 1 });
    }
  }
  if (shot) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, shot);
  }
}

test('memberships: long benefit, tier and member texts wrap at 375 px in the lists and on the public page', async ({ browser }) => {
  test.setTimeout(120_000);
  const { organizer, owner, ownerId } = await connectedOrganizer(browser);
  const request = organizer.request;
  const benefitName = long('Benefit');
  const benefit = await ok<{ id: string }>(
    await request.post('/api/v1/membership_discounts', {
      data: { ownerId, name: benefitName, amount: null, percentageValue: 10, quantity: null, quantityScope: null },
    }),
  );
  const tierName = long('Tiername');
  const tier = await ok<{ id: string; prices: { id: string }[] }>(
    await request.post('/api/v1/membership_tiers', {
      data: {
        ownerId,
        name: tierName,
        description: long('Description'),
        discountIds: [benefit.id],
        prices: [{ price: 500, interval: 'month' }],
        validSubscriptionsLimit: null,
      },
    }),
  );
  const memberEmail = longEmail('m');
  await ok(
    await request.post('/api/v1/membership_subscriptions', {
      data: { ownerId, fullName: long('Member').slice(0, 29), email: memberEmail, tierId: tier.id, priceId: tier.prices[0]!.id },
    }),
  );

  const base = `/manage/${owner.username}/memberships`;
  await expectFits(organizer, `${base}/benefits`, benefitName, `Actions for ${benefitName}`, 'long-benefits');
  await expectFits(organizer, `${base}/tiers`, tierName, `Actions for ${tierName}`, 'long-tiers');
  await expectFits(organizer, `${base}/members`, memberEmail, /^Actions for /, 'long-members');
  await expectFits(organizer, `/p/${owner.username}/memberships`, tierName, undefined, 'long-membership-page');
  await organizer.context().close();
});

test('events, guests and reports: a long event name and buyer address wrap at 375 px, and the public event page title too', async ({ browser }) => {
  test.setTimeout(120_000);
  const { organizer, owner, ownerId } = await connectedOrganizer(browser);
  const eventName = long('Eventname');
  const eventId = await createEventViaApi(organizer, ownerId, {
    name: eventName,
    details: { startsAt: isoInDays(10), endsAt: isoInDays(10, 2), category: 'music', locationSetting: 'tba', currency: 'usd' },
    tickets: [{ name: long('Ticket'), price: 1500, quantity: 20 }],
    publish: true,
  });
  const listed = await ok<{ tickets: { id: string }[] }>(await organizer.request.get(`/api/v1/tickets?eventId=${eventId}`));
  const buyerEmail = longEmail('b');
  const buyer = { firstName: long('First').slice(0, 29), lastName: 'Long', email: buyerEmail };
  // A signed-out buyer, so the patron is the order's long address and name (not the organizer's account).
  const guest = await browser.newContext();
  await buyViaApi(guest.request, eventId, { [listed.tickets[0]!.id]: 1 }, buyer);
  await guest.close();

  await expectFits(organizer, `/manage/${owner.username}/events?type=Upcoming`, eventName, `Actions for ${eventName}`, 'long-events');
  await expectFits(organizer, `/management/courses/${eventId}/registrations`, buyer.firstName, `Actions for ${buyer.firstName} Long`, 'long-guests');
  await expectFits(organizer, `/manage/${owner.username}/reporting/orders`, buyer.firstName.slice(0, 20), undefined, 'long-orders');
  await expectFits(organizer, `/manage/${owner.username}/reporting/patrons`, buyerEmail, undefined, 'long-patrons');
  await expectFits(organizer, `/manage/${owner.username}/reporting/activity`, eventName.slice(0, 30), undefined, 'long-activity');
  await expectFits(organizer, `/event/${eventId}`, eventName, undefined, 'long-event-page');
  await organizer.context().close();
});

test('an organization with a long name: its team list with a long invited address, its public profile and a referred account with a long name fit 375 px', async ({
  browser,
}) => {
  const { organizer, owner } = await connectedOrganizer(browser);
  const org = uniqueWord('hall');
  const orgName = long('Hallname');
  const created = await ok<{ school: { id: string } }>(await organizer.request.post('/api/v1/schools', { data: { name: orgName, identifier: org } }));
  const invited = longEmail('t');
  await ok(await organizer.request.post('/api/v1/profile_management/affiliations', { data: { ownerId: created.school.id, email: invited } }));

  await expectFits(organizer, `/manage/${org}/settings/team`, invited, `Actions for ${invited}`, 'long-team');

  // The referral tracker: an account with a long name signed up through the organizer's referral link.
  const visitor = await (await browser.newContext()).newPage();
  const referred = await signUpViaApi(visitor, { ...newPerson(), firstName: long('Referred').slice(0, 29), referrer: owner.username });
  await visitor.context().close();
  await expectFits(organizer, `/manage/${owner.username}/referral-tracker`, referred.username, undefined, 'long-referrals');
  await expectFits(organizer, `/o/${org}`, orgName, undefined, 'long-org-profile');
  await organizer.context().close();
});

test('private lists, webhooks and API keys: long names, addresses and URLs wrap at 375 px', async ({ browser }) => {
  test.setTimeout(120_000);
  const { organizer, owner, ownerId } = await connectedOrganizer(browser);
  const request = organizer.request;
  const listName = long('Listname');
  const list = await ok<{ id: string }>(await request.post('/api/v1/profile_management/custom_user_lists', { data: { ownerId, name: listName } }));
  const listMember = longEmail('l');
  await ok(
    await request.post('/api/v1/profile_management/custom_user_lists_users/create_bulk', {
      data: { ownerId, customUserListId: list.id, emails: [listMember] },
    }),
  );
  const hookUrl = `https://hooks.example.com/${long('path')}`;
  const hook = await ok<{ webhook: { id: string } }>(
    await request.post('/api/v1/profile_management/webhooks', { data: { ownerId, url: hookUrl, eventTypes: ['order.completed'] } }),
  );
  // A test event: a line in the webhook logs (Deliveries) with the long URL.
  await ok(await request.post(`/api/v1/profile_management/webhooks/${hook.webhook.id}/test`, { data: { ownerId, eventType: 'order.completed' } }));
  const keyName = long('Keyname');
  await ok(await request.post('/api/v1/profile_management/api_keys', { data: { ownerId, name: keyName, access: 'read' } }));

  await expectFits(organizer, `/manage/${owner.username}/lists`, listName, `Actions for ${listName}`, 'long-lists');
  await expectFits(organizer, `/manage/${owner.username}/lists/manage/${list.id}`, listMember, `Remove ${listMember}`, 'long-list-members');
  // At 1280 px the webhooks table (six columns, the secret key and its Copy button unbroken) is wider than its card
  // beside the sidebar whatever the URL, so its menu sits in the table's sideways scroll there: checked at 375 px.
  await expectFits(organizer, `/manage/${owner.username}/developer-zone`, hookUrl, `Actions for ${hookUrl}`, 'long-webhooks', false);
  await expectFits(organizer, `/manage/${owner.username}/developer-zone`, keyName, undefined, 'long-api-keys');
  await organizer.context().close();
});
