import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signUpUser, type TestApp } from '../../testing/test-app.ts';
import { useWebPageApp } from '../../testing/web-page-app.ts';
import { headers, makeEvent, type Person } from '../../testing/events.ts';
import { profiles, uploads } from '../../platform/db/schema/index.ts';
import { injectMeta } from './meta-tags.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Ovation: event tickets, memberships and videos in one platform." />
    <title>Ovation</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index.js"></script></body>
</html>`;

const web = useWebPageApp({ PUBLIC_URL: 'https://tickets.example.com' }, INDEX);
let t: TestApp;
beforeAll(() => {
  t = web.t;
});

const html = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  return res.body;
};
const meta = (body: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(body)?.[1] ?? null;
const title = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? null;

describe('server-rendered meta tags', () => {
  let owner: Person;
  let eventId: string;
  let posterId: string;

  beforeAll(async () => {
    owner = await signUpUser(t.app, { firstName: 'Ada', lastName: 'Lovelace', username: 'ada-meta' });
    ({ id: eventId } = await makeEvent(t, owner, owner.user.id, {
      name: 'Rock & <Roll> "Night"',
      details: { description: '<p>Loud <strong>guitars</strong> &amp; late trains.</p>', timezone: 'Europe/London' },
    }));
    const [upload] = await t.db
      .insert(uploads)
      .values({ ownerId: owner.user.id, kind: 'poster', contentType: 'image/png', size: 1, storageKey: 'uploads/x' })
      .returning();
    posterId = upload!.id;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/management/courses/${eventId}`,
      headers: headers(owner),
      payload: { posterUploadId: posterId },
    });
    await t.db.update(profiles).set({ description: 'Mathematician & "poet of science".' }).where(eq(profiles.id, owner.user.id));
  });

  it('describes a published event, escaping every value', async () => {
    const body = await html(`/event/${eventId}?ticketType=in_person`);
    expect(title(body)).toBe('Rock &amp; &lt;Roll&gt; &quot;Night&quot; | Ovation');
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(body.match(/name="description"/g)).toHaveLength(1);
    expect(meta(body, 'og:title')).toBe('Rock &amp; &lt;Roll&gt; &quot;Night&quot; | Ovation');
    expect(meta(body, 'og:url')).toBe(`https://tickets.example.com/event/${eventId}`);
    expect(meta(body, 'og:image')).toBe(`https://tickets.example.com/api/uploads/${posterId}`);
    expect(meta(body, 'twitter:card')).toBe('summary_large_image');
    const description = meta(body, 'description')!;
    expect(description).toMatch(
      /^\w{3}, \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M · Lovelace Hall, London · by Ada Lovelace\. Loud guitars &amp; late trains\.$/,
    );
    expect(meta(body, 'og:description')).toBe(description);
    expect(body).not.toContain('<Roll>');
    expect(body).toContain('<div id="root">'); // filled with the first HTML (src/server/public-pages.test.ts)
  });

  it('shows an edit at the next request, though each page keeps its tags while it is cached', async () => {
    const { id } = await makeEvent(t, owner, owner.user.id, { name: 'Before the edit' });
    expect(title(await html(`/event/${id}`))).toBe('Before the edit | Ovation');
    expect(title(await html(`/event/${id}`))).toBe('Before the edit | Ovation');
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/management/courses/${id}`,
      headers: headers(owner),
      payload: { name: 'After the edit' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(title(await html(`/event/${id}`))).toBe('After the edit | Ovation');
  });

  it('leaves drafts, private events and unknown events with the plain page', async () => {
    const draft = await makeEvent(t, owner, owner.user.id, { publish: false, name: 'Hidden Draft' });
    const secret = await makeEvent(t, owner, owner.user.id, { name: 'Private Party', details: { private: true } });
    for (const url of [
      `/event/${draft.id}`,
      `/event/${secret.id}`,
      '/event/00000000-0000-4000-8000-000000000000',
      '/event/not-an-id',
      '/event/new',
    ]) {
      const body = await html(url);
      expect(title(body), url).toBe('Ovation');
      expect(meta(body, 'og:title')).toBeNull();
    }
  });

  it('describes existing profiles by their type letter', async () => {
    const body = await html('/p/ADA-META');
    expect(title(body)).toBe('Ada Lovelace (@ada-meta) | Ovation');
    expect(meta(body, 'description')).toBe('Mathematician &amp; &quot;poet of science&quot;.');
    expect(meta(body, 'og:type')).toBe('profile');
    expect(meta(body, 'og:url')).toBe('https://tickets.example.com/p/ada-meta');
    expect(meta(body, 'twitter:card')).toBe('summary');
    expect(title(await html('/o/ada-meta'))).toBe('Ovation');
    expect(title(await html('/p/nobody-here'))).toBe('Ovation');
  });

  it('keeps the rest: other pages, the environment script, API 404s', async () => {
    const home = await html('/');
    expect(title(home)).toBe('Ovation');
    expect(home).toContain('<meta name="ovation-environment" content="test" />');
    expect(home).not.toContain('<script>');
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('not_found');
  });

  it("keeps `$'`, `` $` ``, `$&` and `$1` in names literal instead of copying parts of the page", async () => {
    const name = "Pay $' or $` for $& and $1";
    const escaped = 'Pay $&#39; or $` for $&amp; and $1';
    const { id } = await makeEvent(t, owner, owner.user.id, { name });
    const host = await signUpUser(t.app, { username: 'dollar-meta' });
    await t.db.update(profiles).set({ name, description: '' }).where(eq(profiles.id, host.user.id));
    for (const [url, expected] of [
      [`/event/${id}`, `${escaped} | Ovation`],
      ['/p/dollar-meta', `${escaped} (@dollar-meta) | Ovation`],
    ] as const) {
      const body = await html(url);
      expect(title(body), url).toBe(expected);
      expect(meta(body, 'og:title'), url).toBe(expected);
      for (const once of ['<html', '<head>', '</head>', '<body>', '<div id="root">', '<title>'])
        expect(body.split(once), `${url} ${once}`).toHaveLength(2);
    }
  });

  it('injects into a page without a title or description too', () => {
    const out = injectMeta('<html><head></head><body></body></html>', {
      title: 'T',
      description: 'D',
      url: 'https://x.test/e',
      image: null,
      type: 'website',
    });
    expect(out).toContain('<title>T</title>');
    expect(out).toContain('<meta property="og:url" content="https://x.test/e" />');
    expect(out).not.toContain('og:image');
  });
});
