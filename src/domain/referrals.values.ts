/**
 * The referral programme's constants, apart from its rules: the first-load module that remembers a referral link
 * reads the query parameter here, so the currencies table that the rules need stays out of every page's first load.
 */
export const REFERRAL_RULES = {
  /** Amounts are shown at 33% of the raw amount (the fees the referred account generated). */
  shareRate: 0.33,
  /** Complete once the first earning is older than this; fees after it do not count. */
  windowMs: 31_536_000_000,
  /** …or once earnings (at 33%) reach 1000 in the currency's major units. */
  earningsCap: 1000,
  pageSize: 10,
  /** The query parameter of a referral link: /?ref={username}. */
  queryParam: 'ref',
} as const;
