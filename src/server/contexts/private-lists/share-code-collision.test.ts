import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newShareCode } from '../../../domain/private-lists.ts';
import { privateListMembers } from '../../platform/db/schema/index.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { insertBatch } from './member-import.service.ts';
import { insertList } from './private-lists.fixtures.ts';

/** A new member whose drawn share code is taken draws again: no address is dropped by the code's unique index. */

const t = useTestApp();

describe('share code collisions', () => {
  let ownerId: string;
  beforeAll(async () => {
    ownerId = (await signUpUser(t.app)).user.id;
  });

  /** Draws the scripted codes first, then random ones. */
  const scripted = (codes: string[]) => () => codes.shift() ?? newShareCode();

  it('draws again for rows whose code is in use (another list, or the same batch), adding every address', async () => {
    const { members } = await insertList(t.db, ownerId, ['first@example.com']);
    const taken = members[0]!.shareCode;
    const { list } = await insertList(t.db, ownerId, []);
    // Both rows draw the taken code; then both the same fresh code (one must draw again); then another.
    const ids = await t.db.transaction((tx) =>
      insertBatch(tx, list.id, ['one@example.com', 'two@example.com'], scripted([taken, taken, 'FRESH234', 'FRESH234', 'FRESH567'])),
    );
    expect(ids).toHaveLength(2);
    const rows = await t.db.select().from(privateListMembers).where(eq(privateListMembers.listId, list.id));
    expect(rows.map((r) => r.email).sort()).toEqual(['one@example.com', 'two@example.com']);
    expect(rows.map((r) => r.shareCode).sort()).toEqual(['FRESH234', 'FRESH567']);
  });

  it('leaves an address another request added meanwhile, and gives up on codes that keep colliding', async () => {
    const { list, members } = await insertList(t.db, ownerId, ['raced@example.com']);
    const ids = await t.db.transaction((tx) => insertBatch(tx, list.id, ['raced@example.com', 'new@example.com'], scripted([])));
    expect(ids).toHaveLength(1);
    expect(ids).not.toContain(members[0]!.id);
    const taken = members[0]!.shareCode;
    await expect(t.db.transaction((tx) => insertBatch(tx, list.id, ['stuck@example.com'], () => taken))).rejects.toThrow(/collided 5 times/);
  });
});
