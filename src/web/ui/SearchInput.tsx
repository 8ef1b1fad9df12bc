import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** The search box that leads a table's toolbar: a magnifier, and it grows up to `maxWidth`. */
export function SearchInput({
  label,
  placeholder,
  value,
  onChange,
  maxWidth,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxWidth: number;
}) {
  return (
    <TextInput
      placeholder={placeholder}
      aria-label={label}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      style={{ flex: 1, maxWidth, minWidth: 200 }}
    />
  );
}
