import { eq } from 'drizzle-orm';
import { PAYOUT_MESSAGES, SANDBOX_LABEL, type PayoutsReply } from '../../../contracts/payments.ts';
import { maskAccountId, payoutCurrency } from '../../../domain/payouts.ts';
import type { Db } from '../../platform/db/client.ts';
import { profiles } from '../../platform/db/schema/index.ts';
import { invalid } from '../../platform/http/errors.ts';
import type { PaymentProvider } from '../../platform/payments/provider.ts';
import type { ProfileRow } from '../accounts/index.ts';
import type { ProfileAccess } from '../../platform/access/profile-access.ts';
import { currencyList } from '../settings/index.ts';
import { readerList } from './card-readers.service.ts';
import type { PayoutDeps } from './payouts-deps.ts';

export const providerLabel = (payments: PaymentProvider) => (payments.name === 'sandbox' ? SANDBOX_LABEL : null);

/** The payouts tab: connection (the account id masked), provider, currency with the provider fees, card readers. */
export async function readPayouts(deps: PayoutDeps, { profile, rights }: ProfileAccess): Promise<PayoutsReply> {
  return {
    connected: profile.paymentAccountId !== null,
    account: maskAccountId(profile.paymentAccountId),
    provider: deps.payments.name,
    testMode: deps.payments.testMode,
    label: providerLabel(deps.payments),
    currency: profile.currency,
    currencies: currencyList(),
    readers: await readerList(deps.db, profile.id),
    canEdit: rights.canEdit,
  };
}

/** Changes the payout currency. */
export async function updatePayoutSettings(db: Db, profile: ProfileRow, currency: string) {
  const code = payoutCurrency(currency);
  if (!code) throw invalid({ currency: PAYOUT_MESSAGES.updateFailed }, PAYOUT_MESSAGES.updateFailed);
  await db.update(profiles).set({ currency: code, updatedAt: new Date() }).where(eq(profiles.id, profile.id));
  return { currency: code, message: PAYOUT_MESSAGES.updated };
}
