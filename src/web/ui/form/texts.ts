/** The texts of a confirmation the form kit asks; each form passes its own (the spec words several leave and discard dialogs). */
export interface DialogTexts {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
}

/** Leaving a page with unsaved changes (the account settings and event editors). */
export const LEAVE_UNSAVED: DialogTexts = {
  title: 'Discard changes?',
  message: 'You have unsaved changes. They will be lost if you leave this page.',
  confirmLabel: 'Discard',
  cancelLabel: 'Stay on this page',
};

/** The save bar's Discard (accounts-and-reporting 5: 'Discard changes?'). */
export const DISCARD_CHANGES: DialogTexts = {
  title: 'Discard changes?',
  message: 'Your unsaved changes will be lost.',
  confirmLabel: 'Discard',
  cancelLabel: 'Cancel',
};

/** A save refused in the browser (docs/decisions/: the first highlighted field is scrolled to and focused). */
export const CHECK_FIELDS = 'Please check the highlighted fields';

/** The save bar's state line. */
export const SAVE_BAR_TEXTS = { dirty: 'You have unsaved changes', clean: 'All changes saved' } as const;
