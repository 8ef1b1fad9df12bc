import sanitizeHtml from 'sanitize-html';
import { spaceHtmlBlocks } from '../../domain/text.ts';

const SPECIAL = /[&<>"']/;
const SPECIALS = /[&<>"']/g;
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Escapes text for use inside HTML (names, titles and other user input). One pass, and none for text with nothing to
 * escape (most of it): pages built per request (the waiting page, the first HTML) escape every value they show.
 */
export function escapeHtml(text: string): string {
  return SPECIAL.test(text) ? text.replace(SPECIALS, (c) => ENTITY[c]!) : text;
}

/** User text on one line (for e-mail subjects and sentences built from names). */
export const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

const LINKS: Pick<sanitizeHtml.IOptions, 'allowedSchemes' | 'allowedSchemesAppliedToAttributes' | 'allowProtocolRelative' | 'disallowedTagsMode'> = {
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** The allow-lists of user HTML: one sanitizer, one option set per use. */
const PROFILES = {
  /** Notification content: emphasis and links. */
  notification: {
    ...LINKS,
    allowedSchemes: ['http', 'https'],
    allowedTags: ['b', 'strong', 'em', 'i', 'a'],
    allowedAttributes: { a: ['href'] },
  },
  /** Event descriptions from the rich-text editor: text structure, lists, quotes, links (opened in a new tab). */
  richText: {
    ...LINKS,
    allowedTags: [
      'p',
      'br',
      'hr',
      'h2',
      'h3',
      'h4',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'mark',
      'sub',
      'sup',
      'code',
      'pre',
      'blockquote',
      'ul',
      'ol',
      'li',
      'a',
    ],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }) },
  },
} satisfies Record<string, sanitizeHtml.IOptions>;

export type HtmlProfile = keyof typeof PROFILES;

export function sanitizeUserHtml(html: string, profile: HtmlProfile): string {
  return sanitizeHtml(html, PROFILES[profile]);
}

/** The visible text of HTML (for meta descriptions and search snippets), whitespace collapsed. */
export function htmlToText(html: string): string {
  const text = sanitizeHtml(spaceHtmlBlocks(html), { allowedTags: [], allowedAttributes: {} });
  return text
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ')
    .trim();
}
