/** Public profile texts: plain constants without zod, so the web app can import them without the schemas. */

export const PROFILE_MESSAGES = {
  empty: 'This profile is empty. Follow to receive updates on new content and activities.',
  /** One's own empty profile: the follow prompt is for visitors (one cannot follow oneself). */
  emptySelf: 'Your profile is empty. Events and content you publish will appear here.',
  missing: 'Sorry! That profile wasn’t found.',
  loadError: 'We are having trouble loading all the content on this page. Please try again.',
  page404Title: 'Page not found',
  page404Text: 'The page you’re looking for cannot be found. It might have been removed, renamed, or is temporarily unavailable.',
  goBackHome: 'Go back home',
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
