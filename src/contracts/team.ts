import { z } from 'zod';
import { profileSummary, text } from './common.ts';
import { TEAM_SEARCH_MAX } from './team.messages.ts';
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

/**
 * GET affiliations: members (the owner first, then by name) followed by pending invitations (newest first). With
 * page or perPage, one page of that list; `totalCount` counts every row that matches the search.
 */
export const teamReply = z.object({
  affiliations: z.array(affiliation),
  collaboratorInvitations: z.array(collaboratorInvitation),
  totalCount: z.number().int(),
});
export type TeamReply = z.infer<typeof teamReply>;

export const ownerQuery = z.object({ ownerId: z.uuid() });

/** The team list's query: search matches a name or handle (@username, or the invited e-mail), case-insensitively. */
export const teamListQuery = ownerQuery.extend({
  search: text(TEAM_SEARCH_MAX).trim().optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  perPage: z.coerce.number().int().min(1).max(100).optional(),
});
export type TeamListQuery = z.infer<typeof teamListQuery>;

/** Team-member payload: a found user (userId) or an e-mail to invite; the roles. */
export const addTeamMemberBody = z.object({
  ownerId: z.uuid(),
  userId: z.uuid().optional(),
  email: text(254).optional(),
  ...roles,
});
export const updateTeamMemberBody = z.object({ ownerId: z.uuid(), ...roles });

/** The event an invitation to help with an event names; absent for a team invitation. */
const invitedEvent = z.object({ id: z.uuid(), name: z.string() }).optional();
/** The video an invitation to collaborate on a video names; absent for other invitations. */
const invitedVideo = z.object({ id: z.uuid(), title: z.string() }).optional();

/**
 * GET /api/v1/invitations/:token: a team invitation (join `organization`), with `event` an event collaborator
 * invitation (help with `event`, organized by `organization`, the event's owner profile), or with `video` a video
 * collaborator invitation (collaborate on `video`, owned by `organization`).
 */
/** An invitation's link: `/invitations/:token`. */
export const invitationTokenParams = z.object({ token: text(200).min(1) });

export const invitationView = z.object({
  organization: profileSummary,
  event: invitedEvent,
  video: invitedVideo,
  email: z.string(),
  invitedBy: z.string(),
});
export type InvitationView = z.infer<typeof invitationView>;

export const addTeamMemberReply = z.object({ invitation: collaboratorInvitation });
export const updateTeamMemberReply = z.object({ affiliation });
export const acceptInvitationReply = z.object({ organization: profileSummary, event: invitedEvent, video: invitedVideo });
export type AcceptedInvitation = z.infer<typeof acceptInvitationReply>;
