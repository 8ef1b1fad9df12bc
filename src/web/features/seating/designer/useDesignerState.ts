import { useCallback, useMemo, useReducer, useState } from 'react';
import type { ChartDocument } from '../../../../contracts/seating.ts';
import { canRedo, canUndo, pushState, redo, startHistory, undo, type History } from './history.ts';
import { NO_SELECTION, type Selection } from './selection.ts';

type Action = { type: 'push'; next: ChartDocument; key: string | null } | { type: 'undo' } | { type: 'redo' } | { type: 'reset'; doc: ChartDocument };

function reducer(state: History<ChartDocument>, action: Action): History<ChartDocument> {
  switch (action.type) {
    case 'push':
      return pushState(state, action.next, action.key);
    case 'undo':
      return undo(state);
    case 'redo':
      return redo(state);
    case 'reset':
      return startHistory(action.doc);
  }
}

/**
 * The designer's state: the drawing with its history, the chart's name, the selection and what was last saved. The
 * drawing is dirty when it is not the saved document itself (undoing back to it makes it clean again). The
 * selection is kept apart from the history: undo brings objects back without selecting them, and ids of objects
 * an undo took away are left out of `selection`.
 */
export function useDesignerState(initial: { name: string; document: ChartDocument }) {
  const [history, dispatch] = useReducer(reducer, initial.document, startHistory<ChartDocument>);
  const [saved, setSaved] = useState(initial);
  const [name, setName] = useState(initial.name);
  const [picked, setSelection] = useState<Selection>(NO_SELECTION);
  const doc = history.present;
  const selection = useMemo(() => {
    const present = new Set(doc.objects.map((o) => o.id));
    const ids = picked.ids.filter((id) => present.has(id));
    return ids.length === picked.ids.length ? picked : { ids, seat: ids.length === 1 ? picked.seat : null };
  }, [doc.objects, picked]);

  /** Applies an edit of the drawing; edits with the same `key` in a row are one undo step. */
  const apply = useCallback(
    (edit: (doc: ChartDocument) => ChartDocument, key: string | null = null) => {
      dispatch({ type: 'push', next: edit(history.present), key });
    },
    [history.present],
  );

  return useMemo(
    () => ({
      doc,
      name,
      setName,
      selection,
      /** The one object selected, or null when none or several are. */
      selected: selection.ids.length === 1 ? (doc.objects.find((o) => o.id === selection.ids[0]) ?? null) : null,
      setSelection,
      apply,
      undo: () => dispatch({ type: 'undo' }),
      redo: () => dispatch({ type: 'redo' }),
      canUndo: canUndo(history),
      canRedo: canRedo(history),
      dirty: doc !== saved.document || name !== saved.name,
      /** After a save: what was sent is now the saved state (the history stays, so undo still works). */
      markSaved: (state: { name: string; document: ChartDocument }) => setSaved(state),
    }),
    [doc, name, selection, apply, history, saved],
  );
}

export type DesignerState = ReturnType<typeof useDesignerState>;
