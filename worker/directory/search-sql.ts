// The pieces of a directory text search statement (directory/search.ts runs it, directory/relevance.ts
// orders it by relevance): which rows match, how many, and the order and plan of a page.
//
// A text matches by a case-insensitive substring of name, country, IATA or ICAO code, diacritics folded
// (searchKey, text-range.ts):
// - 3 characters or more: one quoted FTS5 phrase against airlines_fts (a trigram index, migration 0001).
//   With the trigram tokenizer a phrase is exactly a substring match, and because the text is bound as a
//   quoted phrase (inner quotes doubled) FTS syntax such as NEAR, *, ^, AND or column filters, and LIKE
//   wildcards such as % and _, are matched literally.
// - 1 or 2 characters (too short for trigrams): an index range scan instead of a substring scan of every
//   row: the IATA code equals the text, or the ICAO code, the name or the country starts with it.
// A text that names a place (directory/places.ts) also matches the airlines flying there or based there.
//
// m holds the first SEARCH_TOTAL_CAP + 1 matches only: the count needs no more, and FTS5 stops reading its
// lists there, where a broad word ("air") matches a third of the directory. A page that m cannot answer (a
// walk of the sort index past a capped count) tests each row it reads instead (rowTest).
import { and, getTableColumns, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { airlines, type AirlineRow } from '../../schema';
import { SEARCH_TOTAL_CAP, type SortBy } from '../contracts';
import { COUNTRY_REGIONS } from '../contracts/regions';
import { ftsPhrase } from './fts';
import { basedThere, fliesThere, namesPlace, placeCtes } from './places';
import { fold, isAscii, prefixEnd, searchKey, startsWith } from './text-range';

const TRIGRAM = 3;
const CAP = SEARCH_TOTAL_CAP + 1;
const COUNTRIES = Object.keys(COUNTRY_REGIONS);

/**
 * The rows a 1-2 character text matches, by index range scans instead of a substring scan of every row: the
 * IATA code equals the text, or the ICAO code, the name or the country starts with it. The countries are
 * one bound JSON array: D1 allows 100 bound values per statement, and a letter starts some 30 country names.
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
    parts.push(sql`${airlines.country} IN (SELECT value FROM json_each(${JSON.stringify(countries)}))`);
  return sql`(${sql.join(parts, sql` OR `)})`;
}

const TEXT_COLUMNS = [airlines.name, airlines.country, airlines.iataCode, airlines.icaoCode];

/**
 * The trigram match tested on one row: for an ASCII text and an ASCII row, SQLite's lower() and instr() fold
 * and find exactly what the index does, without reading the index; a row with other letters asks the index
 * about that one row.
 */
function asciiRowTest(key: string, phrase: string): SQL {
  const all = sql.join(
    TEXT_COLUMNS.map((c) => sql`${c}`),
    sql` || `,
  );
  const contains = sql.join(
    TEXT_COLUMNS.map((c) => sql`instr(lower(${c}), ${key}) > 0`),
    sql` OR `,
  );
  return sql`(CASE WHEN length(CAST(${all} AS BLOB)) = length(${all}) THEN (${contains})
    ELSE EXISTS (SELECT 1 FROM airlines_fts WHERE airlines_fts MATCH ${phrase} AND airlines_fts.rowid = ${airlines.id}) END)`;
}

export interface Matches {
  /** m (the first CAP matching ids, after the filters) and, for a text that can name a place, pa, pd, pc. */
  ctes: SQL;
  /** m's SELECT alone: the first CAP matching ids, after the filters. */
  m: SQL;
  places: boolean;
  /** A row of airlines matches the text (without the filters or places), tested on the row. */
  rowTest: SQL;
  /** Every id that matches the text (without the filters or places). */
  allIds: SQL;
}

/** `places`: false when the text is known to name no airport (narrow-search.ts asked): no place CTEs then. */
export function matches(text: string, filters: SQL[], places = true): Matches {
  const key = searchKey(text);
  let m: SQL;
  let rowTest: SQL;
  let allIds: SQL;
  if (Array.from(key).length >= TRIGRAM) {
    const phrase = ftsPhrase(key);
    allIds = sql`SELECT rowid FROM airlines_fts WHERE airlines_fts MATCH ${phrase}`;
    // With filters, the index's matches in its own order, each looked up until CAP pass the filters.
    m = filters.length
      ? sql`SELECT ${airlines.id} AS id FROM airlines_fts CROSS JOIN ${airlines} ON ${airlines.id} = airlines_fts.rowid
          WHERE airlines_fts MATCH ${phrase} AND ${and(...filters)} LIMIT ${CAP}`
      : sql`SELECT rowid AS id FROM airlines_fts WHERE airlines_fts MATCH ${phrase} LIMIT ${CAP}`;
    rowTest = isAscii(key) ? asciiRowTest(key, phrase) : sql`+${airlines.id} IN (${allIds})`;
  } else {
    rowTest = shortTextCondition(text);
    allIds = sql`SELECT ${airlines.id} FROM ${airlines} WHERE ${rowTest}`;
    m = sql`SELECT ${airlines.id} AS id FROM ${airlines} WHERE ${and(rowTest, ...filters)} LIMIT ${CAP}`;
  }
  const place = places ? placeCtes(key) : undefined;
  return {
    ctes: place ? sql`m AS MATERIALIZED (${m}), ${place}` : sql`m AS MATERIALIZED (${m})`,
    m,
    places: place !== undefined,
    rowTest,
    allIds,
  };
}

const filtered = (filters: SQL[]) => (filters.length ? sql` AND ${and(...filters)}` : sql``);

/**
 * The number of matches, counted no further than CAP: counting every match of a broad search costs more
 * than its page (docs/benchmarks.md), and the answer says "1,000+" past the cap. With a place, m and the
 * place's airlines together.
 */
export function countSql(ms: Matches, filters: SQL[]): SQL {
  const inM = sql`(SELECT count(*) FROM m)`;
  if (!ms.places) return inM;
  const f = filtered(filters);
  return sql`CASE WHEN NOT ${namesPlace} THEN ${inM} ELSE (SELECT count(*) FROM (SELECT id FROM m
      UNION SELECT ${airlines.id} FROM ${airlines} WHERE (${fliesThere} OR ${basedThere})${f}
      LIMIT ${CAP})) END`;
}

/** Plan numbers: 1 walks the sort index, 2 fetches every match and sorts it (see walkSortIndex). */
const PLANS = [1, 2];
/** How much dearer a fetched row is than an index step, in walkSortIndex's comparison. */
const WALK_FACTOR = 3;

/**
 * Whether reading the sort index in order beats fetching every match and sorting it, as a SQL condition on
 * a count (capped: a capped count only makes a broad search look narrower, which still walks) and the
 * table size (max(id)). Walking the index reads about (offset + limit) x size / count entries; fetching and
 * sorting costs about count row reads, each dearer than an index step. Measured at 100,000 airlines (bench):
 * "air" (34% of rows) 24 ms fetched and sorted, 12 ms walked; "phoenix" (0.7%) 10 ms vs 16 ms.
 */
const walkSortIndex = (count: SQL, offset: number, limit: number) =>
  sql`${count} > 0 AND ${offset + limit} * size <= ${sql.raw(String(WALK_FACTOR))} * ${count} * ${count}`;

/** Which page plan to use: chosen in SQL from the count (undefined), or given (the tests run both). */
export type PagePlan = 'walk' | 'fetch';

/** The same choice as walkSortIndex, for a count and size already known (narrow-search.ts read them). */
export const choosePlan = (count: number, offset: number, limit: number, size: number): PagePlan =>
  count > 0 && (offset + limit) * size <= WALK_FACTOR * count * count ? 'walk' : 'fetch';

/**
 * The plan numbers whose arms a statement holds: only the given plan's, else both (w picks one). SQLite
 * plans every arm on every run, so an arm left out is planning saved.
 */
export const plansFor = (plan: PagePlan | undefined) => (plan ? [plan === 'walk' ? 1 : 2] : PLANS);

/** The plan number of w as SQL, from c's n and size: 0 past the end, 1 walk, 2 fetch and sort. */
export function planChoice(offset: number, limit: number, count: SQL, plan?: PagePlan) {
  const way =
    plan === 'walk'
      ? sql`1`
      : plan === 'fetch'
        ? sql`2`
        : sql`CASE WHEN ${walkSortIndex(count, offset, limit)} THEN 1 ELSE 2 END`;
  return sql`CASE WHEN n <= ${offset} AND n <= ${SEARCH_TOTAL_CAP} THEN 0 ELSE ${way} END`;
}

/** m stopped at the cap: a page past it needs the matches m does not hold. */
const mIsCut = sql`(SELECT count(*) FROM m) > ${SEARCH_TOTAL_CAP}`;

/**
 * The condition of each plan's arm (1 walk, 2 fetch), on the airlines table. A walk wraps the id in a unary
 * + so no index serves the condition: SQLite then reads the sort index in order and tests each entry,
 * against m, or, when m stopped at the cap, on the row itself. With `places`, the airlines of the place
 * match too (the orders other than relevance, where they are no tier). Written as one arm per plan, not
 * one per plan and source: SQLite plans the whole statement on every run, and each arm costs planning.
 */
export function planCondition(ms: Matches, planNo: number, places: boolean): SQL {
  const withPlaces = places && ms.places;
  if (planNo === 1) {
    // Inside CASE the row test is opaque to the planner: a 1-2 character text's ranges would otherwise drive it.
    const text = sql`(CASE WHEN ${mIsCut} THEN (CASE WHEN ${ms.rowTest} THEN 1 ELSE 0 END) = 1 ELSE +${airlines.id} IN (SELECT id FROM m) END)`;
    return withPlaces ? sql`(${text} OR (${namesPlace} AND (${fliesThere} OR ${basedThere})))` : text;
  }
  const ids = sql`SELECT id FROM m WHERE NOT ${mIsCut} UNION ALL SELECT * FROM (${ms.allIds}) WHERE ${mIsCut}`;
  return withPlaces
    ? sql`${airlines.id} IN (${ids} UNION ALL SELECT ${airlines.id} FROM ${airlines} WHERE ${fliesThere} OR ${basedThere})`
    : sql`${airlines.id} IN (${ids})`;
}

/** NOCASE: the name's case-blind order; UNRANKED_LAST: a rank, with the NULLs (no rank) after every rank. */
type OrderTerm = [column: AnyColumn, form: 'NOCASE' | 'UNRANKED_LAST' | null, direction: 'ASC' | 'DESC'];

/**
 * A size rank with the unranked (NULL) after every rank, written exactly as the popularity indexes are
 * (migrations/0018_directory_learns.sql), so they serve the order.
 */
export const unrankedLast = (rank: SQL | AnyColumn) => sql`ifnull(${rank}, 1000000)`;

// Demand (contacts opened and reports filed), then size, then name (docs/api.md#the-directory-learns).
const POPULARITY: OrderTerm[] = [
  [airlines.popularity, null, 'DESC'],
  [airlines.sizeRank, 'UNRANKED_LAST', 'ASC'],
  [airlines.name, 'NOCASE', 'ASC'],
  [airlines.id, null, 'ASC'],
];

/** Relevance: its tiers come first (directory/relevance.ts); within them, and for a browse, these orders. */
const ORDER: Record<SortBy, OrderTerm[]> = {
  relevance: POPULARITY,
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
  popularity: POPULARITY,
};

/** ORDER BY terms on the airlines table, or (outer) on the page's result set p. */
export const orderBy = (sortBy: SortBy, outer = false): SQL[] =>
  ORDER[sortBy].map(([column, form, direction]) => {
    const value = outer ? sql`p.${sql.identifier(column.name)}` : sql`${column}`;
    const term =
      form === 'NOCASE' ? sql`${value} COLLATE NOCASE` : form === 'UNRANKED_LAST' ? unrankedLast(value) : value;
    return sql`${term} ${sql.raw(direction)}`;
  });

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
