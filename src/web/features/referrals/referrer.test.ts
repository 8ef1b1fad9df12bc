import { describe, expect, it } from 'vitest';
import { forgetReferrer, readReferrer, referrerFromSearch, rememberReferrer } from './referrer.ts';

const DAY = 86_400_000;
const NOW = Date.parse('2026-06-01T12:00:00Z');

function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('referrerFromSearch', () => {
  it.each([
    ['?ref=jane-doe', 'jane-doe'],
    ['?utm=x&ref=Jazz_Club', 'Jazz_Club'],
    ['ref=%20ada%20', 'ada'],
    ['?ref=', null],
    ['?ref=<script>', null],
    ['?ref=a%20b', null],
    [`?ref=${'a'.repeat(101)}`, null],
    ['?other=1', null],
  ])('%s -> %s', (search, handle) => expect(referrerFromSearch(search)).toBe(handle));
});

describe('remembering the referral link', () => {
  it('keeps the first link for 30 days, then takes a new one', () => {
    const store = memoryStore();
    rememberReferrer('?ref=first', NOW, store);
    rememberReferrer('?ref=second', NOW + DAY, store);
    expect(readReferrer(NOW + 29 * DAY, store)).toBe('first');
    expect(readReferrer(NOW + 31 * DAY, store)).toBeNull();
    rememberReferrer('?ref=second', NOW + 31 * DAY, store);
    expect(readReferrer(NOW + 31 * DAY, store)).toBe('second');
  });

  it('ignores pages without a link and forgets after the sign-up', () => {
    const store = memoryStore();
    rememberReferrer('?page=2', NOW, store);
    expect(readReferrer(NOW, store)).toBeNull();
    rememberReferrer('?ref=creator', NOW, store);
    forgetReferrer(store);
    expect(readReferrer(NOW, store)).toBeNull();
  });

  it('reads a damaged entry as none, and works without storage', () => {
    const store = memoryStore();
    store.setItem('referrer', '{not json');
    expect(readReferrer(NOW, store)).toBeNull();
    store.setItem('referrer', JSON.stringify({ handle: 5, at: NOW }));
    expect(readReferrer(NOW, store)).toBeNull();
    expect(() => rememberReferrer('?ref=x', NOW, null)).not.toThrow();
    expect(readReferrer(NOW, null)).toBeNull();
  });
});
