/** The media query of a user who asked the system for less motion (WCAG 2.3.3, issue 29). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

type MatchMedia = (query: string) => { matches: boolean };

/**
 * The behaviour of a programmatic scroll: smooth, unless the user asked for reduced motion (then it jumps at once).
 * Every `scrollIntoView` and `scrollTo` of the web app takes its behaviour from here.
 */
export function scrollBehavior(matchMedia: MatchMedia | undefined = globalThis.window?.matchMedia?.bind(window)): ScrollBehavior {
  return matchMedia?.(REDUCED_MOTION_QUERY).matches ? 'auto' : 'smooth';
}
