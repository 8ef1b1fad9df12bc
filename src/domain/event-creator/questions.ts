import type { DraftQuestion } from './draft.ts';

/**
 * Checkout questions the organizer asks for: "ask for dietary requirements" (a text answer), "ask their t-shirt
 * size: S, M, L" (a dropdown), "they must agree to the terms" (terms). Optional unless "required" or "must".
 */
const ASK =
  /\b(?:ask|collect|request)\s+(?:(?:for|about|their|them|attendees|buyers|guests|people|everyone|each\s+attendee|for\s+their)\s+)*(.+?)(?=$|[.;\n!?](?:\s|$)|\s+and\s+(?:ask|collect|request)\b)/gi;
const TERMS = /\b(?:agree|accept)\s+(?:to\s+)?(?:our|the|my)?\s*(terms(?:\s+and\s+conditions)?|rules|waiver)(?:\s*:\s*(.+?))?(?=$|\n)/i;
const REQUIRED = /\b(required|must|mandatory|compulsory)\b/i;
const SHORT = /\b(phone|mobile|number|age|postcode|zip|company|size)\b/i;
/** Words that begin a title but are not part of it. */
const LEAD = /^(?:their|your|the|a|an|its|his|her|each|attendees'?|guests'?)\s+/i;

const title = (s: string) => {
  const t = s
    .trim()
    .replace(LEAD, '')
    .replace(LEAD, '')
    .replace(/\b(?:as\s+)?(?:required|mandatory|optional)\b/gi, '')
    .trim();
  return t ? t[0]!.toUpperCase() + t.slice(1) : '';
};

/** "S, M, L", "S/M/L", "S, M or L" -> one option a line. */
const options = (s: string) =>
  s
    .split(/\s*(?:,|\/|\bor\b|\band\b)\s*/)
    .map((o) => o.trim().replace(/[.)]+$/, ''))
    .filter(Boolean);

function questionsIn(body: string, required: boolean): DraftQuestion[] {
  const colon = body.indexOf(':');
  const paren = /^(.*?)\(([^)]+)\)\s*$/.exec(body);
  const [head, list] = colon >= 0 ? [body.slice(0, colon), body.slice(colon + 1)] : paren ? [paren[1]!, paren[2]!] : [body, null];
  const titles = head
    .split(/\s+and\s+|,\s*/)
    .map(title)
    .filter(Boolean);
  return titles.map((t, i): DraftQuestion => {
    const choices = i === titles.length - 1 && list ? options(list) : [];
    if (choices.length > 1) return { fieldType: 'dropdown', title: t, content: choices.join('\n'), required };
    return { fieldType: SHORT.test(t) ? 'short text' : 'text', title: t, content: '', required };
  });
}

export function readQuestions(text: string): DraftQuestion[] {
  const found: DraftQuestion[] = [];
  for (const m of text.matchAll(ASK)) found.push(...questionsIn(m[1]!, REQUIRED.test(m[0])));
  const terms = TERMS.exec(text);
  if (terms)
    found.push({
      fieldType: 'terms',
      title: 'Terms and conditions',
      content: terms[2]?.trim() || `I agree to the ${terms[1]!.toLowerCase()}.`,
      required: true,
    });
  return found.filter((q) => q.title.length > 0 && q.title.length <= 500);
}
