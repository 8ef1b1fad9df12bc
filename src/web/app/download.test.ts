import { describe, expect, it } from 'vitest';
import { dispositionFileName, downloadRequest } from './download.ts';

describe('downloadRequest', () => {
  it.each([
    { token: null, headers: {} },
    { token: 'abc', headers: { Authorization: 'Bearer abc' } },
  ])('sends the cookie to our origin only and no header of ours a bucket would have to allow (token $token)', ({ token, headers }) => {
    expect(downloadRequest(token)).toEqual({ credentials: 'same-origin', headers });
  });
});

describe('dispositionFileName', () => {
  it.each([
    { header: null, name: 'fallback.csv' },
    { header: 'attachment; filename="orders-2026.csv"', name: 'orders-2026.csv' },
    { header: 'attachment; filename="x.csv"; filename*=UTF-8\'\'caf%C3%A9.csv', name: 'café.csv' },
    { header: "attachment; filename*=UTF-8''%E0%A4%A.csv", name: 'fallback.csv' },
  ])('$header -> $name', ({ header, name }) => {
    expect(dispositionFileName(header, 'fallback.csv')).toBe(name);
  });
});
