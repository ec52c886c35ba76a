// The relevance order of a text search (sortBy=relevance, the default with a query: docs/api.md#directory).
// Tiers, each by popularity (contact counts), then name:
//   0  the IATA or ICAO code is the text ("AC": Air Canada)
//   1  the name starts with the text ("Air C...")
//   2  flies to the place the text names and is based in its country ("Frankfurt", "FRA": Lufthansa)
//   3  flies there;  4  is based in its country (directory/places.ts)
//   5  every other match (the text inside a name, a country: "FRA" in "France")
// A page needs only its first offset + limit rows, so each tier is read by index and cut there, and a tier
// is not read at all once the tiers before it fill that (its LIMIT is 0): r0..r4 each hold the tiers so far.
// Tier 5 is the rest of the matches in the popularity order, paged by the walk or fetch plan of
// search-sql.ts, skipped the same way. Each row belongs to its first tier: a tier leaves out the ids of r.
import { and, sql, type SQL } from 'drizzle-orm';
import { airlines } from '../../schema';
import { basedThere, fliesThere } from './places';
import { orderBy, planCondition, PLANS, type Matches } from './search-sql';
import { startsWith } from './text-range';

/** The CTEs r (id, tier of tiers 0-4, at most offset + limit rows) and k (their number). */
export function relevanceCtes(text: string, ms: Matches, filters: SQL[], offset: number, limit: number): SQL {
  const code = text.toUpperCase();
  const tiers: SQL[] = [
    sql`(${airlines.iataCode} = ${code} OR ${airlines.icaoCode} = ${code})`,
    startsWith(airlines.name, text),
  ];
  if (ms.places) tiers.push(sql`${fliesThere} AND ${basedThere}`, fliesThere, basedThere);
  const want = offset + limit;
  const order = sql.join(orderBy('relevance'), sql`, `);
  const ctes = tiers.map((condition, tier) => {
    const before = tier === 0 ? undefined : `r${tier - 1}`;
    const where = and(
      condition,
      before ? sql`${airlines.id} NOT IN (SELECT id FROM ${sql.raw(before)})` : undefined,
      ...filters,
    );
    const room = before ? sql`(SELECT max(0, ${want} - count(*)) FROM ${sql.raw(before)})` : sql`${want}`;
    const arm = sql`SELECT * FROM (SELECT ${airlines.id} AS id, ${sql.raw(String(tier))} AS tier FROM ${airlines}
      WHERE ${where} ORDER BY ${order} LIMIT ${room})`;
    return sql`${sql.raw(`r${tier}`)} AS MATERIALIZED (${before ? sql`SELECT * FROM ${sql.raw(before)} UNION ALL ` : sql``}${arm})`;
  });
  return sql`${sql.join(ctes, sql`, `)}, r AS (SELECT * FROM ${sql.raw(`r${tiers.length - 1}`)}),
    k AS MATERIALIZED (SELECT count(*) AS k FROM r)`;
}

/**
 * The page's arms, to UNION ALL under the statement's w (plan) and k: r's rows of the page first, then what
 * they leave of it from the rest of the matches in the popularity order (walked or fetched as w's plan says).
 * Each arm cuts its own rows (no ORDER BY and LIMIT over the union: SQLite would merge the arms in order,
 * and a merged arm no longer stops at its LIMIT of 0).
 */
export function relevancePage(ms: Matches, filters: SQL[], offset: number, limit: number): SQL {
  const order = sql.join(orderBy('relevance'), sql`, `);
  const tiered = sql`SELECT * FROM (SELECT ${airlines}.*, r.tier AS tier FROM r JOIN ${airlines} ON ${airlines.id} = r.id
    ORDER BY r.tier, ${order} LIMIT ${limit} OFFSET ${offset})`;
  // What r's rows leave of the page, and where the rest starts.
  const restLimit = sql`${limit} - max(0, min(${limit}, k - ${offset}))`;
  const rest = PLANS.map((planNo) => {
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
