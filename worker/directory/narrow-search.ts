// The short statement of a text search (directory/search.ts tries it first). Most searches match at most
// SEARCH_TOTAL_CAP companies and name no place; then m (search-sql.ts) holds every match, and the page is
// m's rows sorted, with relevance's tiers 0, 1 and 5 (relevance.ts) as one CASE. The general statement
// would give the same page, but SQLite plans a statement anew on every run, and planning the general one
// (walk and fetch arms, tier arms, place CTEs) cost more than running it: docs/benchmarks.md#directory-search-at-100000-companies.
//
// The statement also says whether its answer is whole: not when m stopped at the cap (a page may need
// matches past it) or when the text names an airport (the place's airlines are matches and tiers of their
// own). Then search.ts runs the general statement instead.
import { recordColumns } from './airline-records';
import { sql, type SQL } from 'drizzle-orm';
import { airlines } from '../../schema';
import { SEARCH_TOTAL_CAP, type SortBy } from '../contracts';
import { namesAirport } from './places';
import { textTiers } from './relevance';
import { matches, orderBy } from './search-sql';
import { searchKey } from './text-range';
import { DIRECTORY_VERSION } from './version';

/**
 *   WITH m AS MATERIALIZED (the first 1,001 matching ids), c AS MATERIALIZED (count of m)
 *   SELECT c.n, place?, max(id), version, p.* FROM c LEFT JOIN (m's rows, sorted, the page; LIMIT 0 past the cap) p
 *
 * The LEFT JOIN keeps one row (the count, page columns NULL) when the page is empty.
 */
export function narrowStatement(text: string, filters: SQL[], sortBy: SortBy, offset: number, limit: number): SQL {
  const { m } = matches(text, filters, false);
  const relevance = sortBy === 'relevance';
  const [code, prefix] = textTiers(text);
  const tier = relevance ? sql`CASE WHEN ${code} THEN 0 WHEN ${prefix} THEN 1 ELSE 5 END` : sql`0`;
  return sql`WITH m AS MATERIALIZED (${m}), c AS MATERIALIZED (SELECT count(*) AS n FROM m)
    SELECT c.n AS search_total, ${namesAirport(searchKey(text))} AS search_place, (SELECT max(id) FROM ${airlines}) AS search_size,
      ${DIRECTORY_VERSION} AS search_version, p.*, ${recordColumns(sql`p.id`)}
    FROM c LEFT JOIN (SELECT ${airlines}.*, ${tier} AS tier FROM m JOIN ${airlines} ON ${airlines.id} = m.id
      ORDER BY tier, ${sql.join(orderBy(sortBy), sql`, `)}
      LIMIT (SELECT CASE WHEN n > ${SEARCH_TOTAL_CAP} THEN 0 ELSE ${limit} END FROM c) OFFSET ${offset}) p
    ORDER BY p.tier, ${sql.join(orderBy(sortBy, true), sql`, `)}`;
}

/** How many ids m holds (at most SEARCH_TOTAL_CAP + 1), and the table's size (max(id)), for the plan choice. */
export const mCount = (first: Record<string, unknown> | undefined) => Number(first?.search_total ?? 0);
export const tableSize = (first: Record<string, unknown> | undefined) => Number(first?.search_size ?? 0);

/** The text named an airport (the narrow statement's first row). */
export const namesAPlace = (first: Record<string, unknown> | undefined) => Number(first?.search_place ?? 0) === 1;

/** The narrow statement's answer is the search's answer: m held every match and no place was named. */
export const isWhole = (first: Record<string, unknown> | undefined) =>
  mCount(first) <= SEARCH_TOTAL_CAP && !namesAPlace(first);
