import { describe, expect, it } from 'vitest';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { INPUT_GUARD_MESSAGES, badRequestInput, hasLoneSurrogate } from './input-guard.ts';

describe('badRequestInput', () => {
  it.each([
    ['a plain path', '/api/v1/events/abc', undefined, null],
    ['an encoded space and emoji', '/api/v1/search?query=jazz%20night%20%F0%9F%8E%B7&page=1', undefined, null],
    ['plus as space', '/api/v1/search?query=a+b', undefined, null],
    ['an empty query', '/api/v1/events?', undefined, null],
    ['NUL in the path', '/api/v1/profiles/o/a%00b', undefined, INPUT_GUARD_MESSAGES.path],
    ['broken escape in the path', '/api/v1/profiles/o/%zz', undefined, INPUT_GUARD_MESSAGES.path],
    ['NUL in the query', '/api/v1/search?query=%00', undefined, INPUT_GUARD_MESSAGES.query],
    ['NUL in a query name', '/api/v1/search?a%00=1', undefined, INPUT_GUARD_MESSAGES.query],
    ['an encoded lone surrogate', '/api/v1/search?query=%ED%A0%80', undefined, INPUT_GUARD_MESSAGES.query],
    ['a lone percent sign', '/api/v1/search?query=100%', undefined, INPUT_GUARD_MESSAGES.query],
    ['our cookie with NUL', '/api/session', 'ovation_session=a%00b', INPUT_GUARD_MESSAGES.cookie],
    ['our cookie badly encoded', '/api/session', 'x=1; ovation_promoter_1=%zz', INPUT_GUARD_MESSAGES.cookie],
    ['a raw NUL in any cookie', '/api/session', 'other=a\u0000', INPUT_GUARD_MESSAGES.cookie],
    ['a foreign cookie badly encoded', '/api/session', '_ga=%zz; ovation_session=abc', null],
  ])('%s', (_, url, cookie, problem) => {
    expect(badRequestInput(url, cookie)).toBe(problem);
  });
});

describe('hasLoneSurrogate', () => {
  it.each([
    [{ a: ['ok 🎷', 1, null, { b: true }] }, false],
    ['\ud800', true],
    [{ a: [{ b: 'x\udc00' }] }, true],
    [{ ['\ud800']: 1 }, true],
  ])('%j', (value, bad) => {
    expect(hasLoneSurrogate(value)).toBe(bad);
  });
});

describe('the guard on the app', () => {
  const t = useTestApp();

  it('answers 400 to NUL and broken encoding in path, query and cookies', async () => {
    for (const [url, cookie] of [
      ['/api/v1/profiles/o/a%00b', undefined],
      ['/api/v1/search?query=%00', undefined],
      ['/api/v1/search?query=%ED%A0%80', undefined],
      ['/api/session', 'ovation_session=%00'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'bad_request', message: expect.stringContaining('not allowed') });
    }
  });

  it('answers 400 to a JSON body with a lone surrogate, and parses good JSON as before', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a\\ud800@example.com","password":"x"}',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'bad_request', message: INPUT_GUARD_MESSAGES.body });
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"x":1}}',
    });
    expect(poisoned.statusCode).toBe(400);
    const person = await signUpUser(t.app, { firstName: 'Zoë 🎷' });
    expect(person.user.firstName).toBe('Zoë 🎷');
  });

  it('refuses NUL inside JSON text per field (422), and out-of-range dates', async () => {
    const person = await signUpUser(t.app);
    const nul = await t.app.inject({
      method: 'POST',
      url: '/api/v1/schools',
      headers: { cookie: person.cookie },
      payload: { name: 'A\u0000B', identifier: 'nul-school' },
    });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().fieldErrors).toMatchObject({ name: 'Contains characters that are not allowed' });
    const school = await t.app.inject({
      method: 'POST',
      url: '/api/v1/schools',
      headers: { cookie: person.cookie },
      payload: { name: 'Date School', identifier: `date-school-${Date.now()}` },
    });
    const ownerId = school.json().school.id;
    for (const startsAt of ['0000-01-01T00:00:00Z', '9999-12-31T20:00:00-12:00']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/management/courses',
        headers: { cookie: person.cookie },
        payload: { ownerId, name: 'Far', startsAt },
      });
      expect(res.statusCode, startsAt).toBe(422);
      expect(res.json().fieldErrors).toHaveProperty('startsAt');
    }
  });
});
