import { lazy, Suspense } from 'react';
import type { PurchaseOrder } from '../../../domain/pixels.ts';

const OwnerPixels = lazy(() => import('./OwnerPixels.tsx'));

/**
 * Where an event, checkout or thank-you page puts its owner's purchase pixels: a chunk of its own, loaded after the
 * page, so pages without pixels (and every other page) pay nothing for them.
 */
export function PixelsSlot(props: { eventId: string; purchase?: PurchaseOrder }) {
  return (
    <Suspense fallback={null}>
      <OwnerPixels {...props} />
    </Suspense>
  );
}
