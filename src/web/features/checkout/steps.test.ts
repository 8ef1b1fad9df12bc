import { describe, expect, it } from 'vitest';
import { actionLabel, effectiveStep, inBuyerFunnel, visibleSteps } from './steps.ts';

describe('checkout steps', () => {
  it.each([
    ['buyer', true, ['Tickets', 'Your info', 'Payment']],
    ['buyer', false, ['Tickets', 'Your info']],
    ['guest', true, ['Tickets', 'Guest info (optional)']],
    ['terminal', true, ['Tickets', 'Guest info (optional)', 'Payment']],
  ] as const)('%s flow, payment %s', (flow, needsPayment, labels) => {
    expect(visibleSteps({ flow, needsPayment }).map((s) => s.label)).toEqual(labels);
  });
  it.each([
    ['info', null, true, 'tickets'],
    ['info', { step: 'select' as const }, true, 'info'],
    ['payment', { step: 'select' as const }, true, 'info'],
    ['payment', { step: 'pay' as const }, true, 'payment'],
    ['payment', { step: 'pay' as const }, false, 'info'],
    ['tickets', { step: 'pay' as const }, true, 'tickets'],
  ] as const)('asked %s with %o', (requested, order, pay, step) => expect(effectiveStep(requested, order, pay)).toBe(step));
  it('reads Continue, then Confirm on Payment', () => {
    expect(actionLabel('tickets')).toBe('Continue');
    expect(actionLabel('info')).toBe('Continue');
    expect(actionLabel('payment')).toBe('Confirm');
  });
});

describe('the buyer funnel', () => {
  it.each([
    ['buyer', true],
    ['guest', false],
    ['terminal', false],
  ] as const)('%s flow counts: %s', (flow, counts) => {
    expect(inBuyerFunnel(flow)).toBe(counts);
  });
});
