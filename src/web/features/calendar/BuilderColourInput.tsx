import { ColorSwatch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CALENDAR_BUILDER_TEXTS as T } from '../../../contracts/calendar.messages.ts';
import { CALENDAR_LIMITS, isValidColour } from '../../../domain/calendar.ts';

/**
 * A hex colour typed without '#' (the parent normalizes what is typed), with a swatch of it. The error waits for the
 * field to be left once, so it does not flash while the six digits are being typed.
 */
export function BuilderColourInput({ label, value, onChange }: { label: string; value: string; onChange: (typed: string) => void }) {
  const [left, setLeft] = useState(false);
  const valid = isValidColour(value);
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      onBlur={() => setLeft(true)}
      maxLength={CALENDAR_LIMITS.colourInputMax}
      autoComplete="off"
      spellCheck={false}
      ff="monospace"
      leftSection={<ColorSwatch size={18} color={valid ? `#${value}` : 'transparent'} withShadow aria-hidden />}
      error={left && !valid ? T.invalidColour : null}
    />
  );
}
