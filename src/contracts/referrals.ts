import { z } from 'zod';
import { REFERRAL_STATUSES } from './referrals.messages.ts';
export * from './referrals.messages.ts';

export const referralsQuery = z.object({
  ownerId: z.uuid(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** A row of the referral tracker (accounts-and-reporting 2.6 Referral row). Amounts are raw (fees generated). */
export const referralRow = z.object({
  referredAccount: z.string(),
  referredAccountUuid: z.uuid(),
  referredAccountUsername: z.string(),
  /** The raw amount: the Ovation fees counted so far (the page shows 33% of it), minor units of `currency`. */
  amountEarned: z.number().int(),
  currency: z.string(),
  /** Raw amount per day (yyyy-mm-dd, UTC) of the counted fees: the Trend chart. */
  dates: z.record(z.string(), z.number().int()),
  /** The day of the first counted fee; null while Pending. */
  startedEarning: z.string().nullable(),
  status: z.enum(REFERRAL_STATUSES),
  /** When the account signed up. */
  joinedAt: z.string(),
});
export type ReferralRow = z.infer<typeof referralRow>;

export const referralsReply = z.object({
  data: z.array(referralRow),
  page: z.number().int(),
  perPage: z.number().int(),
  totalCount: z.number().int(),
});
export type ReferralsReply = z.infer<typeof referralsReply>;
