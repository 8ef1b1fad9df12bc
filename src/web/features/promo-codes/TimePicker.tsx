import { Combobox, InputBase, useCombobox } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { PROMO_FORM_TEXTS as T } from '../../../contracts/promo-codes.messages.ts';
import { normalizeTimeText, timeSteps } from './time-of-day.ts';

export interface TimePickerProps {
  label: string;
  /** 'hh:mm AM/PM', or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** The earliest and latest times offered, as minutes after midnight. */
  min?: number | null;
  max?: number | null;
  error?: ReactNode;
  required?: boolean;
}

/**
 * A time of day (content-management 5): a list every 30 minutes in 'hh:mm AM/PM' within `min` and `max` ('No times
 * available' when none is left), or typed. A typed time counts as soon as it reads as one ('18:30' or '6:30 pm'), and
 * the field shows it as '06:30 PM' once it loses focus; text that is no time goes back to the last time.
 */
export function TimePicker({ label, value, onChange, min, max, error, required }: TimePickerProps) {
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
    onDropdownOpen: () => combobox.updateSelectedOptionIndex('active', { scrollIntoView: true }),
  });
  const options = useMemo(() => timeSteps({ min, max }), [min, max]);
  const [text, setText] = useState(value);
  // The value the text was last made from: a value changed from outside (a cleared end time) replaces the text.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }

  const commit = (next: string) => {
    setShown(next);
    if (next !== value) onChange(next);
  };
  const type = (typed: string) => {
    setText(typed);
    combobox.openDropdown();
    const time = typed.trim() ? normalizeTimeText(typed) : '';
    if (time !== null) commit(time);
  };

  return (
    <Combobox
      store={combobox}
      withinPortal
      onOptionSubmit={(option) => {
        commit(option);
        setText(option);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <InputBase
          label={label}
          required={required}
          error={error}
          placeholder={T.timePlaceholder}
          value={text}
          autoComplete="off"
          leftSection={<IconClock size={16} />}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onChange={(event) => type(event.currentTarget.value)}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            setText(normalizeTimeText(text) ?? value);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={240} style={{ overflowY: 'auto' }}>
          {options.length ? (
            options.map((option) => (
              <Combobox.Option key={option} value={option} active={option === value}>
                {option}
              </Combobox.Option>
            ))
          ) : (
            <Combobox.Empty>{T.noTimesAvailable}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
