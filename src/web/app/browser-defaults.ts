import { currencyForRegion } from '../../domain/money.ts';

/** The zone the browser runs in (what a date typed in a form defaults to when nothing else says). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A new account's or organization's time zone and currency from the browser, so it (and every event it makes) does
 * not start in UTC and usd: the zone Intl resolves, and the currency of the browser language's region when supported.
 */
export function browserDefaults(): { timezone?: string; currency: string } {
  const timezone = browserTimeZone() || undefined;
  let region: string | undefined;
  try {
    region = new Intl.Locale(navigator.language).maximize().region;
  } catch {
    region = undefined;
  }
  return { timezone, currency: currencyForRegion(region) };
}
