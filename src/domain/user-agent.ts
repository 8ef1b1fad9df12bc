/**
 * The browser and system a session was opened from, for the sessions list in Settings: a few ordered patterns
 * instead of a parser library, since the list only has to tell a person's own devices apart. Order matters: Edge,
 * Opera and Samsung Internet also say Chrome, Chrome says Safari, iPhones say "like Mac OS X".
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|HeadlessChrome|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (patterns: [RegExp, string][], ua: string) => patterns.find(([pattern]) => pattern.test(ua))?.[1] ?? null;

export function describeUserAgent(ua: string | null): { browser: string | null; os: string | null } {
  if (!ua) return { browser: null, os: null };
  return { browser: first(BROWSERS, ua), os: first(SYSTEMS, ua) };
}

/** Stored user agents are cut to this many characters: enough for any real browser, bounded against junk. */
export const USER_AGENT_MAX = 256;
