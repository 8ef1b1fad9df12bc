import { settingsProblems, type MembershipPageStatus } from '../../../domain/memberships.ts';
import type { ProfileType } from '../../../domain/profiles.ts';
import { profileRoute } from '../profiles/index.ts';
import type { MembershipSettings, SettingsBody } from './api.ts';

/** The settings panel's values; their names are the body's (the hero text is `title`). */
export interface SettingsFormValues {
  title: string;
  description: string;
  status: MembershipPageStatus;
  privateUuid: string | null;
}

export type MakeUuid = () => string;
const randomUuid: MakeUuid = () => crypto.randomUUID();

export function toSettingsFormValues(settings: MembershipSettings): SettingsFormValues {
  return { title: settings.title, description: settings.description, status: settings.status, privateUuid: settings.membershipPrivateUuid };
}

/** Public or private; going private without a private link makes one (content-management 2.2: generated client-side). */
export function withStatus(values: SettingsFormValues, status: MembershipPageStatus, makeUuid: MakeUuid = randomUuid): SettingsFormValues {
  return { ...values, status, privateUuid: status === 'private' ? (values.privateUuid ?? makeUuid()) : values.privateUuid };
}

/** The request body: a private page always has its private link. */
export function toSettingsBody(values: SettingsFormValues, makeUuid: MakeUuid = randomUuid): SettingsBody {
  const { status, privateUuid } = withStatus(values, values.status, makeUuid);
  return { status, privateUuid, title: values.title.trim(), description: values.description.trim() };
}

/**
 * The membership page's address for the values shown (content-management 2.3): /p/{username}/memberships when
 * public, /p/{username}/{private uuid} when private (/o/ for an organization).
 */
export function membershipPageLink(
  origin: string,
  type: ProfileType,
  username: string,
  values: Pick<SettingsFormValues, 'status' | 'privateUuid'>,
): string {
  const profile = profileRoute(type).replace('$username', encodeURIComponent(username));
  const last = values.status === 'private' && values.privateUuid ? values.privateUuid : 'memberships';
  return `${origin}${profile}/${last}`;
}

/** The settings rules of the domain (the server runs the same): form path -> message. */
export const validateSettings = (values: SettingsFormValues) => settingsProblems(values);
