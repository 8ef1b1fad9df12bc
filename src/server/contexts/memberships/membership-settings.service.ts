import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { MembershipSettings, membershipSettingsBody } from '../../../contracts/memberships.ts';
import { PLATFORM_FEE_PERCENT } from '../../../domain/checkout.ts';
import { settingsProblems } from '../../../domain/memberships.ts';
import type { Db } from '../../platform/db/client.ts';
import { profiles } from '../../platform/db/schema/index.ts';
import { invalid } from '../../platform/http/errors.ts';
import type { ProfileRow } from '../accounts/index.ts';
import { forgetMembershipPages } from './first-html.ts';
import { memberPagePath } from './membership-paths.ts';

/** The membership settings panel (content-management 2.2, 3): the page's hero text, description, public or private. */

type SettingsInput = z.output<typeof membershipSettingsBody>;

/** GET .../membership_settings/:ownerId. */
export function membershipSettings(owner: ProfileRow): MembershipSettings {
  return {
    title: owner.membershipTitle,
    description: owner.membershipDescription,
    status: owner.membershipStatus,
    membershipPrivateUuid: owner.membershipPrivateUuid,
    // The public page, or for a private page its private link.
    membershipPageUrl: memberPagePath(owner),
    stripeConnected: owner.paymentAccountId !== null,
    type: owner.type,
    feePercent: PLATFORM_FEE_PERCENT,
  };
}

/**
 * PATCH .../membership_settings/:ownerId: hero text and description trimmed and checked (422). A private page
 * without a link gets one; a link already made is kept when none is sent, so switching back to private restores it.
 */
export async function saveMembershipSettings(db: Db, owner: ProfileRow, input: SettingsInput): Promise<MembershipSettings> {
  const title = input.title.trim();
  const description = input.description.trim();
  const errors = settingsProblems({ title, description, status: input.status });
  if (Object.keys(errors).length) throw invalid(errors);
  const privateUuid = input.privateUuid ?? owner.membershipPrivateUuid ?? (input.status === 'private' ? randomUUID() : null);
  // In a transaction, as every change an admin may make in someone's area: its audit row commits with it.
  const [saved] = await db.transaction((tx) =>
    tx
      .update(profiles)
      .set({
        membershipTitle: title,
        membershipDescription: description,
        membershipStatus: input.status,
        membershipPrivateUuid: privateUuid,
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, owner.id))
      .returning(),
  );
  await forgetMembershipPages();
  return membershipSettings(saved!);
}
