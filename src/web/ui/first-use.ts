import { useCallback, useEffect, useState, type SyntheticEvent } from 'react';

/**
 * Popups (menus, popovers, tooltips) load their code on first use, so floating-ui, focus traps and the popup
 * contents stay out of the first load. Until then their trigger renders alone and looks the same; `activate` (the
 * trigger's click, or hover for a tooltip) swaps in the lazily loaded component with the popup open, and
 * remembers whether the trigger had the focus so that the loaded trigger takes it back. Components use it through
 * ui/LoadOnFirstUse.tsx.
 */
export function useFirstUse() {
  const [state, setState] = useState<{ focused: boolean } | null>(null);
  const activate = useCallback((event: SyntheticEvent<Element>) => {
    const focused = event.type === 'focus' || event.currentTarget === document.activeElement;
    setState((current) => current ?? { focused });
  }, []);
  return { used: state !== null, focused: state?.focused ?? false, activate };
}

/** Starts downloading a lazily loaded module (on hover or focus of its trigger); the import is only made once. */
export function preloader(load: () => Promise<unknown>): () => void {
  let started = false;
  return () => {
    if (started) return;
    started = true;
    load().catch(() => {
      started = false;
    });
  };
}

/**
 * For the loaded popup: starts closed and opens right after mounting, so that the first opening animates like the
 * later ones; the trigger takes the focus back when the placeholder had it.
 */
export function useOpenAfterMount(target: HTMLElement | null, focused: boolean) {
  const [opened, setOpened] = useState(false);
  useEffect(() => setOpened(true), []);
  useEffect(() => {
    if (focused && target && document.activeElement !== target) target.focus();
  }, [focused, target]);
  return [opened, setOpened] as const;
}
