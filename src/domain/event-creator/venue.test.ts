import { describe, expect, it } from 'vitest';
import { readPlace } from './venue.ts';

const at = (name: string, address = '', city = '') => ({ attendance: 'in_person', venue: { name, address, city } });
const ONLINE = { attendance: 'online', venue: null };

describe('readPlace', () => {
  it.each([
    ['Jazz night at the Blue Room, Friday 8pm', false, at('the Blue Room')],
    ['at Blue Room, 12 High St, London', false, at('Blue Room', '12 High St', 'London')],
    ['Quiz at The Crown, 5 Church Lane, Oxford, Friday 7pm', false, at('The Crown', '5 Church Lane', 'Oxford')],
    ["held at St Mary's Church on Saturday", false, at("St Mary's Church")],
    ["at St John's Church, 14 Bridge Street, Bath on Saturday 19 December.", false, at("St John's Church", '14 Bridge Street', 'Bath')],
    ['Reunion at the Red Lion last Friday', false, at('the Red Lion')],
    ['@ The Crown', false, at('The Crown')],
    ['online', false, ONLINE],
    ['webinar on Zoom', false, ONLINE],
    ['a livestream', false, ONLINE],
    ['Friday at 8pm', false, null],
    ['at noon', false, null],
    ['The Blue Room', false, null],
    // the answer to "Where is it?"
    ['The Blue Room, 12 High St, London', true, at('The Blue Room', '12 High St', 'London')],
    ['Riverside Park', true, at('Riverside Park')],
    ['🎉', true, null],
  ])('%s (an answer: %s)', (text, answer, place) => {
    expect(readPlace(text, answer)).toEqual(place);
  });
});
