/** The public profile page's tabs (content-management 2.9). */
export const PROFILE_TABS = ['all', 'membership', 'events', 'videos', 'about'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export interface ProfileContent {
  hasEvents: boolean;
  hasMembership: boolean;
  hasVideos: boolean;
  hasAbout: boolean;
}

/** Tabs are shown only when they have content; 'all' whenever any other tab has. */
export function availableProfileTabs(c: ProfileContent): ProfileTab[] {
  const tabs: ProfileTab[] = [];
  if (c.hasMembership) tabs.push('membership');
  if (c.hasEvents) tabs.push('events');
  if (c.hasVideos) tabs.push('videos');
  if (c.hasAbout) tabs.push('about');
  return tabs.length ? ['all', ...tabs] : [];
}

/** The tab from the query when valid and available, else the first available; null for an empty profile. */
export function chooseProfileTab(requested: unknown, available: readonly ProfileTab[]): ProfileTab | null {
  const tab = available.find((t) => t === requested);
  return tab ?? available[0] ?? null;
}

/** Followers modal tabs; Following and Organizations exist for people only. */
export const FOLLOW_TABS = ['followers', 'following', 'organizations'] as const;
export type FollowTab = (typeof FOLLOW_TABS)[number];

export function followTabs(profileType: 'user' | 'school'): FollowTab[] {
  return profileType === 'user' ? ['following', 'followers', 'organizations'] : ['followers'];
}

export const PROFILE_PAGE_SIZES = { events: 30, follows: 12, allTabEvents: 3 } as const;
