import { format } from 'date-fns';
import type { VideoRow } from '../../../contracts/videos.ts';
import { VIDEO_LIST_TEXTS as T, type VideoSort, type VideoStatus } from '../../../contracts/videos.messages.ts';
import { formatMoney } from '../../../domain/money.ts';
import type { ListSort } from '../../ui/list/DataTable.tsx';
import type { VideosSearch } from './list-search.ts';

/** How often the list asks again while one of its videos is still being processed. */
export const LIST_POLL_MS = 3000;

/** The Privacy column: 'Members Only' or 'Public'. */
export const privacyLabel = (row: Pick<VideoRow, 'membersOnly'>): string => (row.membersOnly ? T.membersOnly : T.public);

/** The Donations column: the completed donations in the row's currency, or 'N/A' where the owner takes no payments. */
export function donationsLabel(row: Pick<VideoRow, 'donationsSum' | 'currency'>): string {
  return row.donationsSum === 'N/A' ? T.notAvailable : formatMoney(row.donationsSum, row.currency);
}

/** The Upload date column ('5 Mar 2025'); a video without an upload date shows nothing. */
export function uploadDateLabel(uploadedAt: string | null): string {
  if (!uploadedAt) return '';
  const date = new Date(uploadedAt);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'd MMM y');
}

/** Encoding progress (0..1) as a whole percent, never 100 before it is done. */
export function processingPercent(progress: number): number {
  if (!(progress > 0)) return 0;
  return Math.min(99, Math.floor(progress * 100));
}

/** What a row says about its processing: nothing once ready, 'Processing 40%', 'Uploading' or 'Failed'. */
export function statusLabel(row: { status: VideoStatus; progress: number }): string | null {
  switch (row.status) {
    case 'ready':
      return null;
    case 'processing':
      return T.processingPercent(processingPercent(row.progress));
    default:
      return T.status[row.status];
  }
}

/** A video whose state will still change by itself (the list polls while one is shown). */
export const isInProgress = (row: { status: VideoStatus }): boolean => row.status === 'processing' || row.status === 'uploading';

/** The sort the table shows: the address's, else the newest uploads first (the API's default). */
export function listSort(search: Pick<VideosSearch, 'sortBy' | 'sortOrder'>): ListSort & { id: VideoSort } {
  return { id: search.sortBy ?? 'uploadedAt', desc: (search.sortOrder ?? 'desc') === 'desc' };
}

/** The address change for a header click: the column and direction, back to page 1. */
export function sortPatch(sort: ListSort): Pick<VideosSearch, 'sortBy' | 'sortOrder' | 'page'> {
  return { sortBy: sort.id as VideoSort, sortOrder: sort.desc ? 'desc' : 'asc', page: undefined };
}
