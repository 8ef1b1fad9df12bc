import { IconChartBar } from '@tabler/icons-react';
import { EmptyBlock } from '../../ui/EmptyBlock.tsx';
import { ButtonLink } from '../../ui/links.tsx';

export const REPORTING_EMPTY_TITLE = 'No data yet!';
export const REPORTING_EMPTY_TEXT = 'Your revenue metrics will appear here once you start creating and managing events and memberships.';

/** The reporting empty state (accounts-and-reporting 2.3). */
export function ReportingEmpty() {
  return (
    <EmptyBlock
      icon={<IconChartBar size={28} />}
      title={REPORTING_EMPTY_TITLE}
      description={REPORTING_EMPTY_TEXT}
      action={<ButtonLink to="/event/new">Create An Event</ButtonLink>}
    />
  );
}

export function CreateEventButton() {
  return <ButtonLink to="/event/new">Create An Event</ButtonLink>;
}
