import { beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../contracts/errors.ts';
import { insertDelivery, insertWebhook } from './contexts/webhooks/webhooks.fixtures.ts';
import { makeAdmin } from './testing/events.ts';
import { heldRequest } from './testing/held-request.ts';
import { parsePrometheusText, sampleValue, type ParsedFamily } from './testing/prometheus-text.ts';
import { expectReply } from './testing/replies.ts';
import { signUpUser, useTestApp, type TestApp } from './testing/test-app.ts';
import { useWebPageApp } from './testing/web-page-app.ts';
import { outboxEvents } from './platform/db/schema/index.ts';
import { MAIL_QUEUE } from './platform/jobs/catalog.ts';
import { EXPOSITION_CONTENT_TYPE } from './platform/metrics/exposition.ts';
import { METRICS_MESSAGES } from './platform/metrics/metrics.ts';
import { UNMATCHED_ROUTES } from './platform/metrics/request-metrics.ts';

const TOKEN = 'metrics-test-token-0123456789abcdef';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function scrape(t: TestApp): Promise<Map<string, ParsedFamily>> {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(EXPOSITION_CONTENT_TYPE);
  expect(res.headers['cache-control']).toBe('no-store');
  return parsePrometheusText(res.body);
}

const requests = (families: Map<string, ParsedFamily>, method: string, route: string, status: string) =>
  sampleValue(families, 'ovation_http_requests_total', { method, route, status }) ?? 0;
const latencyCount = (families: Map<string, ParsedFamily>, method: string, route: string) =>
  sampleValue(families, 'ovation_http_request_duration_seconds', { method, route }, 'ovation_http_request_duration_seconds_count') ?? 0;

describe('GET /metrics without METRICS_TOKEN', () => {
  const t = useTestApp();

  it('answers 404 as an unknown address does, token or not', async () => {
    for (const headers of [{}, bearer(TOKEN)]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(expectReply(res, 404, errorBody)).toMatchObject({ code: 'not_found', message: METRICS_MESSAGES.notFound });
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const web = useWebPageApp({ METRICS_TOKEN: TOKEN }, '<!doctype html><html><head><title>Ovation</title></head><body></body></html>');
  const app = () => web.t;

  // The backlogs are read at the first scrape (then kept BACKLOG_CACHE_MS): everything they count exists before it.
  beforeAll(async () => {
    const t = app();
    const owner = await signUpUser(t.app);
    await t.jobs.send(MAIL_QUEUE, { to: 'a@example.com', subject: 'Queued', text: 'Hello' });
    const webhook = await insertWebhook(t.db, owner.user.id);
    await insertDelivery(t.db, webhook);
    await insertDelivery(t.db, webhook, { attempts: 2 });
    await t.db.insert(outboxEvents).values({ type: 'order.created', ownerId: owner.user.id, payload: {} });
  });

  it.each([
    ['no Authorization header', {}],
    ['a wrong token', bearer(`${TOKEN}x`)],
    ['the token without the Bearer scheme', { authorization: TOKEN }],
    ['an empty bearer', { authorization: 'Bearer ' }],
  ])('refuses %s with 401 and WWW-Authenticate', async (_case, headers) => {
    const res = await app().app.inject({ method: 'GET', url: '/metrics', headers });
    expect(expectReply(res, 401, errorBody)).toMatchObject({ code: 'unauthenticated', message: METRICS_MESSAGES.token });
    expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(res.body).not.toContain('ovation_');
  });

  it("refuses a site admin's session: only the token opens it", async () => {
    const admin = await signUpUser(app().app);
    await makeAdmin(app(), admin.user.id);
    const res = await app().app.inject({ method: 'GET', url: '/metrics', headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(401);
  });

  it('reports the backlogs of the database: jobs per queue, e-mail, webhook deliveries, the outbox', async () => {
    const families = await scrape(app());
    expect(sampleValue(families, 'ovation_jobs', { queue: MAIL_QUEUE, state: 'created' })).toBe(1);
    expect(sampleValue(families, 'ovation_jobs', { queue: MAIL_QUEUE, state: 'failed' })).toBe(0);
    // Every queue of the catalog has its series, jobs or not.
    expect(families.get('ovation_jobs')!.samples.length).toBeGreaterThan(40);
    expect(sampleValue(families, 'ovation_jobs_oldest_due_seconds', { queue: MAIL_QUEUE })).toBeGreaterThanOrEqual(0);
    expect(sampleValue(families, 'ovation_mail_backlog', { state: 'queued' })).toBe(1);
    expect(sampleValue(families, 'ovation_webhook_deliveries', { state: 'pending' })).toBe(1);
    expect(sampleValue(families, 'ovation_webhook_deliveries', { state: 'retrying' })).toBe(1);
    // The fixture's deliveries are due in an hour: none is late.
    expect(sampleValue(families, 'ovation_webhook_deliveries_oldest_due_seconds')).toBe(0);
    expect(sampleValue(families, 'ovation_outbox_undispatched')).toBe(1);
    expect(sampleValue(families, 'ovation_backlogs_up')).toBe(1);
  });

  it('counts requests by method, route pattern and status class, with their latencies', async () => {
    const t = app();
    const before = await scrape(t);
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/v1/events/00000000-0000-4000-8000-000000000000' });
    await t.app.inject({ method: 'GET', url: '/api/no/such/route' });
    await t.app.inject({ method: 'GET', url: '/some/page/of/the/web/app' });
    await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer('wrong') });
    const after = await scrape(t);
    const moved = (method: string, route: string, status: string) => requests(after, method, route, status) - requests(before, method, route, status);
    expect(moved('GET', '/api/health', '2xx')).toBe(2);
    expect(latencyCount(after, 'GET', '/api/health') - latencyCount(before, 'GET', '/api/health')).toBe(2);
    expect(moved('GET', '/api/v1/events/:eventId', '4xx')).toBe(1);
    expect(moved('GET', UNMATCHED_ROUTES.notFound, '4xx')).toBe(1);
    expect(moved('GET', UNMATCHED_ROUTES.webPage, '2xx')).toBe(1);
    // Scrapes count too: the one before, and the refused one.
    expect(moved('GET', '/metrics', '2xx')).toBe(1);
    expect(moved('GET', '/metrics', '4xx')).toBe(1);
    // No raw path becomes a label.
    expect(JSON.stringify([...after.get('ovation_http_requests_total')!.samples])).not.toContain('/some/page');
  });

  it("reports this process's database pool and the process itself", async () => {
    const families = await scrape(app());
    expect(sampleValue(families, 'ovation_db_pool_max')).toBe(app().runtime.database.pool.options.max);
    const inUse = sampleValue(families, 'ovation_db_pool_connections', { state: 'in_use' })!;
    const idle = sampleValue(families, 'ovation_db_pool_connections', { state: 'idle' })!;
    expect(inUse + idle).toBeLessThanOrEqual(app().runtime.database.pool.options.max!);
    expect(sampleValue(families, 'ovation_db_pool_waiting')).toBe(0);
    expect(sampleValue(families, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sampleValue(families, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(families.get('nodejs_eventloop_busy_seconds_total')?.type).toBe('counter');
  });
});

describe('GET /metrics and admission control', () => {
  const t = useTestApp({ METRICS_TOKEN: TOKEN, OVERLOAD_MAX_ACTIVE: '1', OVERLOAD_QUEUE_MS: '0' });

  it('counts the refusals (and their 503s) and shows the requests in the works', async () => {
    const held = heldRequest(t);
    await held.whenAdmitted;
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/site_alert' })).statusCode).toBe(503);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/site_alert' })).statusCode).toBe(503);
    await held.finish();
    const families = await scrape(t);
    expect(sampleValue(families, 'ovation_admission_refusals_total', { lane: 'general' })).toBe(2);
    expect(sampleValue(families, 'ovation_admission_refusals_total', { lane: 'shed_first' })).toBe(0);
    expect(requests(families, 'GET', '/api/v1/site_alert', '5xx')).toBe(2);
    // The scrape itself is the one request in the works.
    expect(sampleValue(families, 'ovation_admission_active')).toBe(1);
    expect(sampleValue(families, 'ovation_admission_queued')).toBe(0);
  });
});
