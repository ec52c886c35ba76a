// Directory search (docs/api.md#directory): query building for GET /api/airlines.
//
// Text search is a case-insensitive substring match on name, country, IATA and ICAO code:
// - 3 characters or more: one quoted FTS5 phrase against airlines_fts (a trigram index, migration 0001).
//   With the trigram tokenizer a phrase is exactly a substring match, and because the text is bound as a
//   quoted phrase (inner quotes doubled) FTS syntax such as NEAR, *, ^, AND or column filters, and LIKE
//   wildcards such as % and _, are matched literally.
// - 1 or 2 characters (too short for trigrams): an index range scan instead of a substring scan of every
//   row: the IATA code equals the text, or the ICAO code, the name or the country starts with it.
//   A one-letter substring would match nearly every airline anyway; a two-letter text is usually a code.
// Sorting uses the NOCASE indexes of migrations 0001 and 0002 (one per filter and sort pair), so a page is
// read in index order. A text search is ONE statement (searchStatement): D1 runs one statement at a time per
// database, so each round trip and each evaluation of the FTS match costs every other request too. The
// matches are materialised once, counted, and the count picks the plan for the page inside SQL (walkSortIndex).
// Measurements: bench/search-classes.ts.
import { and, eq, getTableColumns, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { airlines, type AirlineRow } from '../../schema';
import { channelOf, type Airline, type AirlineCategory, type Region, type SortBy } from '../contracts';
import type { Db } from '../db';
import { DIRECTORY_VERSION } from './version';
import { COUNTRY_REGIONS } from '../contracts/regions';

export interface SearchParams {
  query?: string | undefined;
  /** One or more categories; undefined: every category. */
  category?: AirlineCategory[] | undefined;
  region?: Region | undefined;
  sortBy: SortBy;
  offset: number;
  limit: number;
}

export const toAirline = (r: AirlineRow): Airline => ({
  id: r.id,
  name: r.name,
  category: r.category,
  country: r.country,
  region: r.region,
  phone: r.phone,
  email: r.email,
  website: r.website,
  iataCode: r.iataCode,
  icaoCode: r.icaoCode,
  featured: r.featured,
  complaintFormUrl: r.complaintFormUrl,
  sources: { phone: r.phoneSource, email: r.emailSource, complaintFormUrl: r.complaintFormSource },
  checkedAt: r.contactsCheckedAt,
  channel: channelOf(r),
});

/** An FTS5 query matching `text` literally: one phrase, inner double quotes doubled. */
export const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

const TRIGRAM = 3;
const fold = (s: string) => s.normalize('NFC').toLowerCase();

/** The smallest string greater than every string that starts with `prefix` (for a range scan). */
function prefixEnd(prefix: string) {
  const chars = Array.from(prefix);
  const last = chars.pop()!;
  const cp = last.codePointAt(0)!;
  return chars.join('') + (cp >= 0x10ffff ? last + '\u{10ffff}' : String.fromCodePoint(cp + 1));
}

const COUNTRIES = Object.keys(COUNTRY_REGIONS);

/**
 * The rows a 1-2 character text matches, by index range scans instead of a substring scan of every row: the
 * IATA code equals the text, or the ICAO code, the name or the country starts with it.
 */
function shortTextCondition(text: string): SQL {
  const lower = fold(text);
  const upper = text.toUpperCase();
  const countries = COUNTRIES.filter((c) => fold(c).startsWith(lower));
  const parts: SQL[] = [
    sql`${airlines.iataCode} = ${upper}`,
    sql`(${airlines.icaoCode} >= ${upper} AND ${airlines.icaoCode} < ${prefixEnd(upper)})`,
    sql`(${airlines.name} COLLATE NOCASE >= ${lower} AND ${airlines.name} COLLATE NOCASE < ${prefixEnd(lower)})`,
  ];
  if (countries.length)
    parts.push(
      sql`${airlines.country} IN (${sql.join(
        countries.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
  return sql`(${sql.join(parts, sql` OR `)})`;
}

/**
 * The ids a text matches, read once per statement (a MATERIALIZED CTE named m), then counted and paged
 * from. Written once, its values are bound once too: D1 allows 100 bound values per statement, and a
 * one-letter text can match some 30 country names.
 */
const textMatches = (text: string) =>
  Array.from(text).length >= TRIGRAM
    ? sql`m AS MATERIALIZED (SELECT rowid AS id FROM airlines_fts WHERE airlines_fts MATCH ${ftsPhrase(text)})`
    : sql`m AS MATERIALIZED (SELECT ${airlines.id} AS id FROM ${airlines} WHERE ${shortTextCondition(text)})`;

/**
 * A row is in m. `byIndex` lets SQLite drive the query from the matches (look them up, then sort them): best
 * when few rows match. Otherwise the id is wrapped in a unary + so no index can serve the condition: SQLite
 * then reads the sort (and filter) index in order, tests each entry against m, and stops after one page:
 * best when many rows match.
 */
const inMatches = (byIndex: boolean) =>
  sql`${byIndex ? sql`${airlines.id}` : sql`+${airlines.id}`} IN (SELECT id FROM m)`;

/**
 * Whether reading the sort index in order beats fetching every match and sorting it, as a SQL condition on
 * the count n and the table size (max(id)). Walking the index reads about (offset + limit) x size / n
 * entries; fetching and sorting costs about n row reads, each dearer than an index step. Measured at 100,000
 * airlines (bench): "air" (34% of rows) 24 ms fetched and sorted, 12 ms walked; "phoenix" (0.7%) 10 ms vs 16 ms.
 */
const walkSortIndex = (offset: number, limit: number) => sql`n > 0 AND ${offset + limit} * size <= 3 * n * n`;

type OrderTerm = [column: AnyColumn, collate: 'NOCASE' | null, direction: 'ASC' | 'DESC'];

const ORDER: Record<SortBy, OrderTerm[]> = {
  name: [
    [airlines.name, 'NOCASE', 'ASC'],
    [airlines.id, null, 'ASC'],
  ],
  'name-desc': [
    [airlines.name, 'NOCASE', 'DESC'],
    [airlines.id, null, 'DESC'],
  ],
  country: [
    [airlines.country, null, 'ASC'],
    [airlines.name, 'NOCASE', 'ASC'],
    [airlines.id, null, 'ASC'],
  ],
  popularity: [
    [airlines.popularity, null, 'DESC'],
    [airlines.name, 'NOCASE', 'ASC'],
    [airlines.id, null, 'ASC'],
  ],
};

/** ORDER BY terms on the airlines table, or (outer) on the page's result set p. */
const orderBy = (sortBy: SortBy, outer = false): SQL[] =>
  ORDER[sortBy].map(
    ([column, collate, direction]) =>
      sql`${outer ? sql`p.${sql.identifier(column.name)}` : sql`${column}`}${collate ? sql.raw(' COLLATE NOCASE') : sql``} ${sql.raw(direction)}`,
  );

/** Which page plan to use: chosen in SQL from the count (undefined), or forced (the tests run both). */
export type PagePlan = 'walk' | 'fetch';

/**
 * One statement for a text search: the count, the page and the directory version it was read at. SQL:
 *
 *   WITH m  AS MATERIALIZED (the matching ids)                  -- FTS, or index ranges for 1-2 characters
 *        c  AS MATERIALIZED (SELECT count AS n, max(id) AS size)
 *        w  AS MATERIALIZED (SELECT n, plan FROM c)             -- 0 past the end, 1 walk, 2 fetch and sort
 *   SELECT w.n, version, p.* FROM w LEFT JOIN (walk page LIMIT (plan = 1 ? limit : 0)
 *                                  UNION ALL fetch page LIMIT (plan = 2 ? limit : 0)) p ORDER BY ...
 *
 * The plan is switched by each arm's LIMIT, not by a WHERE term: SQLite skips a loop whose LIMIT is 0
 * before reading anything, but would test a WHERE term on every index entry. The LEFT JOIN keeps one row
 * (the count, page columns NULL) when the page is empty.
 */
function searchStatement(text: string, filters: SQL[], p: SearchParams, plan?: PagePlan): SQL {
  const where = (byIndex: boolean) => and(inMatches(byIndex), ...filters)!;
  const count =
    filters.length === 0 ? sql`(SELECT count(*) FROM m)` : sql`(SELECT count(*) FROM ${airlines} WHERE ${where(true)})`;
  const chosen =
    plan === 'walk'
      ? sql`1`
      : plan === 'fetch'
        ? sql`2`
        : sql`CASE WHEN ${walkSortIndex(p.offset, p.limit)} THEN 1 ELSE 2 END`;
  const arm = (byIndex: boolean, planNo: number) =>
    sql`SELECT * FROM (SELECT * FROM ${airlines} WHERE ${where(byIndex)} ORDER BY ${sql.join(orderBy(p.sortBy), sql`, `)}
      LIMIT (SELECT CASE plan WHEN ${sql.raw(String(planNo))} THEN ${p.limit} ELSE 0 END FROM w) OFFSET ${p.offset})`;
  return sql`WITH ${textMatches(text)},
    c AS MATERIALIZED (SELECT ${count} AS n, (SELECT max(id) FROM ${airlines}) AS size),
    w AS MATERIALIZED (SELECT n, CASE WHEN n <= ${p.offset} THEN 0 ELSE ${chosen} END AS plan FROM c)
    SELECT w.n AS search_total, ${DIRECTORY_VERSION} AS search_version, p.* FROM w LEFT JOIN (
      ${arm(false, 1)}
      UNION ALL
      ${arm(true, 2)}
    ) p ORDER BY ${sql.join(orderBy(p.sortBy, true), sql`, `)}`;
}

const COLUMNS = Object.entries(getTableColumns(airlines));

/** A row of the raw statement as drizzle would have answered it (column names and types mapped). */
function airlineRow(raw: Record<string, unknown>): AirlineRow {
  return Object.fromEntries(
    COLUMNS.map(([key, column]) => {
      const value = raw[column.name];
      return [key, value === null ? null : column.mapFromDriverValue(value)];
    }),
  ) as AirlineRow;
}

export interface SearchAnswer {
  rows: AirlineRow[];
  total: number;
  /** The directory version the rows were read at (directory/answer-cache.ts stores only matching answers). */
  version: number;
}

export async function searchAirlines(db: Db, p: SearchParams, plan?: PagePlan): Promise<SearchAnswer> {
  const text = p.query?.trim() ?? '';
  const filters: SQL[] = [];
  if (p.category)
    filters.push(
      p.category.length === 1 ? eq(airlines.category, p.category[0]!) : inArray(airlines.category, p.category),
    );
  if (p.region) filters.push(eq(airlines.region, p.region));

  if (!text) {
    // Browsing: every (filter, sort) pair has an index (migrations 0001, 0002), so one batch is enough.
    const where = filters.length ? and(...filters) : undefined;
    const [rows, counted] = await db.batch([
      db
        .select()
        .from(airlines)
        .where(where)
        .orderBy(...orderBy(p.sortBy))
        .limit(p.limit)
        .offset(p.offset),
      db
        .select({ n: sql<number>`count(*)`.as('n'), version: DIRECTORY_VERSION })
        .from(airlines)
        .where(where),
    ]);
    return { rows, total: counted[0]?.n ?? 0, version: counted[0]?.version ?? 0 };
  }

  const raw = await db.all<Record<string, unknown>>(searchStatement(text, filters, p, plan));
  const first = raw[0];
  return {
    // The empty page's single row carries only the count and the version.
    rows: raw.filter((r) => r.id !== null).map(airlineRow),
    total: Number(first?.search_total ?? 0),
    version: Number(first?.search_version ?? 0),
  };
}

export const featuredAirlines = (db: Db) =>
  db
    .select()
    .from(airlines)
    .where(eq(airlines.featured, true))
    .orderBy(...orderBy('name'))
    .limit(1000);
