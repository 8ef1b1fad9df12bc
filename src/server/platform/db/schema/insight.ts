import { pgTable, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { orders } from './checkout.ts';

/**
 * The purchase pixels' memory (accounts-and-reporting 7: "a key-value cache remembers fired purchase pixel events"):
 * one row per order whose purchase event a browser has fired. The primary key makes the claim atomic: the insert
 * that lands is the one first fire; every later claim (a reload, another tab, another device) finds the row.
 */
export const purchasePixelFires = pgTable('purchase_pixel_fires', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  firedAt: at('fired_at').notNull().defaultNow(),
});
