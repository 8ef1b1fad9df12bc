import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { DATABASE_REFUSED } from '../../../contracts/errors.ts';
import { registerErrorHandler, sqlState } from './errors.ts';

/** A database error as drizzle throws it: its own message names the query, the driver's error is the cause. */
function drizzleError(code: string, detail = 'violates foreign key constraint "orders_event_id_fk"') {
  const cause = Object.assign(new Error(`update or delete on table "events" ${detail}`), { code });
  return Object.assign(new Error('Failed query: delete from "events" where "events"."id" = $1'), { cause });
}

describe('sqlState', () => {
  it.each([
    ['a driver error', Object.assign(new Error('x'), { code: '23505' }), '23505'],
    ['wrapped by drizzle', drizzleError('23503'), '23503'],
    ['wrapped twice', { cause: drizzleError('22P02') }, '22P02'],
    ['a Node error code', Object.assign(new Error('x'), { code: 'ECONNREFUSED' }), undefined],
    ['no code', new Error('x'), undefined],
    ['not an error', 'boom', undefined],
  ])('%s', (_, err, code) => {
    expect(sqlState(err)).toBe(code);
  });
});

describe('database refusals answer 4xx without SQL', () => {
  let app: FastifyInstance;
  let toThrow: unknown;
  beforeAll(async () => {
    app = Fastify();
    registerErrorHandler(app);
    app.get('/fail', async () => {
      throw toThrow;
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each([
    ['23505', 409, 'conflict', DATABASE_REFUSED.duplicate],
    ['23503', 409, 'conflict', DATABASE_REFUSED.inUse],
    ['23001', 409, 'conflict', DATABASE_REFUSED.inUse],
    ['23514', 409, 'conflict', DATABASE_REFUSED.rule],
    ['22P02', 422, 'validation_failed', DATABASE_REFUSED.invalidValue],
    ['22007', 422, 'validation_failed', DATABASE_REFUSED.invalidValue],
    ['22008', 422, 'validation_failed', DATABASE_REFUSED.invalidValue],
    ['22003', 422, 'validation_failed', DATABASE_REFUSED.invalidValue],
    ['22021', 422, 'validation_failed', DATABASE_REFUSED.invalidValue],
  ])('%s -> %i', async (code, status, errorCode, message) => {
    toThrow = drizzleError(code);
    const res = await app.inject('/fail');
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code: errorCode, message });
    expect(res.body).not.toMatch(/delete from|violates|events/);
  });

  it('any other database error stays a 500 with the generic message', async () => {
    toThrow = drizzleError('40P01', 'deadlock detected');
    const res = await app.inject('/fail');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'internal', message: 'Something went wrong, please try again' });
    expect(res.body).not.toMatch(/deadlock|delete from|at /);
  });
});
