import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import {
  CARD_READER_MESSAGES,
  PAYOUTS_PER_PAGE,
  PAYOUT_MESSAGES,
  SANDBOX_LABEL,
  type CardReader,
  type Location,
  type LocationBody,
  type PayoutHistoryQuery,
  type PayoutHistoryReply,
  type PayoutsReply,
  type ReaderBody,
} from '../../../contracts/payments.ts';
import { CURRENCY_CODES, currencyInfo } from '../../../domain/money.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { locations, orders, payouts, profiles, terminalReaders, users } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { AppError, forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import {
  PaymentProviderError,
  isWellFormedPairingCode,
  type PaymentProvider,
  type ProviderEvent,
  type Reader,
} from '../../platform/payments/provider.ts';
import type { ProfileRow } from '../accounts/profiles.service.ts';
import { currencyList, profileRights } from '../settings/settings.service.ts';
import { invalidateAllEventPages } from '../events/event-page-cache.ts';

export interface PayoutDeps {
  config: Config;
  db: Db;
  payments: PaymentProvider;
}

/** 'acct_1Nv0FGQ9RKHgCVdK' -> 'acct_…CVdK': enough to recognise an account, never the id itself. */
export function maskAccountId(accountId: string | null): string | null {
  if (!accountId) return null;
  const prefix = accountId.includes('_') ? accountId.slice(0, accountId.indexOf('_')) : '';
  return `${prefix ? `${prefix}_` : ''}…${accountId.slice(-4)}`;
}

/** Changes need the owner, an organization admin or a site admin; other members of the team read. */
export async function assertCanEdit(db: Db, user: AuthUser, ownerId: string) {
  if (!(await profileRights(db, user, ownerId)).canEdit) throw forbidden();
}

export const providerLabel = (payments: PaymentProvider) => (payments.name === 'sandbox' ? SANDBOX_LABEL : null);

async function readerList(db: Db, ownerId: string): Promise<CardReader[]> {
  const rows = await db
    .select({ reader: terminalReaders, locationName: locations.name })
    .from(terminalReaders)
    .leftJoin(locations, eq(locations.id, terminalReaders.locationId))
    .where(eq(terminalReaders.ownerId, ownerId))
    .orderBy(asc(terminalReaders.createdAt), asc(terminalReaders.id));
  return rows.map(({ reader, locationName }) => ({
    id: reader.id,
    name: reader.name,
    stripeReaderId: reader.providerReaderId,
    stripeSerialNumber: reader.serialNumber,
    locationId: reader.locationId,
    locationName: locationName ?? null,
  }));
}

export async function readPayouts(deps: PayoutDeps, user: AuthUser, profile: ProfileRow): Promise<PayoutsReply> {
  const rights = await profileRights(deps.db, user, profile.id);
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

/** The country an account opens in, from the payout currency where one country uses it (else Stripe's default). */
const CURRENCY_COUNTRY: Record<string, string> = {
  usd: 'US',
  mxn: 'MX',
  hkd: 'HK',
  gbp: 'GB',
  inr: 'IN',
  pln: 'PL',
  chf: 'CH',
  cad: 'CA',
  jpy: 'JP',
};

function providerFailure(err: unknown, message: string): never {
  if (err instanceof PaymentProviderError) throw new AppError('unavailable', message);
  throw err;
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
        { id: profile.id, email: await ownerEmail(deps.db, profile), country: CURRENCY_COUNTRY[profile.currency] },
        deps.payments.name === 'sandbox' ? undefined : links,
      );
      // Two racing requests keep the first account.
      const [saved] = await deps.db
        .update(profiles)
        .set({ paymentAccountId: created.accountId, updatedAt: new Date() })
        .where(and(eq(profiles.id, profile.id), isNull(profiles.paymentAccountId)))
        .returning({ accountId: profiles.paymentAccountId });
      if (saved) {
        // Checkouts read the owner's payment account from the event pages' cache.
        invalidateAllEventPages();
        accountId = created.accountId;
        onboardingUrl = created.onboardingUrl;
      } else {
        const [current] = await deps.db.select({ accountId: profiles.paymentAccountId }).from(profiles).where(eq(profiles.id, profile.id));
        accountId = current?.accountId ?? created.accountId;
      }
    }
    if (!onboardingUrl && deps.payments.name !== 'sandbox') onboardingUrl = await deps.payments.onboardingUrl(accountId!, links);
    return { connected: true, onboardingUrl, message: deps.payments.name === 'sandbox' ? PAYOUT_MESSAGES.connected : null };
  } catch (err) {
    providerFailure(err, PAYOUT_MESSAGES.connectFailed);
  }
}

