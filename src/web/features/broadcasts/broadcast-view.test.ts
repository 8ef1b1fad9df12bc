import { describe, expect, it } from 'vitest';
import type { BroadcastWatchView } from '../../../contracts/broadcasts.ts';
import { LIVE_POLL_MS, STATUS_POLL_MS, watchPollMs } from './watch-query.ts';
import { freshPlaylistUrl, maskedKey, startTimes, watchStage } from './broadcast-view.ts';

type View = Pick<BroadcastWatchView, 'access' | 'broadcast' | 'playlistUrl' | 'externalUrl' | 'replay'>;

function view(over: { access?: View['access']; mode?: 'ovation' | 'external'; status?: 'idle' | 'live' | 'ended' } & Partial<View> = {}): View {
  const { access = 'granted', mode = 'ovation', status = 'idle', ...rest } = over;
  return {
    access,
    broadcast: {
      id: 'b',
      status,
      mode,
      startsAt: '2026-04-05T17:00:00.000Z',
      endsAt: '2026-04-05T19:00:00.000Z',
      timezone: 'Europe/Paris',
      event: { id: 'e', name: 'Night', owner: { id: 'o', type: 'user', username: 'ada', name: 'Ada', avatar: null } },
    },
    ...rest,
  };
}

describe('watchStage', () => {
  it.each<[string, View, string]>([
    ['signed out', view({ access: 'sign-in', status: 'live' }), 'sign-in'],
    ['no ticket', view({ access: 'no-ticket', status: 'live' }), 'no-ticket'],
    ['external, granted', view({ mode: 'external', externalUrl: 'https://zoom.us/j/1' }), 'external'],
    ['external, ended: still the link', view({ mode: 'external', status: 'ended', externalUrl: 'https://zoom.us/j/1' }), 'external'],
    ['idle', view(), 'not-started'],
    ['live with its playlist', view({ status: 'live', playlistUrl: '/p.m3u8' }), 'live'],
    ['live, no playlist yet', view({ status: 'live' }), 'not-started'],
    ['ended', view({ status: 'ended' }), 'ended'],
  ])('%s', (_name, v, stage) => {
    expect(watchStage(v)).toBe(stage);
  });
});

describe('watchPollMs', () => {
  it.each<[string, View, number | false]>([
    ['waiting for the start', view(), STATUS_POLL_MS],
    ['live: for the end and the viewers', view({ status: 'live', playlistUrl: '/p' }), LIVE_POLL_MS],
    ['ended, replay processing', view({ status: 'ended', replay: { videoId: 'v', ready: false } }), STATUS_POLL_MS],
    ['ended, replay not made yet', view({ status: 'ended' }), STATUS_POLL_MS],
    ['ended, replay ready', view({ status: 'ended', replay: { videoId: 'v', ready: true } }), false],
    ['refused', view({ access: 'no-ticket' }), false],
    ['external', view({ mode: 'external' }), false],
  ])('%s', (_name, v, ms) => {
    expect(watchPollMs(v)).toBe(ms);
  });
});

describe('freshPlaylistUrl', () => {
  const base = 'http://x.test/api/v1/broadcast_streams/b1/index.m3u8';
  it.each([
    ['the playlist: the newest signature', `${base}?exp=1&sig=old`, `${base}?exp=2&sig=new`],
    [
      'a segment: as it is',
      'http://x.test/api/v1/broadcast_streams/b1/seg-3.ts?exp=1&sig=s',
      'http://x.test/api/v1/broadcast_streams/b1/seg-3.ts?exp=1&sig=s',
    ],
    [
      'another broadcast: as it is',
      'http://x.test/api/v1/broadcast_streams/b2/index.m3u8?exp=1&sig=o',
      'http://x.test/api/v1/broadcast_streams/b2/index.m3u8?exp=1&sig=o',
    ],
  ])('%s', (_name, requested, expected) => {
    expect(freshPlaylistUrl(requested, '/api/v1/broadcast_streams/b1/index.m3u8?exp=2&sig=new', 'http://x.test/b/b1')).toBe(expected);
  });
  it('no newer address: as it is', () => {
    expect(freshPlaylistUrl(`${base}?exp=1&sig=old`, undefined, 'http://x.test/b/b1')).toBe(`${base}?exp=1&sig=old`);
  });
});

describe('startTimes', () => {
  it.each([
    ['another zone', 'America/New_York', { viewer: 'Sun, 5 Apr 2026, 1:00 PM', event: 'Sun, 5 Apr 2026, 7:00 PM' }],
    ['the same zone', 'Europe/Paris', { viewer: 'Sun, 5 Apr 2026, 7:00 PM', event: null }],
    ['another name, same clock', 'Europe/Berlin', { viewer: 'Sun, 5 Apr 2026, 7:00 PM', event: null }],
  ])('%s', (_name, viewerZone, expected) => {
    expect(startTimes('2026-04-05T17:00:00.000Z', 'Europe/Paris', viewerZone)).toEqual(expected);
  });
});

describe('maskedKey', () => {
  it('hides every character, at most 32 dots', () => {
    expect(maskedKey('abc')).toBe('•••');
    expect(maskedKey('x'.repeat(43))).toBe('•'.repeat(32));
  });
});
