// The relevance order of a text search (sortBy=relevance, the default with a query: docs/api.md#directory).
// Tiers, each by popularity (contact counts), then name:
//   0  the IATA or ICAO code is the text ("AC": Air Canada)
//   1  the name starts with the text ("Air C...")
//   2  flies to the place the text names and is based in its country ("Frankfurt": Lufthansa, Condor)
//   3  flies there;  4  is based in its country (directory/places.ts)
//   5  every other match (the text inside a name, a country)
// Tiers 0 to 4 are few and read by index (r), sorted in full; tier 5 is the rest of the matches in the
// popularity order, paged by the walk or fetch plan of search-sql.ts. The page takes what it needs of r
// first (k rows after the filters), then continues into the rest.
import { and, sql, type SQL } from 'drizzle-orm';
import { airlines } from '../../schema';
import { inMatches, orderBy } from './search-sql';
import { startsWith } from './text-range';

/** The CTEs r (id, tier of tiers 0-4) and k (how many of r pass the filters). */
export function relevanceCtes(text: string, places: boolean, filters: SQL[]): SQL {
  const code = text.toUpperCase();
  const tiers: SQL[] = [
    sql`SELECT ${airlines.id} AS id, 0 AS tier FROM ${airlines} WHERE ${airlines.iataCode} = ${code} OR ${airlines.icaoCode} = ${code}`,
    sql`SELECT ${airlines.id}, 1 FROM ${airlines} WHERE ${startsWith(airlines.name, text)}`,
  ];
  if (places)
    tiers.push(
      sql`SELECT id, CASE WHEN id IN (SELECT id FROM pb) THEN 2 ELSE 3 END FROM pf`,
      sql`SELECT id, 4 FROM pb`,
    );
  const counted = filters.length
    ? sql`SELECT count(*) FROM r JOIN ${airlines} ON ${airlines.id} = r.id WHERE ${and(...filters)}`
    : sql`SELECT count(*) FROM r`;
  return sql`r AS MATERIALIZED (SELECT id, min(tier) AS tier FROM (${sql.join(tiers, sql` UNION ALL `)}) GROUP BY id),
    k AS MATERIALIZED (SELECT (${counted}) AS k)`;
}

/**
 * The page's arms, to UNION ALL under the statement's w (plan) and k: r's rows first, then the rest of the
 * matches in the popularity order (walked or fetched as w's plan says), each row with its tier.
 */
export function relevanceArms(filters: SQL[], offset: number, limit: number): SQL {
  const tiered = sql`SELECT * FROM (SELECT ${airlines}.*, r.tier AS tier FROM r JOIN ${airlines} ON ${airlines.id} = r.id
    ${filters.length ? sql`WHERE ${and(...filters)}` : sql``}
    ORDER BY r.tier, ${sql.join(orderBy('relevance'), sql`, `)} LIMIT ${limit} OFFSET ${offset})`;
  // What r's rows leave of the page, and where the rest starts.
  const restLimit = sql`${limit} - max(0, min(${limit}, k - ${offset}))`;
  const rest = (byIndex: boolean, planNo: number) => {
    const where = and(
      inMatches(byIndex),
      sql`${byIndex ? sql`${airlines.id}` : sql`+${airlines.id}`} NOT IN (SELECT id FROM r)`,
      ...filters,
    );
    return sql`SELECT * FROM (SELECT ${airlines}.*, 5 AS tier FROM ${airlines} WHERE ${where}
      ORDER BY ${sql.join(orderBy('relevance'), sql`, `)}
      LIMIT (SELECT CASE plan WHEN ${sql.raw(String(planNo))} THEN ${restLimit} ELSE 0 END FROM w, k)
      OFFSET (SELECT max(0, ${offset} - k) FROM k))`;
  };
  return sql`${tiered} UNION ALL ${rest(false, 1)} UNION ALL ${rest(true, 2)}`;
}

/** The outer order of the page: the tier, then popularity and name. */
export const relevanceOuterOrder = (): SQL[] => [sql`p.tier`, ...orderBy('relevance', true)];
