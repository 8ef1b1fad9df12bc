import { createTheme } from '@mantine/core';
import { DIALOG_CLOSE } from '../ui/texts.ts';

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
  },
});
