import { Select, type SelectProps } from '@mantine/core';
import { EVENT_LIST_TEXTS } from '../../../contracts/events.messages.ts';
import { EVENT_CATEGORIES, isEventCategory, type EventCategory } from '../../../domain/events.ts';

const ALL = 'all';

export type CategorySelectProps = {
  value: EventCategory | null | undefined;
  onChange: (value: EventCategory | null) => void;
  allLabel: string;
} & Omit<SelectProps, 'value' | 'onChange' | 'data'>;

/** The category filter: 'All types' (or 'All Categories' in the events table) plus the category names. */
export default function LoadedCategorySelect({ value, onChange, allLabel, ...rest }: CategorySelectProps) {
  return (
    <Select
      aria-label={EVENT_LIST_TEXTS.category}
      data={[{ value: ALL, label: allLabel }, ...EVENT_CATEGORIES.map((c) => ({ value: c.key, label: c.name }))]}
      value={value ?? ALL}
      onChange={(next) => onChange(isEventCategory(next) ? next : null)}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      {...rest}
    />
  );
}
