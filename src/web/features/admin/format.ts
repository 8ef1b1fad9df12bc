import { format } from 'date-fns';
import { ADMIN_TEXTS } from '../../../contracts/admin.messages.ts';

/** 'Nov 30, 2026': the console's dates, in the admin's own time zone. */
export const adminDate = (iso: string) => format(new Date(iso), ADMIN_TEXTS.dateFormat);
/** 'Nov 30, 2026 14:05'. */
export const adminDateTime = (iso: string) => format(new Date(iso), ADMIN_TEXTS.dateTimeFormat);
