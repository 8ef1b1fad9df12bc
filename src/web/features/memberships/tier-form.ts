import { DEFAULT_PRICE_INTERVAL, MEMBERSHIP_LIMITS, tierProblems, type PriceInterval, type SavedTierPrice } from '../../../domain/memberships.ts';
import { toMajorUnits, toMinorUnits } from '../events/index.ts';
import type { TierBody, TierView } from './api.ts';

/** One price option of the tier form; the amount is typed in major units ('5' is $5.00). */
export interface PriceRow {
  /** React key: the saved id, or a made-up one for a new row. */
  key: string;
  id: string | null;
  amount: number | '';
  interval: PriceInterval;
  archived: boolean;
  /** Archived when the form opened: only a price archived in this visit can be brought back before saving. */
  archivedBefore: boolean;
  subscriptionsCount: number;
}

/** The tier form's values; their names are the body's, so the server's field errors land on the right fields. */
export interface TierFormValues {
  name: string;
  /** Rich text. */
  description: string;
  emailText: string;
  discountIds: string[];
  /** Saved and new options, archived ones included (the server's 'prices.<i>' errors index this list). */
  prices: PriceRow[];
  limited: boolean;
  validSubscriptionsLimit: number | '';
}

let rowCount = 0;

/** A new price option: no amount yet, by the month. */
export function blankPrice(): PriceRow {
  rowCount += 1;
  return {
    key: `new-${rowCount}`,
    id: null,
    amount: '',
    interval: DEFAULT_PRICE_INTERVAL,
    archived: false,
    archivedBefore: false,
    subscriptionsCount: 0,
  };
}

/** The form for a new tier (one monthly price, unlimited), or the saved tier's values (its non-archived benefits only). */
export function toTierFormValues(tier: TierView | null, currency: string): TierFormValues {
  if (!tier) {
    return { name: '', description: '', emailText: '', discountIds: [], prices: [blankPrice()], limited: false, validSubscriptionsLimit: '' };
  }
  return {
    name: tier.name,
    description: tier.description,
    emailText: tier.emailText,
    discountIds: tier.benefits.filter((b) => !b.archived).map((b) => b.id),
    prices: [...tier.prices]
      .sort((a, b) => Number(a.archived) - Number(b.archived) || a.position - b.position)
      .map((p) => ({
        key: p.id,
        id: p.id,
        amount: toMajorUnits(p.price, currency),
        interval: p.interval,
        archived: p.archived,
        archivedBefore: p.archived,
        subscriptionsCount: p.subscriptionsCount,
      })),
    limited: tier.validSubscriptionsLimit != null,
    validSubscriptionsLimit: tier.validSubscriptionsLimit ?? '',
  };
}

/** A saved price that members pay: its amount and interval stay, and it can only be archived (content-management 5). */
export const isPriceLocked = (row: PriceRow) => row.id !== null && row.subscriptionsCount > 0;

/** The indexes of the options on sale, in order. */
export const liveIndexes = (prices: readonly PriceRow[]) => prices.flatMap((p, i) => (p.archived ? [] : [i]));

/** The add button hides once 2 options are on sale (archived ones do not count). */
export const canAddPrice = (prices: readonly PriceRow[]) => liveIndexes(prices).length < MEMBERSHIP_LIMITS.pricesPerTier;

/** A price option may be taken out when it is not locked and another one stays on sale. */
export const canRemovePrice = (prices: readonly PriceRow[], index: number) =>
  !isPriceLocked(prices[index]!) && liveIndexes(prices).filter((i) => i !== index).length > 0;

/** A price archived in this visit may come back while there is room for it. */
export const canRestorePrice = (prices: readonly PriceRow[], index: number) => !prices[index]!.archivedBefore && canAddPrice(prices);

/** The saved prices as the tier rules compare them (a price with subscribers keeps its amount and interval). */
export function savedPrices(tier: TierView | null): SavedTierPrice[] {
  return (tier?.prices ?? []).map((p) => ({
    id: p.id,
    amount: p.price,
    interval: p.interval,
    archived: p.archived,
    subscriptionsCount: p.subscriptionsCount,
  }));
}

/** Capacity as a number, or null when the field is empty or not a number. */
const capacityOf = (value: number | '') => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The request body: amounts in minor units, every option in the form's order, no limit when Unlimited. */
export function toTierBody(values: TierFormValues, ownerId: string, currency: string): TierBody {
  return {
    ownerId,
    name: values.name.trim(),
    description: values.description,
    emailText: values.emailText,
    discountIds: values.discountIds,
    prices: values.prices.map((p) => ({
      id: p.id,
      price: toMinorUnits(p.amount, currency),
      interval: p.interval,
      archived: p.archived,
    })),
    limited: values.limited,
    validSubscriptionsLimit: values.limited ? capacityOf(values.validSubscriptionsLimit) : null,
  };
}

/** The tier rules of the domain (the server runs the same) on the form's values: form path -> message. */
export function validateTier(values: TierFormValues, currency: string, saved: readonly SavedTierPrice[]): Record<string, string> {
  const body = toTierBody(values, '', currency);
  return tierProblems(
    {
      name: body.name,
      description: body.description,
      prices: body.prices.map((p) => ({ id: p.id, amount: p.price, interval: p.interval ?? DEFAULT_PRICE_INTERVAL, archived: p.archived })),
      limited: values.limited,
      validSubscriptionsLimit: body.validSubscriptionsLimit,
    },
    currency,
    saved,
  );
}
