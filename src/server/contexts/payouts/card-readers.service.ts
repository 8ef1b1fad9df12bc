import { and, asc, eq } from 'drizzle-orm';
import { CARD_READER_MESSAGES, PAYOUT_MESSAGES, type CardReader, type ReaderBody } from '../../../contracts/payments.ts';
import { readerProblems } from '../../../domain/payouts.ts';
import type { Db } from '../../platform/db/client.ts';
import { locations, terminalReaders } from '../../platform/db/schema/index.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import { PaymentProviderError, type Reader } from '../../platform/payments/provider.ts';
import type { ProfileRow } from '../accounts/index.ts';
import { requireConnected } from './account-connection.service.ts';
import { providerFailure, type PayoutDeps } from './payouts-deps.ts';

/** The owner's card readers with their locations' names, oldest first. */
export async function readerList(db: Db, ownerId: string): Promise<CardReader[]> {
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

/** Registers a card reader with the provider at one of the owner's locations (POST v1/stripe_terminals). */
export async function addReader(deps: PayoutDeps, profile: ProfileRow, body: ReaderBody): Promise<{ reader: CardReader; message: string }> {
  const m = CARD_READER_MESSAGES;
  const problems = readerProblems(body);
  if (problems) throw invalid(problems.fieldErrors, problems.message);
  const name = body.name.trim();
  const pairingCode = body.pairingCode.trim();
  const locationId = body.locationId.trim();
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
