import { afterAll, describe, expect, it } from 'vitest';
import { directUploadUrlReply } from '../../../contracts/videos.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp, type TestApp } from '../../testing/test-app.ts';
import { writeWebDir } from '../../testing/web-dir.ts';
import { TUS_PATH } from './upload-sessions.service.ts';

/*
 * The upload address (issue 26): a page opened at 127.0.0.1:3000 while PUBLIC_URL is its default
 * http://localhost:3000 must upload to its own origin, and the page's policy must allow it; a Host header the
 * server does not answer for never becomes an address; a PUBLIC_URL set on purpose is always the address.
 */

// The policy that matters is the page's (every other reply allows nothing): the apps serve a web app's page.
const web = writeWebDir();
afterAll(web.remove);
const byDefault = useTestApp({ PORT: '3000' }, { webDir: web.dir });
const configured = useTestApp({ PORT: '3000', PUBLIC_URL: 'https://ovation.example' }, { webDir: web.dir });

async function uploadUrlAt(t: TestApp, host: string): Promise<string> {
  const person = await signUpUser(t.app);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/videos/direct_upload_url?ownerId=${person.user.id}`,
    headers: { cookie: person.cookie, host },
  });
  return expectReply(res, 200, directUploadUrlReply).url;
}

async function connectSrcAt(t: TestApp, host: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/', headers: { host } });
  const policy = String(res.headers['content-security-policy']);
  return policy
    .split('; ')
    .find((d) => d.startsWith('connect-src '))!
    .split(' ')
    .slice(1);
}

/** Whether a page at `pageOrigin` with this connect-src may send a request to `url`, as the browser decides. */
const allowed = (connectSrc: string[], pageOrigin: string, url: string) => {
  const origin = new URL(url).origin;
  return connectSrc.includes(origin) || (connectSrc.includes("'self'") && origin === pageOrigin);
};

describe('upload address without PUBLIC_URL', () => {
  it.each(['127.0.0.1:3000', 'localhost:3000', '[::1]:3000', 'LOCALHOST:3000'])(
    'is the page’s own origin at %s, allowed by its policy',
    async (host) => {
      const pageOrigin = `http://${host.toLowerCase()}`;
      const url = await uploadUrlAt(byDefault, host);
      expect(url).toBe(`${pageOrigin}${TUS_PATH}`);
      expect(allowed(await connectSrcAt(byDefault, host), pageOrigin, url)).toBe(true);
    },
  );

  it.each(['evil.example:3000', 'evil.example', '127.0.0.1:4000', 'localhost:3000.evil.example', 'localhost:3000@evil.example'])(
    'never takes a Host the server does not answer for (%s): the default address, and nothing of it in the policy',
    async (host) => {
      expect(await uploadUrlAt(byDefault, host)).toBe(`http://localhost:3000${TUS_PATH}`);
      const connectSrc = await connectSrcAt(byDefault, host);
      expect(connectSrc.join(' ')).not.toContain('evil');
      expect(connectSrc.join(' ')).not.toContain('4000');
    },
  );
});

describe('upload address with PUBLIC_URL set', () => {
  it.each(['127.0.0.1:3000', 'localhost:3000', 'ovation.example'])('is PUBLIC_URL whatever the Host (%s), and the policy allows it', async (host) => {
    const url = await uploadUrlAt(configured, host);
    expect(url).toBe(`https://ovation.example${TUS_PATH}`);
    expect(await connectSrcAt(configured, host)).toContain('https://ovation.example');
  });
});
