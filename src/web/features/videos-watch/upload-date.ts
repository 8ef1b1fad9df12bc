/** Day, English short month ('Sep', where en-GB now writes 'Sept') and year, in the viewer's zone. */
const PARTS = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * The upload date in the viewer's zone: '5 Apr 2026'. With Intl, not date-fns: the date library was 5 KB gzipped of
 * the watch page's first load for this one date. Apart from watch-view.ts, which the watch route's loader (in every
 * page's first load) reads.
 */
export function formatUploadDate(iso: string): string {
  const part = Object.fromEntries(PARTS.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${part.day} ${part.month} ${part.year}`;
}
