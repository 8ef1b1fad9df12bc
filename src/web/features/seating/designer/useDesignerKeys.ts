import { useEffect, useRef, useState } from 'react';

export interface DesignerKeyActions {
  hasSelection: boolean;
  nudge: (dx: number, dy: number) => void;
  remove: () => void;
  deselect: () => void;
  selectAll: () => void;
  duplicate: () => void;
  undo: () => void;
  redo: () => void;
  save: () => void;
}

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** Typing in a field (or in a dialog) keeps its own keys: arrows move the caret, Ctrl+Z undoes the typing. */
function inField(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="listbox"], [role="slider"]') !== null;
}

/**
 * The designer's keys, on the whole page while it is open: arrows nudge the selection (Shift: 10 units), Delete or
 * Backspace removes it (or makes the picked seat a gap), Escape clears it, Ctrl/Cmd+A selects every object,
 * Ctrl/Cmd+D duplicates the selection, Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z or Ctrl+Y redoes, Ctrl/Cmd+S saves,
 * and Space held turns a drag into a pan. Returns whether Space is held.
 */
export function useDesignerKeys(actions: DesignerKeyActions): boolean {
  const [space, setSpace] = useState(false);
  const ref = useRef(actions);
  ref.current = actions;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const a = ref.current;
      const mod = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (mod && key === 's') {
        event.preventDefault();
        a.save();
        return;
      }
      if (inField(event.target)) return;
      const arrow = ARROWS[event.key];
      if (mod && key === 'z') {
        event.preventDefault();
        if (event.shiftKey) a.redo();
        else a.undo();
      } else if (mod && key === 'a') {
        event.preventDefault();
        a.selectAll();
      } else if (mod && key === 'd' && a.hasSelection) {
        // Also the browser's bookmark key: taken only with something to duplicate.
        event.preventDefault();
        a.duplicate();
      } else if (mod && key === 'y') {
        event.preventDefault();
        a.redo();
      } else if (arrow && a.hasSelection && !mod) {
        event.preventDefault();
        const step = event.shiftKey ? 10 : 1;
        a.nudge(arrow[0] * step, arrow[1] * step);
      } else if ((event.key === 'Delete' || event.key === 'Backspace') && a.hasSelection) {
        event.preventDefault();
        a.remove();
      } else if (event.key === 'Escape') {
        a.deselect();
      } else if (event.key === ' ' && !(event.target instanceof HTMLButtonElement || event.target instanceof HTMLAnchorElement)) {
        // Space on a drawn object too: those 'buttons' have no Space action, and a pan starts from a click on one.
        event.preventDefault();
        setSpace(true);
      }
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === ' ') setSpace(false);
    };
    const onBlur = () => setSpace(false);
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    window.addEventListener('blur', onBlur);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
      window.removeEventListener('blur', onBlur);
    };
  }, []);
  return space;
}
