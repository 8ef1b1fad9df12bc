import { describe, expect, it } from 'vitest';
import {
  canMove,
  embedUrlOf,
  isHttpsUrl,
  isOnlineTicket,
  publisherState,
  replayTitle,
  watchAccess,
  type BroadcastStatus,
  type PublisherFacts,
  type PublisherState,
} from './broadcasts.ts';

describe('watchAccess', () => {
  it.each([
    [{ signedIn: false, team: false, holder: false }, 'sign-in'],
    [{ signedIn: true, team: false, holder: false }, 'no-ticket'],
    [{ signedIn: true, team: false, holder: true }, 'granted'],
    [{ signedIn: true, team: true, holder: false }, 'granted'],
  ] as const)('%o -> %s', (facts, access) => expect(watchAccess(facts)).toBe(access));
});

describe('isOnlineTicket', () => {
  it.each([
    [true, 'online', true],
    [true, 'in_person', false],
    [false, 'online', false],
  ] as const)('online event %s, %s ticket -> %s', (online, attendanceType, expected) =>
    expect(isOnlineTicket({ online }, { attendanceType })).toBe(expected),
  );
});

describe('canMove', () => {
  it.each([
    ['idle', 'live', true],
    ['idle', 'ended', true],
    ['live', 'ended', true],
    ['live', 'idle', false],
    ['ended', 'live', false],
    ['ended', 'idle', false],
    ['idle', 'idle', false],
  ] as [BroadcastStatus, BroadcastStatus, boolean][])('%s -> %s: %s', (from, to, ok) => expect(canMove(from, to)).toBe(ok));
});

describe('publisherState', () => {
  const on: PublisherFacts = { mode: 'ovation', status: 'live', streamKey: 'the-key', stopRequestedAt: null };
  const stopAsked = { ...on, stopRequestedAt: new Date() };
  it.each<{ label: string; broadcast: PublisherFacts | null; key: string | null; state: PublisherState }>([
    { label: 'live, its key', broadcast: on, key: 'the-key', state: 'on' },
    { label: 'idle, its key', broadcast: { ...on, status: 'idle' }, key: 'the-key', state: 'on' },
    { label: 'a browser publisher (no key)', broadcast: on, key: null, state: 'on' },
    { label: 'a rotated key', broadcast: on, key: 'the-old-key', state: 'key-rotated' },
    { label: 'Stop asked', broadcast: stopAsked, key: 'the-key', state: 'stopped' },
    { label: 'Stop asked, a browser publisher', broadcast: stopAsked, key: null, state: 'stopped' },
    { label: 'Stop asked and a rotated key', broadcast: stopAsked, key: 'the-old-key', state: 'stopped' },
    { label: 'ended', broadcast: { ...on, status: 'ended' }, key: 'the-key', state: 'stopped' },
    { label: 'external mode', broadcast: { ...on, mode: 'external' }, key: null, state: 'stopped' },
    { label: 'the broadcast gone', broadcast: null, key: 'the-key', state: 'stopped' },
  ])('$label -> $state', ({ broadcast, key, state }) => expect(publisherState(broadcast, key)).toBe(state));
});

describe('isHttpsUrl', () => {
  it.each([
    ['https://youtube.com/live/x', true],
    ['http://youtube.com/live/x', false],
    ['javascript:alert(1)', false],
    ['youtube.com', false],
    ['https://', false],
  ])('%s -> %s', (url, ok) => expect(isHttpsUrl(url)).toBe(ok));
});

describe('embedUrlOf', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/live/dQw4w9WgXcQ?feature=share', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/123456', 'https://player.vimeo.com/video/123456'],
    ['https://vimeo.com/event/42', 'https://vimeo.com/event/42/embed'],
    ['https://www.twitch.tv/some_channel', 'https://player.twitch.tv/?channel=some_channel&parent=ovation.test'],
    ['https://zoom.us/j/123', null],
    ['https://www.youtube.com/watch?v=<script>', null],
    ['http://www.youtube.com/watch?v=dQw4w9WgXcQ', null],
    ['not a url', null],
  ])('%s -> %s', (url, embed) => expect(embedUrlOf(url, 'ovation.test')).toBe(embed));
});

describe('replayTitle', () => {
  it('names the event and the date', () => expect(replayTitle('Jazz night', 'Sat, 5 Apr 2025', 200)).toBe('Jazz night (Sat, 5 Apr 2025)'));
  it('shortens a long name to the limit', () => {
    const title = replayTitle('x'.repeat(300), 'Sat, 5 Apr 2025', 200);
    expect(title).toHaveLength(200);
    expect(title.endsWith('… (Sat, 5 Apr 2025)')).toBe(true);
  });
});
