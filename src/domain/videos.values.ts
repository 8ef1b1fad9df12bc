/** The videos list's sort columns, apart from videos.ts's rules and texts: the list route's search validation reads them. */

/** The list's sortable columns (accounts-and-reporting 4 Videos list). */
export const VIDEO_SORTS = ['uploadedAt', 'title', 'privacy', 'views', 'favorited'] as const;
export type VideoSort = (typeof VIDEO_SORTS)[number];
