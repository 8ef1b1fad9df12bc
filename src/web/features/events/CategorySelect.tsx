import { Input } from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import { lazy } from 'react';
import { EVENT_LIST_TEXTS } from '../../../contracts/events.messages.ts';
import { EVENT_CATEGORIES } from '../../../domain/events.ts';
import { preloader, useFirstUse } from '../../ui/first-use.ts';
import { LazyBoundary } from '../../ui/LazyBoundary.tsx';
import type { CategorySelectProps } from './LoadedCategorySelect.tsx';

const load = () => import('./LoadedCategorySelect.tsx');
const LoadedCategorySelect = lazy(load);
const preload = preloader(load);

/**
 * The category filter, with Mantine's Select (its combobox, popover and floating-ui) loaded on first use: until then
 * a closed read-only field like the Select's own shows the chosen category; a click swaps in the Select with its list open.
 */
export function CategorySelect(props: CategorySelectProps) {
  const { used, focused, activate } = useFirstUse();
  const { value, allLabel, w } = props;
  const placeholder = (
    <Input
      readOnly
      pointer
      w={w}
      value={EVENT_CATEGORIES.find((c) => c.key === value)?.name ?? allLabel}
      role="combobox"
      aria-label={EVENT_LIST_TEXTS.category}
      aria-haspopup="listbox"
      aria-expanded={false}
      rightSection={<IconSelector size={15} stroke={1.5} />}
      rightSectionPointerEvents="none"
      onClick={activate}
      onMouseEnter={preload}
      onFocus={preload}
    />
  );
  if (!used) return placeholder;
  return (
    <LazyBoundary fallback={placeholder}>
      <LoadedCategorySelect {...props} defaultDropdownOpened autoFocus={focused} />
    </LazyBoundary>
  );
}
