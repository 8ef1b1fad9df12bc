import { and, eq, isNull } from 'drizzle-orm';
import { PAYOUT_MESSAGES } from '../../../contracts/payments.ts';
import { accountCountry } from '../../../domain/payouts.ts';
import { noteNothingChanged } from '../../platform/access/admin-acts.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { profiles, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { ProfileRow } from '../accounts/index.ts';
import { invalidateAllEventPages } from '../events/index.ts';
import { providerFailure, type PayoutDeps } from './payouts-deps.ts';

async function ownerEmail(db: Db, profile: ProfileRow): Promise<string | null> {
  if (profile.type === 'school') return profile.publicEmail;
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.profileId, profile.id)).limit(1);
  return row?.email ?? null;
}

/** Where Stripe's onboarding returns to (the payouts tab), and where an expired link gets a fresh one. */
export function onboardingLinks(config: Config, profile: Pick<ProfileRow, 'id' | 'type' | 'username'>) {
  return {
    returnUrl: `${config.publicUrl}/manage/${encodeURIComponent(profile.username)}/settings/payouts`,
    refreshUrl: `${config.publicUrl}/stripe/onboarding?owner_uuid=${profile.id}&owner_type=${profile.type}`,
  };
}

/**
 * Connects the owner's payouts. The sandbox connects at once; Stripe opens an Express account when there is
 * none and answers with the onboarding link that finishes it.
 */
export async function connect(
  deps: PayoutDeps,
  profile: ProfileRow,
): Promise<{ connected: boolean; onboardingUrl: string | null; message: string | null }> {
  const links = onboardingLinks(deps.config, profile);
  try {
    let accountId = profile.paymentAccountId;
    let onboardingUrl: string | null = null;
    if (!accountId) {
      const created = await deps.payments.createAccount(
        { id: profile.id, email: await ownerEmail(deps.db, profile), country: accountCountry(profile.currency) },
        deps.payments.name === 'sandbox' ? undefined : links,
      );
      // Two racing requests keep the first account. In a transaction: an admin act's audit row commits with the
      // saved account (the provider's account is made before, outside it: a failed save leaves an unused one).
      const [saved] = await deps.db.transaction((tx) =>
        tx
          .update(profiles)
          .set({ paymentAccountId: created.accountId, updatedAt: new Date() })
          .where(and(eq(profiles.id, profile.id), isNull(profiles.paymentAccountId)))
          .returning({ accountId: profiles.paymentAccountId }),
      );
      if (saved) {
        // Checkouts read the owner's payment account from the event pages' cache.
        invalidateAllEventPages();
        accountId = created.accountId;
        onboardingUrl = created.onboardingUrl;
      } else {
        const [current] = await deps.db.select({ accountId: profiles.paymentAccountId }).from(profiles).where(eq(profiles.id, profile.id));
        accountId = current?.accountId ?? created.accountId;
      }
    } else {
      // Connected already: only a fresh onboarding link (from the provider, a read), nothing here changes.
      noteNothingChanged();
    }
    if (!onboardingUrl && deps.payments.name !== 'sandbox') onboardingUrl = await deps.payments.onboardingUrl(accountId!, links);
    return { connected: true, onboardingUrl, message: deps.payments.name === 'sandbox' ? PAYOUT_MESSAGES.connected : null };
  } catch (err) {
    providerFailure(err, PAYOUT_MESSAGES.connectFailed);
  }
}

/** Unlinks the account; the provider keeps it (and any balance), so connecting again opens a new one. */
export async function disconnect(db: Db, profile: ProfileRow) {
  // In a transaction, as every change an admin may make in someone's area: its audit row commits with it.
  await db.transaction((tx) => tx.update(profiles).set({ paymentAccountId: null, updatedAt: new Date() }).where(eq(profiles.id, profile.id)));
  invalidateAllEventPages();
  return { connected: false as const, message: PAYOUT_MESSAGES.disconnected };
}

/** The owner's payment account; locations and card readers need one (409 before payouts are connected). */
export function requireConnected(profile: ProfileRow): string {
  if (!profile.paymentAccountId) throw new AppError('conflict', PAYOUT_MESSAGES.notConnected);
  return profile.paymentAccountId;
}
