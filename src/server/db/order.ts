import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Descending order that matches the schema's indexes: Drizzle creates `DESC NULLS LAST` indexes, and
 * PostgreSQL only walks such an index for `ORDER BY … DESC NULLS LAST` (plain DESC means NULLS FIRST).
 */
export function descNullsLast(column: AnyColumn | SQL): SQL {
  return sql`${column} DESC NULLS LAST`;
}
