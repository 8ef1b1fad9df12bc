import { sql, type SQL } from 'drizzle-orm';

/**
 * `lower(column) like 'text%'`, the text's own % and _ taken literally: the admin searches match the start of a
 * value, which a `lower(x) text_pattern_ops` index answers (migration admin_search).
 */
export function startsWith(column: SQL, text: string): SQL {
  const pattern = `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`lower(${column}) like ${pattern} escape '\\'`;
}
