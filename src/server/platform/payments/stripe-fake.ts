import fs from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * Test support: a local HTTP server standing in for api.stripe.com that replays recorded Stripe responses
 * (stripe-fixtures/*.json) and records every request the SDK makes, so tests can assert the path, method,
 * form-encoded parameters and headers. Point the adapter at it with STRIPE_API_URL / `apiUrl`.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The form-encoded body, flattened as Stripe encodes it: `transfer_data[destination]`, `metadata[orderId]`. */
  params: Record<string, string>;
  headers: IncomingHttpHeaders;
}

export interface FakeRoute {
  method: 'GET' | 'POST' | 'DELETE';
  path: string | RegExp;
  /** A fixture name (stripe-fixtures/<name>.json) or a body. */
  reply: string | object;
  status?: number;
}

const FIXTURES = path.resolve(import.meta.dirname, 'stripe-fixtures');

export function stripeFixture<T = Record<string, unknown>>(name: string): T {
  return JSON.parse(fs.readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8')) as T;
}

/** The fixture's bytes as recorded, e.g. a webhook body to sign. */
export function stripeFixtureText(name: string): string {
  return fs.readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8');
}

export interface StripeFake {
  url: string;
  requests: RecordedRequest[];
  /** Routes are matched newest first, so a test can override a default for one case. */
  route(route: FakeRoute): void;
  last(): RecordedRequest | undefined;
  close(): Promise<void>;
}

/** The webhook secret of a test app made with `stripeTestEnv`, to sign the events a test sends it. */
export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_ovation_test';

/** The configuration of a test app that runs on Stripe against `fake`: `createTestApp(stripeTestEnv(fake))`. */
export function stripeTestEnv(fake: Pick<StripeFake, 'url'>, extra: Record<string, string> = {}): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_ovation',
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_ovation',
    STRIPE_API_URL: fake.url,
    ...extra,
  };
}

export async function startStripeFake(routes: FakeRoute[] = DEFAULT_ROUTES): Promise<StripeFake> {
  const table = [...routes];
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.test');
      const body = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        params: Object.fromEntries(new URLSearchParams(body)),
        headers: req.headers,
      };
      requests.push(recorded);
      const match = [...table]
        .reverse()
        .find((r) => r.method === recorded.method && (typeof r.path === 'string' ? r.path === recorded.path : r.path.test(recorded.path)));
      const reply = match
        ? typeof match.reply === 'string'
          ? stripeFixtureText(match.reply)
          : JSON.stringify(match.reply)
        : JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${recorded.method}: ${recorded.path})` } });
      res.writeHead(match ? (match.status ?? 200) : 404, {
        'content-type': 'application/json',
        'request-id': `req_fake${requests.length}`,
        'stripe-version': '2026-10-28.endive',
      });
      res.end(reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    route: (r) => table.push(r),
    last: () => requests.at(-1),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a healthy Stripe answers to every call the adapter makes. */
export const DEFAULT_ROUTES: FakeRoute[] = [
  { method: 'POST', path: '/v1/payment_intents', reply: 'payment_intent' },
  { method: 'GET', path: /^\/v1\/payment_intents\/pi_[^/]+$/, reply: 'payment_intent' },
  { method: 'POST', path: /^\/v1\/payment_intents\/pi_[^/]+\/cancel$/, reply: 'payment_intent_canceled' },
  { method: 'POST', path: '/v1/refunds', reply: 'refund' },
  { method: 'POST', path: '/v1/accounts', reply: 'account' },
  { method: 'POST', path: '/v1/account_links', reply: 'account_link' },
  { method: 'POST', path: '/v1/terminal/locations', reply: 'terminal_location' },
  { method: 'POST', path: '/v1/terminal/readers', reply: 'terminal_reader' },
  { method: 'GET', path: /^\/v1\/terminal\/readers\/tmr_[^/]+$/, reply: 'terminal_reader' },
  { method: 'DELETE', path: /^\/v1\/terminal\/readers\/tmr_[^/]+$/, reply: 'terminal_reader_deleted' },
  { method: 'POST', path: /^\/v1\/terminal\/readers\/tmr_[^/]+\/process_payment_intent$/, reply: 'terminal_reader_processing' },
  { method: 'POST', path: /^\/v1\/terminal\/readers\/tmr_[^/]+\/cancel_action$/, reply: 'terminal_reader' },
  { method: 'POST', path: /^\/v1\/test_helpers\/terminal\/readers\/tmr_[^/]+\/present_payment_method$/, reply: 'terminal_reader' },
  // Stripe Billing on a connected account (memberships).
  { method: 'POST', path: '/v1/prices', reply: 'price' },
  { method: 'POST', path: '/v1/checkout/sessions', reply: 'checkout_session_subscription' },
  { method: 'GET', path: /^\/v1\/checkout\/sessions\/cs_[^/]+$/, reply: 'checkout_session_subscription' },
  { method: 'POST', path: /^\/v1\/checkout\/sessions\/cs_[^/]+\/expire$/, reply: 'checkout_session_subscription_expired' },
  { method: 'POST', path: '/v1/billing_portal/sessions', reply: 'billing_portal_session' },
  { method: 'GET', path: /^\/v1\/invoices\/in_[^/]+$/, reply: stripeFixture<{ data: { object: object } }>('event_invoice_paid').data.object },
  { method: 'GET', path: '/v1/invoice_payments', reply: 'invoice_payment_list' },
];
