import { CHECKOUT_MESSAGES } from '../../../domain/checkout.ts';

/** A terminal failure reads as the server's message, or 'There was an error with the payment. Please try again.'. */
export function terminalErrorText(message: string | null | undefined): string {
  return message?.trim() ? message.trim() : CHECKOUT_MESSAGES.terminalError;
}
