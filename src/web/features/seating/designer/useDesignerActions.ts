import { useCallback, useMemo } from 'react';
import { DESIGNER_TEXTS as T } from '../../../../contracts/seating-web.messages.ts';
import { layoutObject } from '../../../../domain/seating/index.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import {
  addObject,
  clearOf,
  copySection,
  duplicateObjects,
  moveObjects,
  newObject,
  removeObjects,
  setCategory,
  updateObject,
  type ToolKind,
} from './chart-edit.ts';
import { objectBounds, unionBounds } from './geometry.ts';
import type { ObjectPatch } from './PropertiesPanel.tsx';
import type { SeatActions } from './SeatFields.tsx';
import { clearSeat, setSeatCategory, setSeatGap } from './seat-overrides.ts';
import { NO_SELECTION, only, selectAll, withSeat } from './selection.ts';
import type { DesignerState } from './useDesignerState.ts';
import type { Viewport } from './useViewport.ts';

/**
 * The designer's edits of what is selected, each one step of the history whatever the number of objects (a
 * nudge of the same selection in a row coalesces into one step). The handlers change only with the drawing or the
 * selection, so the toolbar and the panels are not drawn again on every frame of a pan.
 */
export function useDesignerActions(state: DesignerState, viewport: Pick<Viewport, 'middle' | 'reveal'>) {
  const { doc, selection, selected, apply, setSelection } = state;
  const { middle, reveal } = viewport;
  const ids = selection.ids;
  const key = ids.join(',');

  const add = useCallback(
    (kind: ToolKind) => {
      const object = clearOf(doc, newObject(doc, kind, middle()));
      apply((d) => addObject(d, object));
      setSelection(only(object.id));
      const bounds = objectBounds(object);
      if (bounds) reveal(bounds);
    },
    [doc, apply, setSelection, middle, reveal],
  );
  const copyOfSection = useCallback(() => {
    if (!selected) return;
    const copy = copySection(doc, selected.id);
    apply(() => copy.doc);
    if (copy.ids.length) setSelection({ ids: copy.ids, seat: null });
  }, [doc, selected, apply, setSelection]);
  const duplicate = useCallback(() => {
    if (ids.length === 0) return;
    const copy = duplicateObjects(doc, ids);
    apply(() => copy.doc);
    setSelection({ ids: copy.ids, seat: null });
    const bounds = unionBounds(copy.doc.objects.filter((o) => copy.ids.includes(o.id)).map((o) => objectBounds(o)));
    if (bounds) reveal(bounds);
  }, [doc, ids, apply, setSelection, reveal]);
  // Several objects at once ask first: a stray Delete after Ctrl+A would empty the drawing (undo still brings it
  // back). One object goes at once, as before: it is in sight and one Ctrl+Z away.
  const remove = useCallback(async () => {
    if (ids.length === 0) return;
    // With a seat picked, the venue points at that seat: it becomes a gap, the row stays.
    if (selected && selection.seat !== null) {
      const index = selection.seat;
      apply((d) => setSeatGap(d, selected.id, index, true));
      return;
    }
    if (ids.length > 1) {
      const { title, message, confirmLabel } = T.deleteMany;
      if (!(await confirmAction({ title: title(ids.length), message, confirmLabel, danger: true }))) return;
    }
    apply((d) => removeObjects(d, ids));
    setSelection(NO_SELECTION);
  }, [ids, selected, selection.seat, apply, setSelection]);
  const patch: ObjectPatch = useCallback(
    (change, field) => selected && apply((d) => updateObject(d, selected.id, change), `${selected.id}:${field}`),
    [selected, apply],
  );
  const category = useCallback((categoryKey: string | null) => apply((d) => setCategory(d, ids, categoryKey)), [ids, apply]);
  const move = useCallback((moving: readonly string[], dx: number, dy: number) => apply((d) => moveObjects(d, moving, dx, dy)), [apply]);
  const nudge = useCallback((dx: number, dy: number) => apply((d) => moveObjects(d, ids, dx, dy), `${key}:nudge`), [ids, key, apply]);

  const objectId = selected?.id ?? null;
  const seat: SeatActions = useMemo(
    () => ({
      pick: (index) => setSelection(withSeat(selection, index)),
      category: (index, categoryKey) => objectId && apply((d) => setSeatCategory(d, objectId, index, categoryKey)),
      gap: (index, gap) => objectId && apply((d) => setSeatGap(d, objectId, index, gap)),
      reset: (index) => objectId && apply((d) => clearSeat(d, objectId, index)),
    }),
    [objectId, selection, apply, setSelection],
  );

  /**
   * A check's object is selected; when the object has a category of the chart but some of its seats have none (or
   * an unknown one) of their own, the first such seat is picked too, so the venue sees which one.
   */
  const showIssue = useCallback(
    (id: string) => {
      const object = doc.objects.find((o) => o.id === id);
      const known = new Set(doc.categories.map((c) => c.key));
      const usable = (key: string | null) => key !== null && known.has(key);
      const ownSeat =
        object && (object.type === 'row' || object.type === 'table') && usable(object.categoryKey)
          ? layoutObject(object).find((s) => !usable(s.categoryKey))
          : undefined;
      setSelection({ ids: [id], seat: ownSeat?.index ?? null });
    },
    [doc, setSelection],
  );

  return {
    showIssue,
    add,
    copySection: copyOfSection,
    duplicate,
    remove,
    patch,
    category,
    move,
    nudge,
    seat,
    selectAll: useCallback(() => setSelection(selectAll(doc)), [doc, setSelection]),
    /** Escape: lets go of the picked seat first, then of the objects. */
    deselect: useCallback(() => setSelection(selection.seat !== null ? withSeat(selection, null) : NO_SELECTION), [selection, setSelection]),
  };
}
