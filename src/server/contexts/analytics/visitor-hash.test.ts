import { describe, expect, it } from 'vitest';
import { utcDay, visitorHash } from './visitor-hash.ts';

/** The visitor hash: one browser on one address within a salt's day; nothing of the address in it. */

const base = { salt: 'salt-of-monday', site: 'ovation.example', address: '203.0.113.7', agent: 'Mozilla/5.0 Chrome/131' };

describe('visitorHash', () => {
  it.each([
    ['the same visitor, the same day', {}, true],
    ['the next day (a new salt)', { salt: 'salt-of-tuesday' }, false],
    ['another site', { site: 'other.example' }, false],
    ['another address', { address: '203.0.113.8' }, false],
    ['another browser', { agent: 'Mozilla/5.0 Safari/604' }, false],
    // The parts are separated: moving text from one part to the next is another visitor.
    ['the same text split elsewhere', { site: 'ovation.example203', address: '.0.113.7' }, false],
  ])('%s: the same hash is %s', (_, change, same) => {
    const a = visitorHash(base.salt, base.site, base.address, base.agent);
    const v = { ...base, ...change };
    expect(visitorHash(v.salt, v.site, v.address, v.agent) === a).toBe(same);
  });

  it('is a fixed-length digest that names neither the address nor the browser', () => {
    const hash = visitorHash(base.salt, base.site, base.address, base.agent);
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).not.toContain('203');
  });
});

describe('utcDay', () => {
  it.each([
    ['2030-04-02T00:00:00Z', '2030-04-02'],
    ['2030-04-02T23:59:59.999Z', '2030-04-02'],
    // New York's evening is already the next UTC day.
    ['2030-04-02T21:00:00-04:00', '2030-04-03'],
  ])('%s is the UTC day %s', (at, day) => {
    expect(utcDay(new Date(at))).toBe(day);
  });
});
