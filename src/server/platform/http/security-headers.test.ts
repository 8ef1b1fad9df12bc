import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { writeWebDir } from '../../testing/web-dir.ts';
import { contentSecurityPolicy, securityHeaders } from './security-headers.ts';

const web = writeWebDir(
  { 'assets/a.js': 'export {};', 'door-sw.js': 'self.addEventListener("fetch", () => undefined);' },
  '<!doctype html><html><head><title>Ovation</title></head><body><script type="module" src="/assets/a.js"></script></body></html>',
);
const webDir = web.dir;
let dev: TestApp;
let prod: TestApp;
beforeAll(async () => {
  [dev, prod] = await Promise.all([
    createTestApp({}, { webDir }),
    createTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://tickets.example.com' }, { webDir }),
  ]);
}, 120_000); // two apps start here
afterAll(async () => {
  await Promise.all([dev?.close(), prod?.close()]);
  web.remove();
});

const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('security headers', () => {
  it('go on every response: the page, static files, API replies, API errors', async () => {
    for (const [method, url] of [
      ['GET', '/'],
      ['HEAD', '/'],
      ['GET', '/event/x'],
      ['GET', '/assets/a.js'],
      ['GET', '/api/health'],
      ['GET', '/api/v1/nothing'],
    ] as const) {
      const res = await dev.app.inject({ method, url });
      expect(res.statusCode, url).toBe(url === '/api/v1/nothing' ? 404 : 200);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(directives(String(res.headers['content-security-policy']))['frame-ancestors'], url).toEqual(["'none'"]);
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it("gives pages the app's policy", async () => {
    for (const [method, url] of [
      ['GET', '/'],
      ['HEAD', '/'],
      ['GET', '/p/ada'],
    ] as const) {
      const csp = directives(String((await dev.app.inject({ method, url })).headers['content-security-policy']));
      expect(csp['default-src'], url).toEqual(["'self'"]);
      expect(csp['script-src'], url).toEqual(["'self'"]);
      expect(csp['object-src'], url).toEqual(["'none'"]);
      // hls.js plays through a MediaSource's blob: URL; only our own origin serves media otherwise.
      expect(csp['media-src'], url).toEqual(["'self'", 'blob:']);
    }
  });

  it('gives everything that is not a page a policy that allows nothing, should a browser open it as a document', async () => {
    for (const url of ['/assets/a.js', '/api/health', '/api/v1/nothing', '/api/v1/calendar/o/ada']) {
      const res = await dev.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it("lets the door's service worker fetch from its own origin, and nothing else", async () => {
    const res = await dev.app.inject({ method: 'GET', url: '/door-sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; connect-src 'self'; frame-ancestors 'none'");
  });

  it('serves a page without inline script: the environment travels in a meta tag', async () => {
    const page = await prod.app.inject({ method: 'GET', url: '/' });
    expect(page.body).toContain('<meta name="ovation-environment" content="production" />');
    expect(page.body).not.toMatch(/<script>/);
  });

  it('adds HSTS in production only', async () => {
    const res = await prod.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it("leaves PDFs to the browser's viewer: no page policy or frame ban, still nosniff", () => {
    const pdf = securityHeaders({ production: true, stripe: false }, '/api/v1/ticket_pages/tickets/x/pdf', 'application/pdf');
    expect(pdf).toEqual({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
    expect(Object.keys(securityHeaders({ production: false, stripe: false }, '/', 'text/html'))).toEqual(
      expect.arrayContaining(['content-security-policy', 'x-frame-options']),
    );
  });

  it('lets other sites frame the calendar page only: not other pages, nor the calendar API', async () => {
    for (const url of ['/calendar/o/lovelace-hall', '/calendar/p/ada?bgColor=000000&tags=jazz', '/calendar/p/ada/']) {
      const res = await dev.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-frame-options'], url).toBeUndefined();
      expect(directives(String(res.headers['content-security-policy']))['frame-ancestors'], url).toEqual(['*']);
    }
    for (const url of [
      '/calendar',
      '/calendar/o',
      '/calendar/x/ada',
      '/calendar/o/ada/more',
      '/o/ada',
      '/manage/calendar',
      '/api/v1/calendar/o/ada',
      '/api/v1/calendar/o/ada/events.ics',
    ]) {
      const res = await dev.app.inject({ method: 'GET', url });
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(directives(String(res.headers['content-security-policy']))['frame-ancestors'], url).toEqual(["'none'"]);
    }
  });

  it("allows the bucket's origin for media and fetches only when files leave by its presigned URLs", () => {
    const bucket = 'https://media.s3.eu-west-3.amazonaws.com';
    const policy = directives(contentSecurityPolicy({ stripe: false, storageOrigin: bucket }));
    expect(policy['media-src']).toEqual(["'self'", 'blob:', bucket]);
    expect(policy['connect-src']).toContain(bucket);
    expect(Object.keys(policy).filter((name) => policy[name]!.includes(bucket))).toEqual(['media-src', 'connect-src']);
    expect(contentSecurityPolicy({ stripe: false })).not.toContain('amazonaws');
  });

  it('allows Stripe.js, its frames and its API only when payments go through Stripe', () => {
    const sandbox = directives(contentSecurityPolicy({ stripe: false }));
    const stripe = directives(contentSecurityPolicy({ stripe: true }));
    expect(JSON.stringify(sandbox)).not.toContain('stripe');
    expect(stripe['script-src']).toContain('https://js.stripe.com');
    expect(stripe['frame-src']).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']));
    expect(stripe['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
  });
});

describe('purchase pixels in the policy', () => {
  const GOOGLE = 'https://www.googletagmanager.com';
  const META = 'https://connect.facebook.net';

  it("allows the trackers' scripts, beacons and images on the event, checkout and thank-you pages only", async () => {
    for (const url of ['/event/x', '/event/x/checkout', '/checkout/thankyou/x/success']) {
      const policy = directives(String((await dev.app.inject({ method: 'GET', url })).headers['content-security-policy']));
      expect(policy['script-src'], url).toEqual(expect.arrayContaining([GOOGLE, META]));
      expect(policy['connect-src'], url).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://www.facebook.com']));
      expect(policy['img-src'], url).toEqual(expect.arrayContaining(['https://www.facebook.com']));
    }
    for (const url of ['/', '/p/ada', '/event/new', '/event/x/order-form/y', '/management/courses/x/stats', '/api/v1/events/x/pixels']) {
      const policy = String((await dev.app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(policy, url).not.toContain('googletagmanager');
      expect(policy, url).not.toContain('facebook');
    }
  });

  it('allows PIXEL_SCRIPTS_URL instead of the vendors when it is set', () => {
    const policy = directives(contentSecurityPolicy({ stripe: false, pixelScriptsUrl: 'http://127.0.0.1:4414/fake' }, 'pixel page'));
    expect(policy['script-src']).toEqual(["'self'", 'http://127.0.0.1:4414']);
    expect(policy['connect-src']).toContain('http://127.0.0.1:4414');
    expect(JSON.stringify(policy)).not.toContain('facebook');
  });
});

describe('API docs', () => {
  it('serves the Swagger UI outside production', async () => {
    expect((await dev.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
    expect((await dev.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });

  it('serves it in production too (it documents the open API) unless API_DOCS=false', async () => {
    expect((await prod.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
    expect((await prod.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', API_DOCS: 'false' }).apiDocs).toBe(false);
  });
});
