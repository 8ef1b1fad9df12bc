import { currencyForRegion } from '../../../domain/money.ts';

/**
 * A new organization's time zone and currency from its creator's browser, so it does not start in UTC and usd:
 * the zone Intl resolves, and the currency of the browser language's region when it is a supported one.
 */
export function browserOrganizationDefaults(): { timezone?: string; currency: string } {
  const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  let region: string | undefined;
  try {
    region = new Intl.Locale(navigator.language).maximize().region;
  } catch {
    region = undefined;
  }
  return { timezone, currency: currencyForRegion(region) };
}
