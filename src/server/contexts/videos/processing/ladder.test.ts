import { describe, expect, it } from 'vitest';
import { ladder } from './ladder.ts';
import { posterSize, posterTime } from './poster.ts';

const sizes = (source: { width: number; height: number }) => ladder(source).map((r) => `${r.name} ${r.width}x${r.height} ${r.videoKbps}k`);

describe('ladder', () => {
  it.each([
    ['1080p gets 360p and 720p, nothing above', 1920, 1080, ['360p 640x360 800k', '720p 1280x720 2800k']],
    ['720p gets 360p and 720p', 1280, 720, ['360p 640x360 800k', '720p 1280x720 2800k']],
    ['4:3 480p gets 360p and its own size', 640, 480, ['360p 480x360 800k', '480p 640x480 1400k']],
    ['854x480 gets 360p and its own size', 854, 480, ['360p 640x360 800k', '480p 854x480 1400k']],
    ['just above a rung gets the rung only', 704, 400, ['360p 634x360 800k']],
    ['between the rungs, near 720p: its own size, bitrate capped', 1244, 700, ['360p 640x360 800k', '700p 1244x700 2800k']],
    ['exactly 360p gets 360p only', 640, 360, ['360p 640x360 800k']],
    ['below 360p gets only its own size', 426, 240, ['240p 426x240 350k']],
    ['a tiny source gets the floor bitrate', 160, 90, ['90p 160x90 200k']],
    ['odd sizes come out even and never above the source', 321, 181, ['180p 320x180 200k']],
    ['portrait: the short side names the rung', 720, 1280, ['360p 360x640 800k', '720p 720x1280 2800k']],
    ['portrait 1080x1920', 1080, 1920, ['360p 360x640 800k', '720p 720x1280 2800k']],
    ['square', 1080, 1080, ['360p 360x360 800k', '720p 720x720 2800k']],
    ['a 1-pixel source still gets one rendition', 1, 1, ['2p 2x2 200k']],
  ])('%s (%ix%i)', (_, width, height, expected) => {
    expect(sizes({ width, height })).toEqual(expected);
  });

  it('every rendition carries 128 kbps audio', () => {
    expect(ladder({ width: 1920, height: 1080 }).map((r) => r.audioKbps)).toEqual([128, 128]);
  });
});

describe('poster', () => {
  it.each([
    [0.5, 0.25],
    [2, 1],
    [5, 1],
    [10, 1],
    [60, 6],
    [3600, 360],
  ])('a %f s video takes its poster at %f s', (duration, seconds) => {
    expect(posterTime(duration)).toBe(seconds);
  });

  it.each([
    [1920, 1080, 1280, 720],
    [1280, 720, 1280, 720],
    [640, 480, 640, 480],
    [720, 1280, 720, 1280],
    [3840, 1600, 1280, 534],
    [321, 181, 320, 180],
  ])('a %ix%i source gets a %ix%i poster', (width, height, w, h) => {
    expect(posterSize({ width, height })).toEqual({ width: w, height: h });
  });
});
