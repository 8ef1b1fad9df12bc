import { CONFIRM_TEXTS } from '../texts.ts';

/** The texts of a confirmation the form kit asks; each form passes its own (the spec words several leave and discard dialogs). */
export interface DialogTexts {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
}

/** The save bar's state line and buttons. */
export const SAVE_BAR_TEXTS = { dirty: 'You have unsaved changes', clean: 'All changes saved', discard: 'Discard', save: 'Save' } as const;

/** Leaving a page with unsaved changes (the account settings and event editors). */
export const LEAVE_UNSAVED: DialogTexts = {
  title: 'Discard changes?',
  message: 'You have unsaved changes. They will be lost if you leave this page.',
  confirmLabel: SAVE_BAR_TEXTS.discard,
  cancelLabel: 'Stay on this page',
};

/** The save bar's Discard (accounts-and-reporting 5: 'Discard changes?'). */
export const DISCARD_CHANGES: DialogTexts = {
  title: LEAVE_UNSAVED.title,
  message: 'Your unsaved changes will be lost.',
  confirmLabel: SAVE_BAR_TEXTS.discard,
  cancelLabel: CONFIRM_TEXTS.cancel,
};

/** A save refused in the browser (docs/decisions/: the first highlighted field is scrolled to and focused). */
export const CHECK_FIELDS = 'Please check the highlighted fields';

/** The title over the messages of a refused save (EditorFrame's default). */
export const CHECK_FORM = 'Please check the form';
