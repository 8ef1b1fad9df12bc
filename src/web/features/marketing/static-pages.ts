/** The static pages served at /pages/:slug; a separate module so the route's slug check does not load the pages. */
export const STATIC_PAGE_SLUGS = ['about_us', 'fees', 'privacy', 'terms', 'knowledge-base', 'accessibility'] as const;
export type StaticPageSlug = (typeof STATIC_PAGE_SLUGS)[number];

export function isStaticPageSlug(slug: string): slug is StaticPageSlug {
  return (STATIC_PAGE_SLUGS as readonly string[]).includes(slug);
}
