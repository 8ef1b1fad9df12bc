import { describe, expect, it } from 'vitest';
import { promoTagText, promoValueText } from './promo-text.ts';

const promo = { code: 'WELCOME10', name: 'Welcome 10% off', amount: null, percentageValue: null };

describe('promoValueText', () => {
  it.each([
    [{ amount: null, percentageValue: 25 }, '25% off'],
    [{ amount: 500, percentageValue: null }, '£5.00 off each ticket'],
    [{ amount: null, percentageValue: null }, 'applied'],
    [{ amount: 0, percentageValue: 0 }, 'applied'],
  ])('%j reads %s', (value, text) => {
    expect(promoValueText(value, 'gbp')).toBe(text);
  });
});

describe('promoTagText', () => {
  it('names an event code by its name and value', () => {
    expect(promoTagText({ ...promo, percentageValue: 10 }, 'gbp')).toBe('Welcome 10% off · 10% off');
  });

  it('gives only the value when the name is the code (global codes), so the tag does not repeat the code', () => {
    expect(promoTagText({ ...promo, name: 'ALMWS0KH6R', code: 'ALMWS0KH6R', percentageValue: 25 }, 'usd')).toBe('25% off');
    expect(promoTagText({ ...promo, name: '', amount: 1000 }, 'usd')).toBe('$10.00 off each ticket');
  });
});
