// The relevance order of a text search (sortBy=relevance, the default with a query: docs/api.md#directory).
// Tiers, each by popularity (contact counts), then name:
//   0  the IATA or ICAO code is the text ("AC": Air Canada)
//   1  the name starts with the text ("Air C...")
//   2  flies to the place the text names and is based in its country ("Frankfurt", "FRA": Lufthansa)
//   3  flies there;  4  is based in its country (directory/places.ts)
//   5  every other match (the text inside a name, a country: "FRA" in "France")
// A page needs only its first offset + limit rows, so each tier is read by index and cut there (r). Tier 5
// is the rest of the matches in the popularity order, paged by the walk or fetch plan of search-sql.ts, and
// not read at all once r fills the page (its LIMIT is 0). Each row belongs to its first tier.
import { and, sql, type SQL } from 'drizzle-orm';
import { airlines } from '../../schema';
import { basedThere, fliesThere } from './places';
import { orderBy, planCondition, type Matches } from './search-sql';
import { startsWith } from './text-range';

/** The conditions of tiers 0 and 1 (the code is the text; the name starts with it), on the airlines table. */
export function textTiers(text: string): SQL[] {
  const code = text.toUpperCase();
  return [sql`(${airlines.iataCode} = ${code} OR ${airlines.icaoCode} = ${code})`, startsWith(airlines.name, text)];
}

/**
 * The CTEs r (id, tier of tiers 0-4: each tier's first offset + limit rows) and k (r's rows, at most
 * offset + limit). A tier leaves out the rows of the tiers before it by testing the row itself: SQLite plans
 * a statement anew on every run, and copies a CTE's definition for every reference to it, so CTEs that refer
 * to each other in a chain made planning cost more than running (docs/benchmarks.md).
 */
export function relevanceCtes(text: string, ms: Matches, filters: SQL[], offset: number, limit: number): SQL {
  const tiers = textTiers(text);
  const want = offset + limit;
  const order = sql.join(orderBy('relevance'), sql`, `);
  // Codes and name prefixes are few conditions on the row, left out of the later tiers by testing it.
  const arm = (tier: SQL, condition: SQL, earlier: SQL[]) =>
    sql`SELECT * FROM (SELECT ${airlines.id} AS id, ${tier} AS tier FROM ${airlines}
      WHERE ${and(condition, ...earlier.map((c) => sql`NOT ${c}`), ...filters)} ORDER BY tier, ${order} LIMIT ${want})`;
  const arms = tiers.map((condition, tier) => arm(sql.raw(String(tier)), condition, tiers.slice(0, tier)));
  // The place's tiers in one arm (each arm costs planning on every run): flies there and based there, flies
  // there, based there.
  if (ms.places)
    arms.push(
      arm(
        sql`CASE WHEN ${fliesThere} THEN CASE WHEN ${basedThere} THEN 2 ELSE 3 END ELSE 4 END`,
        sql`(${fliesThere} OR ${basedThere})`,
        tiers,
      ),
    );
  return sql`r AS MATERIALIZED (${sql.join(arms, sql` UNION ALL `)}),
    k AS MATERIALIZED (SELECT min(${want}, count(*)) AS k FROM r)`;
}

/**
 * The page's arms, to UNION ALL under the statement's w (plan) and k: r's rows of the page first, then what
 * they leave of it from the rest of the matches in the popularity order (walked or fetched as w's plan says).
 * Each arm cuts its own rows (no ORDER BY and LIMIT over the union: SQLite would merge the arms in order,
 * and a merged arm no longer stops at its LIMIT of 0).
 */
export function relevancePage(ms: Matches, filters: SQL[], offset: number, limit: number, plans: number[]): SQL {
  const order = sql.join(orderBy('relevance'), sql`, `);
  const tiered = sql`SELECT * FROM (SELECT ${airlines}.*, r.tier AS tier FROM r JOIN ${airlines} ON ${airlines.id} = r.id
    ORDER BY r.tier, ${order} LIMIT ${limit} OFFSET ${offset})`;
  // What r's rows leave of the page, and where the rest starts.
  const restLimit = sql`${limit} - max(0, min(${limit}, k - ${offset}))`;
  const rest = plans.map((planNo) => {
    const walk = planNo % 2 === 1;
    const where = and(
      planCondition(ms, planNo, false),
      sql`${walk ? sql`+${airlines.id}` : sql`${airlines.id}`} NOT IN (SELECT id FROM r)`,
      ...filters,
    );
    return sql`SELECT * FROM (SELECT ${airlines}.*, 5 AS tier FROM ${airlines} WHERE ${where} ORDER BY ${order}
      LIMIT (SELECT CASE plan WHEN ${sql.raw(String(planNo))} THEN ${restLimit} ELSE 0 END FROM w, k)
      OFFSET (SELECT max(0, ${offset} - k) FROM k))`;
  });
  return sql`${tiered} UNION ALL ${sql.join(rest, sql` UNION ALL `)}`;
}

/** The outer order of the page: the tier, then popularity and name. */
export const relevanceOuterOrder = (): SQL[] => [sql`p.tier`, ...orderBy('relevance', true)];
