import { ATTENDANCE_TYPES } from '../../../domain/tickets.values.ts';
import { enumParam, optionalText, uuidParam } from '../../app/search-params.ts';
import { CHECKOUT_STEP_KEYS } from './step-keys.ts';

/**
 * The checkout's query parameters (buyer-side 2.7): `event` (the /checkout?event= and /event?event= forms),
 * ticketType, occurrenceId, order, promoCode, page (the step) and tab=info.
 */
export const CHECKOUT_SEARCH = {
  event: uuidParam,
  ticketType: enumParam(ATTENDANCE_TYPES),
  occurrenceId: uuidParam,
  order: uuidParam,
  promoCode: optionalText,
  page: enumParam(CHECKOUT_STEP_KEYS),
  tab: enumParam(['info']),
};

/** With paymentMethod=terminal: the door sale on a card reader. */
export const CHECKOUT_SEARCH_WITH_TERMINAL = { ...CHECKOUT_SEARCH, paymentMethod: enumParam(['terminal']) };
