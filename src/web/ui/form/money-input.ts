import { currencyInfo } from '../../../domain/money.ts';

/** A NumberInput's props for an amount in major units of `currency`: its symbol, all its decimals, thousands separated, never negative. */
export function moneyInputProps(currency: string) {
  const c = currencyInfo(currency);
  return { decimalScale: c.minorUnits, fixedDecimalScale: true, prefix: c.symbol, thousandSeparator: ',', allowNegative: false } as const;
}
