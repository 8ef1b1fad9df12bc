/** The team list's sizes: a tiny module, so the team route's search validation does not load every team text. */
export const TEAM_PAGE_SIZE = 10;
/** The team list's search: at most this many characters (name or handle). */
export const TEAM_SEARCH_MAX = 100;
