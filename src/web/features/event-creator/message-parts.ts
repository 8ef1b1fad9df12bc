import type { CreatorChatReply } from '../../../contracts/event-creator.ts';
import { EVENT_CREATOR_WEB_TEXTS as W } from '../../../contracts/event-creator-web.messages.ts';

/** A piece of a message as the transcript shows it: plain text, or a link to a page of this site. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; path: string };

/**
 * `[label](target)`, an absolute http(s) address, or a bare path (a slash then a letter or digit, after a space or
 * a bracket, so '1/2 price' and 'in person / online' stay text).
 */
const CANDIDATE = /\[([^\]\n]+)\]\(([^)\s]+)\)|https?:\/\/[^\s<>"'()]+|(?<=^|[\s(])\/[A-Za-z0-9][^\s<>"'()\\]*/g;
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

/** The path of `target` when it is a page of `origin` (a path or an address of the same origin), else null. */
function sameSitePath(target: string, origin: string): string | null {
  if (target.includes('\\')) return null;
  if (target.startsWith('/') ? target.startsWith('//') : !/^https?:\/\//i.test(target)) return null;
  try {
    const url = new URL(target, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * Splits an assistant's message into text and links. Only pages of this site become links (the message is a model's
 * words, which an organizer's pasted text may steer): other addresses stay text, and nothing is ever read as HTML.
 */
export function messageParts(content: string, origin: string): MessagePart[] {
  const parts: MessagePart[] = [];
  const addText = (text: string) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += text;
    else parts.push({ kind: 'text', text });
  };
  let at = 0;
  for (const match of content.matchAll(CANDIDATE)) {
    addText(content.slice(at, match.index));
    at = match.index + match[0].length;
    const [whole, label, target] = match;
    if (label !== undefined && target !== undefined) {
      const path = sameSitePath(target, origin);
      if (path) parts.push({ kind: 'link', text: label, path });
      else addText(whole);
      continue;
    }
    const trailing = TRAILING_PUNCTUATION.exec(whole)?.[0] ?? '';
    const address = whole.slice(0, whole.length - trailing.length);
    const path = sameSitePath(address, origin);
    if (path) parts.push({ kind: 'link', text: address, path });
    else addText(address);
    addText(trailing);
  }
  addText(content.slice(at));
  return parts;
}

const DRAFT_EDITOR = /^\/management\/courses\/[0-9a-f-]{36}\/details\/edit$/;

/**
 * The words a link shows: a bare address of a draft's editor (the assistant's last message) reads 'Open the draft in
 * the editor' rather than a path with an id in it; a Markdown label or any other address shows as written.
 */
export function linkText(part: Extract<MessagePart, { kind: 'link' }>): string {
  const bare = part.text.startsWith('/') || /^https?:\/\//i.test(part.text);
  return bare && DRAFT_EDITOR.test(part.path) ? W.openDraft : part.text;
}

/** A message as the transcript shows it, in plain words: what the live region reads out. */
export function spokenText(content: string, origin: string): string {
  return messageParts(content, origin)
    .map((part) => (part.kind === 'link' ? linkText(part) : part.text))
    .join('');
}

/** True while the organizer's last message waits for the assistant's reply: the page polls until it comes. */
export function awaitingReply(chat: Pick<CreatorChatReply, 'status' | 'messages'>): boolean {
  if (chat.status === 'thinking') return true;
  return chat.status !== 'failed' && chat.messages.at(-1)?.role === 'user';
}
