import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TRAFFIC_TEXTS as T } from '../../../contracts/insight.messages.ts';
import { eventTrafficQuery, type TrafficRange } from './api.ts';
import { TrafficPanel } from './TrafficPanel.tsx';

/** The Traffic section of an event's Stats tab: the last 30 days until another range is picked. */
export function EventTraffic({ eventId }: { eventId: string }) {
  const [range, setRange] = useState<TrafficRange>({});
  const traffic = useQuery(eventTrafficQuery(eventId, range));
  return <TrafficPanel title={T.title} level={3} traffic={traffic} onRange={setRange} />;
}
