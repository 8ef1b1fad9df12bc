import { queryOptions, useMutation } from '@tanstack/react-query';
import { VIDEOS_ENDPOINTS as E } from '../../../contracts/videos.endpoints.ts';
import type { DonationView } from '../../../contracts/videos.ts';
import { call } from '../../app/http.ts';

/** Donations to a video (contracts/videos.endpoints.ts donate, donation); only types come from the zod contracts. */

export type { DonationView };

export const videoDonationKeys = {
  all: ['video-donations'] as const,
  one: (id: string) => ['video-donations', id] as const,
};

/** GET /api/v1/video_donations/:id, the donor's pay page (reading it also completes a donation whose payment went through). */
export function donationQuery(id: string) {
  return queryOptions({
    queryKey: videoDonationKeys.one(id),
    queryFn: ({ signal }) => call(E.donation, { params: { id }, signal }),
    retry: false,
  });
}

/** POST /api/v1/videos/:id/donations: starts a donation of `amount` minor units; answers its pay page. */
export function useStartDonation(videoId: string) {
  return useMutation({
    mutationFn: (amount: number) => call(E.donate, { params: { id: videoId }, body: { amount } }),
  });
}
