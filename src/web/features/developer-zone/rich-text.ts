import { spaceHtmlBlocks } from '../../../domain/text.ts';
import { decodeEntities } from '../reporting/index.ts';

/**
 * The visible text of the description's rich text, as the server reads it (htmlToText): blocks and line breaks
 * end in a space, tags are dropped, entities decoded, whitespace collapsed. The form counts it against the limit and
 * the webhooks table shows it.
 */
export function richTextText(html: string): string {
  return decodeEntities(spaceHtmlBlocks(html).replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Characters as a person counts them (code points, as the server does): an emoji is one. */
export const richTextLength = (html: string): number => [...richTextText(html)].length;
