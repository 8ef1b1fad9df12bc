import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROFILES_PUBLIC_ENDPOINTS } from '../../../contracts/profiles-public.endpoints.ts';
import { call } from '../../app/http.ts';

/** Query keys whose data shows follow state (event pages, profiles and their follower lists). */
const FOLLOW_DEPENDENT_KEYS = [['event'], ['profile']] as const;

/** POST /api/follows?id= (201) or /api/follows/delete?id= (200), then the pages showing the state refresh. */
export function useFollowMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, follow }: { profileId: string; follow: boolean }) =>
      call(follow ? PROFILES_PUBLIC_ENDPOINTS.follow : PROFILES_PUBLIC_ENDPOINTS.unfollow, { query: { id: profileId } }),
    onSettled: () => Promise.all(FOLLOW_DEPENDENT_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] }))),
  });
}
