import { useEffect } from 'react';

/**
 * Shows the page in Mantine's dark colour scheme while `active` (native mode of Tickets & Subscriptions,
 * accounts-and-reporting 2.5) without touching the visitor's stored preference: the attribute Mantine's CSS
 * variables follow is set on <html> and put back when the page goes.
 */
export function useDarkScheme(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    const previous = root.getAttribute('data-mantine-color-scheme');
    root.setAttribute('data-mantine-color-scheme', 'dark');
    return () => {
      if (previous) root.setAttribute('data-mantine-color-scheme', previous);
      else root.removeAttribute('data-mantine-color-scheme');
    };
  }, [active]);
}
