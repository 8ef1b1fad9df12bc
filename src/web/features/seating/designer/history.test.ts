import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, pushState, redo, startHistory, undo, type History } from './history.ts';

const run = (steps: ((h: History<string>) => History<string>)[]) => steps.reduce((h, step) => step(h), startHistory('a'));

describe('document history', () => {
  it.each([
    { name: 'starts with nothing to undo', steps: [], present: 'a', undo: false, redo: false },
    { name: 'a push can be undone', steps: [(h: History<string>) => pushState(h, 'b')], present: 'b', undo: true, redo: false },
    { name: 'undo goes back', steps: [(h: History<string>) => pushState(h, 'b'), undo], present: 'a', undo: false, redo: true },
    { name: 'redo goes forward again', steps: [(h: History<string>) => pushState(h, 'b'), undo, redo], present: 'b', undo: true, redo: false },
    { name: 'undo with no past is a no-op', steps: [undo], present: 'a', undo: false, redo: false },
    { name: 'redo with no future is a no-op', steps: [redo], present: 'a', undo: false, redo: false },
    {
      name: 'a push after an undo drops the future',
      steps: [(h: History<string>) => pushState(h, 'b'), undo, (h: History<string>) => pushState(h, 'c')],
      present: 'c',
      undo: true,
      redo: false,
    },
    {
      name: 'pushes with the same coalesce key are one step (typing in a field)',
      steps: [(h: History<string>) => pushState(h, 'b', 'row1:label'), (h: History<string>) => pushState(h, 'bc', 'row1:label'), undo],
      present: 'a',
      undo: false,
      redo: true,
    },
    {
      name: 'another key starts a new step',
      steps: [(h: History<string>) => pushState(h, 'b', 'row1:label'), (h: History<string>) => pushState(h, 'c', 'row1:seats'), undo],
      present: 'b',
      undo: true,
      redo: true,
    },
    {
      name: 'an undo ends the coalescing',
      steps: [(h: History<string>) => pushState(h, 'b', 'k'), undo, redo, (h: History<string>) => pushState(h, 'c', 'k'), undo],
      present: 'b',
      undo: true,
      redo: true,
    },
    {
      name: 'pushing the present again is no step',
      steps: [(h: History<string>) => pushState(h, h.present)],
      present: 'a',
      undo: false,
      redo: false,
    },
  ])('$name', ({ steps, present, undo: u, redo: r }) => {
    const h = run(steps);
    expect(h.present).toBe(present);
    expect(canUndo(h)).toBe(u);
    expect(canRedo(h)).toBe(r);
  });

  it('keeps at most the limit of past states', () => {
    let h = startHistory(0, 3);
    for (let i = 1; i <= 10; i += 1) h = pushState(h, i);
    expect(h.past).toEqual([7, 8, 9]);
  });
});
