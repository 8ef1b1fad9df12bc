import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { PublicEvent } from '../../../../contracts/events.ts';
import { usePendingFollowReplay } from '../../follows/index.ts';
import type { EventPageSearch } from './search.ts';

/** follow=true after sign-in: follows the organizer the visitor chose to follow, then leaves the address. */
export function useOrganizerFollowReplay(owner: PublicEvent['owner'], followParam: EventPageSearch['follow']) {
  const navigate = useNavigate();
  const clearFollow = useCallback(
    () => void navigate({ to: '.', search: (prev: EventPageSearch) => ({ ...prev, follow: undefined }), replace: true } as never),
    [navigate],
  );
  usePendingFollowReplay({
    profileId: owner.id,
    following: owner.following,
    followParam,
    clearParam: clearFollow,
  });
}
