import { normalizeEmail } from '../../../domain/people.ts';
import { rateLimited, type RateLimiter } from '../../platform/http/rate-limit.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';
import { AppError } from '../../platform/http/errors.ts';

/**
 * Failed sign-ins per account (docs/decisions/, Platform: rate limits). Only failures count. The address that
 * keeps guessing an account's password is stopped for 15 minutes for that account; the owner on any other address
 * is not, so no one can lock an account out by failing on purpose.
 */
export function signInThrottle(limits: RateLimiter) {
  const rule = RATE_RULES.loginFailuresPerAddress;
  const subject = (email: string, ip: string) => `${normalizeEmail(email)}|${ip}`;
  return {
    async check(email: string, ip: string) {
      const state = await limits.peek(rule, subject(email, ip));
      if (state.exceeded) throw rateLimited(rule, state.retryAfter);
    },
    /** Runs the attempt and counts it when it fails for bad credentials. */
    async counting<T>(email: string, ip: string, attempt: () => Promise<T>): Promise<T> {
      try {
        return await attempt();
      } catch (err) {
        if (err instanceof AppError && err.code === 'unauthenticated') await limits.record(rule, subject(email, ip));
        throw err;
      }
    },
  };
}
