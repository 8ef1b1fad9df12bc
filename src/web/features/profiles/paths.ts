import type { ProfileType } from '../../../domain/profiles.ts';

/** The public profile route of a person (/p/…) or an organization (/o/…). */
export function profileRoute(type: ProfileType): '/p/$username' | '/o/$username' {
  return type === 'school' ? '/o/$username' : '/p/$username';
}
