import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/** the LIKE escape character: '!' needs no escaping of its own in either dialect's string literals */
const ESCAPE = '!';

/** the user's text as a LIKE "contains" pattern in which %, _ and the escape character match themselves */
export function containsPattern(text: string): string {
  return `%${text
    .trim()
    .toLowerCase()
    .replace(/[!%_]/g, (c) => `${ESCAPE}${c}`)}%`;
}

/**
 * A case-insensitive "contains" filter on a text column (a search box), the same on SQLite and PostgreSQL: an explicit
 * ESCAPE clause, because SQLite's LIKE has no default escape (a backslash there matches itself, so "per_1" found
 * nothing) while PostgreSQL's is the backslash. NULL counts as ''.
 */
export function containsText(column: Expression<string | null>, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(coalesce(${column}, '')) like ${containsPattern(text)} escape ${sql.lit(ESCAPE)}`;
}
