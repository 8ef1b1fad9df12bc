import { describe, expect, it } from 'vitest';
import type { CardOutcome } from './card.ts';
import { formMessage, STRIPE_FALLBACK_MESSAGES, stripeOutcome, type StripeConfirmResult } from './stripe-outcome.ts';

const cardError = (code: string, message?: string) => ({ error: { type: 'card_error', code, message } });
const notCompleted: CardOutcome = { kind: 'error', message: STRIPE_FALLBACK_MESSAGES.notCompleted };

describe('stripeOutcome', () => {
  it.each<[string, StripeConfirmResult, CardOutcome]>([
    ['succeeded', { paymentIntent: { status: 'succeeded' } }, { kind: 'paid' }],
    ['processing', { paymentIntent: { status: 'processing' } }, { kind: 'paid' }],
    ['requires_capture', { paymentIntent: { status: 'requires_capture' } }, { kind: 'paid' }],
    ['requires_payment_method without error', { paymentIntent: { status: 'requires_payment_method' } }, notCompleted],
    ['requires_action without error', { paymentIntent: { status: 'requires_action' } }, notCompleted],
    ['no error and no payment intent', {}, notCompleted],
    [
      'validation_error',
      { error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } },
      { kind: 'invalid' },
    ],
    ['incorrect_zip', cardError('incorrect_zip', 'Your postal code is incorrect.'), { kind: 'invalid', message: 'Your postal code is incorrect.' }],
    ['card_declined', cardError('card_declined', 'Your card was declined.'), { kind: 'declined', message: 'Your card was declined.' }],
    ['expired_card', cardError('expired_card', 'Your card has expired.'), { kind: 'declined', message: 'Your card has expired.' }],
    ['card_error without message', cardError('card_declined'), { kind: 'declined', message: STRIPE_FALLBACK_MESSAGES.declined }],
    [
      'authentication failure',
      { error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate.' } },
      { kind: 'error', message: 'We are unable to authenticate.' },
    ],
    ['api_connection_error', { error: { type: 'api_connection_error', message: 'Network error' } }, { kind: 'error', message: 'Network error' }],
    ['error without message', { error: { type: 'api_error' } }, { kind: 'error', message: STRIPE_FALLBACK_MESSAGES.error }],
    // Should both come, the error decides.
    [
      'card_error with a payment intent',
      { ...cardError('card_declined', 'Declined.'), paymentIntent: { status: 'requires_payment_method' } },
      { kind: 'declined', message: 'Declined.' },
    ],
  ])('%s', (_label, result, outcome) => expect(stripeOutcome(result)).toEqual(outcome));
});

describe('formMessage', () => {
  it.each<[CardOutcome, string | null]>([
    [{ kind: 'paid' }, null],
    [{ kind: 'invalid' }, null],
    [{ kind: 'invalid', message: 'Your postal code is incorrect.' }, 'Your postal code is incorrect.'],
    [{ kind: 'declined', message: 'Your card was declined.' }, null],
    [{ kind: 'error', message: 'Network error' }, 'Network error'],
  ])('%o shows %s', (outcome, message) => expect(formMessage(outcome)).toBe(message));
});