/** Unlinks the account; the provider keeps it (and any balance), so connecting again opens a new one. */
export async function disconnect(db: Db, profile: ProfileRow) {
  await db.update(profiles).set({ paymentAccountId: null, updatedAt: new Date() }).where(eq(profiles.id, profile.id));
  invalidateAllEventPages();
  return { connected: false as const, message: PAYOUT_MESSAGES.disconnected };
}

export async function updatePayoutSettings(db: Db, profile: ProfileRow, currency: string) {
  const code = currency.trim().toLowerCase();
  if (!CURRENCY_CODES.includes(code)) throw invalid({ currency: PAYOUT_MESSAGES.updateFailed }, PAYOUT_MESSAGES.updateFailed);
  await db.update(profiles).set({ currency: code, updatedAt: new Date() }).where(eq(profiles.id, profile.id));
  return { currency: code, message: PAYOUT_MESSAGES.updated };
}

/** A street number followed by a street name ('12 Analytical Row', '350-352 Fifth Ave'). */
const STREET_ADDRESS = /^\d+[A-Za-z]?(-\d+[A-Za-z]?)?\s+\S+/;

/**
 * The add-card-reader page's address checks (accounts-and-reporting 5): every text field is required, the
 * address needs a street number and route, and locality, state and postal code; the coordinates must be real.
 * The message is 'Please fill in all the fields to save' when anything is missing, else the first problem.
 */
export function locationProblems(body: LocationBody): { fieldErrors: Record<string, string>; message: string } | null {
  const m = CARD_READER_MESSAGES;
  const fieldErrors: Record<string, string> = {};
  let missing = false;
  const text = (v: string | undefined) => (v ?? '').trim();
  if (!text(body.name)) {
    fieldErrors.name = m.required;
    missing = true;
  }
  const address = text(body.address);
  if (!address) {
    fieldErrors.address = m.invalidAddress;
    missing = true;
  } else if (!STREET_ADDRESS.test(address)) {
    fieldErrors.address = m.specificAddress;
  }
  for (const field of ['city', 'state', 'stateCode', 'zipcode'] as const) {
    if (!text(body[field])) {
      fieldErrors[field] = m.specificAddress;
      fieldErrors.address ??= m.specificAddress;
      missing = true;
    }
  }
  if (!text(body.apartment)) {
    fieldErrors.apartment = m.required;
    missing = true;
  }
  const lat = body.lat;
  const long = body.long;
  const badLat = lat !== undefined && lat !== null && !(Number.isFinite(lat) && lat >= -90 && lat <= 90);
  const badLong = long !== undefined && long !== null && !(Number.isFinite(long) && long >= -180 && long <= 180);
  if (badLat || badLong) fieldErrors.address ??= m.invalidAddress;
  if (body.country && body.country.toUpperCase() !== 'US') fieldErrors.country ??= m.invalidAddress;
  if (!Object.keys(fieldErrors).length) return null;
  return { fieldErrors, message: missing ? m.incomplete : Object.values(fieldErrors)[0]! };
}

function requireConnected(profile: ProfileRow): string {
  if (!profile.paymentAccountId) throw new AppError('conflict', PAYOUT_MESSAGES.notConnected);
  return profile.paymentAccountId;
}

type LocationRow = typeof locations.$inferSelect;

const toLocation = (row: LocationRow): Location => ({
  id: row.id,
  name: row.name,
  address: row.address,
  apartment: row.apartment,
  city: row.city,
  state: row.state,
  stateCode: row.stateCode,
  zipcode: row.zipcode,
  country: row.country,
  lat: row.lat,
  long: row.long,
});

/** Saves where readers are used, registered with the provider as a Terminal location. */
export async function createLocation(deps: PayoutDeps, profile: ProfileRow, body: LocationBody) {
  const problems = locationProblems(body);
  if (problems) throw invalid(problems.fieldErrors, problems.message);
  const accountId = requireConnected(profile);
  const values = {
    ownerId: profile.id,
    name: body.name.trim(),
    address: body.address.trim(),
    apartment: body.apartment.trim(),
    city: body.city.trim(),
    state: body.state.trim(),
    stateCode: body.stateCode.trim().toUpperCase(),
    zipcode: body.zipcode.trim(),
    country: 'US',
    lat: body.lat ?? null,
    long: body.long ?? null,
  };
  let providerLocationId: string;
  try {
    providerLocationId = (await deps.payments.createLocation(accountId, { ...values, state: values.stateCode })).id;
  } catch (err) {
    if (err instanceof PaymentProviderError && err.statusCode && err.statusCode < 500) {
      throw invalid({ address: CARD_READER_MESSAGES.invalidAddress }, CARD_READER_MESSAGES.invalidAddress);
    }
    providerFailure(err, PAYOUT_MESSAGES.readerAddFailed);
  }
  const [row] = await deps.db
    .insert(locations)
    .values({ ...values, providerLocationId })
    .returning();
  return { location: toLocation(row!), message: PAYOUT_MESSAGES.locationSaved };
}

