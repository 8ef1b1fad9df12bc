/**
 * The referral tracker (accounts-and-reporting 2.6, 9): accounts that signed up through a creator's referral link earn
 * the creator 33% of the Ovation fees they generate, until the first earning is 365 days old or earnings reach 1000.
 */
export const REFERRAL_STATUSES = ['Pending', 'Earning', 'Complete'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

export const REFERRAL_RULES = {
  /** Amounts are shown at 33% of the raw amount (the fees the referred account generated). */
  shareRate: 0.33,
  /** Complete once the first earning is older than this. */
  windowMs: 31_536_000_000,
  /** …or once earnings (at 33%) reach 1000 in the currency's major units. */
  earningsCap: 1000,
  pageSize: 10,
  /** The query parameter of a referral link: /?ref={username}. */
  queryParam: 'ref',
} as const;

export const REFERRAL_TEXTS = {
  title: 'Referral tracker',
  beta: 'Beta',
  description: 'Earn from the accounts you refer to Ovation: 33% of the fees they generate in their first year, up to 1000.',
  columns: {
    referredAccount: 'Referred Accounts',
    amountEarned: 'Amount Earned',
    trend: 'Trend',
    startedEarning: 'Started Earning',
    status: 'Status',
  },
  noResults: 'No results',
  emptyTitle: 'No referred accounts yet',
  emptyText: 'Share your referral link. Accounts that sign up through it appear here.',
  linkLabel: 'Your referral link',
  copy: 'Copy',
  copied: 'Copied',
  notStarted: 'Not yet',
  trendLabel: (name: string) => `Earnings over time from ${name}`,
} as const;
