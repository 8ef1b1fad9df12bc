import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import type { orderItems, orders, promoCodes } from '../../platform/db/schema/index.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import type { PaymentProvider } from '../../platform/payments/provider.ts';

/** What checkout's services use; AppDeps and the worker's deps both satisfy it. */
export interface CheckoutDeps {
  config: Config;
  db: Db;
  jobs: Jobs;
  payments: PaymentProvider;
}

/** Completion and provider events need no configuration (the worker and tests call them directly). */
export type CompletionDeps = Pick<CheckoutDeps, 'db' | 'jobs' | 'payments'>;

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type PromoRow = typeof promoCodes.$inferSelect;
