import { CARD_READER_MESSAGES, PAYOUT_MESSAGES, type Location, type LocationBody } from '../../../contracts/payments.ts';
import { locationProblems } from '../../../domain/payouts.ts';
import { locations } from '../../platform/db/schema/index.ts';
import { invalid } from '../../platform/http/errors.ts';
import { PaymentProviderError } from '../../platform/payments/provider.ts';
import type { ProfileRow } from '../accounts/index.ts';
import { requireConnected } from './account-connection.service.ts';
import { providerFailure, type PayoutDeps } from './payouts-deps.ts';

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
