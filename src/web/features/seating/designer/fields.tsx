import { NumberInput, Select, TextInput } from '@mantine/core';
import { DESIGNER_PROPERTIES_TEXTS as T } from '../../../../contracts/seating-web.messages.ts';
import type { SeatCategory } from '../../../../contracts/seating.ts';

/** A number field that changes the drawing only with a number in range (an emptied field keeps the last value). */
export function NumberField({
  label,
  value,
  min,
  max,
  step = 1,
  decimals = false,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  decimals?: boolean;
  onChange: (value: number) => void;
}) {
  return (
    <NumberInput
      size="xs"
      label={label}
      value={value}
      min={min}
      max={max}
      step={step}
      allowDecimal={decimals}
      clampBehavior="strict"
      onChange={(v) => {
        if (typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max) onChange(v);
      }}
    />
  );
}

export function TextField({ label, value, max, onChange }: { label: string; value: string; max: number; onChange: (value: string) => void }) {
  return <TextInput size="xs" label={label} value={value} maxLength={max} onChange={(e) => onChange(e.currentTarget.value)} />;
}

const NONE = '';

/**
 * The category of a row, table or area ('No category' leaves it without one, which the checks list). `undefined`:
 * several objects with different categories, shown as a placeholder until one is chosen for all.
 */
export function CategoryField({
  categories,
  value,
  onChange,
}: {
  categories: SeatCategory[];
  value: string | null | undefined;
  onChange: (key: string | null) => void;
}) {
  return (
    <Select
      size="xs"
      label={T.category}
      data={[{ value: NONE, label: T.noCategory }, ...categories.map((c) => ({ value: c.key, label: c.name }))]}
      value={value === undefined ? null : (value ?? NONE)}
      placeholder={T.mixed}
      allowDeselect={false}
      onChange={(v) => v !== null && onChange(v ? v : null)}
    />
  );
}
