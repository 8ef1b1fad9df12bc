import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/http.ts';
import {
  applyServerFieldErrors,
  candidatePaths,
  formMessagesOf,
  hasPath,
  indexesWithErrors,
  placeFieldErrors,
  type FieldAlias,
} from './field-errors.ts';

const values = {
  name: 'x',
  username: 'ada',
  publicEmail: '',
  webUrl: '',
  avatar: { url: null },
  location: { city: '', name: '' },
  ticketTypes: [{ price: 1, minimumPrice: 0 }, { price: 2 }],
  tags: ['a'],
};

describe('hasPath', () => {
  it.each([
    ['name', true],
    ['location.city', true],
    ['location.state', false],
    ['ticketTypes.1.price', true],
    ['ticketTypes.2.price', false],
    ['tags.0', true],
    ['avatar.url', true],
    ['name.length', false],
  ])('%s -> %s', (path, expected) => expect(hasPath(values, path)).toBe(expected));
});

describe('candidatePaths', () => {
  it.each([
    ['name', ['name']],
    ['body.location.city', ['location.city', 'city']],
    ['tags.3', ['tags.3', 'tags']],
    // A list item's field never falls back to a same-named field of the form.
    ['ticketTypes.4.name', ['ticketTypes.4.name']],
    ['settingAttributes.webUrl', ['settingAttributes.webUrl', 'webUrl']],
  ])('%s -> %j', (key, expected) => expect(candidatePaths(key)).toEqual(expected));

  it('tries the alias first, for the whole key and for its last part', () => {
    const alias: FieldAlias = (k) => ({ email: 'publicEmail', posterUploadId: 'poster' })[k];
    expect(candidatePaths('posterUploadId', alias)).toEqual(['poster', 'posterUploadId']);
    expect(candidatePaths('settingAttributes.email', alias)).toEqual(['settingAttributes.email', 'publicEmail', 'email']);
  });
});

describe('placeFieldErrors', () => {
  const alias: FieldAlias = (k) =>
    ({ identifier: 'username', email: 'publicEmail', logoImageFileUploadIdentifier: 'avatar', dates: 'name' })[k] ??
    (k === 'ticketTypes.0.price' ? 'ticketTypes.0.minimumPrice' : null);

  it.each<[string, Record<string, string>, Record<string, string>, string[]]>([
    ['a plain key', { name: 'Required' }, { name: 'Required' }, []],
    ['a body key', { 'body.location.city': 'City?' }, { 'location.city': 'City?' }, []],
    ['an alias', { identifier: 'Taken' }, { username: 'Taken' }, []],
    ['a nested key by its last part', { 'settingAttributes.webUrl': 'Invalid url' }, { webUrl: 'Invalid url' }, []],
    ['a nested key through the alias', { 'settingAttributes.email': 'Bad' }, { publicEmail: 'Bad' }, []],
    ['an upload id on its image', { logoImageFileUploadIdentifier: 'Please select an image' }, { avatar: 'Please select an image' }, []],
    ['a list item', { 'ticketTypes.1.price': 'Low' }, { 'ticketTypes.1.price': 'Low' }, []],
    ['a list item through the alias', { 'ticketTypes.0.price': 'Low' }, { 'ticketTypes.0.minimumPrice': 'Low' }, []],
    ['a list entry on the list', { 'tags.3': 'Too long' }, { tags: 'Too long' }, []],
    ['an unknown key', { somethingElse: 'Nope' }, {}, ['Nope']],
    ['an item the form lacks', { 'ticketTypes.5.name': 'Gone' }, {}, ['Gone']],
    ['repeated unplaced messages once', { a: 'Same', b: 'Same' }, {}, ['Same']],
    ['the first message of a field', { 'body.name': 'First', name: 'Second' }, { name: 'First' }, []],
    ['nothing', {}, {}, []],
  ])('%s', (_label, fieldErrors, placed, unplaced) => {
    expect(placeFieldErrors(fieldErrors, values, alias)).toEqual({ placed, unplaced });
  });

  // The event editors' case (from their former mapper's test): known keys, aliases and list items, and the rest.
  it('places known keys, aliases and list items, and returns the rest', () => {
    const { placed, unplaced } = placeFieldErrors(
      {
        'body.location.city': 'City?',
        posterUploadId: 'Please select an image',
        'tags.3': 'Too long',
        'ticketTypes.1.price': 'Low',
        dates: 'Add a date',
      },
      values,
      (k) => (k === 'posterUploadId' ? 'name' : null),
    );
    expect(placed).toEqual({ 'location.city': 'City?', name: 'Please select an image', tags: 'Too long', 'ticketTypes.1.price': 'Low' });
    expect(unplaced).toEqual(['Add a date']);
  });
});

describe('applyServerFieldErrors', () => {
  const formOf = (formValues: unknown) => {
    const errors: Record<string, string> = {};
    return { errors, getValues: () => formValues, setFieldError: (path: string, message: string) => void (errors[path] = message) };
  };
  it.each<[string, unknown, Record<string, string>, string[]]>([
    ['an API error', new ApiError(422, 'validation', 'Invalid', { 'body.email': 'Taken', other: 'Nope' }), { email: 'Taken' }, ['Nope']],
    ['any other failure', new Error('offline'), {}, []],
  ])('%s', (_label, error, errors, unplaced) => {
    const form = formOf({ email: '', password: '' });
    expect(applyServerFieldErrors(form, error).unplaced).toEqual(unplaced);
    expect(form.errors).toEqual(errors);
  });
});

describe('formMessagesOf', () => {
  const api = (message: string, fieldErrors: Record<string, string> = {}) => new ApiError(422, 'validation', message, fieldErrors);
  it.each<[string, unknown, string[], string[]]>([
    ['not an API error', new Error('boom'), [], ['Failed']],
    ['messages that fit no field', api('Invalid', { x: 'Add a date' }), ['Add a date'], ['Add a date']],
    ['every field error placed', api('Invalid', { name: 'Required' }), [], []],
    ['no field errors', api('This event cannot be changed'), [], ['This event cannot be changed']],
    ['no field errors and no message', api(''), [], ['Failed']],
  ])('%s', (_label, error, unplaced, expected) => expect(formMessagesOf(error, unplaced, 'Failed')).toEqual(expected));
});

describe('indexesWithErrors', () => {
  it('finds the items with errors', () => {
    expect([...indexesWithErrors({ 'ticketTypes.0.name': 'x', 'ticketTypes.3': 'y', 'ticketTypes.4.code': null, name: 'z' }, 'ticketTypes')]).toEqual(
      [0, 3],
    );
  });
});
