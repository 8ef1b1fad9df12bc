import { z } from 'zod';
import { USERNAME_MAX } from '../domain/people.ts';
import { profileSummary } from './common.ts';

export const createSchoolBody = z.object({
  name: z.string().max(100),
  /** The organization's handle, unique across users and organizations. */
  identifier: z.string().max(USERNAME_MAX * 2),
});
export const createSchoolReply = z.object({ school: profileSummary });

/** The management context of /manage/:username, checked by the access gate. */
export const manageContextReply = z.object({
  profile: profileSummary.extend({ developerZoneAllowed: z.boolean() }),
  access: z.enum(['owner', 'organization_member', 'site_admin']),
});
export type ManageContext = z.infer<typeof manageContextReply>;

export const searchCollaboratorsQuery = z.object({
  query: z.string().max(200).default(''),
  types: z.string().max(40).optional(),
  ownerId: z.uuid().optional(),
});
export const searchCollaboratorsReply = z.object({
  results: z.array(profileSummary.extend({ alreadyAdded: z.boolean() })),
});
