import { AUTH_MESSAGES } from '../../../contracts/accounts.ts';
import { SESSION_MESSAGES } from '../../../contracts/sessions.messages.ts';
import { TEAM_MESSAGES } from '../../../contracts/team.messages.ts';
import { EVENT_CREATOR_REFUSALS } from '../../../contracts/event-creator.messages.ts';
import { COLLABORATOR_SEARCH_MESSAGES } from '../../../contracts/organizations.messages.ts';
import { RESEND_TEXTS } from '../../../contracts/guests.messages.ts';
import type { RateRule } from './rate-limit.ts';

/**
 * Every rate limit of the API in one place (docs/decisions/, Platform: rate limits). Counted in the database
 * per client address (or signed-in account) unless the rule says otherwise; `max` is scaled by RATE_LIMIT_SCALE.
 */
export const RATE_RULES = {
  /** Sign-in attempts per client address (LOGIN_RATE_LIMIT overrides max). */
  login: { name: 'login', max: 10, windowSeconds: 60, message: AUTH_MESSAGES.rateLimited },
  /**
   * Failed sign-ins per account and client address: the address that guesses is stopped for 15 minutes, while the
   * owner signing in from elsewhere is not (an attacker cannot lock the owner out).
   */
  loginFailuresPerAddress: { name: 'login-fail', max: 5, windowSeconds: 15 * 60, message: AUTH_MESSAGES.accountThrottled },
  signup: { name: 'signup', max: 20, windowSeconds: 60 * 60 },
  /** Password changes per account: each checks the current password, so a stolen session cannot guess it fast. */
  passwordChange: { name: 'password-change', max: 10, windowSeconds: 60 * 60, message: SESSION_MESSAGES.rateLimited },
  /**
   * Notices to the owner of a registered address that someone tried to sign up with, per address: past it the
   * sign-up answers the same and mails nothing (a 429 would tell that the address has an account).
   */
  signupNotice: { name: 'signup-notice', max: 3, windowSeconds: 24 * 60 * 60 },
  /** Secret and promo code checks: 10 a minute makes guessing a 6-character code hopeless. */
  validateCode: { name: 'validate-code', max: 10, windowSeconds: 60 },
  /**
   * Orders created and changed, per browser (checkout cookie) or account; every address has a 20 times higher ceiling
   * of its own, as a venue's Wi-Fi or a carrier's NAT puts many buyers behind one (docs/decisions/checkout.md).
   */
  createOrder: { name: 'create-order', max: 20, windowSeconds: 10 * 60 },
  createOrderPerAddress: { name: 'create-order-address', max: 400, windowSeconds: 10 * 60 },
  renewHold: { name: 'renew-hold', max: 60, windowSeconds: 10 * 60 },
  renewHoldPerAddress: { name: 'renew-hold-address', max: 1200, windowSeconds: 10 * 60 },
  /** Team and collaborator invitations and their re-sends, per inviting account. */
  invitation: { name: 'invitation', max: 30, windowSeconds: 60 * 60 },
  /** Re-sends of one invitation: its address is mailed at most 3 more times a day, whoever asks. */
  invitationResend: { name: 'invitation-resend', max: 3, windowSeconds: 24 * 60 * 60, message: TEAM_MESSAGES.resendLimited },
  /** The organizer's resends of one ticket: its holder is not flooded, whoever asks (per ticket). */
  ticketResend: { name: 'ticket-resend', max: 5, windowSeconds: 60 * 60, message: RESEND_TEXTS.rateLimited },
  /** A double click on Send: one resend of a ticket in 10 seconds (the second click changes nothing). */
  ticketResendBurst: { name: 'ticket-resend-burst', max: 1, windowSeconds: 10, message: RESEND_TEXTS.justSent },
  /** Collaborator searches per account (typing sends one per pause). */
  collaboratorSearch: { name: 'collaborator-search', max: 60, windowSeconds: 60, message: COLLABORATOR_SEARCH_MESSAGES.rateLimited },
  /** Of those, searches by an exact e-mail address per account: each tells whether the address has an account. */
  collaboratorEmailSearch: {
    name: 'collaborator-email-search',
    max: 20,
    windowSeconds: 60 * 60,
    message: COLLABORATOR_SEARCH_MESSAGES.emailRateLimited,
  },
  /** E-mail verification links, per account. */
  verificationEmail: { name: 'verification-email', max: 5, windowSeconds: 60 * 60 },
  upload: { name: 'upload', max: 30, windowSeconds: 10 * 60 },
  /** Video upload sessions per account: each reserves up to 5 GB of disk for a day. */
  videoUploadSession: { name: 'video-upload-session', max: 20, windowSeconds: 60 * 60 },
  /** Video views posted per client: a view counts once per viewer per 30 minutes, this caps inventing new viewers. */
  videoView: { name: 'video-view', max: 300, windowSeconds: 60 * 60 },
  /** Donations started per account: each leaves a pending order (and a provider payment) for half an hour. */
  videoDonation: { name: 'video-donation', max: 20, windowSeconds: 60 * 60 },
  /** Additions to private lists (Add Emails, Bulk Import) per account: each added person is mailed their share code. */
  listImport: { name: 'list-import', max: 60, windowSeconds: 60 * 60 },
  /** 'Suggest an App' per account: each one e-mails the support team. */
  appSuggestion: { name: 'app-suggestion', max: 5, windowSeconds: 60 * 60 },
  /** Webhook test events and replays per owner: each sends requests (and their retries) to a server the owner names. */
  webhookSend: { name: 'webhook-send', max: 60, windowSeconds: 60 },
  /**
   * Messages to the AI event creator per account: each may cost a language-model call. A conversation holds at most
   * 40 of the organizer's (EVENT_CREATOR_LIMITS.messages, both sides); 60 an hour leaves room for a second one and
   * Resend while capping what one account can spend.
   */
  eventCreatorMessage: { name: 'event-creator-message', max: 60, windowSeconds: 60 * 60, message: EVENT_CREATOR_REFUSALS.rateLimited },
  /**
   * Analytics batches per browser session (a busy visit sends one every few seconds), and per client address with a
   * ceiling 20 times higher: many visitors share a NAT (contexts/analytics/ingest.service.ts).
   */
  analytics: { name: 'analytics', max: 300, windowSeconds: 10 * 60 },
  analyticsPerAddress: { name: 'analytics-address', max: 6000, windowSeconds: 10 * 60 },
  /** Open API calls per personal API key (every call with the key counts, refused ones too). */
  apiKey: { name: 'api-key', max: 600, windowSeconds: 60 },
  /** Test sends of attendee messages per account: they mail the sender's own inbox, so a few an hour. */
  messageTest: { name: 'message-test', max: 20, windowSeconds: 60 * 60 },
  /** Unsubscribe link uses per client address: a token is 256 bits, this only keeps scanners slow. */
  unsubscribe: { name: 'unsubscribe', max: 60, windowSeconds: 60 },
} as const satisfies Record<string, RateRule>;
