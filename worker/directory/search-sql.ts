// The pieces of a directory text search statement (directory/search.ts runs it, directory/relevance.ts
// orders it by relevance): which rows match, how many, and the order and plan of a page.
//
// A text matches by a case-insensitive substring of name, country, IATA or ICAO code:
// - 3 characters or more: one quoted FTS5 phrase against airlines_fts (a trigram index, migration 0001).
//   With the trigram tokenizer a phrase is exactly a substring match, and because the text is bound as a
//   quoted phrase (inner quotes doubled) FTS syntax such as NEAR, *, ^, AND or column filters, and LIKE
//   wildcards such as % and _, are matched literally.
// - 1 or 2 characters (too short for trigrams): an index range scan instead of a substring scan of every
//   row: the IATA code equals the text, or the ICAO code, the name or the country starts with it.
//   A one-letter substring would match nearly every airline anyway; a two-letter text is usually a code.
// A text that names a place (directory/places.ts) also matches the airlines flying there or based there.
import { getTableColumns, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { airlines, type AirlineRow } from '../../schema';
import { SEARCH_TOTAL_CAP, type SortBy } from '../contracts';
import { COUNTRY_REGIONS } from '../contracts/regions';
import { placeMatches } from './places';
import { fold, prefixEnd, startsWith } from './text-range';

/** An FTS5 query matching `text` literally: one phrase, inner double quotes doubled. */
export const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

const TRIGRAM = 3;

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
    startsWith(airlines.name, lower),
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
 * The CTEs of the rows a text matches: m (the ids, read once per statement as a MATERIALIZED CTE, then
 * counted and paged from) and, for a text that can name a place, pa, pf and pb (directory/places.ts). Written
 * once, their values are bound once too: D1 allows 100 bound values per statement, and a one-letter text can
 * match some 30 country names.
 */
export function matchCtes(text: string): { ctes: SQL; places: boolean } {
  const textIds =
    Array.from(text).length >= TRIGRAM
      ? sql`SELECT rowid AS id FROM airlines_fts WHERE airlines_fts MATCH ${ftsPhrase(text)}`
      : sql`SELECT ${airlines.id} AS id FROM ${airlines} WHERE ${shortTextCondition(text)}`;
  const places = placeMatches(text);
  if (!places) return { ctes: sql`m AS MATERIALIZED (${textIds})`, places: false };
  return {
    ctes: sql`${places}, m AS MATERIALIZED (${textIds} UNION SELECT id FROM pf UNION SELECT id FROM pb)`,
    places: true,
  };
}

/**
 * A row is in m. `byIndex` lets SQLite drive the query from the matches (look them up, then sort them): best
 * when few rows match. Otherwise the id is wrapped in a unary + so no index can serve the condition: SQLite
 * then reads the sort (and filter) index in order, tests each entry against m, and stops after one page:
 * best when many rows match.
 */
export const inMatches = (byIndex: boolean) =>
  sql`${byIndex ? sql`${airlines.id}` : sql`+${airlines.id}`} IN (SELECT id FROM m)`;

/**
 * The number of matches, counted no further than one past SEARCH_TOTAL_CAP: counting every match of a broad
 * search costs more than its page (docs/benchmarks.md), and the answer says "1,000+" past the cap.
 */
export const cappedCount = (filtered: SQL | undefined) =>
  filtered === undefined
    ? sql`(SELECT count(*) FROM (SELECT 1 FROM m LIMIT ${SEARCH_TOTAL_CAP + 1}))`
    : sql`(SELECT count(*) FROM (SELECT 1 FROM ${airlines} WHERE ${filtered} LIMIT ${SEARCH_TOTAL_CAP + 1}))`;

/**
 * Whether reading the sort index in order beats fetching every match and sorting it, as a SQL condition on
 * the count n (capped: a capped count only makes a broad search look narrower, which still walks) and the
 * table size (max(id)). Walking the index reads about (offset + limit) x size / n entries; fetching and
 * sorting costs about n row reads, each dearer than an index step. Measured at 100,000 airlines (bench):
 * "air" (34% of rows) 24 ms fetched and sorted, 12 ms walked; "phoenix" (0.7%) 10 ms vs 16 ms.
 */
const walkSortIndex = (offset: number, limit: number) => sql`n > 0 AND ${offset + limit} * size <= 3 * n * n`;

type OrderTerm = [column: AnyColumn, collate: 'NOCASE' | null, direction: 'ASC' | 'DESC'];

const POPULARITY: OrderTerm[] = [
  [airlines.popularity, null, 'DESC'],
  [airlines.name, 'NOCASE', 'ASC'],
  [airlines.id, null, 'ASC'],
];
const NAME: OrderTerm[] = [
  [airlines.name, 'NOCASE', 'ASC'],
  [airlines.id, null, 'ASC'],
];

/** Relevance: its tiers come first (directory/relevance.ts); within them, and for a browse, these orders. */
const ORDER: Record<SortBy, OrderTerm[]> = {
  relevance: POPULARITY,
  name: NAME,
  'name-desc': [
    [airlines.name, 'NOCASE', 'DESC'],
    [airlines.id, null, 'DESC'],
  ],
  country: [
    [airlines.country, null, 'ASC'],
    [airlines.name, 'NOCASE', 'ASC'],
    [airlines.id, null, 'ASC'],
  ],
  popularity: POPULARITY,
};

/** ORDER BY terms on the airlines table, or (outer) on the page's result set p. */
export const orderBy = (sortBy: SortBy, outer = false): SQL[] =>
  ORDER[sortBy].map(
    ([column, collate, direction]) =>
      sql`${outer ? sql`p.${sql.identifier(column.name)}` : sql`${column}`}${collate ? sql.raw(' COLLATE NOCASE') : sql``} ${sql.raw(direction)}`,
  );

/** Which page plan to use: chosen in SQL from the count (undefined), or forced (the tests run both). */
export type PagePlan = 'walk' | 'fetch';

/** The plan number of w (0 past the end, 1 walk, 2 fetch and sort) as SQL; a capped n has no known end. */
export const planChoice = (offset: number, limit: number, plan?: PagePlan) =>
  sql`CASE WHEN n <= ${offset} AND n <= ${SEARCH_TOTAL_CAP} THEN 0 ELSE ${
    plan === 'walk'
      ? sql`1`
      : plan === 'fetch'
        ? sql`2`
        : sql`CASE WHEN ${walkSortIndex(offset, limit)} THEN 1 ELSE 2 END`
  } END`;

const COLUMNS = Object.entries(getTableColumns(airlines));

/** A row of a raw statement as drizzle would have answered it (column names and types mapped). */
export function airlineRow(raw: Record<string, unknown>): AirlineRow {
  return Object.fromEntries(
    COLUMNS.map(([key, column]) => {
      const value = raw[column.name];
      return [key, value === null ? null : column.mapFromDriverValue(value)];
    }),
  ) as AirlineRow;
}
