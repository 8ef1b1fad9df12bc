import { Loader, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { collaboratorSearchQuery, type CollaboratorResult } from './api.ts';
import { ResultRow } from './ResultRow.tsx';

/** The search debounce of the person or organization search (300 ms). */
export const PROFILE_SEARCH_DEBOUNCE_MS = 300;

/**
 * A person or organization search (the team's add-member page, an event's collaborators): the typed text, its
 * debounced query, the results once the query matches what is typed, and the chosen result (cleared by typing).
 * `ownerId` lets the server mark people already on that team; `taken` marks the ones already added here instead.
 */
export function useProfileSearch(ownerId: string | null, taken?: ReadonlySet<string>) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), PROFILE_SEARCH_DEBOUNCE_MS);
  const [selected, setSelected] = useState<CollaboratorResult | null>(null);
  const search = useQuery(collaboratorSearchQuery(ownerId, debounced));
  const found = debounced ? (search.data?.results ?? []) : [];
  return {
    text,
    debounced,
    search,
    results: taken ? found.map((r) => ({ ...r, alreadyAdded: taken.has(r.id) })) : found,
    /** The results answer what is typed now (not a query still on its way). */
    searched: debounced.length > 0 && search.isSuccess && debounced === text.trim(),
    selected,
    select: setSelected,
    type: (value: string) => {
      setText(value);
      setSelected(null);
    },
    clear: () => {
      setText('');
      setSelected(null);
    },
  };
}

export type ProfileSearch = ReturnType<typeof useProfileSearch>;

/** The search box, with a loader while a query runs; `onType` also runs on every change (to clear form errors). */
export function ProfileSearchInput({
  state,
  placeholder,
  description,
  onType,
  autoFocus,
}: {
  state: ProfileSearch;
  placeholder: string;
  description?: ReactNode;
  onType?: () => void;
  autoFocus?: boolean;
}) {
  return (
    <TextInput
      label="Search for a person or organization"
      description={description}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      rightSection={state.search.isFetching ? <Loader size="xs" /> : null}
      value={state.text}
      onChange={(e) => {
        state.type(e.currentTarget.value);
        onType?.();
      }}
      data-autofocus={autoFocus || undefined}
    />
  );
}

/** The results as selectable rows (those already added are shown but cannot be chosen). */
export function ProfileResults({ state, alreadyLabel, header }: { state: ProfileSearch; alreadyLabel: string; header?: ReactNode }) {
  return (
    <Stack gap="xs" aria-live="polite">
      {header}
      {state.results.map((r) => (
        <ResultRow key={r.id} result={r} selected={state.selected?.id === r.id} onSelect={() => state.select(r)} alreadyLabel={alreadyLabel} />
      ))}
    </Stack>
  );
}
