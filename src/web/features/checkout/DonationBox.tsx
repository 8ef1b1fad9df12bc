import { Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DONATION_TEXTS as T } from '../../../contracts/checkout.messages.ts';
import { currencyInfo, formatMoney } from '../../../domain/money.ts';
import { donationFromInput } from './selection.ts';

/**
 * The donation box (buyer-side 2.7, 5): a negative amount is made positive, an amount above the event's
 * maximum is capped (the maximum is not shown), the minimum is 0. The suggested amount is offered, or already
 * included when the event includes it automatically.
 */
export function DonationBox({
  title,
  description,
  currency,
  maximum,
  suggested,
  value,
  onChange,
}: {
  title: string | null;
  description: string | null;
  currency: string;
  maximum: number;
  suggested: number | null;
  value: number;
  onChange: (minor: number) => void;
}) {
  const info = currencyInfo(currency);
  const scale = 10 ** info.minorUnits;
  const [text, setText] = useState<string | number>(value ? value / scale : '');
  // Follow outside changes (the suggested amount button, a reload from the order).
  useEffect(() => {
    setText((current) => (donationFromInput(current, info.minorUnits, maximum) === value ? current : value ? value / scale : ''));
  }, [value, scale, info.minorUnits, maximum]);

  const commit = (raw: string | number) => {
    const minor = donationFromInput(raw, info.minorUnits, maximum);
    onChange(minor);
    return minor;
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="checkout-donation-title">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconHeartHandshake size={20} color="var(--mantine-color-pink-6)" style={{ flex: '0 0 auto' }} />
          <Text fw={600} id="checkout-donation-title">
            {title?.trim() || T.title}
          </Text>
        </Group>
        {description?.trim() ? (
          <Text fz="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {description}
          </Text>
        ) : null}
        <Group align="flex-end" gap="xs" wrap="wrap">
          <NumberInput
            w={180}
            label={T.amount}
            leftSection={<Text fz="sm">{info.symbol}</Text>}
            leftSectionWidth={Math.max(32, info.symbol.length * 10 + 16)}
            placeholder={suggested ? String(suggested / scale) : '0'}
            decimalScale={info.minorUnits}
            allowNegative
            hideControls
            value={text}
            onChange={(v) => {
              const minor = donationFromInput(v, info.minorUnits, maximum);
              const raw = typeof v === 'number' ? v : Number(v);
              // A negative or capped amount is shown as it will count.
              if (v !== '' && v !== '-' && Number.isFinite(raw) && Math.round(raw * scale) !== minor) setText(minor / scale);
              else setText(v);
              onChange(minor);
            }}
            onBlur={() => {
              const minor = commit(text);
              setText(minor ? minor / scale : '');
            }}
          />
          {suggested && suggested > 0 && value !== Math.min(suggested, maximum) ? (
            <Button variant="light" color="pink" onClick={() => onChange(Math.min(suggested, maximum))}>
              {T.add(formatMoney(Math.min(suggested, maximum), currency))}
            </Button>
          ) : null}
          {value > 0 ? (
            <Button variant="subtle" color="gray" onClick={() => onChange(0)}>
              {T.none}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
