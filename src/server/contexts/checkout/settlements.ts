import type { orders } from '../../platform/db/schema/index.ts';
import type { ProviderEvent, SubscriptionEvent } from '../../platform/payments/provider.ts';
import type { Logger } from '../../platform/logger.ts';
import type { CompletionDeps } from './checkout-deps.ts';

type AnyOrderRow = typeof orders.$inferSelect;
/** The orders another context settles: a membership period (memberships), a donation to a video (videos). */
export type SettledElsewhere = Exclude<AnyOrderRow['productType'], 'Event'>;

/**
 * The port through which a payment's completion reaches the context whose order it is. Checkout finds the order a
 * provider event or the reconciliation is about, and hands a membership period's or a donation's to its context,
 * which asks the provider itself. Memberships and videos provide one each (their index.ts) and the composition
 * root wires them (src/server/ports.ts), so checkout imports neither.
 */
export interface PaymentSettlement {
  /** Settles the order from the provider's current word (the reconciliation); 'completed' and 'failed' are counted. */
  settle(deps: CompletionDeps, orderId: string): Promise<string>;
  /** A provider event about the order's payment. */
  onPaymentEvent(deps: CompletionDeps, order: AnyOrderRow, event: ProviderEvent & { paymentId: string }): Promise<void>;
  /** Ends this kind's orders never paid (the checkout's minute sweep); returns their ids. */
  timeOut?(deps: CompletionDeps, log: Logger): Promise<string[]>;
}

export interface SettlementPorts {
  settlements: Record<SettledElsewhere, PaymentSettlement>;
  /** A hosted subscription's event (Stripe Billing): the memberships context's. */
  subscriptionEvent(deps: CompletionDeps, event: SubscriptionEvent, accountId: string | undefined): Promise<void>;
}

let wired: SettlementPorts | null = null;

/** Called once by the composition root before any job or route runs; wiring again replaces (same handlers). */
export function provideSettlements(ports: SettlementPorts): void {
  wired = ports;
}

/** The wired ports; an unwired process fails loudly instead of leaving paid orders unsettled. */
export function settlementPorts(): SettlementPorts {
  if (!wired) throw new Error('Payment settlements are not wired: call wirePorts() (src/server/ports.ts) at start');
  return wired;
}

/** Every wired kind's sweep of its orders never paid. */
export async function timeOutSettledElsewhere(deps: CompletionDeps, log: Logger): Promise<string[]> {
  const ended: string[] = [];
  for (const s of Object.values(settlementPorts().settlements)) if (s.timeOut) ended.push(...(await s.timeOut(deps, log)));
  return ended;
}
