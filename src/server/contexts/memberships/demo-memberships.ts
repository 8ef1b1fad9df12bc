import { and, eq } from 'drizzle-orm';
import { demoHallWithout } from '../../demo-hall.ts';
import type { Db } from '../../platform/db/client.ts';
import {
  events,
  membershipBenefits,
  membershipPrices,
  membershipTierBenefits,
  membershipTiers,
  profiles,
  ticketTypes,
} from '../../platform/db/schema/index.ts';

/**
 * Demo data, loaded once: Lovelace Hall sells two tiers (Friend at £5 a month or £50 a year, Patron at £15 a month
 * for at most 50 members). Both give 15% off two tickets a month; the concert has a Members' preview seat that only
 * Patrons see and buy.
 */
export async function loadDemoMemberships(db: Db): Promise<void> {
  const hall = await demoHallWithout(db, membershipTiers);
  if (!hall) return;
  await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ membershipTitle: 'Join the Lovelace Hall family', membershipDescription: 'Members keep the hall playing and save on every concert.' })
      .where(eq(profiles.id, hall.id));
    const [benefit] = await tx
      .insert(membershipBenefits)
      .values({
        ownerId: hall.id,
        name: '15% off two tickets a month',
        percentageValue: 15,
        quantity: 2,
        quantityScope: 'month',
        discountScope: 'all',
      })
      .returning({ id: membershipBenefits.id });
    const tiers = await tx
      .insert(membershipTiers)
      .values([
        {
          ownerId: hall.id,
          name: 'Friend',
          description: '<p>Support the hall and save on tickets.</p>',
          emailText: 'Thank you for becoming a Friend of Lovelace Hall!',
          position: 0,
        },
        {
          ownerId: hall.id,
          name: 'Patron',
          description: '<p>Everything Friends get, plus members-only preview seats.</p>',
          emailText: 'Thank you for becoming a Patron of Lovelace Hall!',
          position: 1,
          validSubscriptionsLimit: 50,
        },
      ])
      .returning({ id: membershipTiers.id, name: membershipTiers.name });
    const friend = tiers.find((t) => t.name === 'Friend')!.id;
    const patron = tiers.find((t) => t.name === 'Patron')!.id;
    await tx.insert(membershipPrices).values([
      { tierId: friend, amount: 500, currency: hall.currency, interval: 'month', position: 0 },
      { tierId: friend, amount: 5000, currency: hall.currency, interval: 'year', position: 1 },
      { tierId: patron, amount: 1500, currency: hall.currency, interval: 'month', position: 0 },
    ]);
    await tx.insert(membershipTierBenefits).values([
      { tierId: friend, benefitId: benefit!.id },
      { tierId: patron, benefitId: benefit!.id },
    ]);
    const [concert] = await tx
      .select({ id: events.id, currency: events.currency })
      .from(events)
      .where(and(eq(events.ownerId, hall.id), eq(events.name, 'Autumn Chamber Concert')))
      .limit(1);
    if (concert) {
      await tx.insert(ticketTypes).values({
        eventId: concert.id,
        name: "Members' preview seat",
        description: 'Front-row seats for Patrons of Lovelace Hall.',
        price: 2000,
        currency: concert.currency,
        quantity: 20,
        visibilityScope: 'member',
        membershipTierId: patron,
        maxPerOrder: 2,
        position: 11,
      });
    }
  });
}
