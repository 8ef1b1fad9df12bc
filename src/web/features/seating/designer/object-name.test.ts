import { describe, expect, it } from 'vitest';
import type { ChartObject } from '../../../../contracts/seating.ts';
import { objectName } from './object-name.ts';

const seated = { x: 0, y: 0, rotation: 0, numbering: { scheme: 'numeric' as const, start: 1, reversed: false }, categoryKey: null, overrides: [] };

describe('objectName', () => {
  it.each<{ object: ChartObject; seats: number; name: string }>([
    {
      object: { type: 'row', id: 'o1', ...seated, section: 'Orchestra', label: 'A', seats: 12, spacing: 20, curve: 0 },
      seats: 12,
      name: 'Row A, 12 seats, Orchestra',
    },
    { object: { type: 'row', id: 'o1', ...seated, section: '', label: 'B', seats: 1, spacing: 20, curve: 0 }, seats: 1, name: 'Row B, 1 seat' },
    {
      object: { type: 'table', id: 'o2', ...seated, section: 'Terrace', label: '4', shape: 'round', width: 60, height: 60, seats: 8 },
      seats: 8,
      name: 'Table 4, 8 seats, Terrace',
    },
    {
      object: {
        type: 'area',
        id: 'o3',
        x: 0,
        y: 0,
        rotation: 0,
        label: 'Floor',
        shape: 'rectangle',
        width: 10,
        height: 10,
        capacity: 1500,
        categoryKey: null,
      },
      seats: 0,
      name: 'Standing area Floor, 1,500 places',
    },
    {
      object: { type: 'shape', id: 'o4', x: 0, y: 0, rotation: 0, shape: 'stage', width: 10, height: 10, label: 'Main' },
      seats: 0,
      name: 'Stage Main',
    },
    { object: { type: 'shape', id: 'o5', x: 0, y: 0, rotation: 0, shape: 'ellipse', width: 10, height: 10, label: '' }, seats: 0, name: 'Shape' },
    { object: { type: 'text', id: 'o6', x: 0, y: 0, rotation: 0, text: 'Exit', size: 12 }, seats: 0, name: 'Text Exit' },
  ])('$name', ({ object, seats, name }) => expect(objectName(object, seats)).toBe(name));
});
