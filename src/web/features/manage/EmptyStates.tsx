import { IconChartBar } from '@tabler/icons-react';
import { MANAGE_TEXTS as T } from '../../../contracts/manage.messages.ts';
import { EmptyBlock } from '../../ui/EmptyBlock.tsx';
import { ButtonLink } from '../../ui/links.tsx';

/** The reporting empty state (accounts-and-reporting 2.3). */
export function ReportingEmpty() {
  return (
    <EmptyBlock
      icon={<IconChartBar size={28} />}
      title={T.reportingEmptyTitle}
      description={T.reportingEmptyText}
      action={<ButtonLink to="/event/new">{T.createEvent}</ButtonLink>}
    />
  );
}

export function CreateEventButton() {
  return <ButtonLink to="/event/new">{T.createEvent}</ButtonLink>;
}
