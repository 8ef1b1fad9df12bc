/** A field marked invalid, or the error text of a field that has no such input (an image upload, a group of checkboxes). */
const INVALID = '[aria-invalid="true"], .mantine-InputWrapper-error';
/** The form's own message box, for a refusal that names no field. */
const FORM_MESSAGES = '[data-form-errors]';
const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), [contenteditable="true"], button:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** Room kept between the field and the sticky header or save bar. */
const MARGIN = 16;
/** How long to wait for a field that is still hidden (a card opening to show its error). */
const WAIT_MS = 1000;

export interface Band {
  top: number;
  bottom: number;
}

/**
 * How far to scroll the window so `box` lies inside `band` (the part of the viewport no sticky bar covers): nothing
 * when it already does, else the smallest move; a box taller than the band is shown from its top.
 */
export function scrollDelta(box: Band, band: Band, margin = MARGIN): number {
  const top = band.top + margin;
  const bottom = band.bottom - margin;
  if (box.bottom - box.top > bottom - top || box.top < top) return box.top - top;
  if (box.bottom > bottom) return box.bottom - bottom;
  return 0;
}

const isShown = (el: Element) => el.getClientRects().length > 0;

/** The first invalid field in document order (the form's message box when no field is marked). */
export function firstError(root: ParentNode): HTMLElement | null {
  return root.querySelector<HTMLElement>(INVALID) ?? root.querySelector<HTMLElement>(FORM_MESSAGES);
}

/** What takes the focus for an error: the invalid input itself, else the first control of its field, else the text. */
function focusTarget(el: HTMLElement): HTMLElement {
  if (el.matches(FOCUSABLE)) return el;
  const control = el.closest('.mantine-InputWrapper-root')?.querySelector<HTMLElement>(FOCUSABLE);
  if (control && isShown(control)) return control;
  // An error text can still be read out when focused.
  if (!el.hasAttribute('tabindex')) el.tabIndex = -1;
  return el;
}

/** The viewport band below the sticky page header (its height is published by the root layout) and above the save bar. */
function visibleBand(root: Element): Band {
  const header = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--ovation-header-height')) || 0;
  const bar = root.querySelector('[data-save-bar]')?.getBoundingClientRect();
  const bottom = bar && bar.top > header && bar.top < window.innerHeight ? bar.top : window.innerHeight;
  return { top: header, bottom };
}

/** Scrolls the field (label, input and message together) clear of the sticky bars, then focuses it without scrolling. */
export function revealField(el: HTMLElement, root: Element): void {
  const box = (el.closest('.mantine-InputWrapper-root') as HTMLElement | null) ?? el;
  // First any scrolling container the field sits in, then the window past the sticky bars.
  box.scrollIntoView({ block: 'center' });
  const rect = box.getBoundingClientRect();
  const delta = scrollDelta(rect, visibleBand(root));
  if (delta) window.scrollBy({ top: delta });
  focusTarget(el).focus({ preventScroll: true });
}

/**
 * Reveals the first error under `root` once it can be seen: a field may still be hidden for a moment (a collapsed
 * card that opens because of its error), so this waits for it frame by frame, then settles for the first shown one.
 * Returns a cancel function (for an effect's cleanup).
 */
export function revealFirstError(root: HTMLElement | null): () => void {
  const scope = root ?? document.body;
  const started = performance.now();
  let frame = 0;
  const attempt = () => {
    const first = firstError(scope);
    if (first && isShown(first)) return revealField(first, scope);
    if (performance.now() - started < WAIT_MS) {
      frame = requestAnimationFrame(attempt);
      return;
    }
    const shown = [...scope.querySelectorAll<HTMLElement>(`${INVALID}, ${FORM_MESSAGES}`)].find(isShown);
    if (shown) revealField(shown, scope);
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}
