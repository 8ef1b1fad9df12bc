/** Phone numbers in settings: a country (default US) with its dial code and an input mask; '9' is a digit slot. */
export interface PhoneCountry {
  code: string;
  name: string;
  dial: string;
  mask: string | null;
}

export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { code: 'US', name: 'United States', dial: '1', mask: '(999) 999-9999' },
  { code: 'CA', name: 'Canada', dial: '1', mask: '(999) 999-9999' },
  { code: 'MX', name: 'Mexico', dial: '52', mask: '99 9999 9999' },
  { code: 'AR', name: 'Argentina', dial: '54', mask: '9 99 9999-9999' },
  { code: 'BR', name: 'Brazil', dial: '55', mask: '(99) 99999-9999' },
  { code: 'CL', name: 'Chile', dial: '56', mask: '9 9999 9999' },
  { code: 'CO', name: 'Colombia', dial: '57', mask: '999 999 9999' },
  { code: 'PE', name: 'Peru', dial: '51', mask: '999 999 999' },
  { code: 'GB', name: 'United Kingdom', dial: '44', mask: '9999 999999' },
  { code: 'IE', name: 'Ireland', dial: '353', mask: '99 999 9999' },
  { code: 'ES', name: 'Spain', dial: '34', mask: '999 999 999' },
  { code: 'FR', name: 'France', dial: '33', mask: '9 99 99 99 99' },
  { code: 'DE', name: 'Germany', dial: '49', mask: null },
  { code: 'IT', name: 'Italy', dial: '39', mask: null },
  { code: 'NL', name: 'Netherlands', dial: '31', mask: '9 99999999' },
  { code: 'CH', name: 'Switzerland', dial: '41', mask: '99 999 99 99' },
  { code: 'PL', name: 'Poland', dial: '48', mask: '999 999 999' },
  { code: 'IN', name: 'India', dial: '91', mask: '99999 99999' },
  { code: 'HK', name: 'Hong Kong', dial: '852', mask: '9999 9999' },
  { code: 'JP', name: 'Japan', dial: '81', mask: '99 9999 9999' },
  { code: 'KE', name: 'Kenya', dial: '254', mask: '999 999999' },
  { code: 'AU', name: 'Australia', dial: '61', mask: '999 999 999' },
];

export const DEFAULT_PHONE_COUNTRY = PHONE_COUNTRIES[0]!;
const MAX_DIGITS = 15;

export function phoneCountry(code: string): PhoneCountry {
  return PHONE_COUNTRIES.find((c) => c.code === code) ?? DEFAULT_PHONE_COUNTRY;
}

/** Fits digits into a mask; literals are written only while digits remain. Without a mask, digits as typed. */
export function applyPhoneMask(digits: string, mask: string | null): string {
  if (!mask) return digits.slice(0, MAX_DIGITS);
  let out = '';
  let i = 0;
  for (const ch of mask) {
    if (i >= digits.length) break;
    if (ch === '9') out += digits[i++];
    else out += ch;
  }
  return out;
}

export function maxDigits(mask: string | null): number {
  return mask ? mask.split('').filter((c) => c === '9').length : MAX_DIGITS;
}

/** '+54 9 11 1234-5678' -> Argentina and its digits; unknown or empty values fall back to the US. */
export function parsePhone(value: string | null | undefined, preferred?: string): { country: PhoneCountry; digits: string } {
  const text = (value ?? '').trim();
  const match = /^\+(\d{1,4})\s+(.*)$/.exec(text);
  if (match) {
    const dial = match[1]!;
    const candidates = PHONE_COUNTRIES.filter((c) => c.dial === dial);
    const country = candidates.find((c) => c.code === preferred) ?? candidates[0];
    if (country) return { country, digits: match[2]!.replace(/\D/g, '') };
  }
  return { country: phoneCountry(preferred ?? DEFAULT_PHONE_COUNTRY.code), digits: text.replace(/\D/g, '') };
}

/** The stored form: '+{dial} {masked digits}', or '' when there are no digits. */
export function formatPhone(country: PhoneCountry, digits: string): string {
  if (!digits) return '';
  return `+${country.dial} ${applyPhoneMask(digits, country.mask)}`;
}
