import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { passSigner } from './passes.ts';

const signer = passSigner('a-test-secret-of-more-than-32-characters');
const ROOM = randomUUID();
const pass = { roomId: ROOM, visitorId: randomUUID(), expires: 1_000 };
const token = signer.sign(pass, 'c:browser');
const [room, visitor, expires, sig] = token.split('.') as [string, string, string, string];

describe('admission passes', () => {
  it.each<[string, string, string, readonly string[], number, ReturnType<typeof signer.verify>]>([
    ['valid for its session before its expiry', token, ROOM, ['c:browser'], 999, { ok: true, pass }],
    ['valid when the browser it was issued to signed in since', token, ROOM, ['u:account', 'c:browser'], 999, { ok: true, pass }],
    ['expired at its expiry', token, ROOM, ['c:browser'], 1_000, { ok: false, reason: 'expired' }],
    ['another session', token, ROOM, ['c:other'], 999, { ok: false, reason: 'invalid' }],
    ['another room', token, randomUUID(), ['c:browser'], 999, { ok: false, reason: 'invalid' }],
    [
      'a later expiry on the same signature',
      `${room}.${visitor}.${Number(expires) + 60}.${sig}`,
      ROOM,
      ['c:browser'],
      999,
      { ok: false, reason: 'invalid' },
    ],
    [
      'another visitor on the same signature',
      `${room}.${randomUUID()}.${expires}.${sig}`,
      ROOM,
      ['c:browser'],
      999,
      { ok: false, reason: 'invalid' },
    ],
    [
      'signed with another key',
      passSigner('another-secret-of-more-than-32-characters').sign(pass, 'c:browser'),
      ROOM,
      ['c:browser'],
      999,
      { ok: false, reason: 'invalid' },
    ],
    ['a truncated signature', token.slice(0, -4), ROOM, ['c:browser'], 999, { ok: false, reason: 'invalid' }],
    ['not a pass', 'garbage', ROOM, ['c:browser'], 999, { ok: false, reason: 'invalid' }],
    ['an expiry that is not a number', `${room}.${visitor}.1e3.${sig}`, ROOM, ['c:browser'], 999, { ok: false, reason: 'invalid' }],
  ])('%s', (_name, given, roomId, keys, now, expected) => {
    expect(signer.verify(given, roomId, keys, now)).toEqual(expected);
  });
});
