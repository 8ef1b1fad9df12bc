import { describe, expect, it } from 'vitest';
import { SESSION_IDLE_MS, SESSION_KEY, newUuid, touchSession } from './session.ts';

const NOW = Date.parse('2026-06-01T12:00:00Z');

function memoryStore(initial?: string) {
  const items = new Map<string, string>(initial === undefined ? [] : [[SESSION_KEY, initial]]);
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

let counter = 0;
const makeId = () => `id-${(counter += 1)}`;

describe('touchSession', () => {
  it.each([
    ['nothing stored', undefined, NOW, true],
    ['a session seen a minute ago', JSON.stringify({ id: 'kept', seenAt: NOW - 60_000 }), NOW, false],
    ['a session idle exactly 30 minutes', JSON.stringify({ id: 'kept', seenAt: NOW - SESSION_IDLE_MS }), NOW, false],
    ['a session idle longer', JSON.stringify({ id: 'kept', seenAt: NOW - SESSION_IDLE_MS - 1 }), NOW, true],
    ['a broken value', '{oops', NOW, true],
    ['a value of another shape', JSON.stringify({ id: 3 }), NOW, true],
  ])('%s: fresh %s', (_label, stored, now, fresh) => {
    const store = memoryStore(stored);
    const session = touchSession(store, now, makeId);
    expect(session.fresh).toBe(fresh);
    if (!fresh) expect(session.id).toBe('kept');
    expect(JSON.parse(store.items.get(SESSION_KEY)!)).toEqual({ id: session.id, seenAt: now });
  });

  it('keeps a session alive while the visitor is active', () => {
    const store = memoryStore();
    const first = touchSession(store, NOW, makeId);
    const later = touchSession(store, NOW + SESSION_IDLE_MS - 1, makeId);
    const evenLater = touchSession(store, NOW + 2 * SESSION_IDLE_MS - 2, makeId);
    expect([later.id, evenLater.id]).toEqual([first.id, first.id]);
  });
});

describe('newUuid', () => {
  it('makes version 4 uuids', () => {
    const ids = new Set(Array.from({ length: 100 }, newUuid));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
