import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { hasPixels } from '../../../domain/pixel-ids.ts';
import type { PurchaseOrder } from '../../../domain/pixels.ts';
import { eventPixelsQuery } from './api.ts';

const OwnerPixels = lazy(() => import('./OwnerPixels.tsx'));

/**
 * Where an event, checkout or thank-you page puts its owner's purchase pixels. Only the read of the owner's ids is in
 * the page's code: the banner and trackers are a chunk of their own, loaded when the owner set an id, so pages of
 * owners without pixels (and every other page) pay nothing for them.
 */
export function PixelsSlot({ eventId, purchase }: { eventId: string; purchase?: PurchaseOrder }) {
  const { data } = useQuery(eventPixelsQuery(eventId));
  if (!data || !hasPixels(data)) return null;
  return (
    <Suspense fallback={null}>
      <OwnerPixels pixels={data} purchase={purchase} />
    </Suspense>
  );
}
