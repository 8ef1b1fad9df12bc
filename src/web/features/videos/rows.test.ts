import { describe, expect, it } from 'vitest';
import { VIDEO_LIST_TEXTS as T } from '../../../contracts/videos.messages.ts';
import { donationsLabel, isInProgress, listSort, privacyLabel, processingPercent, sortPatch, statusLabel, uploadDateLabel } from './rows.ts';

describe('privacyLabel', () => {
  it.each([
    [true, 'Members Only'],
    [false, 'Public'],
  ])('members only %s: %s', (membersOnly, label) => {
    expect(privacyLabel({ membersOnly })).toBe(label);
  });
});

describe('donationsLabel', () => {
  it.each([
    [{ donationsSum: 'N/A' as const, currency: 'USD' }, 'N/A'],
    [{ donationsSum: 0, currency: 'USD' }, '$0.00'],
    [{ donationsSum: 12_345, currency: 'USD' }, '$123.45'],
  ])('%j: %s', (row, label) => {
    expect(donationsLabel(row)).toBe(label);
  });

  it('uses the row’s currency', () => {
    expect(donationsLabel({ donationsSum: 1000, currency: 'EUR' })).not.toBe(donationsLabel({ donationsSum: 1000, currency: 'USD' }));
  });
});

describe('uploadDateLabel', () => {
  it.each([
    ['2025-03-05T12:00:00.000Z', '5 Mar 2025'],
    [null, ''],
    ['not a date', ''],
  ])('%s: %j', (iso, label) => {
    expect(uploadDateLabel(iso)).toBe(label);
  });
});

describe('processing status', () => {
  it.each([
    [0, 0],
    [0.005, 0],
    [0.42, 42],
    [0.999, 99],
    [1, 99],
    [-1, 0],
    [Number.NaN, 0],
  ])('progress %d is %d%%', (progress, percent) => {
    expect(processingPercent(progress)).toBe(percent);
  });

  it.each([
    [{ status: 'ready' as const, progress: 1 }, null, false],
    [{ status: 'processing' as const, progress: 0.4 }, 'Processing 40%', true],
    [{ status: 'uploading' as const, progress: 0 }, T.status.uploading, true],
    [{ status: 'failed' as const, progress: 0.3 }, T.status.failed, false],
  ])('%j: %j, polled %s', (row, label, polled) => {
    expect(statusLabel(row)).toBe(label);
    expect(isInProgress(row)).toBe(polled);
  });
});

describe('sorting', () => {
  it.each([
    [{}, { id: 'uploadedAt', desc: true }],
    [{ sortBy: 'title' as const }, { id: 'title', desc: true }],
    [
      { sortBy: 'views' as const, sortOrder: 'asc' as const },
      { id: 'views', desc: false },
    ],
    [{ sortOrder: 'asc' as const }, { id: 'uploadedAt', desc: false }],
  ])('the address %j shows %j', (search, sort) => {
    expect(listSort(search)).toEqual(sort);
  });

  it.each([
    [
      { id: 'favorited', desc: true },
      { sortBy: 'favorited', sortOrder: 'desc', page: undefined },
    ],
    [
      { id: 'privacy', desc: false },
      { sortBy: 'privacy', sortOrder: 'asc', page: undefined },
    ],
  ])('a click on %j writes %j', (sort, patch) => {
    expect(sortPatch(sort)).toEqual(patch);
  });
});
