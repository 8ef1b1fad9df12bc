import { describe, expect, it } from 'vitest';
import { isStreamPath, resolveUri, signPlaylist, streamKindOf } from './hls-playlists.ts';

const at = (rendition: string, file: string) => ({ rendition, file });
const signed = (p: { rendition: string; file: string }) => `/s/${p.rendition}/${p.file}?sig`;

describe('stream paths', () => {
  it.each([
    [at('main', 'master.m3u8'), true, 'playlist'],
    [at('main', 'original'), true, 'original'],
    [at('360p', 'index.m3u8'), true, 'playlist'],
    [at('720p', 'segment_0012.ts'), true, 'segment'],
    [at('main', 'index.m3u8'), false, 'playlist'],
    [at('main', 'segment_0000.ts'), false, 'segment'],
    [at('360p', 'master.m3u8'), false, 'playlist'],
    [at('360p', 'original'), false, 'original'],
    [at('hls', 'index.m3u8'), false, 'playlist'],
    [at('360p', 'poster.jpg'), false, 'segment'],
    [at('..', 'index.m3u8'), false, 'playlist'],
  ])('%j is a file of a video: %s (%s)', (path, valid, kind) => {
    expect(isStreamPath(path)).toBe(valid);
    expect(streamKindOf(path)).toBe(kind);
  });

  it.each([
    [at('main', 'master.m3u8'), '360p/index.m3u8', at('360p', 'index.m3u8')],
    [at('360p', 'index.m3u8'), 'segment_0000.ts', at('360p', 'segment_0000.ts')],
    [at('360p', 'index.m3u8'), '../720p/segment_0001.ts', at('720p', 'segment_0001.ts')],
    [at('360p', 'index.m3u8'), '../master.m3u8', at('main', 'master.m3u8')],
    [at('main', 'master.m3u8'), 'original', null],
    [at('360p', 'index.m3u8'), '../../etc/passwd', null],
    [at('360p', 'index.m3u8'), '/api/v1/x.ts', null],
    [at('360p', 'index.m3u8'), 'https://evil.example/segment_0000.ts', null],
    [at('360p', 'index.m3u8'), 'segment_0000.ts?x=1', null],
    [at('main', 'master.m3u8'), '360p/extra/index.m3u8', null],
  ])('from %j, %s names %j', (from, uri, expected) => {
    expect(resolveUri(from, uri)).toEqual(expected);
  });
});

describe('signPlaylist', () => {
  it("signs every variant of ffmpeg's master playlist and keeps its tags", () => {
    const master = [
      '#EXTM3U',
      '#EXT-X-VERSION:6',
      '#EXT-X-STREAM-INF:BANDWIDTH=1020800,RESOLUTION=640x360,CODECS="avc1.42c01e,mp4a.40.2"',
      '360p/index.m3u8',
      '',
      '#EXT-X-STREAM-INF:BANDWIDTH=1680800,RESOLUTION=854x480,CODECS="avc1.42c01e,mp4a.40.2"',
      '480p/index.m3u8',
      '',
    ].join('\n');
    expect(signPlaylist(master, at('main', 'master.m3u8'), signed).split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:6',
      '#EXT-X-STREAM-INF:BANDWIDTH=1020800,RESOLUTION=640x360,CODECS="avc1.42c01e,mp4a.40.2"',
      '/s/360p/index.m3u8?sig',
      '',
      '#EXT-X-STREAM-INF:BANDWIDTH=1680800,RESOLUTION=854x480,CODECS="avc1.42c01e,mp4a.40.2"',
      '/s/480p/index.m3u8?sig',
      '',
    ]);
  });

  it('signs the segments of a variant playlist and URI attributes (CRLF lines too)', () => {
    const variant = '#EXTM3U\r\n#EXT-X-MAP:URI="segment_0000.ts"\r\n#EXTINF:4.000000,\r\nsegment_0001.ts\r\n#EXT-X-ENDLIST\r\n';
    expect(signPlaylist(variant, at('720p', 'index.m3u8'), signed)).toBe(
      '#EXTM3U\n#EXT-X-MAP:URI="/s/720p/segment_0000.ts?sig"\n#EXTINF:4.000000,\n/s/720p/segment_0001.ts?sig\n#EXT-X-ENDLIST\n',
    );
  });

  it('refuses to hand out a reference it cannot sign', () => {
    expect(() => signPlaylist('#EXTM3U\nhttps://elsewhere.example/a.ts\n', at('360p', 'index.m3u8'), signed)).toThrow(/no file of the video/);
  });
});
