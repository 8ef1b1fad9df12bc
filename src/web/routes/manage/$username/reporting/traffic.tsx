import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { TRAFFIC_TEXTS as T } from '../../../../../contracts/insight.messages.ts';
import { useManagedProfile } from '../../../../features/manage/api.ts';
import { ownerTrafficQuery, TrafficPanel, type TrafficRange } from '../../../../features/traffic/index.ts';
import { trafficSearchParams } from '../../../../features/traffic/search.ts';

/** Reporting > Traffic: the traffic of all the owner's events together; ?from and ?to live in the address. */
export const Route = createFileRoute('/manage/$username/reporting/traffic')({
  validateSearch: trafficSearchParams,
  component: TrafficRoute,
});

function TrafficRoute() {
  const { profile } = useManagedProfile();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const traffic = useQuery(ownerTrafficQuery(profile.id, search));
  const onRange = (range: TrafficRange) => void navigate({ search: range, replace: true });
  return <TrafficPanel title={T.overviewTitle} level={2} traffic={traffic} onRange={onRange} />;
}
