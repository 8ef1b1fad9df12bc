/**
 * The settings timezone list (accounts-and-reporting 9: about 150 entries with GMT offsets, mapped to IANA zones).
 * The labels and zones are the classic Rails ActiveSupport::TimeZone mapping, plus 'UTC'.
 */
export interface TimezoneEntry {
  label: string;
  zone: string;
}

export const TIMEZONES: readonly TimezoneEntry[] = [
  { label: 'International Date Line West', zone: 'Etc/GMT+12' },
  { label: 'Midway Island', zone: 'Pacific/Midway' },
  { label: 'American Samoa', zone: 'Pacific/Pago_Pago' },
  { label: 'Hawaii', zone: 'Pacific/Honolulu' },
  { label: 'Alaska', zone: 'America/Juneau' },
  { label: 'Pacific Time (US & Canada)', zone: 'America/Los_Angeles' },
  { label: 'Tijuana', zone: 'America/Tijuana' },
  { label: 'Mountain Time (US & Canada)', zone: 'America/Denver' },
  { label: 'Arizona', zone: 'America/Phoenix' },
  { label: 'Chihuahua', zone: 'America/Chihuahua' },
  { label: 'Mazatlan', zone: 'America/Mazatlan' },
  { label: 'Central Time (US & Canada)', zone: 'America/Chicago' },
  { label: 'Saskatchewan', zone: 'America/Regina' },
  { label: 'Guadalajara', zone: 'America/Mexico_City' },
  { label: 'Mexico City', zone: 'America/Mexico_City' },
  { label: 'Monterrey', zone: 'America/Monterrey' },
  { label: 'Central America', zone: 'America/Guatemala' },
  { label: 'Eastern Time (US & Canada)', zone: 'America/New_York' },
  { label: 'Indiana (East)', zone: 'America/Indiana/Indianapolis' },
  { label: 'Bogota', zone: 'America/Bogota' },
  { label: 'Lima', zone: 'America/Lima' },
  { label: 'Quito', zone: 'America/Lima' },
  { label: 'Atlantic Time (Canada)', zone: 'America/Halifax' },
  { label: 'Caracas', zone: 'America/Caracas' },
  { label: 'La Paz', zone: 'America/La_Paz' },
  { label: 'Santiago', zone: 'America/Santiago' },
  { label: 'Newfoundland', zone: 'America/St_Johns' },
  { label: 'Brasilia', zone: 'America/Sao_Paulo' },
  { label: 'Buenos Aires', zone: 'America/Argentina/Buenos_Aires' },
  { label: 'Montevideo', zone: 'America/Montevideo' },
  { label: 'Georgetown', zone: 'America/Guyana' },
  { label: 'Puerto Rico', zone: 'America/Puerto_Rico' },
  { label: 'Greenland', zone: 'America/Godthab' },
  { label: 'Mid-Atlantic', zone: 'Atlantic/South_Georgia' },
  { label: 'Azores', zone: 'Atlantic/Azores' },
  { label: 'Cape Verde Is.', zone: 'Atlantic/Cape_Verde' },
  { label: 'Dublin', zone: 'Europe/Dublin' },
  { label: 'Edinburgh', zone: 'Europe/London' },
  { label: 'Lisbon', zone: 'Europe/Lisbon' },
  { label: 'London', zone: 'Europe/London' },
  { label: 'Casablanca', zone: 'Africa/Casablanca' },
  { label: 'Monrovia', zone: 'Africa/Monrovia' },
  { label: 'UTC', zone: 'Etc/UTC' },
  { label: 'Belgrade', zone: 'Europe/Belgrade' },
  { label: 'Bratislava', zone: 'Europe/Bratislava' },
  { label: 'Budapest', zone: 'Europe/Budapest' },
  { label: 'Ljubljana', zone: 'Europe/Ljubljana' },
  { label: 'Prague', zone: 'Europe/Prague' },
  { label: 'Sarajevo', zone: 'Europe/Sarajevo' },
  { label: 'Skopje', zone: 'Europe/Skopje' },
  { label: 'Warsaw', zone: 'Europe/Warsaw' },
  { label: 'Zagreb', zone: 'Europe/Zagreb' },
  { label: 'Brussels', zone: 'Europe/Brussels' },
  { label: 'Copenhagen', zone: 'Europe/Copenhagen' },
  { label: 'Madrid', zone: 'Europe/Madrid' },
  { label: 'Paris', zone: 'Europe/Paris' },
  { label: 'Amsterdam', zone: 'Europe/Amsterdam' },
  { label: 'Berlin', zone: 'Europe/Berlin' },
  { label: 'Bern', zone: 'Europe/Zurich' },
  { label: 'Zurich', zone: 'Europe/Zurich' },
  { label: 'Rome', zone: 'Europe/Rome' },
  { label: 'Stockholm', zone: 'Europe/Stockholm' },
  { label: 'Vienna', zone: 'Europe/Vienna' },
  { label: 'West Central Africa', zone: 'Africa/Algiers' },
  { label: 'Bucharest', zone: 'Europe/Bucharest' },
  { label: 'Cairo', zone: 'Africa/Cairo' },
  { label: 'Helsinki', zone: 'Europe/Helsinki' },
  { label: 'Kyiv', zone: 'Europe/Kiev' },
  { label: 'Riga', zone: 'Europe/Riga' },
  { label: 'Sofia', zone: 'Europe/Sofia' },
  { label: 'Tallinn', zone: 'Europe/Tallinn' },
  { label: 'Vilnius', zone: 'Europe/Vilnius' },
  { label: 'Athens', zone: 'Europe/Athens' },
  { label: 'Istanbul', zone: 'Europe/Istanbul' },
  { label: 'Minsk', zone: 'Europe/Minsk' },
  { label: 'Jerusalem', zone: 'Asia/Jerusalem' },
  { label: 'Harare', zone: 'Africa/Harare' },
  { label: 'Pretoria', zone: 'Africa/Johannesburg' },
  { label: 'Kaliningrad', zone: 'Europe/Kaliningrad' },
  { label: 'Moscow', zone: 'Europe/Moscow' },
  { label: 'St. Petersburg', zone: 'Europe/Moscow' },
  { label: 'Volgograd', zone: 'Europe/Volgograd' },
  { label: 'Samara', zone: 'Europe/Samara' },
  { label: 'Kuwait', zone: 'Asia/Kuwait' },
  { label: 'Riyadh', zone: 'Asia/Riyadh' },
  { label: 'Nairobi', zone: 'Africa/Nairobi' },
  { label: 'Baghdad', zone: 'Asia/Baghdad' },
  { label: 'Tehran', zone: 'Asia/Tehran' },
  { label: 'Abu Dhabi', zone: 'Asia/Muscat' },
  { label: 'Muscat', zone: 'Asia/Muscat' },
  { label: 'Baku', zone: 'Asia/Baku' },
  { label: 'Tbilisi', zone: 'Asia/Tbilisi' },
  { label: 'Yerevan', zone: 'Asia/Yerevan' },
  { label: 'Kabul', zone: 'Asia/Kabul' },
  { label: 'Ekaterinburg', zone: 'Asia/Yekaterinburg' },
  { label: 'Islamabad', zone: 'Asia/Karachi' },
  { label: 'Karachi', zone: 'Asia/Karachi' },
  { label: 'Tashkent', zone: 'Asia/Tashkent' },
  { label: 'Chennai', zone: 'Asia/Kolkata' },
  { label: 'Kolkata', zone: 'Asia/Kolkata' },
  { label: 'Mumbai', zone: 'Asia/Kolkata' },
  { label: 'New Delhi', zone: 'Asia/Kolkata' },
  { label: 'Kathmandu', zone: 'Asia/Kathmandu' },
  { label: 'Astana', zone: 'Asia/Dhaka' },
  { label: 'Dhaka', zone: 'Asia/Dhaka' },
  { label: 'Sri Jayawardenepura', zone: 'Asia/Colombo' },
  { label: 'Almaty', zone: 'Asia/Almaty' },
  { label: 'Novosibirsk', zone: 'Asia/Novosibirsk' },
  { label: 'Rangoon', zone: 'Asia/Rangoon' },
  { label: 'Bangkok', zone: 'Asia/Bangkok' },
  { label: 'Hanoi', zone: 'Asia/Bangkok' },
  { label: 'Jakarta', zone: 'Asia/Jakarta' },
  { label: 'Krasnoyarsk', zone: 'Asia/Krasnoyarsk' },
  { label: 'Beijing', zone: 'Asia/Shanghai' },
  { label: 'Chongqing', zone: 'Asia/Chongqing' },
  { label: 'Hong Kong', zone: 'Asia/Hong_Kong' },
  { label: 'Urumqi', zone: 'Asia/Urumqi' },
  { label: 'Kuala Lumpur', zone: 'Asia/Kuala_Lumpur' },
  { label: 'Singapore', zone: 'Asia/Singapore' },
  { label: 'Taipei', zone: 'Asia/Taipei' },
  { label: 'Perth', zone: 'Australia/Perth' },
  { label: 'Irkutsk', zone: 'Asia/Irkutsk' },
  { label: 'Ulaanbaatar', zone: 'Asia/Ulaanbaatar' },
  { label: 'Seoul', zone: 'Asia/Seoul' },
  { label: 'Osaka', zone: 'Asia/Tokyo' },
  { label: 'Sapporo', zone: 'Asia/Tokyo' },
  { label: 'Tokyo', zone: 'Asia/Tokyo' },
  { label: 'Yakutsk', zone: 'Asia/Yakutsk' },
  { label: 'Darwin', zone: 'Australia/Darwin' },
  { label: 'Adelaide', zone: 'Australia/Adelaide' },
  { label: 'Canberra', zone: 'Australia/Canberra' },
  { label: 'Melbourne', zone: 'Australia/Melbourne' },
  { label: 'Sydney', zone: 'Australia/Sydney' },
  { label: 'Brisbane', zone: 'Australia/Brisbane' },
  { label: 'Hobart', zone: 'Australia/Hobart' },
  { label: 'Vladivostok', zone: 'Asia/Vladivostok' },
  { label: 'Guam', zone: 'Pacific/Guam' },
  { label: 'Port Moresby', zone: 'Pacific/Port_Moresby' },
  { label: 'Magadan', zone: 'Asia/Magadan' },
  { label: 'Srednekolymsk', zone: 'Asia/Srednekolymsk' },
  { label: 'Solomon Is.', zone: 'Pacific/Guadalcanal' },
  { label: 'New Caledonia', zone: 'Pacific/Noumea' },
  { label: 'Fiji', zone: 'Pacific/Fiji' },
  { label: 'Kamchatka', zone: 'Asia/Kamchatka' },
  { label: 'Marshall Is.', zone: 'Pacific/Majuro' },
  { label: 'Auckland', zone: 'Pacific/Auckland' },
  { label: 'Wellington', zone: 'Pacific/Auckland' },
  { label: "Nuku'alofa", zone: 'Pacific/Tongatapu' },
  { label: 'Tokelau Is.', zone: 'Pacific/Fakaofo' },
  { label: 'Chatham Is.', zone: 'Pacific/Chatham' },
  { label: 'Samoa', zone: 'Pacific/Apia' },
];

