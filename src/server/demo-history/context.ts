import type { CheckoutDeps } from '../contexts/checkout/index.ts';
import type { Tx } from '../platform/db/client.ts';
import type { AuthUser } from '../platform/http/auth.ts';
import type { RateLimiter } from '../platform/http/rate-limit.ts';
import type { SandboxProvider } from '../platform/payments/sandbox.ts';
import type { Patron, Random } from './people.ts';

/** What every part of the demo history plays with. */
export interface HistoryContext {
  tx: Tx;
  /** The services' dependencies: the history's transaction as their database, e-mail and jobs quiet, no rate limits. */
  deps: CheckoutDeps & { sandbox: SandboxProvider; limits: RateLimiter };
  hall: { id: string; currency: string };
  /** Ada, the hall's owner: refunds, check-ins, lists. */
  owner: AuthUser;
  people: { members: Patron[]; guests: Patron[] };
  random: Random;
}

/** Anyone from the story: account holders and guests alike. */
export const anyone = (ctx: HistoryContext) => ctx.random.pick([...ctx.people.members, ...ctx.people.guests]);
