import { VIEWER_WINDOW_MS } from '../../../domain/broadcasts.ts';

/**
 * Who is watching each broadcast: viewer -> when their player last fetched the playlist, kept in this process's
 * memory (a player polls it every few seconds; a database write per poll would cost more than the stream). With
 * several API processes each counts the viewers it serves (docs/decisions/broadcasts.md).
 */
export class ViewerCounter {
  private readonly seen = new Map<string, Map<string, number>>();

  constructor(private readonly windowMs = VIEWER_WINDOW_MS) {}

  touch(broadcastId: string, viewerId: string, now = Date.now()): void {
    let viewers = this.seen.get(broadcastId);
    if (!viewers) this.seen.set(broadcastId, (viewers = new Map()));
    viewers.set(viewerId, now);
  }

  /** Viewers seen within the window; the others are forgotten on the way. */
  count(broadcastId: string, now = Date.now()): number {
    const viewers = this.seen.get(broadcastId);
    if (!viewers) return 0;
    for (const [viewer, at] of viewers) if (now - at >= this.windowMs) viewers.delete(viewer);
    if (!viewers.size) this.seen.delete(broadcastId);
    return viewers.size;
  }
}
