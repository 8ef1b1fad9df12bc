import { afterAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp } from './testing/test-app.ts';
import { makeAdmin } from './testing/events.ts';
import {
  buildRouteWorld,
  fillPath,
  freshCookie,
  listRoutes,
  queryString,
  sample,
  branch,
  typeOf,
  type Route,
  type RouteWorld,
  type Schema,
} from './testing/routes.ts';

/**
 * Bad input never answers 500: every route of the OpenAPI document gets the bad-input classes (NUL characters,
 * lone surrogates, dates outside years 1-9999, broken percent-encoding, malformed multipart bodies) in each body
 * field, query param, path param and cookie, and its schema's own edge cases (empty, too long, wrong type,
 * negative, huge, an array for an object). Sent as the owner of an organization with an event, who is also a
 * site admin, so the inputs reach deep; routes that destroy things run last. A reply fails the test when its
 * status is 5xx or its body shows a stack trace or SQL.
 */

const BAD_TEXT: unknown[] = ['a\u0000b', 'a\ud800', '0000-01-01T00:00:00Z', '9999-12-31T20:00:00-12:00', '', 'x'.repeat(20_000), {}];
const BAD_NUMBERS: unknown[] = [-1, -1e308, 1e308, 1.5, '1\u0000', {}];
const BAD_OTHER: unknown[] = [[], {}, 'a\u0000b', null];
/** Already URL-encoded: NUL, an encoded lone surrogate, broken escapes, out-of-range dates, edge numbers. */
const BAD_URL_VALUES = [
  'a%00b',
  '%ED%A0%80',
  '%zz',
  '0000-01-01',
  '0000-01-01T00%3A00%3A00Z',
  '9999-12-31T20%3A00%3A00-12%3A00',
  '',
  'x'.repeat(3000),
  '-1',
  '1e308',
  '99999999999999999999',
  'not-a-uuid',
];
const BAD_COOKIES = ['ovation_session=a%00b', 'ovation_session=%ED%A0%80', 'ovation_session=%zz', 'ovation_promoter_x=%00'];
const BOUNDARY = 'fuzzboundary';
const MULTIPART: { contentType: string; body: string }[] = [
  { contentType: 'multipart/form-data', body: 'no boundary' },
  { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: '' },
  { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\navatar` },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\navatar\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG`,
  },
  { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: `--${BOUNDARY}\r\nX-Nothing: here\r\n\r\nvalue\r\n--${BOUNDARY}--\r\n` },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n\u0000\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="\u0000.png"\r\nContent-Type: image/png\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`,
  },
];

/** A stack frame, a driver error or SQL in a reply means the server leaked its internals. */
const LEAK =
  /\bat [\w.<>]+ \(.*:\d+:\d+\)|node_modules|\b(select|insert into|update|delete from)\b[^"]{0,80}\b(from|set|where|values)\b|violates .* constraint|syntax error at/i;

type Case = [label: string, opts: { url?: string; cookie?: string; payload?: unknown; raw?: string; contentType?: string }];

interface Mutation {
  label: string;
  value: unknown;
}

/** Every value of a body with one field (or the whole body) replaced by a bad value. */
function bodyMutations(schema: Schema, base: unknown): Mutation[] {
  const out: Mutation[] = BAD_OTHER.map((value) => ({ label: `body=${JSON.stringify(value)}`, value }));
  const walk = (s: Schema, path: (string | number)[]) => {
    const type = typeOf(s);
    const bad = type === 'string' ? BAD_TEXT : type === 'integer' || type === 'number' ? BAD_NUMBERS : BAD_OTHER;
    if (path.length)
      for (const value of bad) out.push({ label: `${path.join('.')}=${JSON.stringify(value).slice(0, 40)}`, value: setAt(base, path, value) });
    const b = branch(s);
    if (type === 'object') {
      for (const [key, prop] of Object.entries(b.properties ?? {})) walk(prop, [...path, key]);
      if (!b.properties && b.additionalProperties && typeof b.additionalProperties === 'object') {
        const key = Object.keys(getAt(base, path) as object)[0];
        if (key) walk(b.additionalProperties, [...path, key]);
        for (const badKey of ['\u0000', 'a\ud800', 'not-a-uuid'])
          out.push({ label: `${path.join('.')} key=${JSON.stringify(badKey)}`, value: setAt(base, path, { [badKey]: 1 }) });
      }
    }
    if (type === 'array' && b.items) walk(b.items, [...path, 0]);
  };
  walk(schema, []);
  return out;
}

function getAt(root: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], root);
}

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  const parent = getAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path.at(-1)!] = value;
  return copy;
}

/** Destructive routes run last, account and organization deletion at the very end. */
function runOrder(route: Route): number {
  if (route.key === 'DELETE /api/v1/profiles/{id}') return 3;
  if (route.method === 'DELETE') return 2;
  if (route.path.includes('logout')) return 1;
  return 0;
}

// One app and world for the whole file, made before the tests are collected: each route is its own test.
const t = await createTestApp();
afterAll(() => t.close());
const world: RouteWorld = await buildRouteWorld(t);
await makeAdmin(t, world.owner.user.id);
const routes = listRoutes(t.app).sort((a, b) => runOrder(a) - runOrder(b));

describe('every route refuses bad input with a 4xx', () => {
  it('finds the routes in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(90);
  });

  it.each(routes.map((route) => [route.key, route] as const))('%s', { timeout: 120_000 }, async (_, route) => {
    const failures: string[] = [];
    const cookie = await freshCookie(t, world.owner);
    const send = async ([label, opts]: Case) => {
      const request: InjectOptions = {
        method: route.method as InjectOptions['method'],
        url: opts.url ?? fillPath(route, world) + queryString(route, world),
        headers: { cookie: opts.cookie ?? cookie, ...(opts.contentType ? { 'content-type': opts.contentType } : {}) },
      };
      if (opts.payload !== undefined || opts.raw !== undefined) {
        request.payload = opts.raw ?? JSON.stringify(opts.payload);
        request.headers!['content-type'] ??= 'application/json';
      }
      const res = await t.app.inject(request);
      if (res.statusCode >= 500 || LEAK.test(res.body)) failures.push(`${route.key} [${label}] -> ${res.statusCode} ${res.body.slice(0, 200)}`);
    };
    const base = route.body ? sample(route.body, 'body', world) : undefined;
    const cases: Case[] = [];
    for (const param of route.pathParams) {
      for (const value of BAD_URL_VALUES) {
        cases.push([
          `path ${param}=${value.slice(0, 30)}`,
          { url: fillPath(route, world, { [param]: value }) + queryString(route, world), payload: base },
        ]);
      }
    }
    for (const q of route.query) {
      for (const value of [...BAD_URL_VALUES, `${encodeURIComponent(String(sample(q.schema, q.name, world)))}&${q.name}=x`]) {
        cases.push([
          `query ${q.name}=${value.slice(0, 30)}`,
          { url: fillPath(route, world) + queryString(route, world, { [q.name]: value }), payload: base },
        ]);
      }
    }
    for (const bad of BAD_COOKIES) cases.push([`cookie ${bad}`, { cookie: `${cookie}; ${bad}`, payload: base }]);
    if (route.body) {
      for (const m of bodyMutations(route.body, base)) cases.push([m.label, { payload: m.value }]);
      cases.push(['body with a lone surrogate escape', { raw: JSON.stringify(base).replace(/^\{/, '{"x":"\\ud800",') }]);
    }
    if (['POST', 'PUT', 'PATCH'].includes(route.method)) {
      for (const m of MULTIPART) cases.push([`multipart ${JSON.stringify(m.body.slice(0, 40))}`, { raw: m.body, contentType: m.contentType }]);
    }
    // A few at a time: the database works while the next requests are parsed and validated.
    for (let i = 0; i < cases.length; i += 8) await Promise.all(cases.slice(i, i + 8).map(send));
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
