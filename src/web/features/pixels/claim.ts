import { INSIGHT_ENDPOINTS as E } from '../../../contracts/insight.endpoints.ts';
import type { PurchasePixelClaim } from '../../../contracts/insight.ts';
import { call, withNetworkRetry } from '../../app/http.ts';

// Apart from api.ts: only the lazily loaded OwnerPixels claims, so this stays out of the pages' own code.

/** accounts-and-reporting 7: the purchase pixel's memory is retried every 100 ms, here 5 more times at most. */
export const CLAIM_RETRY_MS = 100;
const CLAIM_RETRIES = 5;

/**
 * Claims the one firing of a paid order's purchase event. A network failure is tried again every 100 ms (bounded:
 * a network that stays down loses the report rather than counting it twice); an answer of the server is final.
 */
export async function claimPurchasePixel(orderId: string): Promise<PurchasePixelClaim> {
  return (await withNetworkRetry(() => call(E.claimPurchasePixel, { params: { id: orderId } }), CLAIM_RETRIES, CLAIM_RETRY_MS)).claim;
}