/** Registers a card reader with the provider at one of the owner's locations (POST v1/stripe_terminals). */
export async function addReader(deps: PayoutDeps, profile: ProfileRow, body: ReaderBody): Promise<{ reader: CardReader; message: string }> {
  const m = CARD_READER_MESSAGES;
  const name = body.name.trim();
  const pairingCode = body.pairingCode.trim();
  const locationId = body.locationId.trim();
  const fieldErrors: Record<string, string> = {};
  let missing = false;
  if (!name) {
    fieldErrors.name = m.name;
    missing = true;
  }
  if (!pairingCode || !isWellFormedPairingCode(pairingCode)) {
    fieldErrors.pairingCode = m.pairingCode;
    missing ||= !pairingCode;
  }
  const uuidLike = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(locationId);
  if (!uuidLike) {
    fieldErrors.locationId = m.invalidAddress;
    missing ||= !locationId;
  }
  if (Object.keys(fieldErrors).length) throw invalid(fieldErrors, missing ? m.incomplete : Object.values(fieldErrors)[0]);
  const accountId = requireConnected(profile);
  const [location] = await deps.db
    .select()
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.ownerId, profile.id)))
    .limit(1);
  if (!location?.providerLocationId) throw invalid({ locationId: m.invalidAddress }, m.invalidAddress);
  let registered: Reader;
  try {
    registered = await deps.payments.registerReader(accountId, { name, pairingCode, locationId: location.providerLocationId });
  } catch (err) {
    if (err instanceof PaymentProviderError && err.code === 'invalid_pairing_code') throw invalid({ pairingCode: m.pairingCode }, m.pairingCode);
    if (err instanceof PaymentProviderError && err.statusCode && err.statusCode < 500) throw invalid({}, PAYOUT_MESSAGES.readerAddFailed);
    providerFailure(err, PAYOUT_MESSAGES.readerAddFailed);
  }
  const [row] = await deps.db
    .insert(terminalReaders)
    .values({ ownerId: profile.id, locationId: location.id, name, providerReaderId: registered.id, serialNumber: registered.serialNumber })
    .returning();
  return {
    reader: {
      id: row!.id,
      name: row!.name,
      stripeReaderId: row!.providerReaderId,
      stripeSerialNumber: row!.serialNumber,
      locationId: location.id,
      locationName: location.name,
    },
    message: PAYOUT_MESSAGES.readerAdded,
  };
}

export async function removeReader(deps: PayoutDeps, ownerId: string, readerId: string) {
  const [reader] = await deps.db
    .select()
    .from(terminalReaders)
    .where(and(eq(terminalReaders.id, readerId), eq(terminalReaders.ownerId, ownerId)))
    .limit(1);
  if (!reader) throw notFound(PAYOUT_MESSAGES.readerNotFound);
  try {
    await deps.payments.deleteReader(reader.providerReaderId);
  } catch (err) {
    providerFailure(err, PAYOUT_MESSAGES.readerRemoveFailed);
  }
  await deps.db.delete(terminalReaders).where(eq(terminalReaders.id, reader.id));
  return { ok: true as const, message: PAYOUT_MESSAGES.readerRemoved };
}

/** The payouts table: Date Paid and Amount Paid, 10 a page, sortable by either. */
export async function payoutHistory(db: Db, query: PayoutHistoryQuery): Promise<PayoutHistoryReply> {
  const where = eq(payouts.ownerId, query.ownerId);
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(payouts).where(where);
  const column = query.sort === 'amount' ? payouts.amount : payouts.paidAt;
  const order = query.direction === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(payouts)
    .where(where)
    .orderBy(order(column), order(payouts.paidAt), order(payouts.id))
    .limit(PAYOUTS_PER_PAGE)
    .offset((query.page - 1) * PAYOUTS_PER_PAGE);
  return {
    data: rows.map((r) => ({ id: r.id, paidAt: r.paidAt.toISOString(), amount: r.amount, currency: r.currency })),
    page: query.page,
    perPage: PAYOUTS_PER_PAGE,
    totalCount: n,
  };
}

