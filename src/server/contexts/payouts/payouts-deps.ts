import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { PaymentProviderError, type PaymentProvider } from '../../platform/payments/provider.ts';

/** What the payouts modules that reach the payment provider need. */
export interface PayoutDeps {
  config: Config;
  db: Db;
  payments: PaymentProvider;
}

/** A provider that failed or could not be reached answers 503 with `message`; anything else is rethrown. */
export function providerFailure(err: unknown, message: string): never {
  if (err instanceof PaymentProviderError) throw new AppError('unavailable', message);
  throw err;
}
