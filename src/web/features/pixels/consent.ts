/**
 * The buyer's answer to an owner's purchase pixels, remembered in local storage per owner (consent to one
 * organizer's trackers is not consent to another's). Storage blocked: no answer is kept and nothing loads.
 */
export type PixelConsent = 'accepted' | 'declined';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export const consentKey = (ownerId: string) => `pixelConsent:${ownerId}`;

const browserStore = (): Store | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export function readConsent(ownerId: string, store: Store | null = browserStore()): PixelConsent | null {
  try {
    const value = store?.getItem(consentKey(ownerId));
    return value === 'accepted' || value === 'declined' ? value : null;
  } catch {
    return null;
  }
}

export function writeConsent(ownerId: string, consent: PixelConsent, store: Store | null = browserStore()): void {
  try {
    store?.setItem(consentKey(ownerId), consent);
  } catch {
    // storage full or blocked: the banner asks again next time
  }
}
