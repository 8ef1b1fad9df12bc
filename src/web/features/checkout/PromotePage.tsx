import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { FullPageLoading } from '../../ui/FullPageLoading.tsx';
import { setPromoterCookie } from './api.ts';

/**
 * /event/:eventId/promote/:promoterUsername: records the promoter for this browser (POST /api/v1/cookies/set;
 * the order created later reads it), then opens the event page. An unknown promoter or event still lands on
 * the event page, which says when the event does not exist.
 */
export function PromotePage({ eventId, promoterUsername }: { eventId: string; promoterUsername: string }) {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void setPromoterCookie(eventId, promoterUsername)
      .catch(() => undefined)
      .finally(() => void navigate({ to: '/event/$eventId', params: { eventId }, replace: true }));
  }, [eventId, promoterUsername, navigate]);
  return <FullPageLoading />;
}
