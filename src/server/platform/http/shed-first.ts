import type { FastifyRequest } from 'fastify';
import { ANALYTICS_ENDPOINTS } from '../../../contracts/analytics.endpoints.ts';

/**
 * The requests admission control refuses first (platform/http/admission.ts): the analytics tracker's beacons. They
 * take no slot a buyer needs, only one of a small lane of their own, held for the rate-limit count (the insert is
 * buffered: contexts/analytics/ingest-buffer.ts). Losing one costs a count, and the tracker sends it again later.
 */
const SHED_FIRST = new Set(Object.values(ANALYTICS_ENDPOINTS).map((e) => `${e.method} ${e.path}`));

export function isShedFirst(request: FastifyRequest): boolean {
  return SHED_FIRST.has(`${request.routeOptions.method} ${request.routeOptions.url}`);
}

/** The size of the shed-first requests' own lane, as a share of the general one's slots: past it they are refused. */
export const SHED_FIRST_SHARE = 0.5;
