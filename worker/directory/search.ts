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
// read in index order. A search is counted first, and the count picks the plan for the page (walkSortIndex).
// Measurements: bench/search-classes.ts.
import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { airlines, type AirlineRow } from '../../schema';
import { channelOf, type Airline, type AirlineCategory, type Region, type SortBy } from '../contracts';
import type { Db } from '../db';
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
 * The text conditions come in two forms. `byIndex` lets SQLite drive the query from the text match (look up
 * the matching rows, then sort them): best when few rows match. Otherwise the columns are wrapped in a
 * unary + so no index can serve the text condition: SQLite then reads the sort (and filter) index in
 * order, tests each entry against the match, and stops after one page: best when many rows match.
 */
function shortTextCondition(text: string, byIndex: boolean): SQL {
  const lower = fold(text);
  const upper = text.toUpperCase();
  const countries = COUNTRIES.filter((c) => fold(c).startsWith(lower));
  const col = (c: AnyColumn) => (byIndex ? sql`${c}` : sql`+${c}`);
  const parts: SQL[] = [
    sql`${col(airlines.iataCode)} = ${upper}`,
    sql`(${col(airlines.icaoCode)} >= ${upper} AND ${col(airlines.icaoCode)} < ${prefixEnd(upper)})`,
    sql`(${col(airlines.name)} COLLATE NOCASE >= ${lower} AND ${col(airlines.name)} COLLATE NOCASE < ${prefixEnd(lower)})`,
  ];
  if (countries.length)
    parts.push(
      sql`${col(airlines.country)} IN (${sql.join(
        countries.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
  return sql`(${sql.join(parts, sql` OR `)})`;
}

const ftsCondition = (text: string, byIndex: boolean) =>
  sql`${byIndex ? sql`${airlines.id}` : sql`+${airlines.id}`} IN (SELECT rowid FROM airlines_fts WHERE airlines_fts MATCH ${ftsPhrase(text)})`;

const textCondition = (text: string, byIndex: boolean) =>
  Array.from(text).length >= TRIGRAM ? ftsCondition(text, byIndex) : shortTextCondition(text, byIndex);

/**
 * Whether reading the sort index in order beats fetching every match and sorting it. Walking the index
 * reads about (offset + limit) x rows / matches entries; fetching and sorting costs about `matches` row
 * reads, each dearer than an index step. Measured at 100,000 airlines (bench): "air" (34% of rows) 24 ms
 * fetched and sorted, 12 ms walked; "phoenix" (0.7%) 10 ms vs 16 ms.
 */
export function walkSortIndex(matches: number, tableRows: number, offset: number, limit: number) {
  if (matches === 0) return false;
  return ((offset + limit) * tableRows) / matches <= 3 * matches;
}

const ORDER: Record<SortBy, SQL[]> = {
  name: [sql`${airlines.name} COLLATE NOCASE ASC`, sql`${airlines.id} ASC`],
  'name-desc': [sql`${airlines.name} COLLATE NOCASE DESC`, sql`${airlines.id} DESC`],
  country: [sql`${airlines.country} ASC`, sql`${airlines.name} COLLATE NOCASE ASC`, sql`${airlines.id} ASC`],
  popularity: [sql`${airlines.popularity} DESC`, sql`${airlines.name} COLLATE NOCASE ASC`, sql`${airlines.id} ASC`],
};

export async function searchAirlines(db: Db, p: SearchParams): Promise<{ rows: AirlineRow[]; total: number }> {
  const text = p.query?.trim() ?? '';
  const filters: SQL[] = [];
  if (p.category)
    filters.push(
      p.category.length === 1 ? eq(airlines.category, p.category[0]!) : inArray(airlines.category, p.category),
    );
  if (p.region) filters.push(eq(airlines.region, p.region));
  const page = (where: SQL | undefined) =>
    db
      .select()
      .from(airlines)
      .where(where)
      .orderBy(...ORDER[p.sortBy])
      .limit(p.limit)
      .offset(p.offset);

  if (!text) {
    // Browsing: every (filter, sort) pair has an index (migrations 0001, 0002), so one batch is enough.
    const where = filters.length ? and(...filters) : undefined;
    const [rows, counted] = await db.batch([
      page(where),
      db
        .select({ n: sql<number>`count(*)`.as('n') })
        .from(airlines)
        .where(where),
    ]);
    return { rows, total: counted[0]?.n ?? 0 };
  }

  // Searching: count first (the answer needs it anyway), then pick the cheaper plan for the page.
  // A text-only trigram search is counted from the FTS index alone; max(id) estimates the table size.
  const ftsOnly = Array.from(text).length >= TRIGRAM && filters.length === 0;
  const [counted] = await db.batch([
    ftsOnly
      ? db
          .select({ n: sql<number>`count(*)`.as('n'), rows: sql<number>`(SELECT max(id) FROM airlines)`.as('rows') })
          .from(sql`airlines_fts`)
          .where(sql`airlines_fts MATCH ${ftsPhrase(text)}`)
      : db
          .select({ n: sql<number>`count(*)`.as('n'), rows: sql<number>`(SELECT max(id) FROM airlines)`.as('rows') })
          .from(airlines)
          .where(and(textCondition(text, true), ...filters)),
  ]);
  const total = counted[0]?.n ?? 0;
  if (total === 0 || p.offset >= total) return { rows: [], total };
  const byIndex = !walkSortIndex(total, counted[0]?.rows ?? 0, p.offset, p.limit);
  const rows = await page(and(textCondition(text, byIndex), ...filters));
  return { rows, total };
}

export const featuredAirlines = (db: Db) =>
  db
    .select()
    .from(airlines)
    .where(eq(airlines.featured, true))
    .orderBy(...ORDER.name)
    .limit(1000);
