import { isEventCategory, type EventCategory } from '../../../domain/events.ts';
import { DISCOUNT_SCOPES, USAGE_SCOPES, benefitProblems, type DiscountScope, type UsageScope } from '../../../domain/memberships.ts';
import { toMajorUnits, toMinorUnits } from '../events/index.ts';
import type { BenefitBody, BenefitView } from './api.ts';

/** A benefit discounts a fixed amount or a percentage, never both (content-management 5): the form picks one. */
export type DiscountKind = 'amount' | 'percent';

export const isUsageScope = (value: unknown): value is UsageScope => (USAGE_SCOPES as readonly unknown[]).includes(value);
export const isDiscountScope = (value: unknown): value is DiscountScope => (DISCOUNT_SCOPES as readonly unknown[]).includes(value);

/** The benefit form's values; their names are the body's, so the server's field errors land on the right fields. */
export interface BenefitFormValues {
  name: string;
  kind: DiscountKind;
  /** Major units ('5' is $5.00). */
  amount: number | '';
  percentageValue: number | '';
  limited: boolean;
  quantity: number | '';
  quantityScope: UsageScope | null;
  discountScope: DiscountScope;
  categoryIds: EventCategory[];
  ticketIds: string[];
}

/** A new benefit: a percentage off all tickets, unlimited; or the saved benefit's values. */
export function toBenefitFormValues(benefit: BenefitView | null, currency: string): BenefitFormValues {
  if (!benefit) {
    return {
      name: '',
      kind: 'percent',
      amount: '',
      percentageValue: '',
      limited: false,
      quantity: '',
      quantityScope: null,
      discountScope: 'all',
      categoryIds: [],
      ticketIds: [],
    };
  }
  return {
    name: benefit.name,
    kind: benefit.percentageValue == null && benefit.amount != null ? 'amount' : 'percent',
    amount: toMajorUnits(benefit.amount, currency),
    percentageValue: benefit.percentageValue ?? '',
    limited: benefit.quantity != null,
    quantity: benefit.quantity ?? '',
    quantityScope: benefit.quantityScope,
    discountScope: benefit.discountScope,
    categoryIds: benefit.categoryIds.filter(isEventCategory),
    ticketIds: [...benefit.ticketIds],
  };
}

const numberOf = (value: number | '') => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The request body: only the chosen discount, the limit only when Limited, the list of the chosen scope only. */
export function toBenefitBody(values: BenefitFormValues, ownerId: string, currency: string): BenefitBody {
  return {
    ownerId,
    name: values.name.trim(),
    amount: values.kind === 'amount' ? toMinorUnits(values.amount, currency) : null,
    percentageValue: values.kind === 'percent' ? numberOf(values.percentageValue) : null,
    limited: values.limited,
    quantity: values.limited ? numberOf(values.quantity) : null,
    quantityScope: values.limited ? values.quantityScope : null,
    discountScope: values.discountScope,
    categoryIds: values.discountScope === 'categories' ? values.categoryIds : [],
    ticketIds: values.discountScope === 'tickets' ? values.ticketIds : [],
  };
}

/**
 * The benefit rules of the domain (the server runs the same) on the form's values: form path -> message. Only the
 * chosen discount's field is checked: the other one is not on screen and is not sent.
 */
export function validateBenefit(values: BenefitFormValues, currency: string): Record<string, string> {
  const body = toBenefitBody(values, '', currency);
  const errors = benefitProblems(
    {
      name: body.name,
      amount: body.amount,
      percentageValue: body.percentageValue,
      limited: values.limited,
      quantity: body.quantity,
      quantityScope: body.quantityScope,
      discountScope: values.discountScope,
      categoryIds: body.categoryIds ?? [],
      ticketIds: body.ticketIds ?? [],
    },
    currency,
  );
  delete errors[values.kind === 'amount' ? 'percentageValue' : 'amount'];
  return errors;
}
