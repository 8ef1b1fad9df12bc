import { describe, expect, it } from 'vitest';
import {
  emailsMatch,
  invalidFieldMessage,
  isValidEmail,
  isValidPersonName,
  normalizeEmail,
  personNameProblem,
  suggestUsername,
  usernameProblem,
} from './people.ts';

describe('isValidPersonName', () => {
  it.each([
    ['Ada', true],
    ['Jean-Luc Picard', true],
    ["O'Brien", true],
    ['José Álvarez', true],
    ['', false],
    ['   ', false],
    ['R2D2', false],
    ['ada@home', false],
    ['Money$', false],
    ['Hash#', false],
    ['Bang!', false],
    ['Per%cent', false],
    ['Caret^', false],
    ['Amp&', false],
    ['Star*', false],
    ['(paren)', false],
    ['Comma, Name', false],
    ['a'.repeat(29), true],
    ['a'.repeat(30), false],
  ])('%j -> %s', (name, valid) => expect(isValidPersonName(name)).toBe(valid));
});

describe('personNameProblem', () => {
  it.each([
    ['Ada', 'First name', null],
    ['', 'First name', 'First name is required'],
    ['   ', 'Last name', 'Last name is required'],
    ['R2D2', 'First name', 'Invalid first name'],
    ['a'.repeat(30), 'Last name', 'Invalid last name'],
  ])('%j as %s -> %s', (name, label, problem) => expect(personNameProblem(name, label)).toBe(problem));
});

describe('e-mail rules', () => {
  it.each([
    ['ada@example.com', true],
    ['  Ada@Example.COM ', true],
    ['a.b+c@sub.example.co.uk', true],
    ['ada@example', false],
    ['ada.example.com', false],
    ['ada @example.com', false],
    ['@example.com', false],
    ['', false],
    [`${'a'.repeat(250)}@example.com`, false],
  ])('isValidEmail(%j) -> %s', (email, valid) => expect(isValidEmail(email)).toBe(valid));

  it.each([
    [' Ada@Example.com ', 'ada@example.com'],
    ['GRACE@NAVY.MIL', 'grace@navy.mil'],
  ])('normalizeEmail(%j) -> %j', (input, out) => expect(normalizeEmail(input)).toBe(out));

  it.each([
    ['ada@example.com', 'ADA@example.com', true],
    ['ada@example.com', ' ada@example.com ', true],
    ['ada@example.com', 'ada@example.org', false],
  ])('emailsMatch(%j, %j) -> %s', (a, b, same) => expect(emailsMatch(a, b)).toBe(same));

  it.each([
    ['First name', 'Invalid first name'],
    ['Email', 'Invalid email'],
  ])('invalidFieldMessage(%j) -> %j', (label, message) => expect(invalidFieldMessage(label)).toBe(message));
});

describe('handles', () => {
  it.each([
    ['ada', null],
    ['lovelace-hall', null],
    ['a_b-c9', null],
    ['ab', 'too_short'],
    ['a'.repeat(31), 'too_long'],
    ['has space', 'invalid_characters'],
    ['-leading', 'invalid_characters'],
    ['émile', 'invalid_characters'],
    ['manage', 'reserved'],
    ['API', 'reserved'],
  ])('usernameProblem(%j) -> %s', (name, problem) => expect(usernameProblem(name)).toBe(problem));

  it.each([
    ['Jane Doe', 'jane-doe'],
    ['  Ünïcödé Hall!! ', 'unicode-hall'],
    ['X', 'xuse'],
  ])('suggestUsername(%j) -> %j', (name, handle) => expect(suggestUsername(name)).toBe(handle));
});
