import { z } from 'zod';
import { profileSummary } from './common.ts';

const roles = {
  admin: z.boolean().default(false),
  receiveNotifications: z.boolean().default(false),
  hidden: z.boolean().default(false),
};

export const affiliation = z.object({
  id: z.uuid(),
  owner: z.boolean(),
  admin: z.boolean(),
  receiveNotifications: z.boolean(),
  hidden: z.boolean(),
  user: profileSummary,
});

export const collaboratorInvitation = z.object({
  id: z.uuid(),
  email: z.string(),
  admin: z.boolean(),
  receiveNotifications: z.boolean(),
  hidden: z.boolean(),
  /** The invited account when the e-mail belongs to one. */
  user: profileSummary.nullable(),
  createdAt: z.string(),
});

export const teamReply = z.object({
  affiliations: z.array(affiliation),
  collaboratorInvitations: z.array(collaboratorInvitation),
});
export type TeamReply = z.infer<typeof teamReply>;

export const ownerQuery = z.object({ ownerId: z.uuid() });

/** Team-member payload: a found user (userId) or an e-mail to invite; the roles. */
export const addTeamMemberBody = z.object({
  ownerId: z.uuid(),
  userId: z.uuid().optional(),
  email: z.string().max(254).optional(),
  ...roles,
});
export const updateTeamMemberBody = z.object({ ownerId: z.uuid(), ...roles });

export const invitationView = z.object({
  organization: profileSummary,
  email: z.string(),
  invitedBy: z.string(),
});

export const addTeamMemberReply = z.object({ invitation: collaboratorInvitation });
export const updateTeamMemberReply = z.object({ affiliation });
export const acceptInvitationReply = z.object({ organization: profileSummary });

export const TEAM_PAGE_SIZE = 10;

export const TEAM_MESSAGES = {
  onlyOrganizations: 'The team is only available for organizations.',
  added: 'Team member added successfully',
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
  notFound: "We couldn't find a Ovation account by that name. Enter their email address to send an invite.",
  userOrEmailRequired: 'Choose a person or enter an e-mail address',
  notAPerson: 'Only people can join a team',
  alreadyMember: 'Already added',
  ownerCannotBeRemoved: 'The owner cannot be removed',
  ownerCannotBeChanged: 'The owner cannot be changed',
  invitationNotFound: 'This invitation is no longer valid',
  invitationWrongAccount: 'This invitation was sent to another e-mail address',
  resultsFound: (n: number) => `${n} results found`,
} as const;
