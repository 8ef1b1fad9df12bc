import { describe, expect, it } from 'vitest';
import { optedOut } from './opt-out.ts';
import { EARLY_MAX, createTrackQueue, type Sink, type TrackCall } from './track.ts';

const call = (i: number): TrackCall => ({ name: 'page_view', path: `/p/${i}`, occurredAt: '2026-06-01T12:00:00.000Z' });

describe('optedOut', () => {
  it.each([
    [{}, false],
    [{ doNotTrack: '0' }, false],
    [{ doNotTrack: 'unspecified' }, false],
    [{ doNotTrack: null }, false],
    [{ doNotTrack: '1' }, true],
    [{ globalPrivacyControl: true }, true],
    [{ globalPrivacyControl: false }, false],
  ])('%j: %s', (nav, expected) => {
    expect(optedOut(nav)).toBe(expected);
  });
});

describe('createTrackQueue', () => {
  it('keeps calls until the tracker loads, at most EARLY_MAX, then hands them over in order and the next at once', async () => {
    const received: TrackCall[] = [];
    let resolve!: (sink: Sink) => void;
    const queue = createTrackQueue(() => new Promise<Sink>((r) => (resolve = r)));
    for (let i = 0; i < EARLY_MAX + 5; i += 1) queue.send(call(i));
    queue.start();
    queue.start();
    resolve((c) => received.push(c));
    await Promise.resolve();
    await Promise.resolve();
    expect(received.map((c) => c.path)).toEqual(Array.from({ length: EARLY_MAX }, (_, i) => `/p/${i}`));
    queue.send(call(99));
    expect(received.at(-1)?.path).toBe('/p/99');
  });

  it('tries loading again at the next start after a failed load, keeping the calls', async () => {
    const received: TrackCall[] = [];
    let attempts = 0;
    const queue = createTrackQueue(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return (c) => received.push(c);
    });
    queue.send(call(1));
    queue.start();
    await new Promise((r) => setTimeout(r, 0));
    expect(received).toEqual([]);
    queue.start();
    await new Promise((r) => setTimeout(r, 0));
    expect([attempts, received.length]).toEqual([2, 1]);
  });
});
