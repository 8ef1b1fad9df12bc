import { BROADCAST_TAB_TEXTS as T } from '../../../contracts/broadcasts-web.messages.ts';
import { confirmAction } from '../../ui/confirm.tsx';

/** Stop ends a broadcast for good (the tab's Stop and the go-live panel's ask the same). */
export const confirmStop = () => confirmAction({ title: T.stopTitle, message: T.stopText, confirmLabel: T.stop, danger: true });
