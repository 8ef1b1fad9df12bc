import { describe, expect, it } from 'vitest';
import { newPasswordProblem, type PasswordContext, type PasswordProblem } from './passwords.ts';

const COMMON = new Set(['password', '12345678', 'password1', 'baseball']);
const isCommon = (lowered: string) => COMMON.has(lowered);
const ada: PasswordContext = { email: 'Ada.Lovelace@example.com', names: ['Ada', 'Lovelace', 'ada-lovelace'] };

describe('newPasswordProblem', () => {
  it.each<[string, PasswordContext, PasswordProblem | null]>([
    ['123456', {}, 'too_short'],
    ['seven77', {}, 'too_short'],
    ['', {}, 'too_short'],
    // Seven emoji are seven characters, though fourteen UTF-16 units.
    ['🎟️🎟️🎟️', {}, 'too_short'],
    ['        ', {}, 'repeated'],
    ['aaaaaaaaaaaa', {}, 'repeated'],
    ['password', {}, 'common'],
    ['PASSWORD', {}, 'common'],
    ['Password1', {}, 'common'],
    ['12345678', {}, 'common'],
    ['ada.lovelace@example.com', ada, 'personal'],
    ['ADA.LOVELACE', ada, 'personal'],
    ['ada-lovelace', ada, 'personal'],
    ['lovelace', ada, 'personal'],
    ['lovelace', {}, null],
    // Spaces count and are kept; any character is allowed.
    ['  horse battery  ', {}, null],
    ['correct horse battery staple', ada, null],
    ['пароль-для-тебя', {}, null],
    ['🎟️🎟️🎟️🎟️', {}, null],
    ['endeavour-92', {}, null],
  ])('%j %j -> %s', (password, context, problem) => expect(newPasswordProblem(password, isCommon, context)).toBe(problem));
});
