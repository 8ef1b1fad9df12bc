import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useEffectEvent, useState } from 'react';
import { LIST_SEARCH_DEBOUNCE_MS } from './list-params.ts';

/**
 * The text of a list's search box, kept apart from the address so typing stays instant: the trimmed text reaches
 * `onSearch` LIST_SEARCH_DEBOUNCE_MS after the last key (the caller writes it to the address and goes back to page 1),
 * and a search changed by the address (back button, a link) replaces the text.
 */
export function useListSearch(value: string | undefined, onSearch: (search: string | undefined) => void) {
  const current = value ?? '';
  const [text, setText] = useState(current);
  const [debounced] = useDebouncedValue(text.trim(), LIST_SEARCH_DEBOUNCE_MS);

  const write = useEffectEvent((next: string) => {
    if (next !== current) onSearch(next || undefined);
  });
  useEffect(() => write(debounced), [debounced]);

  // Only a search that differs from what is typed replaces it, so a trailing space being typed survives.
  const read = useEffectEvent((next: string) => {
    if (next !== text.trim()) setText(next);
  });
  useEffect(() => read(current), [current]);

  return [text, setText] as const;
}
