import { NEW_PASSWORD_MIN, type PasswordProblem } from '../domain/passwords.ts';

/** Account limits and texts: plain constants without zod, so the web app can import them without the schemas. */

/** The preview login's minimum (buyer-side 5); a new password needs NEW_PASSWORD_MIN (docs/decisions/accounts.md). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 200;

/** Why a new password (sign-up) is refused: domain/passwords.ts decides, these say it. */
export const NEW_PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  too_short: `Password must be at least ${NEW_PASSWORD_MIN} characters`,
  repeated: 'Password must not be one character repeated',
  common: 'This password is too common. Please choose one that is harder to guess',
  personal: 'Password must not be your e-mail address or name',
};

/** Preview-login validation messages (buyer-side 5). */
export const PREVIEW_LOGIN_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be at least 6 characters',
} as const;

export const AUTH_MESSAGES = {
  badCredentials: 'Incorrect email or password',
  /** Said only after the right password, so it tells nothing to someone guessing addresses. */
  signInDisabled: 'Sign-in to this account has been disabled by the site administrators. Please write to support.',
  usernameTaken: 'This username is already taken',
  rateLimited: 'Too many sign-in attempts. Please wait a minute and try again.',
  accountThrottled:
    'Too many failed sign-in attempts for this account from your network. Please try again in {wait}, or sign in from another device.',
} as const;

/** The /auth forms (Log in and Sign up, switched by a segmented control) and the preview login's fields. */
export const AUTH_FORM_TEXTS = {
  email: 'Email',
  password: 'Password',
  logIn: 'Log in',
  signUp: 'Sign up',
  firstName: 'First name',
  lastName: 'Last name',
  passwordHint: `At least ${NEW_PASSWORD_MIN} characters; avoid common passwords`,
  username: 'Username',
  usernameHint: 'Optional: your profile address, ovation.events/p/username',
  modeLabel: 'Log in or sign up',
  /** Before the link to the other form: the trailing space keeps them apart. */
  noAccount: "Don't have an account? ",
  haveAccount: 'Already have an account? ',
} as const;

/** After sign-up, for a new address and a registered one alike: the e-mail tells its owner what comes next. */
export const SIGNUP_SENT_MESSAGES = {
  title: 'Check your e-mail',
  text: (email: string) =>
    `We sent a message to ${email}. Follow its link to confirm your address; if you already have an account, it tells you how to log in.`,
  logIn: AUTH_FORM_TEXTS.logIn,
  otherAddress: 'Use another address',
} as const;

/** The e-mail to the owner of a registered address that someone tried to sign up with. */
export const SIGNUP_NOTICE_MESSAGES = {
  mailSubject: 'Someone tried to sign up for Ovation with your e-mail address',
  mailIntro: 'Someone, perhaps you, tried to create an Ovation account with this e-mail address. It already has an account, so nothing was created.',
  signIn: 'Log in to your account',
  forgotPassword: 'Forgot your password? Write to us from this address and we will help you back in',
  notYou: 'If it was not you, you can ignore this e-mail: your account and password are unchanged.',
} as const;

/** The preview login page (buyer-side 2.2), shown only outside production. */
export const PREVIEW_LOGIN_TEXTS = {
  badge: 'Preview',
  title: 'Preview login',
  intro: 'For testing outside production.',
} as const;

/** E-mail verification: the link page, the banner of unverified accounts and the verification e-mail. */
export const VERIFY_EMAIL_MESSAGES = {
  title: 'Verify your e-mail address',
  goToTickets: 'Go to my tickets',
  logIn: AUTH_FORM_TEXTS.logIn,
  continue: 'Continue',
  verifying: 'Verifying your e-mail address…',
  verified: 'Your e-mail address is verified. Tickets and invitations sent to it are now yours.',
  expired: 'This verification link has expired. Request a new one from your account.',
  used: 'This verification link has already been used.',
  unknown: 'This verification link is not valid. Request a new one from your account.',
  emailChanged: 'This link was sent to an address your account no longer uses. Request a new one from your account.',
  alreadyVerified: 'Your e-mail address is already verified.',
  required: 'Please verify your e-mail address first. We sent you a link.',
  signInToResend: 'Sign in to request a new link.',
  /** The banner's region name and its close button. */
  bannerLabel: 'E-mail verification',
  dismiss: 'Dismiss',
  banner: (email: string) => `Please verify your e-mail address ${email}. We sent you a link.`,
  resend: 'Resend link',
  resent: (email: string) => `We sent a new link to ${email}.`,
  resendFailed: 'Could not send a new link. Please try again.',
  patronTickets: (email: string) => `Tickets bought with ${email} appear here after you verify your e-mail address.`,
  mailSubject: 'Verify your e-mail address for Ovation',
  mailIntro: 'Please confirm that this is your e-mail address:',
  mailAction: 'Verify my e-mail address',
  mailExpiry: 'The link works once and expires in 24 hours. If you did not sign up for Ovation, ignore this e-mail.',
} as const;

/** The sign-out confirm page at /auth/logout: a GET never signs out (docs/decisions/, Platform). */
export const LOGOUT_MESSAGES = {
  title: 'Sign out of Ovation?',
  signedInAs: 'You are signed in as {name}.',
  confirm: 'Sign out',
  cancel: 'Stay signed in',
} as const;

/** A sign-up's time zone or currency the server does not know (the browser sends them). */
export const INVALID_TIMEZONE = 'Choose a valid time zone';
export const INVALID_CURRENCY = 'Choose a supported currency';
