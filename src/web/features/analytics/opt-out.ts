// Apart from track.ts: that module is in every first load, and this is read only by the lazy tracker.

/**
 * Whether the visitor asked not to be tracked: Do Not Track or Global Privacy Control. Then the tracker sends nothing
 * (and the server drops such requests too).
 */
export function optedOut(nav: { doNotTrack?: string | null; globalPrivacyControl?: boolean }): boolean {
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}
