import { describe, expect, it } from 'vitest';
import { segmentType, signLivePlaylist } from './live-streams.ts';
import { rtmpUrlOf } from './rtmp-address.ts';

describe('signLivePlaylist', () => {
  const sign = (file: string) => `/signed/${file}?sig=x`;

  it('replaces every segment line and URI attribute by its signed URL, and keeps the tags', () => {
    const text = ['#EXTM3U', '#EXT-X-MAP:URI="init_1.mp4"', '#EXTINF:2.0,', 'seg-000001.ts', '', '#EXTINF:2.0,', 'seg-000002.ts'].join('\n');
    expect(signLivePlaylist(text, sign).split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-MAP:URI="/signed/init_1.mp4?sig=x"',
      '#EXTINF:2.0,',
      '/signed/seg-000001.ts?sig=x',
      '',
      '#EXTINF:2.0,',
      '/signed/seg-000002.ts?sig=x',
    ]);
  });

  it.each(['https://elsewhere.example/seg-1.ts', 'live/seg-1.ts', 'seg-1.ts?token=1', 'other.m3u8', '../seg-1.ts'])(
    'throws on a line naming %s',
    (line) => {
      expect(() => signLivePlaylist(`#EXTM3U\n${line}`, sign)).toThrow();
    },
  );
});

describe('segmentType', () => {
  it.each([
    ['seg-000001.ts', 'video/mp2t'],
    ['seg-1.m4s', 'video/iso.segment'],
    ['init.mp4', 'video/mp4'],
  ])('%s -> %s', (file, type) => expect(segmentType(file)).toBe(type));
});

describe('rtmpUrlOf', () => {
  it.each([
    [{ publicUrl: 'https://ovation.example', broadcasts: { rtmpPort: 1935 } }, 'rtmp://ovation.example:1935/live'],
    [{ publicUrl: 'http://localhost:3000', broadcasts: { rtmpPort: 1936 } }, 'rtmp://localhost:1936/live'],
    [{ publicUrl: 'https://ovation.example', broadcasts: { rtmpPort: 0 } }, null],
  ])('%o -> %s', (config, url) => expect(rtmpUrlOf(config)).toBe(url));
});
