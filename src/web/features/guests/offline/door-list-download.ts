import type { DoorListQuery, DoorListReply, DoorListTicket } from '../../../../contracts/tickets.ts';

/** A whole door list as the phone keeps it: every page's tickets under the list's one key. */
export type DoorList = Omit<DoorListReply, 'total' | 'next'>;

/** How far a download of several pages is: tickets received (each once) of the event's total. */
export interface DoorListProgress {
  done: number;
  total: number;
}

/**
 * Downloads every page of a door list (issue 35) and assembles it: the first page makes the list, the next name it
 * and its cursor. A ticket on two pages (issued while the pages came) is kept once, as the later page has it; the
 * dates, door state and conflicts are the last page's (the freshest). `progress` is told after each page while more
 * follow, so a list of one page shows none.
 */
export async function downloadDoorList(
  page: (query: Partial<DoorListQuery>) => Promise<DoorListReply>,
  progress: (p: DoorListProgress) => void,
): Promise<DoorList> {
  const tickets = new Map<string, DoorListTicket>();
  let reply = await page({});
  for (;;) {
    for (const t of reply.tickets) tickets.set(t.ref, t);
    if (!reply.next) break;
    progress({ done: tickets.size, total: Math.max(reply.total, tickets.size) });
    reply = await page({ listId: reply.listId, after: reply.next });
  }
  const { total: _total, next: _next, ...list } = reply;
  return { ...list, tickets: [...tickets.values()] };
}
