import { beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { adminAuditLog, affiliations, eventCollaborators, events, profiles, users } from './platform/db/schema/index.ts';
import { signUpUser, useTestApp } from './testing/test-app.ts';
import { makeAdmin, type Person } from './testing/events.ts';
import { seatKey } from '../domain/seating/index.ts';
import { fallbackRowsWritten } from './platform/access/admin-acts.ts';
import { createSessions } from './contexts/accounts/sessions.service.ts';
import { ROUTE_WORLD_CHART, buildRouteWorld, fillPath, listRoutes, queryString, sample, type Route, type RouteWorld } from './testing/routes.ts';

/**
 * The access matrix: every route of the OpenAPI document has a declared rule (who may pass its gate), and each
 * kind of caller is checked against it: signed out, an unrelated user, a team member, a team admin, the owner,
 * a site admin, and the event's collaborators by access setting. A caller the rule admits must not be turned
 * away (401, 403, or 404 for a record that exists); a caller it does not admit must be (401, 403 or 404).
 * Inputs are valid so the answer comes from the gate (validation runs before it): a route whose sample body
 * the schema refuses declares its own in `INPUTS`. A route without a rule fails the test: declare one.
 */

const PERSONAS = ['anon', 'stranger', 'member', 'teamAdmin', 'owner', 'siteAdmin', 'colAdmin', 'colDoor', 'colDoorStats', 'colBasic'] as const;
type Persona = (typeof PERSONAS)[number];

const MANAGERS: Persona[] = ['owner', 'member', 'teamAdmin', 'siteAdmin'];
const SIGNED_IN: Persona[] = PERSONAS.filter((p) => p !== 'anon');

/** Who passes each rule's gate (docs/decisions/ 'Who may do what'; src/domain/access.ts and events.ts). */
const RULE_ALLOWS = {
  /** No gate. */
  public: [...PERSONAS],
  /** Any signed-in account (its own records). */
  signedIn: SIGNED_IN,
  /** The management gate of the organization: owner, its team, site admins. */
  profileView: MANAGERS,
  /** Changing the organization's settings: owner, team admins, site admins. */
  profileEdit: ['owner', 'teamAdmin', 'siteAdmin'],
  /** Deleting the organization: its owner (or a site admin). */
  profileOwner: ['owner', 'siteAdmin'],
  /** The event's editor pages: managers and every collaborator. */
  eventView: [...MANAGERS, 'colAdmin', 'colDoor', 'colDoorStats', 'colBasic'],
  /** Editing the event, its tickets, dates, questions and team; publishing: managers and admin collaborators. */
  eventEdit: [...MANAGERS, 'colAdmin'],
  /** Guests, check-in, door sales: managers, admin and door collaborators. */
  eventGuests: [...MANAGERS, 'colAdmin', 'colDoor', 'colDoorStats'],
  /** Deleting the event: managers only. */
  eventDelete: MANAGERS,
  /** The event's stats (its Stats button): managers, admin and door-with-stats collaborators. */
  eventStats: [...MANAGERS, 'colAdmin', 'colDoorStats'],
  /** Site administration. */
  admin: ['siteAdmin'],
  /** An order, its tickets and thank-you page: its buyer (the owner bought the world's orders) and the door staff. */
  orderView: [...MANAGERS, 'colAdmin', 'colDoor', 'colDoorStats'],
  /** Changing or cancelling a pending order: its buyer and those who edit the event (not door-only access). */
  orderChange: [...MANAGERS, 'colAdmin'],
  /** A ticket's own actions (transfer, cancel, claim e-mail): its holder only. */
  holder: ['owner'],
  /** An order's purchase pixel claim: its buyer only (not the door staff who may read it). */
  orderBuyer: ['owner'],
  /** A collaborator leaving an event: that collaborator (here the basic one) only. */
  collaboratorSelf: ['colBasic'],
  /** Making an API key: the account itself or its team admins (a key carries no site-admin power, so none for them). */
  apiKeyMaker: ['owner', 'teamAdmin'],
  /** A live stream's file: its signature bound to a viewer is the gate, and no caller here holds a real one. */
  signedUrl: [],
} satisfies Record<string, readonly Persona[]>;
type Rule = keyof typeof RULE_ALLOWS;

/**
 * The rules a site admin passes by the admin flag alone (none of the world's records are theirs): each change they
 * make through one of these routes is an admin act, with exactly one audit row, written in the change's own transaction
 * (never by the fallback after it); any other call writes none.
 */
const ADMIN_ACT_RULES: readonly Rule[] = [
  'profileView',
  'profileEdit',
  'profileOwner',
  'eventView',
  'eventEdit',
  'eventGuests',
  'eventDelete',
  'eventStats',
  'admin',
  'orderView',
  'orderChange',
];

/**
 * The admin acts of the matrix that only create records (nothing existed to be changed), so their audit row's
 * `before` may name no earlier state. Every other admin act changes or removes a record that existed, and its row must
 * hold that record as it was (docs/decisions/admin.md, "Before and after"): a route that records no earlier state
 * fails the matrix, whichever service it calls.
 */
const CREATES: readonly string[] = [
  'PUT /api/v1/site_alert',
  'POST /api/v1/admin/users/{id}/password_reset',
  'POST /api/v1/management/courses',
  'POST /api/v1/management/courses/{eventId}/duplicate',
  'POST /api/v1/profile_management/webhooks',
  'POST /api/v1/profile_management/custom_user_lists',
  'POST /api/v1/profile_management/report_exports',
  'POST /api/v1/event_creators',
  'POST /api/v1/seat_charts',
  'POST /api/v1/management/courses/{eventId}/messages',
];

/** An admin act's row: before and after keyed by record, a null before (created) or null after (deleted) per record. */
function auditStateProblem(key: string, row: { before: unknown; after: unknown }): string | null {
  const { before, after } = row as { before: Record<string, unknown> | null; after: Record<string, unknown> | null };
  if (!before || !after) return `${key}: the audit row has no before/after (${JSON.stringify(row.before)} -> ${JSON.stringify(row.after)})`;
  const keys = Object.keys(after);
  // An act that changed nothing (an order already complete, a message's size) has nothing to show.
  if (keys.length === 0) return null;
  if (CREATES.includes(key) || keys.some((k) => before[k] !== null)) return null;
  return `${key}: the audit row records no earlier state of what it changed (${keys.join(', ')})`;
}

interface Declared {
  rule: Rule;
  /** The record in the path is made up (no fixture has one): an admitted caller may get 404. */
  unknownTarget?: true;
}

const unknown = (rule: Rule): Declared => ({ rule, unknownTarget: true });

/** One entry per route: method + OpenAPI path -> rule. A new route fails 'declares a rule for every route' until added. */
const RULES: Record<string, Rule | Declared> = {
  'GET /api/health': 'public',
  // Proves itself with the bearer METRICS_TOKEN, not a session; 404 while no token is configured (as here).
  'GET /metrics': unknown('public'),
  'GET /api/session': 'public',
  'POST /api/v1/auth/signup': 'public',
  'POST /api/v1/auth/verify_email': unknown('public'),
  'POST /api/v1/auth/resend_verification': 'signedIn',
  'POST /api/v1/auth/login': 'public',
  'POST /api/v1/auth/logout': 'public',
  // The account's own sessions: the session id in the path is made up (404 for everyone).
  'GET /api/v1/auth/sessions': 'signedIn',
  'DELETE /api/v1/auth/sessions/{id}': unknown('signedIn'),
  'POST /api/v1/auth/sessions/sign_out_others': 'signedIn',
  'POST /api/v1/auth/change_password': 'signedIn',
  'POST /api/v1/schools': 'signedIn',
  'GET /api/v1/manage/{username}': 'profileView',
  'GET /api/search_collaborators': 'signedIn',
  'GET /api/v1/profiles/{username}/settings': 'profileView',
  'PATCH /api/v1/profiles/{id}': 'profileEdit',
  'DELETE /api/v1/profiles/{id}': 'profileOwner',
  'GET /api/v1/currencies': 'public',
  'POST /api/v1/file_uploads': 'signedIn',
  'GET /api/uploads/{id}': unknown('public'),
  'GET /api/v1/profile_management/affiliations': 'profileView',
  'POST /api/v1/profile_management/affiliations': 'profileEdit',
  'PATCH /api/v1/profile_management/affiliations/{id}': unknown('profileEdit'),
  'DELETE /api/v1/profile_management/affiliations/{id}': unknown('profileEdit'),
  'POST /api/v1/profile_management/collaborator_invitations/{id}/resend': unknown('profileEdit'),
  'DELETE /api/v1/profile_management/collaborator_invitations/{id}': unknown('profileEdit'),
  'GET /api/v1/invitations/{token}': unknown('public'),
  'POST /api/v1/invitations/{token}/accept': unknown('signedIn'),
  'GET /api/notifications': 'signedIn',
  'POST /api/notifications/{id}/mark_as_read': unknown('signedIn'),
  'POST /api/notifications/mark_all_as_read': 'signedIn',
  'GET /api/notifications/settings': 'signedIn',
  'PATCH /api/notifications/settings': 'signedIn',
  'GET /api/v1/site_alert': 'public',
  'PUT /api/v1/site_alert': 'admin',
  'POST /api/v1/analytics/sessions': 'public',
  'POST /api/v1/analytics/actions': 'public',
  'POST /api/v1/analytics/web_vitals': 'public',
  'GET /api/dev/analytics/events/{eventId}': 'eventStats',
  // Each account sees only the messages sent to it (admins all).
  'GET /api/dev/outbox': 'signedIn',
  'GET /api/dev/outbox/{id}/attachments/{index}': unknown('signedIn'),
  'POST /api/v1/admin/mail/retry_failed': 'admin',
  // The site admins' console (issue 33); the failed e-mail and the paused webhook in the paths are made up.
  'GET /api/v1/admin/search': 'admin',
  'GET /api/v1/admin/figures': 'admin',
  'GET /api/v1/admin/deliveries/mail': 'admin',
  'POST /api/v1/admin/deliveries/mail/{id}/retry': unknown('admin'),
  'GET /api/v1/admin/deliveries/webhooks': 'admin',
  'POST /api/v1/admin/deliveries/webhooks/{id}/resume': unknown('admin'),
  'GET /api/v1/admin/organizers': 'admin',
  'GET /api/v1/course_categories': 'public',
  'POST /api/v1/management/courses': 'profileView',
  'GET /api/v1/management/courses/{eventId}': 'eventView',
  'PATCH /api/v1/management/courses/{eventId}': 'eventEdit',
  'DELETE /api/v1/management/courses/{eventId}': 'eventDelete',
  'PUT /api/v1/management/courses/{eventId}/tickets': 'eventEdit',
  'PUT /api/v1/management/courses/{eventId}/questions': 'eventEdit',
  'PUT /api/v1/management/courses/{eventId}/occurrences': 'eventEdit',
  // The fixture event has no seat chart: an admitted caller gets 404.
  'POST /api/v1/management/courses/{eventId}/seating/moves': unknown('eventEdit'),
  'POST /api/v1/management/courses/{eventId}/teachings': 'eventEdit',
  'PATCH /api/v1/management/courses/{eventId}/teachings/{teachingId}': unknown('eventEdit'),
  'DELETE /api/v1/management/courses/{eventId}/teachings/{teachingId}': unknown('eventEdit'),
  'POST /api/v1/management/courses/{eventId}/collaborator_invitations': 'eventEdit',
  'POST /api/v1/management/courses/{eventId}/collaborator_invitations/{invitationId}/resend': unknown('eventEdit'),
  'DELETE /api/v1/management/courses/{eventId}/collaborator_invitations/{invitationId}': unknown('eventEdit'),
  'POST /api/v1/management/courses/{eventId}/publish': 'eventEdit',
  'POST /api/v1/management/courses/{eventId}/duplicate': 'eventEdit',
  'POST /api/v1/management/courses/{eventId}/unpublish': 'eventEdit',
  'POST /api/v1/management/courses/{eventId}/archive': 'eventEdit',
  'DELETE /api/v1/management/courses/{eventId}/archive': 'eventEdit',
  'GET /api/v1/profile_management/venues': 'profileView',
  'GET /api/v1/profile_management/events': 'profileView',
  'GET /api/v1/profile_management/events.csv': 'profileView',
  'GET /api/v1/events/{eventId}': 'public',
  'GET /api/v1/events/{eventId}/occurrences': 'public',
  'GET /api/v1/tickets': 'public',
  'GET /api/v1/events': 'public',
  'GET /api/v1/search': 'public',
  'DELETE /api/v1/profiles/{profileId}/teachings/{collaboratorId}': 'collaboratorSelf',
  'GET /api/v1/profiles/{type}/{username}': 'public',
  'GET /api/v1/profiles/{type}/{username}/events': 'public',
  'GET /api/v1/profiles/{type}/{username}/followers': 'public',
  'GET /api/v1/calendar/{type}/{username}': 'public',
  'GET /api/v1/calendar/{type}/{username}/events': 'public',
  'GET /api/v1/calendar/{type}/{username}/events.ics': 'public',
  'POST /api/follows': 'signedIn',
  'POST /api/follows/delete': 'signedIn',
  'GET /api/v1/tickets/validate_code': 'public',
  'POST /api/v1/orders': 'public',
  'PATCH /api/v1/orders/{id}': 'orderChange',
  'GET /api/v1/orders/{id}': 'orderView',
  'POST /api/v1/orders/{id}/confirm': 'orderChange',
  'POST /api/v1/orders/{id}/complete': 'orderView',
  'POST /api/v1/orders/{id}/cancel': 'orderChange',
  'GET /api/v1/orders/{id}/summary': 'orderView',
  'POST /api/v1/cookies/set': 'public',
  'GET /api/v1/stripe_terminals/list_readers': 'eventGuests',
  'POST /api/v1/stripe_terminals/process_payment': 'eventGuests',
  'POST /api/v1/stripe_terminals/check_payment_status': 'eventGuests',
  'POST /api/v1/stripe_terminals/cancel_payment': 'eventGuests',
  'POST /api/v1/stripe_terminals/confirm_payment': 'eventGuests',
  'GET /api/v1/ticket_pages/{type}/{id}': 'orderView',
  'GET /api/v1/ticket_pages/{type}/{id}/pdf': 'orderView',
  'GET /api/qr-code': 'public',
  'PATCH /api/v1/registrations/{id}/transfer': 'holder',
  'GET /api/v1/registrations/claim/{token}': unknown('public'),
  'POST /api/v1/registrations/claim/{token}': unknown('signedIn'),
  'POST /api/v1/registrations/{id}/claim_email': 'holder',
  'POST /api/v1/order_items/{id}/cancel': 'holder',
  'POST /api/v1/order_items/{id}/refund': 'eventEdit',
  'GET /api/v1/management/courses/{eventId}/registrations': 'eventGuests',
  'POST /api/v1/management/courses/{eventId}/check_ins': 'eventGuests',
  'DELETE /api/v1/management/courses/{eventId}/check_ins/{itemId}': 'eventGuests',
  // The offline door (issue 35): the list for a door phone, and its upload (whose made-up list is 404 past the gate).
  'GET /api/v1/management/courses/{eventId}/offline_door_list': 'eventGuests',
  'POST /api/v1/management/courses/{eventId}/offline_door_scans': unknown('eventGuests'),
  'GET /api/v1/management/courses/{eventId}/registrations.csv': 'eventGuests',
  'GET /api/v1/management/courses/{eventId}/registrations/door_list.pdf': 'eventGuests',
  'POST /api/v1/management/courses/{eventId}/registrations/{itemId}/resend': unknown('eventEdit'),
  'PATCH /api/v1/management/courses/{eventId}/registrations/{itemId}': unknown('eventEdit'),
  'POST /api/v1/management/courses/{eventId}/registrations/{itemId}/move': unknown('eventEdit'),
  'GET /api/v1/management/courses/{eventId}/lifecycle': 'eventEdit',
  'POST /api/v1/management/courses/{eventId}/cancel': 'eventEdit',
  'POST /api/v1/management/courses/{eventId}/mass_refund/retry': 'eventEdit',
  'POST /api/v1/management/courses/{eventId}/postpone': 'eventEdit',
  'GET /api/v1/patron/tickets': 'signedIn',
  'GET /api/v1/patron/subscriptions': 'signedIn',
  'GET /api/v1/payments/config': 'public',
  'GET /api/v1/sandbox/test-cards': 'public',
  'POST /api/v1/sandbox/payments/{id}/confirm': unknown('public'),
  'GET /api/v1/sandbox/payments/{id}': unknown('public'),
  // Proves itself with Stripe's signature; 404 while Stripe is not configured.
  'POST /api/webhooks/stripe': unknown('public'),
  'GET /api/v1/profile_management/payouts': 'profileView',
  'PATCH /api/v1/profile_management/payouts': 'profileEdit',
  'GET /api/v1/profile_management/payouts/history': 'profileView',
  'POST /api/v1/profile_management/stripe/connect': 'profileEdit',
  'PATCH /api/v1/profile_management/stripe/disconnect': 'profileEdit',
  'GET /stripe/onboarding': 'profileEdit',
  'POST /api/v1/profile_management/locations': 'profileEdit',
  'POST /api/v1/stripe_terminals': 'profileEdit',
  'DELETE /api/v1/stripe_terminals/{id}': unknown('profileEdit'),
  // The memberships area: reads by the management gate, changes by those who edit; ids in paths are made up.
  'GET /api/v1/membership_tiers': 'profileView',
  'POST /api/v1/membership_tiers': 'profileEdit',
  'GET /api/v1/profile_management/membership_tiers/{id}': unknown('profileView'),
  'PATCH /api/v1/profile_management/membership_tiers/{id}': unknown('profileEdit'),
  'PATCH /api/v1/profile_management/membership_tiers/{id}/archive': unknown('profileEdit'),
  'PATCH /api/v1/profile_management/membership_tiers/{id}/restore': unknown('profileEdit'),
  'DELETE /api/v1/profile_management/membership_tiers/{id}': unknown('profileEdit'),
  'GET /api/v1/membership_discounts': 'profileView',
  'POST /api/v1/membership_discounts': 'profileEdit',
  'GET /api/v1/profile_management/membership_discounts/{id}': unknown('profileView'),
  'PATCH /api/v1/profile_management/membership_discounts/{id}': unknown('profileEdit'),
  'PATCH /api/v1/profile_management/membership_discounts/{id}/archive': unknown('profileEdit'),
  'PATCH /api/v1/profile_management/membership_discounts/{id}/restore': unknown('profileEdit'),
  'DELETE /api/v1/profile_management/membership_discounts/{id}': unknown('profileEdit'),
  'GET /api/v1/membership_subscriptions': 'profileView',
  'GET /api/v1/membership_subscriptions.csv': 'profileView',
  'POST /api/v1/membership_subscriptions': 'profileEdit',
  'GET /api/v1/profile_management/membership_subscriptions/{id}': unknown('profileView'),
  'PATCH /api/v1/profile_management/membership_subscriptions/{id}': unknown('profileEdit'),
  'DELETE /api/v1/profile_management/membership_subscriptions/{id}': unknown('profileEdit'),
  'GET /api/v1/profile_management/membership_settings/{ownerId}': 'profileView',
  'PATCH /api/v1/profile_management/membership_settings/{ownerId}': 'profileEdit',
  // The patron's side: the page is public; the form posts name their account (user_id: the world's owner, so only
  // the owner passes, as a holder does); a sandbox subscription page is its patron's only (ids made up: 404).
  'GET /api/v1/memberships': 'public',
  'POST /membership_subscriptions/initialize_session': 'holder',
  'POST /membership_subscriptions/manage': 'holder',
  'GET /api/v1/sandbox/membership_subscriptions/{id}': unknown('signedIn'),
  'POST /api/v1/sandbox/membership_subscriptions/{id}/cancel': unknown('signedIn'),
  'POST /api/v1/sandbox/membership_subscriptions/{id}/resume': unknown('signedIn'),
  'POST /api/v1/sandbox/membership_subscriptions/{id}/card': unknown('signedIn'),
  // Videos: opening an upload session is a change (it reserves disk space); the tus endpoint is not in the document (uploads.test.ts).
  'GET /api/v1/videos/direct_upload_url': 'profileEdit',
  // The video library: reads by the management gate, changes by those who edit (a collaborator's 'Remove me' names
  // their own profile as ownerId); video ids in paths are made up.
  'GET /api/v1/videos': 'profileView',
  'POST /api/v1/videos': 'profileEdit',
  'GET /api/v1/videos/{id}': unknown('profileView'),
  'PATCH /api/v1/videos/{id}': unknown('profileEdit'),
  'DELETE /api/v1/videos/{id}': unknown('profileEdit'),
  'POST /api/v1/videos/{id}/collaborators': unknown('profileEdit'),
  'DELETE /api/v1/videos/{id}/collaborators/{collaboratorId}': unknown('profileEdit'),
  'DELETE /api/v1/videos/{id}/collaborator_invitations/{invitationId}': unknown('profileEdit'),
  // Donations: any signed-in viewer who may play the video starts one; a donation's pay page is its donor's only
  // (ids made up: 404).
  'POST /api/v1/videos/{id}/donations': unknown('signedIn'),
  'GET /api/v1/video_donations/{id}': unknown('signedIn'),
  // Playback: the player's data, the poster, views and the profile's videos are public (members-only is decided per
  // video, in their own tests); favorites need an account; a stream's gate is its signature (ids made up: 404).
  'GET /api/v1/videos/{id}/watch': unknown('public'),
  'GET /api/v1/videos/{id}/poster': unknown('public'),
  'GET /api/v1/video_streams/{id}/{rendition}/{file}': unknown('public'),
  // Broadcasts: the event's list for its team (the world's event is not online: an empty list); a broadcast's
  // changes are decided in the service by its event's admin access (broadcast ids made up: 404); /b/:id's data is
  // public; the live files' gate is their viewer-bound signature; on demand lists the caller's own replays.
  'GET /api/v1/events/{eventId}/broadcasts': 'eventView',
  'PATCH /api/v1/broadcasts/{id}': unknown('signedIn'),
  'POST /api/v1/broadcasts/{id}/stream_key': unknown('signedIn'),
  'POST /api/v1/broadcasts/{id}/stop': unknown('signedIn'),
  'PATCH /api/v1/broadcasts/{id}/replay': unknown('signedIn'),
  'DELETE /api/v1/broadcasts/{id}/replay': unknown('signedIn'),
  // The browser's ingest socket: a plain GET gets the gate's answer (401, 404), or 400 to one of the event's admins
  // who did not upgrade.
  'GET /api/v1/broadcasts/{id}/publish': unknown('eventEdit'),
  'GET /api/v1/broadcasts/{id}/watch': unknown('public'),
  'GET /api/v1/broadcast_streams/{id}/index.m3u8': 'signedUrl',
  'GET /api/v1/broadcast_streams/{id}/{file}': 'signedUrl',
  'GET /api/v1/videos/ondemand': 'signedIn',
  'POST /api/v1/videos/{id}/views': unknown('public'),
  'PUT /api/v1/videos/{id}/favorite': unknown('signedIn'),
  'DELETE /api/v1/videos/{id}/favorite': unknown('signedIn'),
  'GET /api/v1/profiles/{username}/videos': 'public',
  // Global promo codes: reads by the management gate, changes by those who edit; code ids in paths are made up.
  'GET /api/v1/profile_management/promo_codes': 'profileView',
  'POST /api/v1/profile_management/promo_codes': 'profileEdit',
  'POST /api/v1/profile_management/promo_codes/bulk': 'profileEdit',
  'GET /api/v1/profile_management/promo_codes/{id}': unknown('profileView'),
  'PATCH /api/v1/profile_management/promo_codes/{id}': unknown('profileEdit'),
  'DELETE /api/v1/profile_management/promo_codes/{id}': unknown('profileEdit'),
  // Private access lists: reads by the management gate, changes by those who edit; list and member ids are made up.
  'GET /api/v1/profile_management/custom_user_lists': 'profileView',
  'POST /api/v1/profile_management/custom_user_lists': 'profileEdit',
  'GET /api/v1/profile_management/custom_user_lists/{id}': unknown('profileView'),
  'PATCH /api/v1/profile_management/custom_user_lists/{id}': unknown('profileEdit'),
  'DELETE /api/v1/profile_management/custom_user_lists/{id}': unknown('profileEdit'),
  'GET /api/v1/profile_management/custom_user_lists/{id}/emails': unknown('profileView'),
  'GET /api/v1/profile_management/custom_user_lists_users': unknown('profileView'),
  'POST /api/v1/profile_management/custom_user_lists_users/create_bulk': unknown('profileEdit'),
  'DELETE /api/v1/profile_management/custom_user_lists_users/{id}': unknown('profileEdit'),
  // The referral tracker and the Weekly Sales Report show or mail money: the report gate (owner, team admins, site
  // admins), reads included. Any account may suggest an app.
  'GET /api/v1/profile_management/referrals': 'profileEdit',
  'GET /api/weekly-sales-report': 'profileEdit',
  'POST /api/weekly-sales-report': 'profileEdit',
  'DELETE /api/weekly-sales-report': 'profileEdit',
  'POST /api/slack-app-request': 'signedIn',
  // Report exports: reports need the 'edit' right (owner, team admins, site admins); an export is its requester's
  // only (export ids in paths are made up: 404).
  'POST /api/v1/profile_management/report_exports': 'profileEdit',
  'GET /api/v1/profile_management/report_exports/{id}': unknown('profileEdit'),
  'POST /api/v1/profile_management/report_exports/{id}/cancel': unknown('profileEdit'),
  'GET /api/v1/profile_management/report_exports/{id}/file': unknown('profileEdit'),
  // Orders, patrons and activity show money: the report gate; order and patron ids in paths are made up (404).
  'GET /api/v1/profile_management/transactions': 'profileEdit',
  'GET /api/v1/profile_management/transactions/{id}': unknown('profileEdit'),
  'GET /api/v1/profile_management/patrons': 'profileEdit',
  'GET /api/v1/profile_management/patrons/{id}': unknown('profileEdit'),
  'GET /api/v1/profile_management/activities': 'profileEdit',
  // Revenue shows money: the report gate. Event Stats: whoever has the Stats button (door-with-stats sees counts only).
  'GET /api/v1/profile_management/revenue': 'profileEdit',
  'GET /api/v1/events/{eventId}/stats': 'eventStats',
  // The developer zone (allowed for the world's school): its editors only, reads included (a webhook shows its
  // signing secret); webhook and delivery ids in paths are made up (404).
  'GET /api/v1/profile_management/webhooks': 'profileEdit',
  'POST /api/v1/profile_management/webhooks': 'profileEdit',
  'GET /api/v1/profile_management/webhooks/{id}': unknown('profileEdit'),
  'PUT /api/v1/profile_management/webhooks/{id}': unknown('profileEdit'),
  'DELETE /api/v1/profile_management/webhooks/{id}': unknown('profileEdit'),
  'POST /api/v1/profile_management/webhooks/{id}/test': unknown('profileEdit'),
  'GET /api/v1/profile_management/webhook_event_deliveries': 'profileEdit',
  'GET /api/v1/profile_management/webhook_event_deliveries/{id}': unknown('profileEdit'),
  'POST /api/v1/profile_management/webhook_event_deliveries/{id}/replay': unknown('profileEdit'),
  // Personal API keys: the developer zone's editors; key ids in paths are made up (404).
  'GET /api/v1/profile_management/api_keys': 'profileEdit',
  'POST /api/v1/profile_management/api_keys': 'apiKeyMaker',
  'DELETE /api/v1/profile_management/api_keys/{id}': unknown('profileEdit'),
  // The AI event creator: started for a managed profile; a conversation is its creator's only (made up here: 404).
  'POST /api/v1/event_creators': 'profileView',
  'GET /api/v1/event_creators/{uuid}': unknown('signedIn'),
  'POST /api/v1/event_creators/{uuid}/messages': unknown('signedIn'),
  // Seat charts: the owner's (ids in paths are made up: 404); the event's seating, its map, an order's seats.
  'GET /api/v1/seat_charts': 'profileView',
  'POST /api/v1/seat_charts': 'profileEdit',
  'GET /api/v1/seat_charts/{id}': unknown('profileView'),
  'PUT /api/v1/seat_charts/{id}': unknown('profileEdit'),
  'DELETE /api/v1/seat_charts/{id}': unknown('profileEdit'),
  'POST /api/v1/seat_charts/{id}/copy': unknown('profileEdit'),
  'GET /api/v1/management/courses/{eventId}/seating': 'eventEdit',
  // The chart named is made up (404); the world's seating has a sold seat, so detaching is refused (409).
  'PUT /api/v1/management/courses/{eventId}/seating': unknown('eventEdit'),
  'DELETE /api/v1/management/courses/{eventId}/seating': 'eventEdit',
  'POST /api/v1/management/courses/{eventId}/seating/blocks': 'eventEdit',
  'GET /api/v1/events/{eventId}/occurrences/{occurrenceId}/seats': 'public',
  'GET /api/v1/events/{eventId}/occurrences/{occurrenceId}/seats/status': 'public',
  'POST /api/v1/orders/{id}/seats': 'orderChange',
  'DELETE /api/v1/orders/{id}/seats/{seatKey}': 'orderChange',
  // A reset link's token is made up (404 for everyone).
  'POST /api/v1/auth/reset_password': unknown('public'),
  // Site administration: the audit log, account actions on a throwaway account, the school's developer zone.
  'GET /api/v1/admin/audit_log': 'admin',
  'GET /api/v1/admin/users/{id}': 'admin',
  'POST /api/v1/admin/users/{id}/verify_email': 'admin',
  'POST /api/v1/admin/users/{id}/disable_sign_in': 'admin',
  'POST /api/v1/admin/users/{id}/enable_sign_in': 'admin',
  'POST /api/v1/admin/users/{id}/password_reset': 'admin',
  'PUT /api/v1/admin/profiles/{id}/developer_zone': 'admin',
  'GET /api/v1/events/{eventId}/pixels': 'public',
  'POST /api/v1/orders/{id}/purchase_pixel': 'orderBuyer',
  'GET /api/v1/events/{eventId}/traffic': 'eventStats',
  'GET /api/v1/reporting/traffic': 'profileEdit',
  // Attendee messages reach every holder's inbox: the event's editors only (door and basic roles are refused).
  'GET /api/v1/management/courses/{eventId}/messages': 'eventEdit',
  'POST /api/v1/management/courses/{eventId}/messages': 'eventEdit',
  'GET /api/v1/management/courses/{eventId}/messages/{messageId}': unknown('eventEdit'),
  'GET /api/v1/management/courses/{eventId}/messages/audience': 'eventEdit',
  'POST /api/v1/management/courses/{eventId}/messages/preview': 'eventEdit',
  'POST /api/v1/management/courses/{eventId}/messages/test': 'eventEdit',
  'GET /api/v1/unsubscribe/{token}': unknown('public'),
  'POST /api/v1/unsubscribe/{token}': unknown('public'),
  // The first-run checklist: anyone signed in, on their own data only (a made-up event id is 404 to all).
  'GET /api/v1/getting_started': 'signedIn',
  'POST /api/v1/getting_started/dismiss': 'signedIn',
  'POST /api/v1/getting_started/share': unknown('signedIn'),
  // The waiting room: its page and script are anyone's (the world's event has no room: the page sends the visitor on);
  // a made-up room is 404 to all; the settings are the event's editors', the rate control the site admins'.
  'GET /event/{eventId}/waiting-room': 'public',
  'GET /api/v1/waiting_rooms/page.js': 'public',
  'GET /api/v1/waiting_rooms/{roomId}/standing': unknown('public'),
  'GET /api/v1/events/{eventId}/waiting_rooms': 'eventEdit',
  'PUT /api/v1/events/{eventId}/waiting_rooms': 'eventEdit',
  'GET /api/v1/admin/waiting_rooms': 'admin',
  'PATCH /api/v1/admin/waiting_rooms/{roomId}': unknown('admin'),
};

interface Inputs {
  body?: (w: RouteWorld) => unknown;
  query?: (w: RouteWorld) => Record<string, string>;
  path?: (w: RouteWorld) => Record<string, string>;
}

/** Inputs where the schema's sample would not pass validation (so the gate would not be reached), or aims elsewhere. */
const INPUTS: Record<string, Inputs> = {
  'POST /api/v1/auth/login': { body: (w) => ({ email: w.owner.email, password: w.owner.password }) },
  'POST /api/v1/management/courses': { body: (w) => ({ ownerId: w.school.id, name: 'Another event' }) },
  'PATCH /api/v1/management/courses/{eventId}': { body: () => ({ name: 'Renamed event' }) },
  'POST /api/v1/orders': { body: (w) => ({ tickets: { [w.ticketTypeId]: 1 } }) },
  // A room that stays off: one that is on would ask every later order of the world for a pass.
  'PUT /api/v1/events/{eventId}/waiting_rooms': { body: () => ({ enabled: false, opensAt: new Date(Date.now() + 86_400_000).toISOString() }) },
  'POST /api/v1/management/courses/{eventId}/collaborator_invitations': { body: () => ({ email: 'invited.helper@example.com' }) },
  'POST /api/follows': { query: (w) => ({ id: w.school.id }) },
  'POST /api/follows/delete': { query: (w) => ({ id: w.school.id }) },
  'POST /api/v1/cookies/set': { body: (w) => ({ courseId: w.eventId, promoterUsername: w.school.username }) },
  // A collaborator leaves the event: the basic collaborator's own teaching.
  'DELETE /api/v1/profiles/{profileId}/teachings/{collaboratorId}': {
    path: () => ({ profileId: local.colBasic!, collaboratorId: local.colBasicTeaching! }),
  },
  // The membership settings are addressed by the owner's id in the path.
  'GET /api/v1/profile_management/membership_settings/{ownerId}': { path: (w) => ({ ownerId: w.school.id }) },
  'PATCH /api/v1/profile_management/membership_settings/{ownerId}': { path: (w) => ({ ownerId: w.school.id }) },
  'GET /api/v1/memberships': { query: (w) => ({ type: 'o', username: w.school.username }) },
  'POST /membership_subscriptions/initialize_session': {
    body: (w) => ({ price_id: w.ticketTypeId, owner_id: w.school.id, user_id: w.owner.user.id }),
  },
  'POST /membership_subscriptions/manage': { body: (w) => ({ owner_id: w.school.id, user_id: w.owner.user.id }) },
  // An account or an e-mail, never both (the sample has both).
  'POST /api/v1/videos/{id}/collaborators': { body: (w) => ({ ownerId: w.school.id, email: 'video.helper@example.com' }) },
  // A valid code (the sample has both an amount and a percentage); the first admitted caller creates it.
  'POST /api/v1/profile_management/promo_codes': { body: (w) => ({ ...promoAccessFields(w), code: 'ACCESS1' }) },
  'POST /api/v1/profile_management/promo_codes/bulk': { body: (w) => ({ ...promoAccessFields(w), codes: ['ACCESS2', 'ACCESS3'] }) },
  // A valid webhook (each admitted caller creates one): a closed local port and a type the world never emits, so
  // nothing leaves the machine.
  'POST /api/v1/profile_management/webhooks': { body: webhookAccessFields },
  'PUT /api/v1/profile_management/webhooks/{id}': { body: (w) => ({ ...webhookAccessFields(w), status: 'active' }) },
  // A live file with a well-formed signature that is nobody's (made up), so the gate decides.
  'GET /api/v1/broadcast_streams/{id}/index.m3u8': { query: liveSignature },
  'GET /api/v1/broadcast_streams/{id}/{file}': { query: liveSignature, path: () => ({ file: 'seg-000001.ts' }) },
  // A drawing the schema takes (the sample's colour is no colour).
  'POST /api/v1/seat_charts': { body: () => ({ name: 'Access chart', document: ROUTE_WORLD_CHART }) },
  'PUT /api/v1/seat_charts/{id}': { body: () => ({ name: 'Access chart', document: ROUTE_WORLD_CHART }) },
  'POST /api/v1/management/courses/{eventId}/seating/blocks': {
    body: (w) => ({ occurrenceId: w.occurrenceId, seatKeys: [seatKey('', 'A', '3')], reason: 'held_back' }),
  },
  // Seats or best available, never both (the sample has both); the world's ticket type sells no seat: 422 past the gate.
  'POST /api/v1/orders/{id}/seats': { body: (w) => ({ seats: [{ seatKey: seatKey('', 'A', '2'), ticketTypeId: w.ticketTypeId }] }) },
  'DELETE /api/v1/orders/{id}/seats/{seatKey}': { path: () => ({ seatKey: seatKey('', 'A', '2') }) },
  // A range the schema takes (the sample's two dates may be the wrong way round).
  'GET /api/v1/admin/figures': { query: () => ({ from: '2026-01-05', to: '2026-02-01' }) },
  // Account actions aim at an account of their own (disabling the owner would sign the matrix's owner out).
  'GET /api/v1/admin/users/{id}': { path: () => ({ id: local.accountTarget! }) },
  'POST /api/v1/admin/users/{id}/verify_email': { path: () => ({ id: local.unverifiedTarget! }) },
  'POST /api/v1/admin/users/{id}/disable_sign_in': { path: () => ({ id: local.accountTarget! }) },
  'POST /api/v1/admin/users/{id}/enable_sign_in': { path: () => ({ id: local.disabledTarget! }) },
  'POST /api/v1/admin/users/{id}/password_reset': { path: () => ({ id: local.accountTarget! }) },
  'PUT /api/v1/admin/profiles/{id}/developer_zone': { path: (w) => ({ id: w.school.id }), body: () => ({ allowed: true }) },
  // A copy with a date (the world's event has one); each admitted caller makes its own.
  'POST /api/v1/management/courses/{eventId}/duplicate': {
    body: () => ({ key: crypto.randomUUID(), name: 'Access copy', startsAt: new Date(Date.now() + 9 * 86_400_000).toISOString() }),
  },
  // Unpublishing the world's event would take it off sale for every later route: a spare event with the same team.
  'POST /api/v1/management/courses/{eventId}/unpublish': { path: () => ({ eventId: local.spareEventId! }) },
  // A well-formed offline door upload (the sample's ref is no HMAC); its list is made up: 404 past the gate.
  'POST /api/v1/management/courses/{eventId}/offline_door_scans': {
    body: (w) => ({
      listId: crypto.randomUUID(),
      deviceId: 'access',
      scans: [{ id: crypto.randomUUID(), ref: 'a'.repeat(64), occurrenceId: w.occurrenceId, scannedAt: new Date().toISOString() }],
    }),
  },
  // A message to everyone (the sample's audience may need a ticket type); each admitted caller's own form key.
  'GET /api/v1/management/courses/{eventId}/messages/audience': { query: () => ({ audience: 'all' }) },
  'POST /api/v1/management/courses/{eventId}/messages': {
    body: () => ({ subject: 'Access', body: 'Hello', format: 'text', audience: 'all', clientKey: crypto.randomUUID() }),
  },
};

function liveSignature() {
  return { exp: String(Math.floor(Date.now() / 1000) + 300), sig: 'A'.repeat(43) };
}

function webhookAccessFields(w: RouteWorld) {
  return { ownerId: w.school.id, url: 'https://127.0.0.1:9/access', description: '', eventTypes: ['membership.subscription.expired'] };
}

function promoAccessFields(w: RouteWorld) {
  return { ownerId: w.school.id, startsAt: new Date(Date.now() + 86_400_000).toISOString(), scope: 'owner', percentageValue: 10 };
}

/** Ids made in beforeAll that some INPUTS aim at. */
const local: Record<string, string> = {};

/** Turned away: 401, 403, 404, or a redirect to the sign-in page (server-rendered links). */
function turnedAway(res: { statusCode: number; headers: Record<string, unknown> }): boolean {
  if ([401, 403, 404].includes(res.statusCode)) return true;
  return res.statusCode >= 300 && res.statusCode < 400 && String(res.headers.location).startsWith('/auth');
}

describe('access matrix', () => {
  const t = useTestApp();
  let world: RouteWorld;
  const people = {} as Record<Exclude<Persona, 'anon'>, Person>;

  beforeAll(async () => {
    world = await buildRouteWorld(t);
    await t.db.update(profiles).set({ developerZoneAllowed: true }).where(eq(profiles.id, world.school.id));
    people.owner = world.owner;
    for (const p of PERSONAS) if (p !== 'anon' && p !== 'owner') people[p] = await signUpUser(t.app);
    await makeAdmin(t, people.siteAdmin.user.id);
    await t.db.insert(affiliations).values([
      { organizationId: world.school.id, userId: people.member.user.id },
      { organizationId: world.school.id, userId: people.teamAdmin.user.id, admin: true },
    ]);
    const settings = { colAdmin: 'admin', colDoor: 'door', colDoorStats: 'door_with_stats', colBasic: 'basic' } as const;
    const teachings = await t.db
      .insert(eventCollaborators)
      .values(
        Object.entries(settings).map(([p, accessSetting]) => ({
          eventId: world.eventId,
          profileId: people[p as keyof typeof settings].user.id,
          accessSetting,
        })),
      )
      .returning();
    local.accountTarget = (await signUpUser(t.app)).user.id;
    local.unverifiedTarget = (await signUpUser(t.app, { verified: false })).user.id;
    local.disabledTarget = (await signUpUser(t.app)).user.id;
    await t.db.update(users).set({ signInDisabledAt: new Date() }).where(eq(users.profileId, local.disabledTarget));
    const [spare] = await t.db
      .insert(events)
      .values({ ownerId: world.school.id, name: 'Spare event', timezone: 'UTC', currency: 'usd', published: true })
      .returning();
    local.spareEventId = spare!.id;
    await t.db
      .insert(eventCollaborators)
      .values(teachings.map((c) => ({ eventId: spare!.id, profileId: c.profileId, accessSetting: c.accessSetting })));
    local.colBasic = people.colBasic.user.id;
    local.colBasicTeaching = teachings.find((row) => row.profileId === local.colBasic)!.id;
  }, 60_000);

  /**
   * A session of its own for each call (a route may end the caller's other sessions: signing out, a new password),
   * made for all the callers of a route in one statement before its calls: an insert per call was a fifth of the
   * suite's statements.
   */
  let cookies = new Map<Persona, string>();
  const newCookies = async () => {
    const callers = PERSONAS.filter((p) => p !== 'anon');
    const tokens = await createSessions(
      t.db,
      callers.map((p) => people[p].user.id),
    );
    cookies = new Map(callers.map((p, i) => [p, `ovation_session=${tokens[i]}`]));
  };

  /** One call of the route as `persona`, or with `auth` headers instead (an API key). */
  const call = async (route: Route, persona: Persona, auth?: Record<string, string>) => {
    const input = INPUTS[route.key];
    const query = input?.query?.(world);
    const path = Object.fromEntries(Object.entries(input?.path?.(world) ?? {}).map(([k, v]) => [k, encodeURIComponent(v)]));
    const url = fillPath(route, world, path) + (query ? `?${new URLSearchParams(query)}` : queryString(route, world));
    const request: InjectOptions = { method: route.method as InjectOptions['method'], url, headers: auth ?? {} };
    if (!auth && persona !== 'anon') request.headers = { cookie: cookies.get(persona)! };
    const body = input?.body ? input.body(world) : route.body ? sample(route.body, 'body', world) : undefined;
    if (body !== undefined) request.payload = body as InjectOptions['payload'];
    return t.app.inject(request);
  };

  it('declares a rule for every route', () => {
    const missing = listRoutes(t.app)
      .map((r) => r.key)
      .filter((key) => !(key in RULES));
    expect(missing, `Routes without an access rule (add them to RULES in src/server/route-access.test.ts):\n${missing.join('\n')}`).toEqual([]);
  });

  // Before the matrix, which deletes the world's organization at its end.
  it("lets the owner's API keys through the open API's routes only: reads with any key, changes with a write key", async () => {
    const keys: Record<string, string> = {};
    for (const access of ['read', 'write']) {
      const payload = { ownerId: world.school.id, name: `Matrix ${access}`, access };
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/profile_management/api_keys',
        headers: { cookie: world.owner.cookie },
        payload,
      });
      keys[access] = (res.json() as { key: string }).key;
    }
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { security?: object[] }>> };
    // Check-in before its undo, so the world's ticket ends as it was.
    const routes = listRoutes(t.app).sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    const wrong: string[] = [];
    for (const route of routes) {
      const open = !!doc.paths[route.path]?.[route.method.toLowerCase()]?.security;
      const declared = RULES[route.key];
      const unknownTarget = typeof declared === 'object' && declared.unknownTarget;
      for (const access of ['read', 'write']) {
        const res = await call(route, 'owner', { authorization: `Bearer ${keys[access]}` });
        const admitted = open && (route.method === 'GET' || access === 'write');
        const ok = admitted
          ? res.statusCode < 500 && (!turnedAway(res) || (res.statusCode === 404 && unknownTarget))
          : res.statusCode === 403 && (res.json() as { reason?: string }).reason === 'api_key_scope';
        if (!ok) wrong.push(`${route.key} (${access} key): got ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  it('admits exactly whom each rule names', { timeout: 240_000 }, async () => {
    const routes = listRoutes(t.app).filter((r) => r.key in RULES);
    // Destructive routes last (a collaborator leaving, then organization deletion, at the very end); callers turned away go first.
    const last = ['DELETE /api/v1/profiles/{profileId}/teachings/{collaboratorId}', 'DELETE /api/v1/profiles/{id}'];
    const weight = (r: Route) => (last.includes(r.key) ? 2 + last.indexOf(r.key) : r.method === 'DELETE' ? 1 : 0);
    routes.sort((a, b) => weight(a) - weight(b));
    const wrong: string[] = [];
    const observed: string[] = [];
    const auditRows = () => t.db.select({ id: adminAuditLog.id, before: adminAuditLog.before, after: adminAuditLog.after }).from(adminAuditLog);
    for (const route of routes) {
      const declared = RULES[route.key]!;
      const { rule, unknownTarget } = typeof declared === 'string' ? { rule: declared, unknownTarget: undefined } : declared;
      const allows: readonly Persona[] = RULE_ALLOWS[rule];
      const order = [...PERSONAS].sort((a, b) => Number(allows.includes(a)) - Number(allows.includes(b)));
      const row: string[] = [];
      // The audit rows are counted per route: the site admin's admitted change writes one, every other call none.
      const rowsBefore = new Set((await auditRows()).map((r) => r.id));
      await newCookies();
      let adminActs = 0;
      for (const persona of order) {
        const lateBefore = fallbackRowsWritten();
        const res = await call(route, persona);
        row.push(`${persona}:${res.statusCode}`);
        if (persona === 'siteAdmin' && route.method !== 'GET' && res.statusCode < 300 && ADMIN_ACT_RULES.includes(rule)) adminActs = 1;
        // The row commits with the change: a change outside any transaction only gets it afterwards, from the fallback.
        if (fallbackRowsWritten() !== lateBefore) wrong.push(`${route.key}: the audit row was written outside the change's transaction`);
        // Site administration hides itself: a 404, as for a route that does not exist.
        if (rule === 'admin' && persona !== 'siteAdmin' && res.statusCode !== 404)
          wrong.push(`${route.key}: ${persona} got ${res.statusCode}, not 404`);
        // An admitted caller may find a record gone that an earlier caller deleted, or one that never existed.
        const ok =
          res.statusCode < 500 &&
          (allows.includes(persona) ? !turnedAway(res) || (res.statusCode === 404 && (unknownTarget || route.method === 'DELETE')) : turnedAway(res));
        if (!ok) wrong.push(`${route.key} (${rule}): ${persona} got ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
      const written = (await auditRows()).filter((r) => !rowsBefore.has(r.id));
      if (written.length !== adminActs) wrong.push(`${route.key} (${rule}): ${row.join(' ')} wrote ${written.length} audit rows, not ${adminActs}`);
      for (const audit of written) {
        const problem = auditStateProblem(route.key, audit);
        if (problem) wrong.push(problem);
      }
      observed.push(`${route.key} ${row.join(' ')}`);
    }
    if (process.env.ROUTE_ACCESS_DUMP) console.info(observed.join('\n'));
    expect(wrong, wrong.join('\n')).toEqual([]);
  });
});
