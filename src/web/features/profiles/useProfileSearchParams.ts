import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { ProfileTab } from '../../../domain/profile-page.ts';
import { scrollBehavior } from '../../app/motion.ts';
import { usePendingFollowReplay } from '../follows/index.ts';
import type { PublicProfile } from './api.ts';
import type { ProfileSearch } from './search.ts';

/** The profile page's query string: setSearch (keeping the scroll), openTab (scrolling to the tabs), and follow=true's replay. */
export function useProfileSearchParams(profile: PublicProfile | undefined, followParam: ProfileSearch['follow']) {
  const navigate = useNavigate();
  const setSearch = useCallback(
    (patch: Partial<ProfileSearch>, replace = false) =>
      void navigate({ to: '.', search: (prev: ProfileSearch) => ({ ...prev, ...patch }), replace, resetScroll: false } as never),
    [navigate],
  );
  const clearFollow = useCallback(() => setSearch({ follow: undefined }, true), [setSearch]);
  usePendingFollowReplay({
    profileId: profile?.id,
    following: profile?.following ?? false,
    followParam,
    clearParam: clearFollow,
  });

  const openTab = (next: ProfileTab) => {
    setSearch({ tab: next });
    requestAnimationFrame(() => document.getElementById('profile-tabs')?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' }));
  };

  return { setSearch, openTab };
}
