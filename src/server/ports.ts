import { provideSettlements } from './contexts/checkout/settlements.ts';
import { membershipSettlement } from './contexts/memberships/settlement.service.ts';
import { handleSubscriptionEvent } from './contexts/memberships/stripe-billing-events.service.ts';
import { donationSettlement } from './contexts/videos/donations-settlement.ts';

/**
 * The composition root's wiring of the ports a lower context declares and higher ones provide (docs/architecture.md,
 * "Ports"): checkout settles a paid order of another kind through the context that owns it, without importing it.
 */
export function wirePorts(): void {
  provideSettlements({
    settlements: { MembershipTier: membershipSettlement, ArtistVideo: donationSettlement },
    subscriptionEvent: (deps, event, accountId) => handleSubscriptionEvent(deps, event, accountId),
  });
}
