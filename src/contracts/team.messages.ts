/** Team texts and page size: plain constants without zod, so the web app can import them without the schemas. */

export const TEAM_PAGE_SIZE = 10;
/** The team list's search: at most this many characters (name or handle). */
export const TEAM_SEARCH_MAX = 100;

export const TEAM_MESSAGES = {
  onlyOrganizations: 'The team is only available for organizations.',
  /** Adding always invites (docs/decisions/), so the spec's 'Team member added successfully' would be untrue. */
  invitationSent: (who: string) => `Invitation sent to ${who}`,
  addFailed: 'Failed to add team member',
  updated: 'Team member updated successfully',
  updateFailed: 'Failed to update team member',
  removed: 'Team member removed successfully',
  removeFailed: 'Failed to remove team member',
  invitationCancelled: 'Invitation cancelled',
  invitationCancelFailed: 'Failed to cancel invitation',
  invitationResent: 'Invitation resent',
  invitationResendFailed: 'Failed to resend invitation',
  removeQuestion: 'Are you sure you want to remove this user from the team?',
  removeConfirm: 'Delete affiliation',
  willInvite: (email: string) => `An invitation will be sent to ${email}`,
  notFound: "We couldn't find an Ovation account by that name. Enter their email address to send an invite.",
  userOrEmailRequired: 'Choose a person or enter an e-mail address',
  notAPerson: 'Only people can join a team',
  alreadyMember: 'Already added',
  ownerCannotBeRemoved: 'The owner cannot be removed',
  ownerCannotBeChanged: 'The owner cannot be changed',
  invitationNotFound: 'This invitation is no longer valid',
  invitationWrongAccount: 'This invitation was sent to another e-mail address',
  invitationUnverified: 'Please verify your e-mail address to accept this invitation. We sent you a link.',
  resultsFound: (n: number) => (n === 1 ? '1 result found' : `${n} results found`),
} as const;
