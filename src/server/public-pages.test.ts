import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { publicEventReply } from '../contracts/events.ts';
import { membershipSettings } from '../contracts/memberships.ts';
import { HOME_TEXTS } from '../contracts/marketing-pages.messages.ts';
import { NAV_TEXTS, SITE_ALERT_TEXTS } from '../contracts/site.messages.ts';
import { siteAlertReply } from '../contracts/site.ts';
import { DISMISSED_ALERT_COOKIE } from '../contracts/site.values.ts';
import { eventDateRange } from '../domain/event-display.ts';
import { formatPriceRange } from '../domain/money.ts';
import { initialsColor } from '../domain/profiles.ts';
import { createTier, membershipOwner, tierInput } from './contexts/memberships/memberships.fixtures.ts';
import { profiles, uploads } from './platform/db/schema/index.ts';
import { headers, makeAdmin, makeEvent, type Person } from './testing/events.ts';
import { expectReply } from './testing/replies.ts';
import { signUpUser, type TestApp } from './testing/test-app.ts';
import { useWebPageApp } from './testing/web-page-app.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Ovation</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/index.js"></script>
  </body>
</html>`;

const web = useWebPageApp({ PUBLIC_URL: 'https://tickets.example.com' }, INDEX);
let t: TestApp;
beforeAll(() => {
  t = web.t;
});

const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  // The page is built per request: revalidated every time (docs/decisions/performance.md, "Caching").
  expect(res.headers['cache-control']).toBe('no-cache');
  return res.body;
};
/** What the server wrote inside the root element. */
const root = (body: string) => /<div id="root">([\s\S]*)<\/div>\s*<script/.exec(body)?.[1] ?? null;
const EVIL = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';

describe('the first HTML of public pages', () => {
  let owner: Person;
  let eventId: string;

  beforeAll(async () => {
    owner = await signUpUser(t.app, { firstName: 'Ada', lastName: 'Lovelace', username: 'ada-first' });
    ({ id: eventId } = await makeEvent(t, owner, owner.user.id, {
      name: `Night ${EVIL}`,
      details: { timezone: 'America/New_York', location: { name: `Hall ${EVIL}`, city: 'New York' } },
      tickets: [
        { name: 'Stalls', price: 2500, quantity: 10 },
        { name: 'Balcony', price: 4000, quantity: 10 },
      ],
    }));
    const [poster] = await t.db
      .insert(uploads)
      .values({ ownerId: owner.user.id, kind: 'poster', contentType: 'image/png', size: 1, storageKey: 'uploads/x' })
      .returning();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/management/courses/${eventId}`,
      headers: headers(owner),
      payload: { posterUploadId: poster!.id },
    });
    await t.db
      .update(profiles)
      .set({ description: `Poet of science ${EVIL}` })
      .where(eq(profiles.id, owner.user.id));
  });

  it("shows a published event's title, date in its zone, venue, poster, prices and organizer, all escaped", async () => {
    const { event } = expectReply(await t.app.inject({ method: 'GET', url: `/api/v1/events/${eventId}` }), 200, publicEventReply);
    const first = root(await page(`/event/${eventId}`))!;
    expect(first).toContain('<h1>Night &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;</h1>');
    expect(first).toContain(eventDateRange(event.startsAt, event.endsAt, 'America/New_York'));
    expect(first).toContain('New York time');
    expect(first).toContain('Hall &lt;script&gt;');
    expect(first).toContain(formatPriceRange(2500, 4000, event.currency));
    expect(first).toContain(`<img src="${event.poster}" srcset="${event.poster}?w=160 160w, `);
    expect(first).toContain('alt="Night &lt;script&gt;');
    expect(first).toContain('Organized by');
    expect(first).toContain('<a href="/p/ada-first">Ada Lovelace</a>');
    expect(first).not.toContain('<script');
    expect(first).not.toContain('<img src=x');
  });

  it('shows an edit at the next request, and the empty root once the event is made private', async () => {
    const { id } = await makeEvent(t, owner, owner.user.id, { name: 'First name' });
    for (let i = 0; i < 2; i++) expect(root(await page(`/event/${id}`))).toContain('<h1>First name</h1>');
    const edit = (payload: object) => t.app.inject({ method: 'PATCH', url: `/api/v1/management/courses/${id}`, headers: headers(owner), payload });
    expect((await edit({ name: 'Second name' })).statusCode).toBe(200);
    expect(root(await page(`/event/${id}`))).toContain('<h1>Second name</h1>');
    expect((await edit({ private: true })).statusCode).toBe(200);
    expect(root(await page(`/event/${id}`))).toBe('');
  });

  it('gives drafts, private and unknown events the empty root, so nothing of them leaks', async () => {
    const draft = await makeEvent(t, owner, owner.user.id, {
      publish: false,
      name: 'Hidden Draft',
      details: { location: { name: 'Secret Cellar', city: 'Paris' } },
    });
    const secret = await makeEvent(t, owner, owner.user.id, {
      name: 'Private Party',
      details: { private: true, location: { name: 'Back Room', city: 'Paris' } },
    });
    for (const [url, words] of [
      [`/event/${draft.id}`, ['Hidden Draft', 'Secret Cellar']],
      [`/event/${secret.id}`, ['Private Party', 'Back Room']],
      ['/event/00000000-0000-4000-8000-000000000000', []],
    ] as const) {
      const body = await page(url);
      expect(root(body), url).toBe('');
      for (const word of words) expect(body, url).not.toContain(word);
    }
  });

  it("shows a profile's name, handle, avatar or initials, bio and upcoming listed events, escaped", async () => {
    const first = root(await page('/p/ADA-FIRST'))!;
    expect(first).toContain('<h1>Ada Lovelace</h1>');
    expect(first).toContain('@ada-first');
    // The initials in the colour the app's Avatar gives the name.
    expect(first).toMatch(new RegExp(`data-color="${initialsColor('Ada Lovelace')}" aria-hidden="true"\\s*>AL</span`));
    expect(first).toContain('Poet of science &lt;script&gt;');
    expect(first).toContain(`href="/event/${eventId}"`);
    expect(first).not.toContain('Hidden Draft');
    expect(first).not.toContain('Private Party');
    expect(first).not.toContain('<script');
  });

  it("keeps a profile's first HTML a second: the app shows its own edits once it loads", async () => {
    const person = await signUpUser(t.app, { firstName: 'Kept', lastName: 'Name', username: 'kept-first' });
    expect(root(await page('/p/kept-first'))).toContain('<h1>Kept Name</h1>');
    await t.db.update(profiles).set({ name: 'Changed Name' }).where(eq(profiles.id, person.user.id));
    expect(root(await page('/p/KEPT-FIRST'))).toContain('<h1>Kept Name</h1>');
  });

  it("shows the home page's hero: badge, title, lead and its two calls to action, with the query string too", async () => {
    for (const url of ['/', '/?ref=ada-first']) {
      const first = root(await page(url))!;
      expect(first, url).toContain(`<h1>${HOME_TEXTS.title}</h1>`);
      expect(first, url).toContain(HOME_TEXTS.ucifShare);
      expect(first, url).toContain(HOME_TEXTS.lead);
      expect(first, url).toContain(`<a class="ovation-first-button" data-variant="filled" href="/event/new">${NAV_TEXTS.createEvent}</a>`);
      expect(first, url).toContain(`href="#explore">${HOME_TEXTS.exploreEvents}</a>`);
    }
  });

  it("shows a membership page's owner and call to action, escaped; a page not set up or private gets the empty root", async () => {
    const owner = await membershipOwner(t);
    const username = owner.user.username;
    expect(root(await page(`/p/${username}/memberships`))).toBe('');
    await createTier(t, owner, tierInput(owner.user.id));
    await t.db
      .update(profiles)
      .set({ membershipTitle: `Join us ${EVIL}`, membershipDescription: 'Members keep the lights on.' })
      .where(eq(profiles.id, owner.user.id));
    const first = root(await page(`/p/${username.toUpperCase()}/memberships`))!;
    expect(first).toContain('<h2>Join us &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(first).toContain('Members keep the lights on.');
    expect(first).toContain(`<a class="ovation-first-owner" href="/p/${username}"`);
    expect(first).not.toContain('<script');
    // Made private through its settings: gone at the next request, though the page is kept a second.
    expectReply(
      await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/profile_management/membership_settings/${owner.user.id}`,
        headers: headers(owner),
        payload: { title: 'Join us', description: 'Members keep the lights on.', status: 'private', privateUuid: null },
      }),
      200,
      membershipSettings,
    );
    const hidden = await page(`/p/${username}/memberships`);
    expect(root(hidden)).toBe('');
    expect(hidden).not.toContain('Join us');
  });

  it("keeps a membership page's first HTML a second, and shows one set up since at once", async () => {
    const owner = await membershipOwner(t);
    const url = (username: string) => `/p/${username}/memberships`;
    expect(root(await page(url(owner.user.username)))).toBe('');
    await createTier(t, owner, tierInput(owner.user.id));
    await t.db.update(profiles).set({ membershipTitle: 'Kept title' }).where(eq(profiles.id, owner.user.id));
    expect(root(await page(url(owner.user.username)))).toContain('<h2>Kept title</h2>');
    // Written behind the API's back: not read again within the second.
    await t.db.update(profiles).set({ membershipTitle: 'Changed title' }).where(eq(profiles.id, owner.user.id));
    expect(root(await page(url(owner.user.username.toUpperCase())))).toContain('<h2>Kept title</h2>');
  });

  it('puts the site alert above the page, escaped, unless the visitor closed that alert; a new alert shows again', async () => {
    const admin = await signUpUser(t.app);
    await makeAdmin(t, admin.user.id);
    const say = async (message: string | null) =>
      expectReply(
        await t.app.inject({ method: 'PUT', url: '/api/v1/site_alert', headers: headers(admin), payload: { message } }),
        200,
        siteAlertReply,
      ).alert;
    const first = await say(`Doors at 7 ${EVIL}`);
    const alertOf = async (cookie?: string) =>
      /<div class="ovation-first-alert"[\s\S]*?<\/p>/.exec(
        (await t.app.inject({ method: 'GET', url: '/', headers: cookie ? { cookie } : {} })).body,
      )?.[0] ?? null;
    expect(await alertOf()).toContain('<p>Doors at 7 &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(await alertOf()).toContain(`aria-label="${SITE_ALERT_TEXTS.label}"`);
    expect(await alertOf(`${DISMISSED_ALERT_COOKIE}=${first!.id}`)).toBeNull();
    await say('Box office closed on Monday');
    expect(await alertOf(`${DISMISSED_ALERT_COOKIE}=${first!.id}`)).toContain('Box office closed on Monday');
    await say(null);
    expect(await alertOf()).toBeNull();
  });

  it('leaves other pages and unknown profiles with the empty root', async () => {
    for (const url of ['/o/ada-first', '/p/nobody-here', '/p/nobody-here/memberships', '/event/new', '/tickets'])
      expect(root(await page(url)), url).toBe('');
  });
});
