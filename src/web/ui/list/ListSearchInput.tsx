import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { LIST_TEXTS } from './texts.ts';
import { useListSearch } from './useListSearch.ts';

export interface ListSearchProps {
  /** The accessible name ('Search guests'); lists have no visible label, the placeholder says what it matches. */
  label: string;
  placeholder: string;
  /** The search in the address. */
  value: string | undefined;
  /** Gets the debounced, trimmed text (undefined when blank); write it to the address with searchPatch(). */
  onSearch: (search: string | undefined) => void;
  maxLength?: number;
}

/** The toolbar's search box: instant typing, a debounced search in the address, and a clear button. */
export function ListSearchInput({ label, placeholder, value, onSearch, maxLength = 100 }: ListSearchProps) {
  const [text, setText] = useListSearch(value, onSearch);
  return (
    <TextInput
      aria-label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      rightSection={text ? <CloseButton size="sm" aria-label={LIST_TEXTS.clearSearch} onClick={() => setText('')} /> : null}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      maxLength={maxLength}
      style={{ flex: '1 1 220px', minWidth: 0, maxWidth: 420 }}
    />
  );
}
