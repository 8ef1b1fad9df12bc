/**
 * Undo and redo for the designer: a list of whole document states. Documents are immutable, so a state costs only
 * the objects that changed. Typing in one field would make one step per key: pushes with the same `key` in a row
 * replace the present instead (one step per field edit), and undo or redo ends the run.
 */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** The coalescing key of the last push, null after undo, redo or an unkeyed push. */
  key: string | null;
  limit: number;
}

export function startHistory<T>(present: T, limit = 200): History<T> {
  return { past: [], present, future: [], key: null, limit };
}

export function pushState<T>(history: History<T>, next: T, key: string | null = null): History<T> {
  if (next === history.present) return history;
  if (key !== null && key === history.key) return { ...history, present: next, future: [] };
  const past = [...history.past, history.present].slice(-history.limit);
  return { ...history, past, present: next, future: [], key };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (history.past.length === 0) return history;
  return { ...history, past: history.past.slice(0, -1), present: previous as T, future: [history.present, ...history.future], key: null };
}

export function redo<T>(history: History<T>): History<T> {
  if (history.future.length === 0) return history;
  const [next, ...future] = history.future;
  return { ...history, past: [...history.past, history.present], present: next as T, future, key: null };
}

export const canUndo = (history: History<unknown>) => history.past.length > 0;
export const canRedo = (history: History<unknown>) => history.future.length > 0;
