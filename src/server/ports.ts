import { broadcastIdsOf } from './contexts/broadcasts/index.ts';
import { provideBroadcastIds, provideSettlements } from './contexts/checkout/index.ts';
import { membershipSettlement, handleSubscriptionEvent } from './contexts/memberships/index.ts';
import { recipientMails } from './contexts/messages/index.ts';
import { donationSettlement } from './contexts/videos/index.ts';
import { provideMailRefHandlers } from './platform/mail/mail-refs.ts';

/**
 * The composition root's wiring of the ports a lower context declares and higher ones provide (docs/architecture.md,
 * "Ports"): checkout settles a paid order of another kind through the context that owns it, without importing it.
 */
export function wirePorts(): void {
  provideSettlements({
    settlements: { MembershipTier: membershipSettlement, ArtistVideo: donationSettlement },
    subscriptionEvent: (deps, event, accountId) => handleSubscriptionEvent(deps, event, accountId),
  });
  // View Stream (tickets, the thank-you page) leads to the date's broadcast, which the broadcasts context makes.
  provideBroadcastIds(broadcastIdsOf);
  // An e-mail that failed for good (or was delivered after an admin's retry) reaches the row it was for.
  provideMailRefHandlers({ message_recipient: recipientMails });
}
