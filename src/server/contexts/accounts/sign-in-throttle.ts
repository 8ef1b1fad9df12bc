import { normalizeEmail } from '../../../domain/people.ts';
import { rateLimited, type RateLimiter } from '../../platform/http/rate-limit.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';
import { AppError } from '../../platform/http/errors.ts';

/**
 * Failed sign-ins per account (docs/decisions.md, Platform: rate limits). Only failures count. The address that
 * keeps guessing an account's password is stopped for 15 minutes; all addresses together get a wider bound, so
 * a distributed guess stays slow. Neither lock is permanent, and the per-address one leaves the owner's own
 * devices alone.
 */
export function signInThrottle(limits: RateLimiter) {
  const rules = [
    { rule: RATE_RULES.loginFailuresPerAddress, subject: (account: string, ip: string) => `${account}|${ip}` },
    { rule: RATE_RULES.loginFailuresPerAccount, subject: (account: string) => account },
  ];
  const accountOf = (email: string) => normalizeEmail(email);
  return {
    async check(email: string, ip: string) {
      for (const { rule, subject } of rules) {
        const state = await limits.peek(rule, subject(accountOf(email), ip));
        if (state.exceeded) throw rateLimited(rule, state.retryAfter);
      }
    },
    /** Runs the attempt and counts it when it fails for bad credentials. */
    async counting<T>(email: string, ip: string, attempt: () => Promise<T>): Promise<T> {
      try {
        return await attempt();
      } catch (err) {
        if (err instanceof AppError && err.code === 'unauthenticated') {
          for (const { rule, subject } of rules) await limits.record(rule, subject(accountOf(email), ip));
        }
        throw err;
      }
    },
  };
}
