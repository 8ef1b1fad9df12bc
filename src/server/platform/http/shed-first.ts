import type { FastifyRequest } from 'fastify';
import { ANALYTICS_ENDPOINTS } from '../../../contracts/analytics.endpoints.ts';

/**
 * The requests admission control refuses first (platform/http/admission.ts): the analytics tracker's beacons. Losing
 * one costs a count, and the tracker sends it again later; a buyer's page or checkout waiting behind them costs a sale.
 */
const SHED_FIRST = new Set(Object.values(ANALYTICS_ENDPOINTS).map((e) => `${e.method} ${e.path}`));

export function isShedFirst(request: FastifyRequest): boolean {
  return SHED_FIRST.has(`${request.routeOptions.method} ${request.routeOptions.url}`);
}

/** The share of the slots shed-first requests may find taken and still get one: busier than that, they are refused. */
export const SHED_FIRST_SHARE = 0.5;
