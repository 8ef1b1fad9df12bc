import { IconChartBar, IconLock } from '@tabler/icons-react';
import { REPORTING_PAGE_TEXTS, REPORTING_TEXTS as T } from '../../../contracts/reporting.messages.ts';
import { errorMessage, isApiError } from '../../app/http.ts';
import { EmptyBlock } from '../../ui/EmptyBlock.tsx';
import { ButtonLink } from '../../ui/links.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';

/** Reports need the owner, a team admin or a site admin: the server's 403 for anyone else. */
export const isForbidden = (error: unknown) => isApiError(error) && error.status === 403;
export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;
/** What a failed report load says: the server's message, else that the report could not load. */
export const reportErrorText = (error: unknown) => errorMessage(error, REPORTING_PAGE_TEXTS.loadFailed);

/** The spec's empty state (accounts-and-reporting 2.3), shown only when the owner has nothing to report yet. */
export function ReportingEmpty() {
  return (
    <EmptyBlock
      icon={<IconChartBar size={28} />}
      title={T.emptyTitle}
      description={T.emptyText}
      action={<ButtonLink to="/event/new">{T.createEvent}</ButtonLink>}
    />
  );
}

/**
 * A report that did not load. A team member without admin rights is told why (retrying would not help); any other
 * failure stops the loading and offers Try again, without taking the page down.
 */
export function ReportFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isForbidden(error)) return <EmptyBlock icon={<IconLock size={28} />} title={T.adminsOnly} />;
  return <RetryAlert message={reportErrorText(error)} onRetry={onRetry} />;
}
