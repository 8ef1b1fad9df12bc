/** Team texts and page size: plain constants without zod, so the web app can import them without the schemas. */

import { ORGANIZATION_TEXTS } from './organizations.messages.ts';

export { TEAM_PAGE_SIZE, TEAM_SEARCH_MAX } from './team.values.ts';

export const TEAM_MESSAGES = {
  onlyOrganizations: 'The team is only available for organizations.',
  /** Adding always invites (docs/decisions/), so the spec's 'Team member added successfully' would be untrue. */
  invitationSent: (who: string) => `Invitation sent to ${who}`,
  addFailed: 'Failed to add team member',
  resendLimited: 'This invitation was sent again 3 times today. You can send it again in {wait}.',
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

/** Settings > Team: the add and edit pages, the person search and the roles (accounts-and-reporting 2.2, 3, 6). */
export const TEAM_PAGE_TEXTS = {
  title: 'Team',
  addTitle: 'Add team member',
  editTitle: 'Edit team member',
  searchLabel: 'Search for a person or organization',
  searchHint: 'Search by name or email address.',
  searchPlaceholder: 'Name or email',
  memberNotFound: 'Sorry! That member wasn’t found.',
  cancel: 'Cancel',
  save: 'Save',
  roles: 'Roles',
  roleLabels: {
    admin: 'Admin (full access)',
    receiveNotifications: 'Receive notifications about events, registrations and memberships',
    hidden: 'Hidden from public view',
  },
} as const;

/** The team list (accounts-and-reporting 2.2): its search, columns, statuses, types and row menu. */
export const TEAM_TABLE_TEXTS = {
  searchLabel: 'Search team',
  searchPlaceholder: 'Search by name or handle',
  addMember: 'Add member',
  tableLabel: 'Team members',
  /** The count under the list: '1 member', '12 members'. */
  noun: ['member', 'members'],
  name: 'Name',
  status: 'Status',
  handle: 'Handle',
  type: 'Type',
  owner: 'Owner',
  invited: 'Invited',
  person: 'Person',
  organization: ORGANIZATION_TEXTS.organization,
  rowActions: (name: string) => `Actions for ${name}`,
  resendInvitation: 'Resend invitation',
  cancelInvitation: 'Cancel invitation',
  edit: 'Edit',
  remove: 'Remove',
  removeWarning: (name: string) => `${name} will lose access to this organization.`,
} as const;

/** The invitation page (/invitations/:token): joining an organization's team, or an event's. */
export const INVITATION_PAGE_TEXTS = {
  toEvent: (invitedBy: string, event: string) => `${invitedBy} invited you to help with ${event} on Ovation`,
  toOrganization: (invitedBy: string, organization: string) => `${invitedBy} invited you to join ${organization} on Ovation`,
  toVideo: (invitedBy: string, title: string) => `${invitedBy} invited you to collaborate on ${title} on Ovation`,
  /** Followed by the organization's name in bold. */
  eventBy: 'An event by',
  sentTo: (email: string) => `The invitation was sent to ${email}.`,
  logInToAccept: 'Log in to accept',
  accept: 'Accept',
  joinedEvent: (event: string) => `You joined the team of ${event}`,
  joined: (organization: string) => `You joined ${organization}`,
  joinedVideo: (title: string) => `You are now a collaborator on ${title}`,
} as const;
