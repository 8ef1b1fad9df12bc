import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_REASONS } from '../../contracts/checkout.messages.ts';
import { api, ApiError, CLIENT_REASONS } from './http.ts';

const reply = (status: number, body: string) => vi.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }));

async function failure(status: number, body: string): Promise<ApiError> {
  vi.stubGlobal('fetch', reply(status, body));
  const error = await api('/api/v1/orders/x', { method: 'POST' }).catch((e: unknown) => e);
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
