import type { DoorListQuery, DoorListReply, DoorListTicket } from '../../../../contracts/tickets.ts';

/** A whole door list as the phone keeps it: every page's tickets under the list's one key. */
export type DoorList = Omit<DoorListReply, 'total' | 'next'>;

/** How far a download of several pages is: tickets received (each once) of the event's total. */
export interface DoorListProgress {
  done: number;
  total: number;
}

/** A download cut between pages: its list, the cursor of the next page and the tickets received (all, or a page's). */
export interface DoorListPart {
  listId: string;
  expiresAt: string;
  next: string;
  total: number;
  tickets: DoorListTicket[];
}

/** Where a cut download resumes, and how the next cut keeps its place. */
export interface DoorListResume {
  /** The part kept by the last try, if its list still admits (else null: start over). */
  from: DoorListPart | null;
  /** Keeps the download's place and the page's tickets after each page while more follow (pages add up). */
  keep(part: DoorListPart): Promise<void>;
  /** The server refused the resumed page (the list expired or went meanwhile): start over. */
  stale(error: unknown): boolean;
}

/**
 * Downloads every page of a door list (issue 35) and assembles it: the first page makes the list, the next name it
 * and its cursor. A ticket on two pages (issued while the pages came) is kept once, as the later page has it; the
 * dates, door state and conflicts are the last page's (the freshest). `progress` is told after each page while more
 * follow, so a list of one page shows none. With `resume`, a download cut half-way goes on from its last page
 * received under the same list, instead of starting over.
 */
export async function downloadDoorList(
  page: (query: Partial<DoorListQuery>) => Promise<DoorListReply>,
  progress: (p: DoorListProgress) => void,
  resume?: DoorListResume,
): Promise<DoorList> {
  const tickets = new Map<string, DoorListTicket>();
  const from = resume?.from;
  let reply: DoorListReply;
  if (from) {
    for (const t of from.tickets) tickets.set(t.ref, t);
    progress({ done: tickets.size, total: Math.max(from.total, tickets.size) });
    reply = await page({ listId: from.listId, after: from.next }).catch((error: unknown) => {
      if (!resume.stale(error)) throw error;
      tickets.clear();
      return page({});
    });
  } else {
    reply = await page({});
  }
  for (;;) {
    for (const t of reply.tickets) tickets.set(t.ref, t);
    if (!reply.next) break;
    const total = Math.max(reply.total, tickets.size);
    await resume?.keep({ listId: reply.listId, expiresAt: reply.expiresAt, next: reply.next, total, tickets: reply.tickets });
    progress({ done: tickets.size, total });
    reply = await page({ listId: reply.listId, after: reply.next });
  }
  const { total: _total, next: _next, ...list } = reply;
  return { ...list, tickets: [...tickets.values()] };
}
