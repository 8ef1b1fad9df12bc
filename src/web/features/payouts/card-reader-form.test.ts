import { describe, expect, it } from 'vitest';
import {
  EMPTY_CARD_READER,
  cardReaderProblems,
  formFieldOf,
  isPairingCode,
  locationBodyOf,
  matchSuggestions,
  usStateCode,
  type AddressSuggestion,
  type CardReaderValues,
} from './card-reader-form.ts';

const full: CardReaderValues = {
  name: 'Front door',
  pairingCode: 'simulated-wpe',
  address: '350 Fifth Avenue',
  city: 'New York',
  state: 'New York',
  stateCode: 'ny',
  zipcode: '10118',
  lat: '40.7484',
  long: '-73.9857',
  venueName: 'Empire Hall',
  apartment: 'Floor 2',
};

describe('cardReaderProblems', () => {
  it('accepts a complete form', () => {
    expect(cardReaderProblems(full)).toBeNull();
    expect(cardReaderProblems({ ...full, lat: '', long: '' })).toBeNull();
  });

  it.each<[string, Partial<CardReaderValues>, Record<string, string>, string]>([
    [
      'everything missing',
      EMPTY_CARD_READER,
      {
        name: 'Please enter a card reader name',
        pairingCode: 'Please enter a valid pairing code',
        address: 'Please enter a valid address',
        city: 'Please enter a more specific address',
        state: 'Please enter a more specific address',
        stateCode: 'Please enter a more specific address',
        zipcode: 'Please enter a more specific address',
        venueName: 'this field is required',
        apartment: 'this field is required',
      },
      'Please fill in all the fields to save',
    ],
    ['no name', { name: ' ' }, { name: 'Please enter a card reader name' }, 'Please fill in all the fields to save'],
    [
      'bad pairing code',
      { pairingCode: 'no spaces allowed' },
      { pairingCode: 'Please enter a valid pairing code' },
      'Please enter a valid pairing code',
    ],
    ['no street number', { address: 'Fifth Avenue' }, { address: 'Please enter a more specific address' }, 'Please enter a more specific address'],
    [
      'no zip code',
      { zipcode: '' },
      { zipcode: 'Please enter a more specific address', address: 'Please enter a more specific address' },
      'Please fill in all the fields to save',
    ],
    [
      'impossible latitude',
      { lat: '123' },
      { lat: 'Please enter a valid address', address: 'Please enter a valid address' },
      'Please enter a valid address',
    ],
    [
      'text longitude',
      { long: 'east' },
      { long: 'Please enter a valid address', address: 'Please enter a valid address' },
      'Please enter a valid address',
    ],
    ['no apartment', { apartment: '' }, { apartment: 'this field is required' }, 'Please fill in all the fields to save'],
    ['no venue', { venueName: '' }, { venueName: 'this field is required' }, 'Please fill in all the fields to save'],
  ])('%s', (_name, patch, fieldErrors, message) => {
    expect(cardReaderProblems({ ...full, ...patch })).toEqual({ fieldErrors, message });
  });
});

describe('isPairingCode', () => {
  it.each([
    ['simulated-wpe', true],
    ['apple-banana-cherry', true],
    ['ab', false],
    ['a--b', false],
    ['has space', false],
    ['x'.repeat(41), false],
  ])('%s -> %s', (code, ok) => expect(isPairingCode(code)).toBe(ok));
});

describe('locationBodyOf', () => {
  it('maps the venue to the name, upper-cases the state code and reads coordinates', () => {
    expect(locationBodyOf({ ...full, lat: '', long: ' -73.5 ' }, 'owner')).toEqual({
      ownerId: 'owner',
      name: 'Empire Hall',
      address: '350 Fifth Avenue',
      apartment: 'Floor 2',
      city: 'New York',
      state: 'New York',
      stateCode: 'NY',
      zipcode: '10118',
      lat: null,
      long: -73.5,
      country: 'US',
    });
  });
});

describe('formFieldOf', () => {
  it.each([
    ['location', 'name', 'venueName'],
    ['location', 'zipcode', 'zipcode'],
    ['location', 'country', 'address'],
    ['location', 'nonsense', null],
    ['reader', 'name', 'name'],
    ['reader', 'pairingCode', 'pairingCode'],
    ['reader', 'locationId', 'address'],
  ] as const)('%s %s -> %s', (step, field, expected) => expect(formFieldOf(step, field)).toBe(expected));
});

describe('matchSuggestions', () => {
  const s = (address: string, city: string, venueName = ''): AddressSuggestion => ({
    source: 'event',
    venueName,
    address,
    city,
    state: '',
    stateCode: 'NY',
    zipcode: '',
    lat: null,
    long: null,
  });
  const all = [
    s('12 Analytical Row', 'London', 'Lovelace Hall'),
    s('350 Fifth Avenue', 'New York'),
    s('12 Analytical Row', 'London'),
    s('', 'Nowhere'),
  ];
  it.each([
    ['12', []],
    ['row', ['12 Analytical Row']],
    ['lovelace', ['12 Analytical Row']],
    ['NEW YORK', ['350 Fifth Avenue']],
    ['nowhere', []],
  ])('%s', (typed, addresses) => expect(matchSuggestions(all, typed).map((m) => m.address)).toEqual(addresses));
});

describe('usStateCode', () => {
  it.each([
    ['New York', 'NY'],
    ['ca', 'CA'],
    ['England', ''],
    ['ZZ', ''],
  ])('%s -> %s', (state, code) => expect(usStateCode(state)).toBe(code));
});
