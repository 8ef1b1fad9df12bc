/** The light and dark looks of the ticket pages (the event's theme, buyer-side 2.9; native mode). */
export interface TicketPalette {
  dark: boolean;
  pageBg: string;
  cardBg: string;
  text: string;
  dimmed: string;
  border: string;
  accent: string;
}

export const LIGHT_PALETTE: TicketPalette = {
  dark: false,
  pageBg: 'var(--mantine-color-gray-0)',
  cardBg: 'var(--mantine-color-white)',
  text: 'var(--mantine-color-dark-7)',
  dimmed: 'var(--mantine-color-dimmed)',
  border: 'var(--mantine-color-gray-3)',
  accent: 'var(--mantine-color-violet-7)',
};

export const DARK_PALETTE: TicketPalette = {
  dark: true,
  pageBg: '#17151f',
  cardBg: '#221f2c',
  text: '#f3f1f8',
  dimmed: '#b9b3c9',
  border: 'rgba(255,255,255,0.14)',
  accent: 'var(--mantine-color-violet-3)',
};

export const paletteOf = (theme: 'light' | 'dark') => (theme === 'dark' ? DARK_PALETTE : LIGHT_PALETTE);
