// Directory search (docs/api.md#directory): GET /api/airlines.
//
// Browsing (no text): every (filter, sort) pair has an index (migrations 0001, 0002), one batch.
// A text search is one statement as a rule (D1 runs one statement at a time per database, so each round trip
// and each evaluation of the FTS match costs every other request too): the short statement of
// narrow-search.ts, which answers when the matches are at most SEARCH_TOTAL_CAP and name no airport. Else the
// general statement below: the first matches (search-sql.ts, places.ts) are materialised once, counted up to
// the cap, and the count picks the plan for the page. The order is relevance by default (relevance.ts) or the
// one asked for, read from the NOCASE sort indexes. Only when nothing matched does another statement look for
// names like the text (misspelling.ts). Measurements: docs/benchmarks.md#directory-search-at-100000-companies.
import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { airlines, type AirlineRow } from '../../schema';
import {
  defaultSort,
  SEARCH_TOTAL_CAP,
  type AirlineCategory,
  type AirlineList,
  type Region,
  type SortBy,
} from '../contracts';
import type { Db } from '../db';
import { readWithRecords, recordColumns, recordFields, withRecords, type RawRecords } from './airline-records';
import { similarNames } from './misspelling';
import { isWhole, mCount, namesAPlace, narrowStatement, tableSize } from './narrow-search';
import { relevanceCtes, relevanceOuterOrder, relevancePage } from './relevance';
import {
  airlineRow,
  choosePlan,
  countSql,
  matches,
  orderBy,
  planChoice,
  planCondition,
  plansFor,
  type PagePlan,
} from './search-sql';
import { DIRECTORY_VERSION } from './version';

export type { PagePlan } from './search-sql';

export interface SearchParams {
  query?: string | undefined;
  /** One or more categories; undefined: every category. */
  category?: AirlineCategory[] | undefined;
  region?: Region | undefined;
  /** Undefined: the default for the query (defaultSort). */
  sortBy?: SortBy | undefined;
  offset: number;
  limit: number;
}

/**
 * One statement for a text search: the count, the page and the directory version it was read at. SQL:
 *
 *   WITH m  AS MATERIALIZED (the first 1,001 matching ids)     -- FTS, or index ranges for 1-2 characters
 *        pa, pd, pc                                           -- the place the text names, if it can name one
 *        c  AS MATERIALIZED (SELECT capped count AS n, count of m AS nm, max(id) AS size)
 *        w  AS MATERIALIZED (SELECT n, plan FROM c)           -- 0 past the end, 1 walk, 2 fetch (search-sql.ts)
 *   SELECT w.n, version, p.* FROM w LEFT JOIN (the arm of each plan, LIMIT 0 unless it is w's plan) p
 *
 * The plan is switched by each arm's LIMIT, not by a WHERE term: SQLite skips a loop whose LIMIT is 0
 * before reading anything, but would test a WHERE term on every index entry. The LEFT JOIN keeps one row
 * (the count, page columns NULL) when the page is empty. Relevance adds its tiers (relevance.ts).
 */
function searchStatement(
  text: string,
  filters: SQL[],
  p: SearchParams,
  sortBy: SortBy,
  plan: PagePlan | undefined,
  places: boolean,
): SQL {
  const ms = matches(text, filters, places);
  const relevance = sortBy === 'relevance';
  const arm = (planNo: number) =>
    sql`SELECT * FROM (SELECT * FROM ${airlines} WHERE ${and(planCondition(ms, planNo, true), ...filters)}
      ORDER BY ${sql.join(orderBy(sortBy), sql`, `)}
      LIMIT (SELECT CASE plan WHEN ${sql.raw(String(planNo))} THEN ${p.limit} ELSE 0 END FROM w) OFFSET ${p.offset})`;
  const plans = plansFor(plan);
  const page = relevance
    ? relevancePage(ms, filters, p.offset, p.limit, plans)
    : sql.join(plans.map(arm), sql` UNION ALL `);
  const outer = relevance ? relevanceOuterOrder() : orderBy(sortBy, true);
  // Relevance walks m alone for its last tier (the place's airlines are tiers of their own).
  const walked = relevance ? sql`nm` : sql`n`;
  return sql`WITH ${ms.ctes},
    c AS MATERIALIZED (SELECT ${countSql(ms, filters)} AS n, (SELECT count(*) FROM m) AS nm, (SELECT max(id) FROM ${airlines}) AS size),
    w AS MATERIALIZED (SELECT n, ${planChoice(p.offset, p.limit, walked, plan)} AS plan FROM c)
    ${relevance ? sql`, ${relevanceCtes(text, ms, filters, p.offset, p.limit)}` : sql``}
    SELECT w.n AS search_total, ${DIRECTORY_VERSION} AS search_version, p.*, ${recordColumns(sql`p.id`)}
    FROM w LEFT JOIN (${page}) p
    ORDER BY ${sql.join(outer, sql`, `)}`;
}

