export { confirmSandboxPayment, paymentsConfigQuery, type PaymentsConfigReply } from './api.ts';
export type { CardFormHandle } from './card.ts';
export { CardForm, type SandboxCard, SandboxCardForm } from './CardForm.tsx';
