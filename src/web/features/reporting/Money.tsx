import { Text } from '@mantine/core';
import { formatMoney } from '../../../domain/money.ts';
import { feeMoney } from './format.ts';

/** An amount in a report: on one line with even digits; a fee with its minus sign; a total in bold. */
export function Money({ minor, currency, fee = false, strong = false }: { minor: number; currency: string; fee?: boolean; strong?: boolean }) {
  return (
    <Text component="span" fz="sm" fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {fee ? feeMoney(minor, currency) : formatMoney(minor, currency)}
    </Text>
  );
}
