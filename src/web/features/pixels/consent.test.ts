import { describe, expect, it } from 'vitest';
import { consentKey, readConsent, writeConsent } from './consent.ts';

const memory = () => {
  const values = new Map<string, string>();
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) };
};

describe('pixel consent', () => {
  it("remembers each owner's answer apart", () => {
    const store = memory();
    writeConsent('owner-a', 'accepted', store);
    writeConsent('owner-b', 'declined', store);
    expect(readConsent('owner-a', store)).toBe('accepted');
    expect(readConsent('owner-b', store)).toBe('declined');
    expect(readConsent('owner-c', store)).toBeNull();
  });

  it.each([['yes'], [''], ['ACCEPTED']])('reads a stored %j as no answer', (value) => {
    const store = memory();
    store.setItem(consentKey('o'), value);
    expect(readConsent('o', store)).toBeNull();
  });

  it('keeps no answer when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => writeConsent('o', 'accepted', blocked)).not.toThrow();
    expect(readConsent('o', blocked)).toBeNull();
    expect(readConsent('o', null)).toBeNull();
  });
});
