import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { followReply } from '../../../contracts/profiles-public.ts';
import { api } from '../../app/http.ts';

export type FollowReply = z.infer<typeof followReply>;

/** Query keys whose data shows follow state (event pages, profiles and their follower lists). */
const FOLLOW_DEPENDENT_KEYS = [['event'], ['profile']] as const;

/** POST /api/follows?id= (201) or /api/follows/delete?id= (200), then the pages showing the state refresh. */
export function useFollowMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, follow }: { profileId: string; follow: boolean }) =>
      api<FollowReply>(follow ? '/api/follows' : '/api/follows/delete', { method: 'POST', query: { id: profileId } }),
    onSettled: () => Promise.all(FOLLOW_DEPENDENT_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] }))),
  });
}
