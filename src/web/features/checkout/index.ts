export { confirmSandboxPayment, paymentsConfigQuery, type PaymentsConfigReply } from './api.ts';
export type { CardFormHandle } from './card.ts';
export { CardForm, type SandboxCard, SandboxCardForm } from './CardForm.tsx';
// The seat map (a lazy chunk of the checkout) keeps the draft's seats and the seat counts with the checkout's rules.
export { rememberSeats, type CheckoutDraft } from './draft-store.ts';
export { sameCounts, seatedSelection } from './seat-selection.ts';
export type { Selection } from './selection.ts';
export type { CheckoutDraftState } from './useCheckoutDraft.ts';
