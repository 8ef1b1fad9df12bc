import { describe, expect, it } from 'vitest';
import { awaitingReply, linkText, messageParts, spokenText, type MessagePart } from './message-parts.ts';

const ORIGIN = 'https://ovation.events';
const text = (t: string): MessagePart => ({ kind: 'text', text: t });
const link = (t: string, path: string) => ({ kind: 'link' as const, text: t, path });
const EDIT = '/management/courses/0b7c6a52-1d7e-4a8e-9a43-2f0a3c1d9e11/details/edit';

describe('messageParts: only same-site paths become links, everything else stays text', () => {
  it.each<[string, string, MessagePart[]]>([
    ['plain text', 'When does it start?', [text('When does it start?')]],
    ['a bare path, its full stop left out', `Your draft is ready: ${EDIT}.`, [text('Your draft is ready: '), link(EDIT, EDIT), text('.')]],
    ['a path at the start', `${EDIT} is yours`, [link(EDIT, EDIT), text(' is yours')]],
    ['a path in brackets', `Open it (${EDIT})`, [text('Open it ('), link(EDIT, EDIT), text(')')]],
    ['a Markdown link to a path', `[Open the draft](${EDIT})`, [link('Open the draft', EDIT)]],
    ['a same-site absolute URL', `See ${ORIGIN}${EDIT}`, [text('See '), link(`${ORIGIN}${EDIT}`, EDIT)]],
    ['another site stays text', 'See https://evil.example/phish now', [text('See https://evil.example/phish now')]],
    ['a Markdown link to another site stays text', '[Open](https://evil.example/x)', [text('[Open](https://evil.example/x)')]],
    ['a protocol-relative address stays text', 'go //evil.example/x', [text('go //evil.example/x')]],
    ['a javascript: Markdown link stays text', '[x](javascript:alert(1))', [text('[x](javascript:alert(1))')]],
    ['a backslash trick stays text', 'go /\\evil.example', [text('go /\\evil.example')]],
    ['a fraction is not a path', 'doors 7:30, 1/2 price', [text('doors 7:30, 1/2 price')]],
    ['a lone slash is not a path', 'in person / online', [text('in person / online')]],
    ['HTML is text, never markup', '<a href="/x">x</a>', [text('<a href="/x">x</a>')]],
    ['two paths', 'see /a and /b?', [text('see '), link('/a', '/a'), text(' and '), link('/b', '/b'), text('?')]],
  ])('%s', (_, content, expected) => expect(messageParts(content, ORIGIN)).toEqual(expected));
});

describe("linkText: a bare link to a draft's editor reads as words, not its address", () => {
  it.each([
    ['the editor of a draft', link(EDIT, EDIT), 'Open the draft in the editor'],
    ['the same as an absolute address', link(`${ORIGIN}${EDIT}`, EDIT), 'Open the draft in the editor'],
    ['a Markdown label is kept', link('your draft', EDIT), 'your draft'],
    ['another page shows its address', link('/event/new', '/event/new'), '/event/new'],
  ] as const)('%s', (_, part, expected) => expect(linkText(part)).toBe(expected));
});

it('spokenText reads a message as the transcript shows it', () =>
  expect(spokenText(`Ready: ${EDIT}. Enjoy`, ORIGIN)).toBe('Ready: Open the draft in the editor. Enjoy'));

describe('awaitingReply: poll while the last message waits for the assistant', () => {
  const user = { id: '1', role: 'user' as const, content: 'hi' };
  const assistant = { id: '2', role: 'assistant' as const, content: 'hello' };
  it.each([
    ['no message yet', 'ready', [], false],
    ['thinking', 'thinking', [user], true],
    ['the reply came', 'ready', [user, assistant], false],
    ['the reply failed', 'failed', [user], false],
    ['the user spoke last but the status lags', 'ready', [assistant, user], true],
  ] as const)('%s', (_, status, messages, expected) => expect(awaitingReply({ status, messages: [...messages] })).toBe(expected));
});
