/** Payouts texts and limits: the contract's zod-free module (no zod on the settings pages). */
import { PAYOUT_SORTS } from '../../../contracts/payments.messages.ts';

export { CARD_READER_MESSAGES, PAYOUT_MESSAGES, PAYOUT_SORTS, PAYOUTS_PER_PAGE, SANDBOX_LABEL } from '../../../contracts/payments.messages.ts';
export type PayoutSort = (typeof PAYOUT_SORTS)[number];
