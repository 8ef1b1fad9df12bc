/** Public profile texts: plain constants without zod, so the web app can import them without the schemas. */

export const PROFILE_MESSAGES = {
  empty: 'This profile is empty. Follow to receive updates on new content and activities.',
  /** One's own empty profile: the follow prompt is for visitors (one cannot follow oneself). */
  emptySelf: 'Your profile is empty. Events and content you publish will appear here.',
  missing: 'Sorry! That profile wasn’t found.',
  loadError: 'We are having trouble loading all the content on this page. Please try again.',
  readMore: 'Read more',
  viewAll: 'View all',
  follow: 'Follow',
  following: 'Following',
  manage: 'Manage',
  membershipCtaTitle: 'Become a member!',
  membershipCtaText: 'Unlock member exclusive benefits by subscribing and becoming a member.',
  /** Followers modal empty texts, after the profile's name: '{name} has no followers yet'. */
  noFollowers: 'has no followers yet',
  notFollowing: 'is not following anyone yet',
  noOrganizations: 'is not in any organizations yet',
  cannotFollowSelf: 'You cannot follow yourself',
  onlyPeopleFollow: 'Only people can follow profiles',
} as const;

/** The profile page's own texts beside PROFILE_MESSAGES: header, counts, tabs and the events lists. */
export const PROFILE_PAGE_TEXTS = {
  loading: 'Loading the profile',
  bannerLabel: (name: string) => `${name} banner`,
  about: 'About',
  aboutName: (name: string) => `About ${name}`,
  sections: 'Profile sections',
  /** The follow counts, after the number: '12 followers'. */
  followingCount: 'following',
  followersCount: (n: number) => (n === 1 ? 'follower' : 'followers'),
  organizationsCount: (n: number) => (n === 1 ? 'organization' : 'organizations'),
  followers: 'Followers',
  organizations: 'Organizations',
  upcomingOrPast: 'Upcoming or past events',
  upcoming: 'Upcoming',
  past: 'Past',
  noUpcomingNow: 'No upcoming events right now.',
  seePastEvents: 'See past events',
  /** The events tab's empty text, naming the filter in force: 'Lovelace Hall has no past events in this category.' */
  noEvents: (name: string, when: 'upcoming' | 'past', inCategory: boolean) =>
    `${name} has no ${when} events${inCategory ? ' in this category' : ''}.`,
  socialLinksOf: (name: string) => `Contact and social links of ${name}`,
} as const;

/** The profile tabs' names. */
export const PROFILE_TAB_LABELS = {
  all: 'All',
  membership: 'Membership',
  events: 'Events',
  videos: 'Videos',
  about: PROFILE_PAGE_TEXTS.about,
} as const;

/** The contact and social links' names (tooltips and labels). */
export const SOCIAL_LINK_LABELS = {
  email: 'Email',
  phone: 'Phone',
  webUrl: 'Website',
  facebookUrl: 'Facebook',
  instagramUrl: 'Instagram',
  twitterUrl: 'X (Twitter)',
  youtubeUrl: 'YouTube',
  tiktokUrl: 'TikTok',
} as const;
