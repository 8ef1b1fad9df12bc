/**
 * Handles (a user's username, an organization's identifier) share one namespace and appear in URLs.
 * Letters, digits, '-' and '_', 3 to 30 characters, starting with a letter or digit.
 *
 * Apart from people.ts's rules: the first-load module that remembers a referral link checks a handle with these, and a
 * module in the first load brings with it every export any page uses.
 */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9_-]*$/i;
