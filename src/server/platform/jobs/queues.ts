import { MAIL_QUEUE } from '../mail/mail.jobs.ts';

/** Every queue the worker serves; pg-boss 10 needs each created before use. */
export const QUEUES = [MAIL_QUEUE] as const;
