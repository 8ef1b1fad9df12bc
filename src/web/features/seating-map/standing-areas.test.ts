import { describe, expect, it } from 'vitest';
import type { ChartDocument } from '../../../contracts/seating.ts';
import { areaChoices, areaMax, areaOpen, hitArea } from './standing-areas.ts';

const areaObject = (label: string, over: Partial<Extract<ChartDocument['objects'][number], { type: 'area' }>> = {}) => ({
  type: 'area' as const,
  id: `area-${label}`,
  x: 100,
  y: 50,
  rotation: 0,
  label,
  shape: 'rectangle' as const,
  width: 200,
  height: 100,
  capacity: 50,
  categoryKey: 'floor',
  ...over,
});
const doc = (objects: ChartDocument['objects']): ChartDocument => ({
  version: 1,
  categories: [{ key: 'floor', name: 'Floor', color: '#00aa00' }],
  objects,
});
const ga = { id: '00000000-0000-4000-8000-000000000001', name: 'Standing', price: 1000, fee: 0, currency: 'USD' };
const categories = [{ key: 'floor', name: 'Floor', color: '#00aa00', ticketTypes: [ga] }];
const mine = (quantity: number, ticketTypeId = ga.id) => ({ areaKey: 'area:Floor', label: 'Standing: Floor', ticketTypeId, quantity });

describe('areaChoices', () => {
  it.each([
    { name: 'not in the status yet: its capacity is left', status: [], held: [], want: { left: 50, mine: 0 } },
    { name: 'the status says what is left', status: [{ key: 'area:Floor', available: 12 }], held: [], want: { left: 12, mine: 0 } },
    { name: 'the order’s places, over its types', status: [], held: [mine(2), mine(1, 'other')], want: { left: 50, mine: 3 } },
  ])('$name', ({ status, held, want }) => {
    const [choice] = areaChoices(doc([areaObject('Floor')]), status, held, categories);
    expect(choice).toMatchObject({ key: 'area:Floor', label: 'Floor', ...want, ticketTypes: [ga] });
  });

  it('an area of a category nothing sells offers no type', () => {
    expect(areaChoices(doc([areaObject('Floor', { categoryKey: null })]), [], [], categories)[0]!.ticketTypes).toEqual([]);
  });
});

describe('areaOpen and areaMax', () => {
  const choice = (left: number, held: number, types = [ga]) => ({
    key: 'area:Floor',
    label: 'Floor',
    categoryKey: 'floor',
    left,
    mine: held,
    ticketTypes: types,
  });
  it.each([
    { name: 'places left', area: choice(5, 0), open: true },
    { name: 'full, none of them the buyer’s', area: choice(0, 0), open: false },
    { name: 'full, the buyer holds some (to change or give back)', area: choice(0, 2), open: true },
    { name: 'nothing sells it', area: choice(5, 0, []), open: false },
  ])('$name', ({ area, open }) => expect(areaOpen(area)).toBe(open));

  it('offers what is left plus what the order holds of that type', () => {
    expect(areaMax({ key: 'area:Floor', left: 3 }, [mine(2), mine(4, 'other')], ga.id)).toBe(5);
    expect(areaMax({ key: 'area:Floor', left: 3 }, [], ga.id)).toBe(3);
  });
});

describe('hitArea', () => {
  it.each([
    { name: 'inside', x: 150, y: 100, objects: [areaObject('Floor')], want: 'area:Floor' },
    { name: 'outside', x: 90, y: 100, objects: [areaObject('Floor')], want: null },
    // Turned 90° clockwise about its top left corner: it now spans x 0..100, y 50..250.
    { name: 'turned: inside', x: 50, y: 200, objects: [areaObject('Floor', { rotation: 90 })], want: 'area:Floor' },
    { name: 'turned: where it was', x: 250, y: 100, objects: [areaObject('Floor', { rotation: 90 })], want: null },
    { name: 'the topmost of two', x: 150, y: 100, objects: [areaObject('Floor'), areaObject('Pit')], want: 'area:Pit' },
  ])('$name', ({ x, y, objects, want }) => expect(hitArea(doc(objects), x, y)).toBe(want));
});
