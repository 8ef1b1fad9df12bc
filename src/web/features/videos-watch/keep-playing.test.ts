import { describe, expect, it, vi } from 'vitest';
import { keepingPlayback } from './keep-playing.ts';

/** A media element whose re-attach pauses it, as the load algorithm does. */
function media(paused: boolean, play: () => Promise<void> = async () => {}) {
  const element = { paused, play: vi.fn(play) };
  const reattach = vi.fn(() => {
    element.paused = true;
  });
  return { element, reattach };
}

describe('keepingPlayback', () => {
  it.each([
    ['playing: plays on after the re-attach', false, 1],
    ['paused: stays paused', true, 0],
  ])('%s', (_label, paused, plays) => {
    const { element, reattach } = media(paused);
    keepingPlayback(element, reattach);
    expect(reattach).toHaveBeenCalledOnce();
    expect(element.play).toHaveBeenCalledTimes(plays);
    if (plays) expect(reattach.mock.invocationCallOrder[0]).toBeLessThan(element.play.mock.invocationCallOrder[0]!);
  });

  it('a play the browser refuses is no unhandled rejection', async () => {
    const { element, reattach } = media(false, () => Promise.reject(new DOMException('not allowed', 'NotAllowedError')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      keepingPlayback(element, reattach);
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
