import { DAY_MS, startOfUtcDay } from '../../../domain/payouts.ts';
import { demoHallWithout } from '../../demo-hall.ts';
import type { Db } from '../../platform/db/client.ts';
import { payouts } from '../../platform/db/schema/index.ts';

/** Demo data: a payout history for Lovelace Hall (weekly payouts over the last three months). */
export async function loadDemoPayouts(db: Db): Promise<void> {
  const hall = await demoHallWithout(db, payouts);
  if (!hall) return;
  const amounts = [48_250, 31_720, 122_480, 9_860, 67_300, 55_015, 18_990, 143_600, 26_475, 71_240, 38_805, 92_130];
  const today = startOfUtcDay(new Date());
  await db.insert(payouts).values(
    amounts.map((amount, i) => {
      const paidAt = new Date(today.getTime() - (i + 1) * 7 * DAY_MS + 3 * 3_600_000);
      return {
        ownerId: hall.id,
        amount,
        currency: hall.currency,
        paidAt,
        providerPayoutId: `po_demo_${paidAt.toISOString().slice(0, 10).replaceAll('-', '')}`,
      };
    }),
  );
}
