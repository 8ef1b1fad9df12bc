import { Alert, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMailForward, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { unableTo } from '../../../contracts/errors.messages.ts';
import { TEAM_MESSAGES, TEAM_PAGE_TEXTS } from '../../../contracts/team.messages.ts';
import { isValidEmail, normalizeEmail } from '../../../domain/people.ts';
import { errorMessage } from '../../app/http.ts';
import { LIST_SEARCH_DEBOUNCE_MS } from '../../ui/list/list-params.ts';
import { collaboratorSearchQuery, type CollaboratorResult } from './api.ts';
import { ResultRow } from './ResultRow.tsx';

/**
 * A person or organization search (the team's add-member page, an event's or a video's collaborators): the typed text, its
 * debounced query, the results once the query matches what is typed, and the chosen result (cleared by typing).
 * `ownerId` lets the server mark people already on that team; `taken` marks the ones already added here instead.
 */
export function useProfileSearch(ownerId: string | null, taken?: ReadonlySet<string>) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), LIST_SEARCH_DEBOUNCE_MS);
  const [selected, setSelected] = useState<CollaboratorResult | null>(null);
  const search = useQuery(collaboratorSearchQuery(ownerId, debounced));
  const found = debounced ? (search.data?.results ?? []) : [];
  const searched = debounced.length > 0 && search.isSuccess && debounced === text.trim();
  return {
    text,
    debounced,
    search,
    results: taken ? found.map((r) => ({ ...r, alreadyAdded: taken.has(r.id) })) : found,
    /** The results answer what is typed now (not a query still on its way). */
    searched,
    /** Nobody found and the text is an e-mail address: it can be invited. */
    inviteEmail: searched && found.length === 0 && isValidEmail(debounced) ? normalizeEmail(debounced) : null,
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
  label = TEAM_PAGE_TEXTS.searchLabel,
  placeholder,
  description,
  onType,
  autoFocus,
}: {
  state: ProfileSearch;
  label?: string;
  placeholder?: string;
  description?: ReactNode;
  onType?: () => void;
  autoFocus?: boolean;
}) {
  return (
    <TextInput
      label={label}
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

/** The words of a search's outcome; each area passes its own (the team's by default). */
export interface SearchOutcomeTexts {
  resultsFound: (n: number) => string;
  willInvite: (email: string) => string;
  notFound: string;
}

/**
 * What the search found for the typed text: the results (with a count header), the e-mail that will be invited
 * when nobody matches it, or the spec's hint to type an e-mail; a failed search says so.
 */
export function SearchOutcome({
  state,
  alreadyLabel,
  texts = TEAM_MESSAGES,
}: {
  state: ProfileSearch;
  alreadyLabel: string;
  texts?: SearchOutcomeTexts;
}) {
  const { searched, results, inviteEmail, search } = state;
  if (search.isError) {
    return (
      <Text fz="sm" c="red">
        {errorMessage(search.error, unableTo('search'))}
      </Text>
    );
  }
  if (!searched) return null;
  if (results.length > 0) {
    return (
      <ProfileResults
        state={state}
        alreadyLabel={alreadyLabel}
        header={
          <Text fz="sm" c="dimmed">
            {texts.resultsFound(results.length)}
          </Text>
        }
      />
    );
  }
  if (inviteEmail) {
    return (
      <Alert color="violet" icon={<IconMailForward size={18} />} aria-live="polite">
        {texts.willInvite(inviteEmail)}
      </Alert>
    );
  }
  return (
    <Text fz="sm" c="dimmed" aria-live="polite">
      {texts.notFound}
    </Text>
  );
}