/** Records a provider's payout.paid for the owner whose account it is (once per provider payout id). */
export async function recordProviderPayout(db: Db, event: ProviderEvent): Promise<boolean> {
  if (event.type !== 'payout.paid' || !event.payout || !event.accountId) return false;
  const [owner] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.paymentAccountId, event.accountId)).limit(1);
  if (!owner) return false;
  const payout = event.payout;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('payouts'))`);
    const [existing] = await tx.select({ id: payouts.id }).from(payouts).where(eq(payouts.providerPayoutId, payout.id)).limit(1);
    if (existing) return false;
    await tx.insert(payouts).values({
      ownerId: owner.id,
      amount: payout.amount,
      currency: payout.currency.toLowerCase(),
      paidAt: new Date(payout.paidAt),
      providerPayoutId: payout.id,
    });
    return true;
  });
}

/** The card provider's fee on one payment: a percentage of the amount plus a fixed part, per currency. */
export function providerFee(amount: number, currency: string): number {
  if (amount <= 0) return 0;
  const c = currencyInfo(currency);
  return Math.round((amount * c.providerFeePercentage) / 100) + c.providerFeeFixed;
}

const DAY_MS = 86_400_000;

/** Midnight UTC of the day of `at`. */
export function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** Midnight UTC of the day before `now`. */
export function previousUtcDay(now = new Date()): Date {
  return new Date(startOfUtcDay(now).getTime() - DAY_MS);
}

/**
 * The sandbox's daily payout: each connected owner gets, per currency, the net of the orders completed on
 * `day` (UTC): order totals minus the platform fees minus the card provider's fees. Nothing is paid when the
 * net is not positive. Paying a day twice pays it once. Returns the payouts made.
 */
export async function runSandboxPayouts(db: Db, day: Date = previousUtcDay(), now = new Date()): Promise<number> {
  const start = startOfUtcDay(day);
  const end = new Date(start.getTime() + DAY_MS);
  const rows = await db
    .select({ ownerId: orders.ownerId, currency: orders.currency, total: orders.total, feeTotal: orders.feeTotal })
    .from(orders)
    .innerJoin(profiles, eq(profiles.id, orders.ownerId))
    .where(
      and(
        inArray(orders.status, ['completed', 'transferred']),
        inArray(orders.paymentMethod, ['card', 'terminal', 'express']),
        gte(orders.completedAt, start),
        lt(orders.completedAt, end),
        isNotNull(profiles.paymentAccountId),
      ),
    );
  const nets = new Map<string, { ownerId: string; currency: string; amount: number }>();
  for (const o of rows) {
    const key = `${o.ownerId}:${o.currency.toLowerCase()}`;
    const entry = nets.get(key) ?? { ownerId: o.ownerId, currency: o.currency.toLowerCase(), amount: 0 };
    entry.amount += o.total - o.feeTotal - providerFee(o.total, o.currency);
    nets.set(key, entry);
  }
  const stamp = start.toISOString().slice(0, 10).replaceAll('-', '');
  const due = [...nets.values()]
    .filter((p) => p.amount > 0)
    .map((p) => ({ ...p, providerPayoutId: `po_sandbox_${stamp}_${p.ownerId.replaceAll('-', '')}_${p.currency}` }));
  if (!due.length) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('payouts'))`);
    const paid = await tx
      .select({ id: payouts.providerPayoutId })
      .from(payouts)
      .where(
        inArray(
          payouts.providerPayoutId,
          due.map((p) => p.providerPayoutId),
        ),
      );
    const done = new Set(paid.map((p) => p.id));
    const fresh = due.filter((p) => !done.has(p.providerPayoutId));
    if (fresh.length) {
      await tx
        .insert(payouts)
        .values(
          fresh.map((p) => ({ ownerId: p.ownerId, amount: p.amount, currency: p.currency, paidAt: now, providerPayoutId: p.providerPayoutId })),
        );
    }
    return fresh.length;
  });
}

/** Demo data: a payout history for Lovelace Hall (weekly payouts over the last three months). */
export async function loadDemoPayouts(db: Db): Promise<void> {
  const [hall] = await db
    .select({ id: profiles.id, currency: profiles.currency })
    .from(profiles)
    .where(eq(profiles.username, 'lovelace-hall'))
    .limit(1);
  if (!hall) return;
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(payouts).where(eq(payouts.ownerId, hall.id));
  if (n > 0) return;
  const amounts = [48_250, 31_720, 122_480, 9_860, 67_300, 55_015, 18_990, 143_600, 26_475, 71_240, 38_805, 92_130];
  const today = startOfUtcDay(new Date());
  await db.insert(payouts).values(
    amounts.map((amount, i) => {
      const paidAt = new Date(today.getTime() - (i + 1) * 7 * DAY_MS + 3 * 3_600_000);
      return {
        ownerId: hall.id,
        amount,
        currency: hall.currency,
        paidAt,
        providerPayoutId: `po_demo_${paidAt.toISOString().slice(0, 10).replaceAll('-', '')}`,
      };
    }),
  );
}
