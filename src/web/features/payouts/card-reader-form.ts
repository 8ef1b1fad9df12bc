import { CARD_READER_MESSAGES as M } from './texts.ts';

/** The add-card-reader form (accounts-and-reporting 2.2, 5): the reader, then where it is used (country fixed US). */
export interface CardReaderValues {
  name: string;
  pairingCode: string;
  address: string;
  city: string;
  state: string;
  stateCode: string;
  zipcode: string;
  lat: string;
  long: string;
  venueName: string;
  apartment: string;
}

export type CardReaderField = keyof CardReaderValues;

export const EMPTY_CARD_READER: CardReaderValues = {
  name: '',
  pairingCode: '',
  address: '',
  city: '',
  state: '',
  stateCode: '',
  zipcode: '',
  lat: '',
  long: '',
  venueName: '',
  apartment: '',
};

export const CARD_READER_COUNTRY = 'US';

/** Suggestions for the address field appear after this many typed characters. */
export const ADDRESS_SUGGEST_MIN = 3;

/** A reader's pairing code: letters and digits in hyphen-joined words, 3 to 40 characters ('simulated-wpe'). */
const PAIRING_CODE = /^[a-z0-9]+(-[a-z0-9]+)*$/i;
export const isPairingCode = (code: string) => code.length >= 3 && code.length <= 40 && PAIRING_CODE.test(code);

/** A street number followed by a street name ('12 Analytical Row', '350-352 Fifth Ave'), as the server checks it. */
const STREET_ADDRESS = /^\d+[A-Za-z]?(-\d+[A-Za-z]?)?\s+\S+/;

function coordinate(text: string, limit: number): number | null | 'bad' {
  const t = text.trim();
  if (!t) return null;
  const n = Number(t);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : 'bad';
}

export interface CardReaderProblems {
  fieldErrors: Partial<Record<CardReaderField, string>>;
  /** 'Please fill in all the fields to save' when anything is missing, else the first problem. */
  message: string;
}

/**
 * The page's checks, the same as the server's (so nothing is saved half-way): a name, a well-formed pairing code,
 * a venue name and apartment ('this field is required'), an address with a street number and street and its
 * city, state, state code and zip code ('Please enter a more specific address'), real coordinates when given.
 */
export function cardReaderProblems(v: CardReaderValues): CardReaderProblems | null {
  const errors: Partial<Record<CardReaderField, string>> = {};
  let missing = false;
  const need = (field: CardReaderField, message: string) => {
    if (!v[field].trim()) {
      errors[field] = message;
      missing = true;
      return false;
    }
    return true;
  };
  need('name', M.name);
  if (need('pairingCode', M.pairingCode) && !isPairingCode(v.pairingCode.trim())) errors.pairingCode = M.pairingCode;
  if (need('address', M.invalidAddress) && !STREET_ADDRESS.test(v.address.trim())) errors.address = M.specificAddress;
  for (const field of ['city', 'state', 'stateCode', 'zipcode'] as const) {
    if (!need(field, M.specificAddress)) errors.address ??= M.specificAddress;
  }
  const lat = coordinate(v.lat, 90);
  const long = coordinate(v.long, 180);
  if (lat === 'bad') errors.lat = M.invalidAddress;
  if (long === 'bad') errors.long = M.invalidAddress;
  if (lat === 'bad' || long === 'bad') errors.address ??= M.invalidAddress;
  need('venueName', M.required);
  need('apartment', M.required);
  const first = Object.values(errors)[0];
  if (!first) return null;
  return { fieldErrors: errors, message: missing ? M.incomplete : first };
}

/** The location's body (POST /api/v1/profile_management/locations): the venue name is the location's name. */
export function locationBodyOf(v: CardReaderValues, ownerId: string) {
  const lat = coordinate(v.lat, 90);
  const long = coordinate(v.long, 180);
  return {
    ownerId,
    name: v.venueName.trim(),
    address: v.address.trim(),
    apartment: v.apartment.trim(),
    city: v.city.trim(),
    state: v.state.trim(),
    stateCode: v.stateCode.trim().toUpperCase(),
    zipcode: v.zipcode.trim(),
    lat: typeof lat === 'number' ? lat : null,
    long: typeof long === 'number' ? long : null,
    country: CARD_READER_COUNTRY,
  };
}

/** The location fields of the form, to tell whether a location saved by an earlier attempt can be used again. */
export const locationKey = (v: CardReaderValues) =>
  JSON.stringify([v.venueName, v.address, v.apartment, v.city, v.state, v.stateCode, v.zipcode, v.lat, v.long].map((s) => s.trim().toLowerCase()));

/** The server's field names -> the form's (the location's `name` is the venue name). */
export function formFieldOf(step: 'location' | 'reader', field: string): CardReaderField | null {
  if (step === 'location') {
    if (field === 'name') return 'venueName';
    if (field === 'country') return 'address';
    return field in EMPTY_CARD_READER ? (field as CardReaderField) : null;
  }
  if (field === 'locationId') return 'address';
  return field === 'name' || field === 'pairingCode' ? field : null;
}

/** A place the owner has used before, offered as the address is typed. */
export interface AddressSuggestion {
  /** Where it comes from: a card reader location saved on this device, or one of the owner's events. */
  source: string;
  venueName: string;
  address: string;
  apartment?: string;
  city: string;
  state: string;
  stateCode: string;
  zipcode: string;
  lat: number | null;
  long: number | null;
}

export const suggestionLabel = (s: AddressSuggestion) =>
  [s.address, s.city, [s.stateCode || s.state, s.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** Suggestions matching what is typed (3 characters or more), by address, city or venue, without repeats. */
export function matchSuggestions(all: AddressSuggestion[], typed: string, max = 6): AddressSuggestion[] {
  const q = typed.trim().toLowerCase();
  if (q.length < ADDRESS_SUGGEST_MIN) return [];
  const seen = new Set<string>();
  const out: AddressSuggestion[] = [];
  for (const s of all) {
    const label = suggestionLabel(s).toLowerCase();
    if (!s.address.trim() || seen.has(label)) continue;
    if (!(label.includes(q) || s.venueName.toLowerCase().includes(q))) continue;
    seen.add(label);
    out.push(s);
    if (out.length >= max) break;
  }
  return out;
}

/** US states and territories by name, for the state code. */
const US_STATES: Record<string, string> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  'district of columbia': 'DC',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
  'puerto rico': 'PR',
  guam: 'GU',
  'us virgin islands': 'VI',
  'american samoa': 'AS',
  'northern mariana islands': 'MP',
};

/** 'New York' -> 'NY'; a two-letter code is kept; anything else ''. */
export function usStateCode(state: string): string {
  const t = state.trim();
  if (/^[A-Za-z]{2}$/.test(t) && Object.values(US_STATES).includes(t.toUpperCase())) return t.toUpperCase();
  return US_STATES[t.toLowerCase()] ?? '';
}
