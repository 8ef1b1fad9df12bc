import type { EventPermissions } from '../domain/events.ts';

/**
 * Who may call an endpoint, declared with the endpoint (contracts/endpoint.ts). The server checks it before the
 * handler runs (platform/http/serve.ts) and hands the handler what it resolved; a handler never checks again what
 * its declaration says. Access a declaration cannot say (a record's own buyer, a capability token) stays in the
 * service, behind the declaration's gate.
 */

/** Where a gate reads the id of the record it guards: a path parameter, a query field or a body field. */
export type AccessSource = `params.${string}` | `query.${string}` | `body.${string}`;

/** The rights of the event gate (domain/events.ts's permissions). */
export type EventCapability = Exclude<keyof EventPermissions, 'accessSetting' | 'buttons'>;

/** 'view': enter an owner's management area (owner, organization member, site admin); 'edit': change it as well. */
export type ProfileCapability = 'view' | 'edit';

export type Access =
  /** Anyone, signed in or not; the handler gets the user when there is one. */
  | { readonly kind: 'public' }
  /** Any signed-in account: 401 otherwise. */
  | { readonly kind: 'signedIn' }
  /** Site administrators: 401 signed out, 403 for others. */
  | { readonly kind: 'admin' }
  /** The management gate of the owner profile whose id (or handle) is at `from`: 401, 404 unknown, 403. */
  | { readonly kind: 'profile'; readonly right: ProfileCapability; readonly from: AccessSource; readonly by: 'id' | 'username' }
  /** The management gate of the event whose id is at `from`: 401, 404 unknown, 403 without `right`. */
  | { readonly kind: 'event'; readonly right: EventCapability; readonly from: AccessSource };

export const PUBLIC = { kind: 'public' } as const satisfies Access;
export const SIGNED_IN = { kind: 'signedIn' } as const satisfies Access;
export const ADMIN = { kind: 'admin' } as const satisfies Access;

/** The profile gate on the owner id at `from` (`by: 'username'` when the path names the owner by handle). */
export const profileRight = <const R extends ProfileCapability, const F extends AccessSource>(right: R, from: F, by: 'id' | 'username' = 'id') =>
  ({ kind: 'profile', right, from, by }) as const;

/** The event gate on the event id at `from`. */
export const eventRight = <const R extends EventCapability, const F extends AccessSource>(right: R, from: F) =>
  ({ kind: 'event', right, from }) as const;
