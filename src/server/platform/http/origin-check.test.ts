import { describe, expect, it } from 'vitest';
import { CROSS_SITE_REFUSED } from '../../../contracts/errors.messages.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';

const t = useTestApp({ PUBLIC_URL: 'https://tickets.example.com' });

const login = (origin?: string, host?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { ...(origin ? { origin } : {}), ...(host ? { host } : {}) },
    payload: { email: 'nobody@example.com', password: 'whatever' },
  });

describe('origin check on state-changing requests', () => {
  it('refuses POST, PUT, PATCH and DELETE whose Origin is another site, before doing anything', async () => {
    const person = await signUpUser(t.app);
    const refused = await login('https://evil.example');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden', message: CROSS_SITE_REFUSED });
    const headers = { cookie: person.cookie, origin: 'https://tickets.example.com.evil.example' };
    const logout = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers });
    expect(logout.statusCode).toBe(403);
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: person.cookie } });
    expect(session.json().user?.id).toBe(person.user.id);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/v1/anything', headers: { origin: 'http://localhost:5173' } });
      expect(res.statusCode, method).toBe(403);
    }
  });

  it("refuses the opaque 'null' origin and malformed ones", async () => {
    expect((await login('null')).statusCode).toBe(403);
    expect((await login('not a url')).statusCode).toBe(403);
  });

  it("lets through the app's own origin (PUBLIC_URL or the request's Host), no Origin at all, and reads", async () => {
    expect((await login('https://tickets.example.com')).statusCode).toBe(401);
    expect((await login('http://127.0.0.1:3106', '127.0.0.1:3106')).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(401);
    const read = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(read.statusCode).toBe(200);
  });

  it("exempts Stripe's webhook, which signs its requests instead", async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { origin: 'https://stripe.com' }, payload: {} });
    expect(res.statusCode).toBe(404); // the sandbox has no webhook; what matters is that it was not refused as cross-site
  });
});
