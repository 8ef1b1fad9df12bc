import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const width = () => window.innerWidth;

/**
 * The window's width in px, updated on resize. In an iframe it is the frame's width, which is what the calendar's
 * layout follows; read on the first render, so a narrow frame never flashes the list layout.
 */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, width, width);
}
