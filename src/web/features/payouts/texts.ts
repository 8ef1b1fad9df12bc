/** Payouts texts and limits: the contract's zod-free module (no zod on the settings pages). */
import { PAYOUT_SORTS } from '../../../contracts/payments.messages.ts';

export {
  CARD_READER_MESSAGES,
  CARD_READER_PAGE_TEXTS,
  PAYOUT_MESSAGES,
  PAYOUT_SORTS,
  PAYOUTS_PER_PAGE,
  PAYOUTS_TAB_TEXTS,
  SANDBOX_LABEL,
} from '../../../contracts/payments.messages.ts';
export type PayoutSort = (typeof PAYOUT_SORTS)[number];
