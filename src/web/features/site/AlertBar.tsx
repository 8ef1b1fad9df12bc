import { IconSpeakerphone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { SITE_ALERT_TEXTS as T } from '../../../contracts/site.messages.ts';
import { DISMISSED_ALERT_COOKIE } from '../../../contracts/site.values.ts';
import { writeCookie, YEAR_SECONDS } from '../../app/cookies.ts';
import { NoticeBar } from '../../ui/NoticeBar.tsx';
import { siteAlertQuery } from './api.ts';

export const DISMISSED_ALERT_KEY = 'ovation.dismissedAlertId';

/** The server's first HTML leaves a closed alert out too (contexts/site/alert-first-html.ts). */
const rememberForServer = (id: string) => writeCookie(DISMISSED_ALERT_COOKIE, id, YEAR_SECONDS, 'lax');

/**
 * The global alert bar (buyer-side 2.1): the site-wide message with a close control; dismissal is kept per alert id,
 * in local storage for the app and in a cookie for the server.
 */
export function AlertBar() {
  const { data } = useQuery(siteAlertQuery);
  const alert = data?.alert;
  if (!alert) return null;
  return (
    <NoticeBar
      key={alert.id}
      id={alert.id}
      storageKey={DISMISSED_ALERT_KEY}
      storage="local"
      label={T.label}
      closeLabel={T.dismiss}
      icon={<IconSpeakerphone size={18} style={{ flexShrink: 0 }} aria-hidden />}
      bg="violet.7"
      c="white"
      wrap="nowrap"
      onDismiss={rememberForServer}
    >
      {alert.message}
    </NoticeBar>
  );
}
