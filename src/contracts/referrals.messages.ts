/**
 * The referral tracker (accounts-and-reporting 2.6, 9): accounts that signed up through a creator's referral link earn
 * the creator 33% of the Ovation fees they generate, until the first earning is 365 days old or earnings reach 1000.
 */
export { REFERRAL_RULES, REFERRAL_STATUSES, type ReferralStatus } from '../domain/referrals.ts';

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
  noun: ['referred account', 'referred accounts'] as const,
  loadFailed: 'Failed to get referrals',
  emptyTitle: 'No referred accounts yet',
  emptyText: 'Share your referral link. Accounts that sign up through it appear here.',
  linkLabel: 'Your referral link',
  copy: 'Copy',
  copied: 'Copied',
  notStarted: 'Not yet',
  trendLabel: (name: string) => `Earnings over time from ${name}`,
} as const;
