import { describe, expect, it } from 'vitest';
import { readProbe } from './probe.ts';

const video = { index: 0, codec_type: 'video', codec_name: 'h264', width: 1920, height: 1080 };
const audio = { index: 1, codec_type: 'audio', codec_name: 'aac' };
const format = { duration: '12.5' };

describe('readProbe', () => {
  it('reads a landscape video with sound', () => {
    expect(readProbe({ streams: [video, audio], format })).toEqual({
      durationSeconds: 12.5,
      width: 1920,
      height: 1080,
      videoCodec: 'h264',
      audio: true,
      rotation: 0,
      streams: { video: 0, audio: 1 },
    });
  });

  it.each([
    ['display matrix -90 (a phone held upright)', { side_data_list: [{ rotation: -90 }] }, 270, 1080, 1920],
    ['display matrix 90', { side_data_list: [{ side_data_type: 'Display Matrix', rotation: 90 }] }, 90, 1080, 1920],
    ['display matrix 180 keeps the size', { side_data_list: [{ rotation: -180 }] }, 180, 1920, 1080],
    ['the old rotate tag', { tags: { rotate: '90' } }, 90, 1080, 1920],
    ['the display matrix wins over the tag', { tags: { rotate: '90' }, side_data_list: [{ rotation: 0 }] }, 0, 1920, 1080],
    ['a nonsense tag is no rotation', { tags: { rotate: 'x' } }, 0, 1920, 1080],
    ['anamorphic pixels widen the picture', { width: 720, height: 576, sample_aspect_ratio: '64:45' }, 0, 1024, 576],
    ['an unknown pixel aspect is square', { sample_aspect_ratio: '0:1' }, 0, 1920, 1080],
  ])('%s', (_, extra, rotation, width, height) => {
    const probe = readProbe({ streams: [{ ...video, ...extra }], format });
    expect(probe).toMatchObject({ rotation, width, height, audio: false, streams: { video: 0, audio: null } });
  });

  it('skips cover art to the real video stream', () => {
    const cover = { index: 0, codec_type: 'video', codec_name: 'mjpeg', width: 600, height: 600 };
    const probe = readProbe({
      streams: [
        { ...cover, disposition: { attached_pic: 1 } },
        { ...video, index: 2 },
      ],
      format,
    });
    expect(probe).toMatchObject({ videoCodec: 'h264', width: 1920, streams: { video: 2 } });
  });

  it('takes the stream duration when the container has none', () => {
    expect(readProbe({ streams: [{ ...video, duration: '3.2' }] }).durationSeconds).toBe(3.2);
  });

  it.each([
    ['no streams', {}, 'no-video-stream'],
    ['only sound', { streams: [audio], format }, 'no-video-stream'],
    ['only cover art', { streams: [{ ...video, disposition: { attached_pic: 1 } }, audio], format }, 'no-video-stream'],
    ['no duration', { streams: [video] }, 'unreadable'],
    ['a zero duration', { streams: [video], format: { duration: '0' } }, 'unreadable'],
    ['no picture size', { streams: [{ index: 0, codec_type: 'video' }], format }, 'unreadable'],
    ['not ffprobe output', 'hello', 'unreadable'],
  ])('refuses %s', (_, json, reason) => {
    expect(() => readProbe(json)).toThrow(expect.objectContaining({ reason }));
  });

  it('gives the organizer a plain reason', () => {
    expect(() => readProbe({ streams: [audio], format })).toThrow('The file has no video stream');
  });
});
