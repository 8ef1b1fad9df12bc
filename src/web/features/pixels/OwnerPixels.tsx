import { useEffect, useState } from 'react';
import type { PurchaseOrder } from '../../../domain/pixels.ts';
import type { EventPixels } from './api.ts';
import { claimPurchasePixel } from './claim.ts';
import { ConsentBanner } from './ConsentBanner.tsx';
import { readConsent, writeConsent, type PixelConsent } from './consent.ts';
import { documentAllowsPixels, reportPurchase, startTrackers } from './trackers.ts';

/** Orders this document has claimed: a thank-you page that renders again claims nothing twice. */
const claimed = new Set<string>();

/**
 * The owner's purchase pixels on one of its event's pages (docs/decisions/analytics.md 'Pixels'), shown by PixelsSlot
 * when the owner set at least one id: the consent banner until the buyer answers; after Accept the trackers, and on the thank-you page
 * the purchase, reported only when the server says this is its first claim.
 */
export default function OwnerPixels({ pixels, purchase }: { pixels: EventPixels; purchase?: PurchaseOrder }) {
  const [answered, setAnswered] = useState<PixelConsent | null>(null);
  const consent = answered ?? readConsent(pixels.ownerId);

  useEffect(() => {
    if (consent !== 'accepted') return;
    if (!documentAllowsPixels()) {
      // Reached inside the app from a page whose policy blocks the trackers: load the thank-you page afresh (its
      // own policy allows them) rather than lose the purchase; elsewhere the next full page load starts them.
      if (purchase && !claimed.has(purchase.id)) window.location.reload();
      return;
    }
    startTrackers(pixels, pixels.scripts);
    if (!purchase || claimed.has(purchase.id)) return;
    claimed.add(purchase.id);
    void claimPurchasePixel(purchase.id)
      .then((claim) => claim === 'first' && reportPurchase(pixels, purchase))
      .catch(() => undefined); // not reported: never at the risk of reporting twice
  }, [pixels, consent, purchase]);

  if (consent) return null;
  return (
    <ConsentBanner
      onAnswer={(answer) => {
        writeConsent(pixels.ownerId, answer);
        setAnswered(answer);
      }}
    />
  );
}
