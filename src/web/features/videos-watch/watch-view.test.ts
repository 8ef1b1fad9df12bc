import { describe, expect, it } from 'vitest';
import type { WatchView } from '../../../contracts/videos.ts';
import { chooseSource, formatDuration, isInProgress, nextPageOf, watchStage, type PlaybackSource, type WatchStage } from './watch-view.ts';

const playback = (hls: string | null, original: string | null) => ({ hls, original, expiresAt: '2026-01-01T00:00:00.000Z' });

describe('watchStage', () => {
  it.each<[string, Pick<WatchView, 'canPlay' | 'status' | 'playback'>, WatchStage]>([
    ['ready with renditions', { canPlay: true, status: 'ready', playback: playback('/m.m3u8', '/o.mp4') }, 'play'],
    ['ready, original only', { canPlay: true, status: 'ready', playback: playback(null, '/o.mp4') }, 'play'],
    ['ready without any stream', { canPlay: true, status: 'ready', playback: playback(null, null) }, 'failed'],
    ['ready but no playback yet', { canPlay: true, status: 'ready', playback: null }, 'processing'],
    ['processing', { canPlay: true, status: 'processing', playback: null }, 'processing'],
    ['still uploading', { canPlay: true, status: 'uploading', playback: null }, 'processing'],
    ['failed', { canPlay: true, status: 'failed', playback: null }, 'failed'],
    ['members only, not a member', { canPlay: false, status: 'ready', playback: null }, 'locked'],
    ['members only and processing', { canPlay: false, status: 'processing', playback: null }, 'locked'],
  ])('%s', (_, watch, expected) => {
    expect(watchStage(watch)).toBe(expected);
  });
});

describe('isInProgress', () => {
  it.each<[string, Pick<WatchView, 'canPlay' | 'status'>, boolean]>([
    ['processing', { canPlay: true, status: 'processing' }, true],
    ['uploading', { canPlay: true, status: 'uploading' }, true],
    ['ready', { canPlay: true, status: 'ready' }, false],
    ['failed', { canPlay: true, status: 'failed' }, false],
    ['processing behind the members-only gate', { canPlay: false, status: 'processing' }, false],
  ])('%s', (_, watch, expected) => {
    expect(isInProgress(watch)).toBe(expected);
  });
});

describe('chooseSource', () => {
  it.each<[string, ReturnType<typeof playback>, { hlsJs: boolean; nativeHls: boolean }, PlaybackSource | null]>([
    ['hls.js where Media Source works', playback('/m.m3u8', '/o.mp4'), { hlsJs: true, nativeHls: true }, { kind: 'hls-js', url: '/m.m3u8' }],
    [
      'native HLS (Safari without Media Source)',
      playback('/m.m3u8', '/o.mp4'),
      { hlsJs: false, nativeHls: true },
      { kind: 'native-hls', url: '/m.m3u8' },
    ],
    ['neither: the original file', playback('/m.m3u8', '/o.mp4'), { hlsJs: false, nativeHls: false }, { kind: 'file', url: '/o.mp4' }],
    ['no renditions: the original file', playback(null, '/o.mp4'), { hlsJs: true, nativeHls: true }, { kind: 'file', url: '/o.mp4' }],
    ['nothing playable', playback('/m.m3u8', null), { hlsJs: false, nativeHls: false }, null],
    ['no stream at all', playback(null, null), { hlsJs: true, nativeHls: true }, null],
  ])('%s', (_, p, can, expected) => {
    expect(chooseSource(p, can)).toEqual(expected);
  });
});

describe('formatDuration', () => {
  it.each<[number, string]>([
    [0, '0:00'],
    [7, '0:07'],
    [7.6, '0:08'],
    [245, '4:05'],
    [3600, '1:00:00'],
    [3723, '1:02:03'],
    [-3, '0:00'],
  ])('%s s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});

describe('nextPageOf', () => {
  const page = (n: number, count: number, perPage = 30) => ({ page: n, perPage, data: Array.from({ length: count }) });
  it.each<[string, ReturnType<typeof page>, number | undefined]>([
    ['a full first page', page(1, 30), 2],
    ['a full later page', page(3, 30), 4],
    ['a short page is the last', page(2, 12), undefined],
    ['an empty page', page(1, 0), undefined],
    ['a full page of another size', page(1, 12, 12), 2],
  ])('%s', (_, last, expected) => {
    expect(nextPageOf(last)).toBe(expected);
  });
});