export interface SearchAnswer {
  rows: AirlineRow[];
  /** Each row's answer record and checks, read in the same statement; undefined when read without them. */
  records?: RawRecords[];
  /** Exact up to SEARCH_TOTAL_CAP; past it SEARCH_TOTAL_CAP with totalIsCapped. */
  total: number;
  totalIsCapped: boolean;
  /** Set when the rows are names like the text, none having matched it (misspelling.ts). */
  didYouMean?: string;
  /** The directory version the rows were read at (directory/answer-cache.ts stores only matching answers). */
  version: number;
}

/** The API's answer for a search. */
export const listBody = async (db: Db, a: SearchAnswer): Promise<AirlineList> => ({
  airlines: a.records ? a.rows.map((r, i) => withRecords(r, a.records![i]!)) : await readWithRecords(db, a.rows),
  total: a.total,
  totalIsCapped: a.totalIsCapped,
  ...(a.didYouMean === undefined ? {} : { didYouMean: a.didYouMean }),
});

export async function searchAirlines(db: Db, p: SearchParams, plan?: PagePlan): Promise<SearchAnswer> {
  const text = p.query?.trim() ?? '';
  const sortBy = p.sortBy ?? defaultSort(text);
  const filters: SQL[] = [];
  if (p.category)
    filters.push(
      p.category.length === 1 ? eq(airlines.category, p.category[0]!) : inArray(airlines.category, p.category),
    );
  if (p.region) filters.push(eq(airlines.region, p.region));

  if (!text) {
    // Browsing: every (filter, sort) pair has an index, so one batch is enough; the count is exact (the
    // e-mail directory reads every page of it). Relevance without a text is the name order.
    const order = orderBy(sortBy === 'relevance' ? 'name' : sortBy);
    const where = filters.length ? and(...filters) : undefined;
    const [rows, counted] = await db.batch([
      db
        .select({
          ...getTableColumns(airlines),
          ...recordFields(),
        })
        .from(airlines)
        .where(where)
        .orderBy(...order)
        .limit(p.limit)
        .offset(p.offset),
      db
        .select({ n: sql<number>`count(*)`.as('n'), version: DIRECTORY_VERSION })
        .from(airlines)
        .where(where),
    ]);
    return {
      rows,
      records: rows,
      total: counted[0]?.n ?? 0,
      totalIsCapped: false,
      version: counted[0]?.version ?? 0,
    };
  }

  // The short statement first (narrow-search.ts); the general one when its answer is not whole, or when a
  // test forces a plan of the general one.
  let raw = plan
    ? []
    : await db.all<Record<string, unknown>>(narrowStatement(text, filters, sortBy, p.offset, p.limit));
  if (plan || !isWhole(raw[0])) {
    // The narrow statement said whether the text names an airport (the place CTEs only when it does) and,
    // when it does not, how many the text matches (m's count, the one the plan is chosen by) and the
    // table's size: the plan is chosen here, so the statement holds only its arm.
    const places = plan !== undefined || namesAPlace(raw[0]);
    const chosen = plan ?? (places ? undefined : choosePlan(mCount(raw[0]), p.offset, p.limit, tableSize(raw[0])));
    raw = await db.all<Record<string, unknown>>(searchStatement(text, filters, p, sortBy, chosen, places));
  }
  const first = raw[0];
  const counted = Number(first?.search_total ?? 0);
  const version = Number(first?.search_version ?? 0);
  if (counted === 0) {
    const similar = await similarNames(db, text, filters, sortBy);
    if (similar.best !== undefined)
      return {
        rows: similar.rows.slice(p.offset, p.offset + p.limit),
        total: similar.rows.length,
        totalIsCapped: false,
        didYouMean: similar.best,
        version,
      };
  }
  // The empty page's single row carries only the count and the version.
  const found = raw.filter((r) => r.id !== null);
  return {
    rows: found.map(airlineRow),
    records: found as unknown as RawRecords[],
    total: Math.min(counted, SEARCH_TOTAL_CAP),
    totalIsCapped: counted > SEARCH_TOTAL_CAP,
    version,
  };
}

/** The featured airlines, each with its records (airline-records.ts) in the same statement. */
export const featuredAirlines = (db: Db) =>
  db
    .select({
      ...getTableColumns(airlines),
      ...recordFields(),
    })
    .from(airlines)
    .where(eq(airlines.featured, true))
    .orderBy(...orderBy('name'))
    .limit(1000);
