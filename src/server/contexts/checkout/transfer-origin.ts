import { sql, type SQL } from 'drizzle-orm';

/**
 * The ticket a transfer chain started from, as a SQL subquery of its id (the ticket itself when never passed on): a
 * ticket created by a transfer carries no price nor benefit use, the buyer's original does. At most 100 steps back.
 */
export const transferOrigin = (itemId: string): SQL => sql`(
  with recursive chain as (
    select id, transferred_from_id, 0 as depth from order_items where id = ${itemId}
    union all
    select p.id, p.transferred_from_id, c.depth + 1 from order_items p join chain c on p.id = c.transferred_from_id where c.depth < 100
  )
  select id from chain where transferred_from_id is null limit 1
)`;
