import { z } from 'zod';
import { profileSummary, text } from './common.ts';
export * from './team.messages.ts';

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
  email: text(254).optional(),
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
