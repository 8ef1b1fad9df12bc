import { describe, expect, it } from 'vitest';
import { SHARED_TEXTS } from './tickets.messages.ts';

describe('SHARED_TEXTS.seat', () => {
  it.each([
    ['a bare seat label gets the word', 'A12', 'Seat A12'],
    ["a chart seat's full name is not doubled", 'Stalls, Row B, Seat 3', 'Stalls, Row B, Seat 3'],
    ['a table seat', 'Table 4, Seat 2', 'Table 4, Seat 2'],
    ['a label that merely contains the letters', 'Seaton 4', 'Seat Seaton 4'],
    ["a standing area's place names itself", 'Standing: Floor', 'Standing: Floor'],
  ])('%s', (_name, seat, expected) => {
    expect(SHARED_TEXTS.seat(seat)).toBe(expected);
  });
});
