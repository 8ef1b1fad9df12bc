import { describe, expect, it } from 'vitest';
import type { DateFilter } from '../../../domain/occurrences.ts';
import type { ProfileTab } from '../../../domain/profile-page.ts';
import { eventsFilterDate, noEventsText, shownProfileTabs } from './profile-view.ts';

describe('shownProfileTabs', () => {
  it.each<[string, ProfileTab[], ProfileTab[]]>([
    ['none', [], []],
    ['every tab: videos are not shown yet', ['all', 'membership', 'events', 'videos', 'about'], ['all', 'membership', 'events', 'about']],
    ['order kept', ['all', 'about'], ['all', 'about']],
    ['membership only', ['all', 'membership'], ['all', 'membership']],
    ['only hidden tabs', ['videos'], []],
  ])('%s', (_, tabs, expected) => {
    expect(shownProfileTabs(tabs)).toEqual(expected);
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
