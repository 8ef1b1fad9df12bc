import { describe, expect, it } from 'vitest';
import { imageSrcset } from './images.ts';

describe('imageSrcset', () => {
  const id = '0b6c3a52-7f3e-4f7a-9d1e-2a4b5c6d7e8f';
  it.each([
    [
      `/api/uploads/${id}`,
      `/api/uploads/${id}?w=160 160w, /api/uploads/${id}?w=320 320w, /api/uploads/${id}?w=640 640w, /api/uploads/${id}?w=1080 1080w`,
    ],
    [null, null],
    ['https://example.com/poster.jpg', null],
    [`/api/uploads/${id}?w=320`, null],
    ['/api/uploads/../secrets', null],
  ])('%s', (url, expected) => {
    expect(imageSrcset(url)).toBe(expected);
  });
});
