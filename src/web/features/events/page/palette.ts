import type { PublicEvent } from '../../../../contracts/events.ts';

/** The event page's colours: Mantine defaults for the light theme, fixed values for the dark one. */
export interface Palette {
  dark: boolean;
  pageBg?: string;
  text?: string;
  dimmed: string;
  surface: string;
  border: string;
}

const LIGHT: Palette = { dark: false, dimmed: 'dimmed', surface: 'var(--mantine-color-gray-0)', border: 'var(--mantine-color-gray-3)' };
const DARK: Palette = {
  dark: true,
  pageBg: '#17151f',
  text: '#f3f1f8',
  dimmed: '#b9b3c9',
  surface: 'rgba(255,255,255,0.06)',
  border: 'rgba(255,255,255,0.14)',
};

export function eventPalette(theme: PublicEvent['theme']): Palette {
  return theme === 'dark' ? DARK : LIGHT;
}
