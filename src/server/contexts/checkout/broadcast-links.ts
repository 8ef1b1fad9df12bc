import type { Queryable } from '../../platform/db/client.ts';

/**
 * A port (docs/architecture.md): View Stream leads to an online date's broadcast page, and the broadcasts context,
 * above checkout and tickets, owns the broadcasts. It provides this (src/server/ports.ts): the broadcast ids of online
 * dates, made when missing, by date id (dates that are not online are absent).
 */
export type BroadcastIds = (db: Queryable, occurrenceIds: readonly string[]) => Promise<Map<string, string>>;

let provided: BroadcastIds | null = null;

export function provideBroadcastIds(ids: BroadcastIds): void {
  provided = ids;
}

export function broadcastIdsOf(db: Queryable, occurrenceIds: readonly string[]): Promise<Map<string, string>> {
  if (!provided) throw new Error('The broadcast ids are not wired: call wirePorts() first');
  return provided(db, occurrenceIds);
}
