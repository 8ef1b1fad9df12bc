import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { EVENT_MESSAGES } from '../../../../contracts/events.messages.ts';
import { scrollBehavior } from '../../../app/motion.ts';
import type { PageAlert } from './EventCollaborators.tsx';
import { hasSuccessAlert, initialAlerts, upsertAlert, withoutAlert, withoutSuccessAlerts } from './page-alerts.ts';
import type { EventPageSearch } from './search.ts';

/** The alerts at the top of the event page: errorCode=1's message, then those the page's actions add. */
export function usePageAlerts(errorCode: EventPageSearch['errorCode']) {
  const navigate = useNavigate();
  const [alerts, setAlerts] = useState<PageAlert[]>(() => initialAlerts(errorCode));

  // errorCode=1 shows its alert once, then leaves the address.
  useEffect(() => {
    if (errorCode) void navigate({ to: '.', search: (prev: EventPageSearch) => ({ ...prev, errorCode: undefined }), replace: true } as never);
  }, [errorCode, navigate]);

  // Success alerts clear themselves after 5 seconds; errors stay until dismissed.
  useEffect(() => {
    if (!hasSuccessAlert(alerts)) return;
    const timer = window.setTimeout(() => setAlerts(withoutSuccessAlerts), EVENT_MESSAGES.publishSuccessMs);
    return () => window.clearTimeout(timer);
  }, [alerts]);

  const addAlert = (alert: PageAlert) => {
    setAlerts((prev) => upsertAlert(prev, alert));
    // The alerts sit at the top of the page: bring them into view.
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  };
  const dismissAlert = (id: string) => setAlerts((prev) => withoutAlert(prev, id));

  return { alerts, addAlert, dismissAlert };
}