export const DEFAULT_TIMEZONE = 'America/New_York';

const ZONES = new Set(TIMEZONES.map((t) => t.zone));

/** True when the zone is one of the list's IANA zones. */
export function isKnownTimezone(zone: string): boolean {
  return ZONES.has(zone);
}

/** True when Intl knows the IANA zone (aliases and zones outside the list too). */
export function isValidTimezone(zone: string): boolean {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Offset of the zone at the given instant in minutes east of GMT (-480 for Los Angeles in January). */
export function timezoneOffsetMinutes(zone: string, at: Date): number {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{1,2})(?::?(\d{2}))?/.exec(part ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** '(GMT-08:00)' style label of the zone's offset at the given instant; GMT itself reads '(GMT+00:00)'. */
export function timezoneOffsetLabel(zone: string, at: Date): string {
  const offset = timezoneOffsetMinutes(zone, at);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const hours = String(Math.floor(abs / 60)).padStart(2, '0');
  const minutes = String(abs % 60).padStart(2, '0');
  return `(GMT${sign}${hours}:${minutes})`;
}

export interface TimezoneOption {
  value: string;
  label: string;
}

/**
 * Select options: one per zone (several labels share a zone, e.g. London and Edinburgh; the first label
 * keeps the value and the others are joined to it), sorted by offset then label.
 */
export function timezoneOptions(at: Date): TimezoneOption[] {
  const byZone = new Map<string, string[]>();
  for (const { label, zone } of TIMEZONES) {
    const labels = byZone.get(zone);
    if (labels) labels.push(label);
    else byZone.set(zone, [label]);
  }
  return [...byZone.entries()]
    .map(([zone, labels]) => ({
      zone,
      offset: timezoneOffsetMinutes(zone, at),
      text: labels.join(', '),
    }))
    .sort((a, b) => a.offset - b.offset || a.text.localeCompare(b.text))
    .map(({ zone, text }) => ({ value: zone, label: `${timezoneOffsetLabel(zone, at)} ${text}` }));
}
