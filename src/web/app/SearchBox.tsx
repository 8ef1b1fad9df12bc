import { ActionIcon } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { SEARCH_TEXTS as T } from '../../contracts/site.messages.ts';
import { PlainField } from '../ui/PlainField.tsx';

/**
 * Search opens /search?utf8=✓&query={text}&tab=events on Enter or the search button, only with text (buyer-side 2.1).
 * A plain field drawn as Mantine's small, round TextInput (ui/PlainField.tsx): the header is in every first load.
 */
export function SearchBox({ onSearched, width = 240 }: { onSearched?: () => void; width?: number | string }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();

  const submit = () => {
    const query = text.trim();
    if (!query) return;
    void navigate({ to: '/search', search: { utf8: '✓', query, tab: 'events' } });
    onSearched?.();
  };

  return (
    <PlainField
      w={width}
      round
      placeholder={T.searchEvents}
      aria-label={T.searchEvents}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          submit();
        }
      }}
      rightSection={
        <ActionIcon variant="subtle" radius="xl" aria-label={T.search} onClick={submit}>
          <IconSearch size={16} />
        </ActionIcon>
      }
    />
  );
}
