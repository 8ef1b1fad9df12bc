import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { CHECKOUT_REASONS } from '../../contracts/checkout.messages.ts';
import type { ReplyOf } from '../../contracts/endpoint.ts';
import { TEAM_ENDPOINTS } from '../../contracts/team.endpoints.ts';
import type { TeamReply } from '../../contracts/team.ts';
import { PLATFORM_REASONS, tryAgainIn } from '../../contracts/errors.messages.ts';
import { ApiError, call, CLIENT_REASONS, endpointPath, parseRetryAfter } from './http.ts';

const reply = (status: number, body: string, headers: Record<string, string> = {}) =>
  vi.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json', ...headers } }));

async function failure(status: number, body: string, headers: Record<string, string> = {}): Promise<ApiError> {
  vi.stubGlobal('fetch', reply(status, body, headers));
  const error = await call(TEAM_ENDPOINTS.acceptInvitation, { params: { token: 'x' } }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ApiError.reason', () => {
  it("is the error body's machine reason", async () => {
    const body = {
      code: 'conflict',
      message: 'Sorry... The time limit gives everyone a fair shot at tickets.',
      reason: 'hold_expired',
      requestId: 'r1',
    };
    const error = await failure(409, JSON.stringify(body));
    expect(error).toMatchObject({ status: 409, code: 'conflict', message: body.message, requestId: 'r1', reason: CHECKOUT_REASONS.holdExpired });
  });

  it('is absent for plain errors', async () => {
    const error = await failure(404, JSON.stringify({ code: 'not_found', message: 'Not found', requestId: 'r2' }));
    expect(error.reason).toBeUndefined();
    expect(error.message).toBe('Not found');
  });

  it('says when the reply had no error body (the message is made up)', async () => {
    const error = await failure(502, '<html>Bad gateway</html>');
    expect(error).toMatchObject({ status: 502, code: 'internal', message: 'Request failed (502)', reason: CLIENT_REASONS.noErrorBody });
    expect((await failure(500, '')).reason).toBe(CLIENT_REASONS.noErrorBody);
  });
});

describe('a refusal because the server is full', () => {
  it("shows the server's message with the wait, and keeps the wait", async () => {
    const body = { code: 'unavailable', message: tryAgainIn(7), reason: 'overloaded', requestId: 'r3' };
    const error = await failure(503, JSON.stringify(body), { 'retry-after': '7' });
    expect(error).toMatchObject({ status: 503, message: tryAgainIn(7), reason: PLATFORM_REASONS.overloaded, retryAfterSeconds: 7 });
    expect(error.message).toContain('7 seconds');
  });

  it("says the wait when a proxy's 503 or 429 has no body but a Retry-After", async () => {
    expect(await failure(503, '', { 'retry-after': '30' })).toMatchObject({
      message: tryAgainIn(30),
      reason: PLATFORM_REASONS.overloaded,
      retryAfterSeconds: 30,
    });
    expect((await failure(429, '<html>Slow down</html>', { 'retry-after': '1' })).message).toBe(tryAgainIn(1));
    expect((await failure(503, '')).reason).toBe(CLIENT_REASONS.noErrorBody);
  });

  it.each([
    ['7', 7],
    [' 120 ', 120],
    ['Sun, 29 Nov 2026 12:00:10 GMT', 10],
    ['Sun, 29 Nov 2026 11:00:00 GMT', 0],
    ['soon', undefined],
    [null, undefined],
  ])('reads Retry-After %j as %j seconds', (header, seconds) => {
    expect(parseRetryAfter(header, Date.parse('2026-11-29T12:00:00Z'))).toBe(seconds);
  });
});

describe('endpointPath', () => {
  it.each([
    ['/api/v1/orders/:id', { id: 'a1' }, '/api/v1/orders/a1'],
    ['/api/v1/courses/:eventId/teachings/:teachingId', { eventId: 'e', teachingId: 't' }, '/api/v1/courses/e/teachings/t'],
    ['/api/v1/invitations/:token', { token: 'a/b?c' }, '/api/v1/invitations/a%2Fb%3Fc'],
    ['/api/v1/schools', undefined, '/api/v1/schools'],
  ])('%s with %j is %s', (path, params, expected) => {
    expect(endpointPath(path, params)).toBe(expected);
  });

  it('refuses a missing parameter instead of calling a wrong URL', () => {
    expect(() => endpointPath('/api/v1/orders/:id', {})).toThrow('Missing path parameter id');
  });
});

describe('call', () => {
  it("sends the endpoint's method to its path with the query and JSON body, and returns the reply", async () => {
    const fetch = reply(200, JSON.stringify({ affiliation: { id: 'm1' } }));
    vi.stubGlobal('fetch', fetch);
    const id = '7d0c3f7e-8c55-4a3a-9d55-0f2d3c1b2a10';
    const result = await call(TEAM_ENDPOINTS.update, {
      params: { id },
      body: { ownerId: 'o1', admin: true, receiveNotifications: false, hidden: false },
    });
    expect(result).toEqual({ affiliation: { id: 'm1' } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/v1/profile_management/affiliations/${id}`);
    expect(init).toMatchObject({ method: 'PATCH', body: JSON.stringify({ ownerId: 'o1', admin: true, receiveNotifications: false, hidden: false }) });

    vi.stubGlobal('fetch', reply(200, '{"ok":true}'));
    await call(TEAM_ENDPOINTS.remove, { params: { id }, query: { ownerId: 'o1' } });
    expect((vi.mocked(globalThis.fetch).mock.calls[0] as unknown as [string])[0]).toBe(`/api/v1/profile_management/affiliations/${id}?ownerId=o1`);
  });

  it('types each call from the contract', () => {
    expectTypeOf<ReplyOf<typeof TEAM_ENDPOINTS.list>>().toEqualTypeOf<TeamReply>();
    const list = () => call(TEAM_ENDPOINTS.list, { query: { ownerId: 'o1' } });
    expectTypeOf(list).returns.resolves.toEqualTypeOf<TeamReply>();
    // @ts-expect-error: path parameters are required where the path has them
    const noParams = () => call(TEAM_ENDPOINTS.update, { body: { ownerId: 'o1', admin: true, receiveNotifications: false, hidden: false } });
    // @ts-expect-error: the body is the contract's input
    const badBody = () => call(TEAM_ENDPOINTS.add, { body: { ownerId: 1 } });
    expect([noParams, badBody]).toHaveLength(2);
  });
});
