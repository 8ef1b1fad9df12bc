import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { enumParam, searchParams, uuidParam } from '../../../../app/search-params.ts';
import { GuestsPage, type GuestsSearch } from '../../../../features/guests/GuestsPage.tsx';
import { GUEST_STATUS_FILTERS } from '../../../../features/tickets/statuses.ts';
import { listParams } from '../../../../ui/list/list-params.ts';

/**
 * Guests (the spec's /management/courses/:eventId/registrations). Filters live in the address: search, date (a
 * recurring event's occurrence), status, ticket type, page; ?added=1 shows 'Guest(s) added successfully!' once (the add-guest
 * flow ends here with it).
 */
export const Route = createFileRoute('/management/courses/$eventId/registrations')({
  validateSearch: searchParams({
    ...listParams(100),
    date: uuidParam,
    status: enumParam(GUEST_STATUS_FILTERS),
    ticketTypeId: uuidParam,
    added: enumParam(['1']),
  }),
  component: GuestsRoute,
});

function GuestsRoute() {
  const { eventId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (patch: Partial<GuestsSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  );
  return <GuestsPage eventId={eventId} search={search} onSearch={onSearch} />;
}
