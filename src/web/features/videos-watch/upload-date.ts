import { format } from 'date-fns';

/**
 * The upload date in the viewer's zone: '5 Apr 2026'. Apart from watch-view.ts, which the watch route's loader
 * (in every page's first load) reads, so that the date library loads with the watch page only.
 */
export function formatUploadDate(iso: string): string {
  return format(new Date(iso), 'd MMM y');
}
