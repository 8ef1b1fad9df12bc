import { describe, expect, it } from 'vitest';
import { endedPlaylist, playlistSeconds, playlistSegments } from './live-playlist.ts';

const TWO_PARTS = `#EXTM3U
#EXT-X-VERSION:6
#EXT-X-TARGETDURATION:2
#EXT-X-MEDIA-SEQUENCE:0
#EXT-X-DISCONTINUITY
#EXTINF:2.000000,
#EXT-X-PROGRAM-DATE-TIME:2026-11-29T20:03:06.558+0000
seg-000000.ts
#EXTINF:1.040000,
seg-000001.ts
#EXT-X-DISCONTINUITY
#EXTINF:2.000000,
seg-000002.ts
`;

describe('playlistSegments', () => {
  it.each([
    ['an empty text', '', []],
    ['a playlist across a reconnect', TWO_PARTS, ['seg-000000.ts', 'seg-000001.ts', 'seg-000002.ts']],
    ['a URI without #EXTINF', '#EXTM3U\nseg-000000.ts\n', []],
    ['a name the packager never writes', '#EXTINF:2,\n../secrets/key\n#EXTINF:2,\nseg-1.ts\n', []],
    ['CRLF line ends', '#EXTINF:2.0,\r\nseg-000007.ts\r\n', ['seg-000007.ts']],
  ])('%s', (_label, text, files) => {
    expect(playlistSegments(text).map((s) => s.file)).toEqual(files);
  });
});

it('adds the durations of every part', () => {
  expect(playlistSeconds(TWO_PARTS)).toBeCloseTo(5.04);
});

it('ends a playlist once', () => {
  const ended = endedPlaylist(TWO_PARTS);
  expect(ended.endsWith('seg-000002.ts\n#EXT-X-ENDLIST\n')).toBe(true);
  expect(endedPlaylist(ended)).toBe(ended);
});
