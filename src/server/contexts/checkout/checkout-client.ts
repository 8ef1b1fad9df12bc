import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HOLD_LIMITS } from '../../../domain/checkout.ts';
import type { Config } from '../../platform/config.ts';
import type { RateLimiter, RateRule } from '../../platform/http/rate-limit.ts';
import { rememberVisitor, visitorOf } from '../../platform/http/visitor.ts';

export { CLIENT_COOKIE } from '../../platform/http/visitor.ts';

/**
 * Who buys (docs/decisions/checkout.md, Holds per client): `key` is the signed-in person (`u:<id>`), else the
 * browser's checkout cookie (`c:<uuid>`); a request without one is a fresh browser, keyed by a new id that its reply
 * sets as the cookie. `address` is `ip:<address>`, whose ceilings bound every key behind it (a client that drops or
 * invents cookies is a new key each time, so the address is what bounds it). `stripe` spreads an address's keys over
 * the locks that count its holds.
 */
export interface CheckoutClient {
  key: string;
  address: string;
  stripe: number;
  /** A new id: set the cookie on the reply; no limit of its own yet. */
  fresh: boolean;
}

export function checkoutClient(request: FastifyRequest): CheckoutClient {
  const { key, fresh } = visitorOf(request);
  const stripe = createHash('sha256').update(key).digest()[0]! % HOLD_LIMITS.maxStripes;
  return { key, address: `ip:${request.ip}`, stripe, fresh };
}

/** Sets a fresh browser's checkout cookie on the reply (its next orders count together). */
export function rememberClient(reply: FastifyReply, client: CheckoutClient, config: Pick<Config, 'env'>) {
  rememberVisitor(reply, client, config);
}

/** A rate limit per client (a fresh one has no history to count) and its much higher ceiling per address. */
export async function limitClient(limits: RateLimiter, client: CheckoutClient, perClient: RateRule, perAddress: RateRule) {
  await Promise.all([client.fresh ? null : limits.hit(perClient, client.key), limits.hit(perAddress, client.address)]);
}
