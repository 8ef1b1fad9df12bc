import { describe, expect, it } from 'vitest';
import type { DoorListQuery, DoorListReply, DoorListTicket } from '../../../../contracts/tickets.ts';
import { downloadDoorList, type DoorListPart, type DoorListProgress } from './door-list-download.ts';

const ticket = (ref: string, name = ref): DoorListTicket => ({
  ref: ref.padEnd(64, '0'),
  code: ref.slice(0, 8).toUpperCase(),
  name,
  ticket: 'General admission',
  seat: null,
  status: 'active',
  addOn: false,
  rule: { kind: 'single', passOccurrenceIds: [], entries: null },
  occurrenceId: '00000000-0000-4000-8000-000000000009',
  uses: [],
});

const reply = (tickets: DoorListTicket[], next: string | null, over: Partial<DoorListReply> = {}): DoorListReply => ({
  listId: '00000000-0000-4000-8000-000000000001',
  key: 'a2V5',
  issuedAt: '2030-06-01T10:00:00.000Z',
  expiresAt: '2030-06-02T10:00:00.000Z',
  doorState: 'published',
  dates: [],
  tickets,
  conflicts: [],
  total: 5,
  next,
  ...over,
});

/** Serves `pages` in turn and records each query. */
function server(pages: DoorListReply[]) {
  const queries: Partial<DoorListQuery>[] = [];
  return { queries, page: async (q: Partial<DoorListQuery>) => (queries.push(q), pages[queries.length - 1]!) };
}

describe('downloadDoorList', () => {
  it('asks each next page of the same list after the cursor, and assembles every ticket once', async () => {
    const s = server([
      reply([ticket('a1'), ticket('b2')], 'B2000000'),
      reply([ticket('c3'), ticket('d4')], 'D4000000'),
      // The last page repeats a ticket issued while the pages came, fresher: that copy is kept.
      reply([ticket('e5'), ticket('a1', 'Claimed')], null, { doorState: 'canceled', total: 5 }),
    ]);
    const progress: DoorListProgress[] = [];
    const list = await downloadDoorList(s.page, (p) => progress.push(p));
    expect(s.queries).toEqual([
      {},
      { listId: '00000000-0000-4000-8000-000000000001', after: 'B2000000' },
      { listId: '00000000-0000-4000-8000-000000000001', after: 'D4000000' },
    ]);
    expect(list.tickets.map((t) => t.name)).toEqual(['Claimed', 'b2', 'c3', 'd4', 'e5']);
    expect(list).toMatchObject({ doorState: 'canceled', listId: '00000000-0000-4000-8000-000000000001' });
    expect(list).not.toHaveProperty('next');
    expect(progress).toEqual([
      { done: 2, total: 5 },
      { done: 4, total: 5 },
    ]);
  });

  it('tells no progress for a list of one page', async () => {
    const progress: DoorListProgress[] = [];
    const list = await downloadDoorList(server([reply([ticket('a1')], null, { total: 1 })]).page, (p) => progress.push(p));
    expect(list.tickets).toHaveLength(1);
    expect(progress).toEqual([]);
  });

  it('never counts more received than the total (tickets issued during the download)', async () => {
    const progress: DoorListProgress[] = [];
    await downloadDoorList(server([reply([ticket('a1'), ticket('b2')], 'B2000000', { total: 1 }), reply([], null)]).page, (p) => progress.push(p));
    expect(progress).toEqual([{ done: 2, total: 2 }]);
  });
});

describe('a cut download', () => {
  const LIST = '00000000-0000-4000-8000-000000000001';
  const gone = new Error('404');
  /** Records what a cut keeps and refuses `stale` for `gone` only. */
  const resumeFrom = (from: DoorListPart | null) => {
    const kept: DoorListPart[] = [];
    return { kept, resume: { from, keep: async (p: DoorListPart) => void kept.push(p), stale: (e: unknown) => e === gone } };
  };

  it("keeps its place after each page while more follow: the list, the cursor and that page's tickets", async () => {
    const s = server([reply([ticket('a1')], 'A1000000'), reply([ticket('b2')], 'B2000000'), reply([ticket('c3')], null)]);
    const { kept, resume } = resumeFrom(null);
    await downloadDoorList(s.page, () => {}, resume);
    expect(kept.map((k) => [k.listId, k.next, k.tickets.map((t) => t.name)])).toEqual([
      [LIST, 'A1000000', ['a1']],
      [LIST, 'B2000000', ['b2']],
    ]);
  });

  it('resumes after the last page received, under the same list, with the tickets it had', async () => {
    const s = server([reply([ticket('c3'), ticket('a1', 'Claimed')], null)]);
    const progress: DoorListProgress[] = [];
    const from = { listId: LIST, expiresAt: '2030-06-02T10:00:00.000Z', next: 'B2000000', total: 3, tickets: [ticket('a1'), ticket('b2')] };
    const list = await downloadDoorList(s.page, (p) => progress.push(p), resumeFrom(from).resume);
    expect(s.queries).toEqual([{ listId: LIST, after: 'B2000000' }]);
    expect(list.tickets.map((t) => t.name)).toEqual(['Claimed', 'b2', 'c3']);
    expect(progress).toEqual([{ done: 2, total: 3 }]);
  });

  it('starts over when the server no longer serves the list (expired meanwhile), without the old tickets', async () => {
    const queries: Partial<DoorListQuery>[] = [];
    const page = async (q: Partial<DoorListQuery>) => {
      queries.push(q);
      if (q.listId) throw gone;
      return reply([ticket('d4')], null, { listId: '00000000-0000-4000-8000-000000000002' });
    };
    const from = { listId: LIST, expiresAt: '2030-06-02T10:00:00.000Z', next: 'B2000000', total: 3, tickets: [ticket('a1')] };
    const list = await downloadDoorList(page, () => {}, resumeFrom(from).resume);
    expect(queries).toEqual([{ listId: LIST, after: 'B2000000' }, {}]);
    expect(list.tickets.map((t) => t.name)).toEqual(['d4']);
  });

  it('lets a network failure through: the part stays for the next try', async () => {
    const cut = new Error('network');
    const from = { listId: LIST, expiresAt: '2030-06-02T10:00:00.000Z', next: 'B2000000', total: 3, tickets: [ticket('a1')] };
    await expect(
      downloadDoorList(
        () => Promise.reject(cut),
        () => {},
        resumeFrom(from).resume,
      ),
    ).rejects.toBe(cut);
  });
});
