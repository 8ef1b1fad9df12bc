import { timestamp } from 'drizzle-orm/pg-core';

/** Column builders every table shares: instants are timestamptz. */
export const at = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => at('created_at').notNull().defaultNow();
