import { describe, expect, it } from 'vitest';
import type { DateFilter } from '../../../domain/occurrences.ts';
import { allTabVideosViewAll, eventsFilterDate, noEventsText } from './profile-view.ts';

describe('allTabVideosViewAll', () => {
  it.each<[number, ReturnType<typeof allTabVideosViewAll>]>([
    [0, 'nowhere'],
    [1, 'nowhere'],
    [3, 'nowhere'],
    [4, 'mobile'],
    [6, 'mobile'],
    [7, 'everywhere'],
    [120, 'everywhere'],
  ])('%s videos', (total, expected) => {
    expect(allTabVideosViewAll(total)).toBe(expected);
  });
});

describe('eventsFilterDate', () => {
  it.each<[string, DateFilter | undefined, number, number, DateFilter]>([
    ['asked for past', 'past', 3, 2, 'past'],
    ['asked for upcoming, even with none', 'upcoming', 0, 2, 'upcoming'],
    ['default with upcoming events', undefined, 1, 5, 'upcoming'],
    ['default with only past events', undefined, 0, 5, 'past'],
    ['default with no events at all', undefined, 0, 0, 'upcoming'],
  ])('%s', (_, requested, upcoming, past, expected) => {
    expect(eventsFilterDate(requested, { upcoming, past })).toBe(expected);
  });
});

describe('noEventsText', () => {
  it.each<[DateFilter, boolean, string]>([
    ['upcoming', false, 'Lovelace Hall has no upcoming events.'],
    ['upcoming', true, 'Lovelace Hall has no upcoming events in this category.'],
    ['past', false, 'Lovelace Hall has no past events.'],
    ['past', true, 'Lovelace Hall has no past events in this category.'],
  ])('%s, in a category %s', (filterDate, inCategory, expected) => {
    expect(noEventsText('Lovelace Hall', filterDate, inCategory)).toBe(expected);
  });
});
