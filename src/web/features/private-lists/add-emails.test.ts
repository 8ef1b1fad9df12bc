import { describe, expect, it } from 'vitest';
import { checkAddEmails } from '../../../domain/private-lists.ts';
import { flaggedEntries } from './add-emails.ts';

const noMembers = new Set<string>();

describe('flaggedEntries', () => {
  it.each([
    ['all blank: the first input', ['', '  ', ''], [0]],
    ['nothing wrong', ['a@x.com', '', 'b@x.com'], []],
    ['the invalid ones', ['a@x.com', 'nope', '', 'also@bad'], [1, 3]],
    ['invalid before repeats', ['a@x.com', 'A@x.com', 'nope'], [2]],
    ['the repeats, in any case and spacing', ['a@x.com', ' A@X.COM ', 'b@x.com', 'a@x.com'], [1, 3]],
  ])('%s', (_, entries, flagged) => {
    expect(flaggedEntries(entries)).toEqual(flagged);
  });

  it.each([[['', '']], [['a@x.com', 'nope']], [['a@x.com', 'A@x.com']], [['a@x.com', '', 'b@x.com']]])(
    'flags inputs exactly when the check refuses: %j',
    (entries) => {
      expect(flaggedEntries(entries).length > 0).toBe(!checkAddEmails(entries, noMembers).ok);
    },
  );
});
