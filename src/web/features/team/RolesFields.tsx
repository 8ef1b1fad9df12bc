import { Checkbox, Stack, Text } from '@mantine/core';
import { TEAM_PAGE_TEXTS as T } from '../../../contracts/team.messages.ts';
import type { Roles } from './api.ts';

export const ROLE_LABELS: Record<keyof Roles, string> = T.roleLabels;

/** The team roles (accounts-and-reporting 3, 6). */
export function RolesFields({ value, onChange, disabled }: { value: Roles; onChange: (next: Roles) => void; disabled?: boolean }) {
  return (
    <Stack gap="sm" role="group" aria-label={T.roles}>
      <Text fw={600} fz="sm">
        {T.roles}
      </Text>
      {(Object.keys(ROLE_LABELS) as (keyof Roles)[]).map((key) => (
        <Checkbox
          key={key}
          label={ROLE_LABELS[key]}
          checked={value[key]}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, [key]: e.currentTarget.checked })}
        />
      ))}
    </Stack>
  );
}
