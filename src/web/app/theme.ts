import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { DIALOG_CLOSE, KIT_TEXTS } from '../ui/texts.ts';

/** Mantine gives a dialog's × no name: every Modal and Drawer gets one (an instance's own closeButtonProps win). */
const NAMED_CLOSE = { defaultProps: { closeButtonProps: { 'aria-label': DIALOG_CLOSE } } };

export const theme = createTheme({
  primaryColor: 'violet',
  primaryShade: 7,
  defaultRadius: 'md',
  fontFamily: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  // Transitions (modals, drawers, menus, collapses) take no time for a user who asked for reduced motion.
  respectReducedMotion: true,
  // Plain default props, not Modal.extend(): importing the components here would pull them into the first load.
  components: {
    Modal: NAMED_CLOSE,
    Drawer: NAMED_CLOSE,
    // An avatar pictures the name written beside it: decorative (alt="") unless a page says otherwise.
    Avatar: { defaultProps: { alt: '' } },
    // A close button is an icon alone: toasts' (Notification), alerts' and dialogs' need a name (axe's button-name).
    CloseButton: { defaultProps: { 'aria-label': KIT_TEXTS.close } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': KIT_TEXTS.close } } },
  },
});

/**
 * WCAG 2.2 AA contrast (4.5:1 for text, 3:1 for focus rings) for Mantine's colour tokens, in both colour schemes
 * (docs/decisions/accessibility.md, "Colour tokens"; `theme.test.ts` computes every pair). Mantine's defaults miss it
 * in three places: the dimmed text (gray 6, 3.3:1 on white), a colour's text and filled shade (shade 7: red 3.8:1,
 * green 2.8:1 with white) and the light variant's text (shade 9 on shade 1: orange 3.6:1, yellow 2.7:1).
 *
 * `TEXT` is, for each colour whose defaults fall short, one shade dark enough to be text on white, on gray 0 and on
 * its own light tint, and to carry white text when filled. The value is the colour's own shade where one is enough,
 * else shade 9 darkened (Mantine's `darken`, the amount in the comment).
 */
const TEXT: Record<string, { text: string; lightColor: string }> = {
  /** On the tint's hover shade (shade 2: a light button or the active sidebar tab under the pointer), shade 9 10-15 % darker. */
  red: { text: 'var(--mantine-color-red-9)', lightColor: '#ab2424' },
  pink: { text: 'var(--mantine-color-pink-8)', lightColor: 'var(--mantine-color-pink-9)' },
  violet: { text: 'var(--mantine-color-violet-7)', lightColor: '#5637b0' },
  indigo: { text: 'var(--mantine-color-indigo-7)', lightColor: '#3147b3' },
  blue: { text: 'var(--mantine-color-blue-8)', lightColor: '#165a9a' },
  cyan: { text: 'var(--mantine-color-cyan-9)', lightColor: '#0a6778' },
  /** Teal 9, 10 % darker on its tint. */
  teal: { text: 'var(--mantine-color-teal-9)', lightColor: '#077252' },
  /** Shade 9 darkened 20 %. */
  green: { text: '#226e32', lightColor: '#226e32' },
  /** Shade 9 darkened 20 %. */
  lime: { text: '#4a760a', lightColor: '#4a760a' },
  /** Shade 9 darkened 30 %. */
  yellow: { text: '#a15300', lightColor: '#a15300' },
  /** Shade 9 darkened 20 %. */
  orange: { text: '#ae3a0c', lightColor: '#ae3a0c' },
};

function lightColorVariables(): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [color, { text, lightColor }] of Object.entries(TEXT)) {
    variables[`--mantine-color-${color}-text`] = text;
    variables[`--mantine-color-${color}-filled`] = text;
    variables[`--mantine-color-${color}-outline`] = text;
    variables[`--mantine-color-${color}-light-color`] = lightColor;
  }
  return variables;
}

/** The colour tokens our pages use, per colour scheme. Passed to MantineProvider (providers.tsx). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    // Gray 7: 8.2:1 on white, 7.8:1 on gray 0 (the sidebar, table stripes).
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-success': 'var(--mantine-color-teal-9)',
    '--ovation-focus-ring': 'var(--mantine-color-violet-7)',
    ...lightColorVariables(),
  },
  dark: {
    // The app's web view (?native=true) is dark: dark 2 is 4.0:1 on dark 7, dark 1 is 7.8:1.
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
    '--mantine-color-anchor': 'var(--mantine-color-violet-3)',
    '--mantine-color-error': 'var(--mantine-color-red-5)',
    '--mantine-color-success': 'var(--mantine-color-teal-5)',
    '--mantine-color-violet-text': 'var(--mantine-color-violet-3)',
    '--ovation-focus-ring': 'var(--mantine-color-violet-3)',
  },
});
