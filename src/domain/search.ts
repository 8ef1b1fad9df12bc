/** Full-text search input: the words of a query, for PostgreSQL's 'simple' text search configuration. */
export const SEARCH_QUERY_MAX = 200;
const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 50;

/** Lower-cased words (letters and digits) of a search box text; punctuation and operators are dropped. */
export function searchTerms(query: string): string[] {
  const words =
    query
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((w) => w.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_TERMS);
}

/** A to_tsquery text where every word must match as a prefix: 'jazz nig' -> 'jazz:* & nig:*'; null without words. */
export function prefixTsQuery(query: string): string | null {
  const terms = searchTerms(query);
  return terms.length ? terms.map((t) => `${t}:*`).join(' & ') : null;
}
