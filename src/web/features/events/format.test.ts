import { describe, expect, it } from 'vitest';
import { addressLines, eventDateRange, openStreetMapUrl, placeLine, toMajorUnits, toMinorUnits, videoEmbedUrl, zoneCity } from './format.ts';

describe('eventDateRange', () => {
  it.each([
    ['same day shows the end time only', '2026-04-05T18:00:00Z', '2026-04-05T21:00:00Z', 'Europe/London', 'Sun, 5 Apr 2026, 7:00 PM – 10:00 PM'],
    [
      'other day shows both dates',
      '2026-04-05T18:00:00Z',
      '2026-04-06T21:00:00Z',
      'Europe/London',
      'Sun, 5 Apr 2026, 7:00 PM – Mon, 6 Apr 2026, 10:00 PM',
    ],
    ['the day is the zone’s day', '2026-04-05T23:30:00Z', '2026-04-06T01:00:00Z', 'America/New_York', 'Sun, 5 Apr 2026, 7:30 PM – 9:00 PM'],
    ['no end', '2026-04-05T18:00:00Z', null, 'UTC', 'Sun, 5 Apr 2026, 6:00 PM'],
    ['no start', null, null, 'UTC', null],
  ])('%s', (_name, start, end, zone, expected) => {
    expect(eventDateRange(start, end, zone)).toBe(expected);
  });
});

describe('money in forms', () => {
  it.each([
    [12.5, 'usd', 1250],
    ['12,50', 'eur', 1250],
    [0.1 + 0.2, 'usd', 30],
    [1500, 'jpy', 1500],
    ['', 'usd', null],
    ['abc', 'usd', null],
  ])('toMinorUnits(%s, %s) = %s', (major, currency, minor) => {
    expect(toMinorUnits(major, currency)).toBe(minor);
  });
  it.each([
    [1250, 'usd', 12.5],
    [1500, 'jpy', 1500],
    [null, 'usd', ''],
  ])('toMajorUnits(%s, %s) = %s', (minor, currency, major) => {
    expect(toMajorUnits(minor, currency)).toBe(major);
  });
});

describe('videoEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://example.com/video.mp4', null],
    ['https://www.youtube.com/watch?v=<script>', null],
    ['not a url', null],
    [null, null],
  ])('%s', (url, expected) => {
    expect(videoEmbedUrl(url)).toBe(expected);
  });
});

describe('places', () => {
  it('builds the OpenStreetMap link at zoom 12', () => {
    expect(openStreetMapUrl(51.5072, -0.1276)).toBe('https://www.openstreetmap.org/?mlat=51.50720&mlon=-0.12760#map=12/51.50720/-0.12760');
  });
  it.each([
    [{ name: 'Blue Note', city: 'New York' }, 'Blue Note, New York'],
    [{ name: null, city: 'Paris' }, 'Paris'],
    [{ name: '  ', city: null }, ''],
  ])('placeLine %j', (location, expected) => {
    expect(placeLine(location)).toBe(expected);
  });
  it('addressLines', () => {
    expect(addressLines({ name: 'x', address: '1 Main St', city: 'Austin', state: 'TX' })).toEqual(['1 Main St', 'Austin, TX']);
    expect(addressLines({ name: 'x', address: null, city: null, state: null })).toEqual([]);
  });
  it('zoneCity', () => {
    expect(zoneCity('America/New_York')).toBe('New York');
    expect(zoneCity('UTC')).toBe('UTC');
  });
});
