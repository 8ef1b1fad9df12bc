import { IconSelector } from '@tabler/icons-react';
import { lazy, type SyntheticEvent } from 'react';
import { EVENT_LIST_TEXTS } from '../../../contracts/events.messages.ts';
import { EVENT_CATEGORIES } from '../../../domain/events.ts';
import { preloader } from '../../ui/first-use.ts';
import { LoadOnFirstUse } from '../../ui/LoadOnFirstUse.tsx';
import { PlainField } from '../../ui/PlainField.tsx';
import type { CategorySelectProps } from './LoadedCategorySelect.tsx';

const load = () => import('./LoadedCategorySelect.tsx');
const LoadedCategorySelect = lazy(load);
const preload = preloader(load);

/**
 * The category filter, with Mantine's Select (its combobox, popover and floating-ui) loaded on first use: until then
 * a closed read-only field drawn as the Select's own (ui/PlainField.tsx, no Mantine Input) shows the chosen category; a click swaps in the Select with its list open.
 */
export function CategorySelect(props: CategorySelectProps) {
  const { value, allLabel, w } = props;
  const trigger = (activate: (event: SyntheticEvent<Element>) => void) => (
    <PlainField
      readOnly
      w={w}
      value={EVENT_CATEGORIES.find((c) => c.key === value)?.name ?? allLabel}
      role="combobox"
      aria-label={EVENT_LIST_TEXTS.category}
      aria-haspopup="listbox"
      aria-expanded={false}
      rightSection={<IconSelector size={15} stroke={1.5} />}
      passiveSection
      onClick={activate}
      onMouseEnter={preload}
      onFocus={preload}
    />
  );
  return <LoadOnFirstUse trigger={trigger} loaded={(focused) => <LoadedCategorySelect {...props} defaultDropdownOpened autoFocus={focused} />} />;
}
