/**
 * The event categories and their check, apart from events.ts's rules: route definitions (in every page's first load)
 * validate a category filter with these, and a module in the first load brings with it every export any page uses.
 */

/** The fixed category list; the key is stored, the name is shown. */
export const EVENT_CATEGORIES = [
  { key: 'music', name: 'Music' },
  { key: 'performing-arts', name: 'Performing Arts' },
  { key: 'film', name: 'Film' },
  { key: 'festival', name: 'Festival' },
  { key: 'workshop', name: 'Workshop' },
  { key: 'class', name: 'Class' },
  { key: 'community', name: 'Community' },
  { key: 'sports', name: 'Sports' },
  { key: 'food-drink', name: 'Food & Drink' },
  { key: 'business', name: 'Business' },
  { key: 'other', name: 'Other' },
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number]['key'];
export const EVENT_CATEGORY_KEYS = EVENT_CATEGORIES.map((c) => c.key) as [EventCategory, ...EventCategory[]];

export function isEventCategory(value: unknown): value is EventCategory {
  return typeof value === 'string' && (EVENT_CATEGORY_KEYS as readonly string[]).includes(value);
}
