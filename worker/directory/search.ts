// Directory search (API.md "Directory"): query building for GET /api/airlines.
//
// Text search is a case-insensitive substring match on name, country, IATA and ICAO code:
// - 3 characters or more: one quoted FTS5 phrase against airlines_fts (a trigram index, migration 0001).
//   With the trigram tokenizer a phrase is exactly a substring match, and because the text is bound as a
//   quoted phrase (inner quotes doubled) FTS syntax such as NEAR, *, ^, AND or column filters, and LIKE
//   wildcards such as % and _, are matched literally.
// - 1 or 2 characters (too short for trigrams): an index range scan instead of a substring scan of every
//   row: the IATA code equals the text, or the ICAO code, the name or the country starts with it.
//   A one-letter substring would match nearly every airline anyway; a two-letter text is usually a code.
// Sorting uses the NOCASE indexes of migration 0001, so a page is read in index order.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { airlines, type AirlineRow } from '../../schema';
import type { Airline, AirlineCategory, Region, SortBy } from '../contracts';
import type { Db } from '../db';
import { COUNTRY_REGIONS } from './regions';

export interface SearchParams {
  query?: string | undefined;
  category?: AirlineCategory | undefined;
  region?: Region | undefined;
  sortBy: SortBy;
  offset: number;
  /** undefined: no limit (all=true). */
  limit: number | undefined;
}

export const toAirline = (r: AirlineRow): Airline => ({
  id: r.id,
  name: r.name,
  category: r.category as Airline['category'],
  country: r.country,
  region: r.region as Airline['region'],
  phone: r.phone,
  email: r.email,
  website: r.website,
  iataCode: r.iataCode,
  icaoCode: r.icaoCode,
  featured: r.featured,
});

/** An FTS5 query matching `text` literally: one phrase, inner double quotes doubled. */
export const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

const TRIGRAM = 3;
const length = (s: string) => [...s].length;
const fold = (s: string) => s.normalize('NFC').toLowerCase();

/** The smallest string greater than every string that starts with `prefix` (for a range scan). */
function prefixEnd(prefix: string) {
  const chars = [...prefix];
  const last = chars.pop()!;
  const cp = last.codePointAt(0)!;
  return chars.join('') + (cp >= 0x10ffff ? last + '\u{10ffff}' : String.fromCodePoint(cp + 1));
}

const COUNTRIES = Object.keys(COUNTRY_REGIONS);

function shortTextCondition(text: string): SQL {
  const lower = fold(text);
  const upper = text.toUpperCase();
  const countries = COUNTRIES.filter((c) => fold(c).startsWith(lower));
  const parts: SQL[] = [
    sql`${airlines.iataCode} = ${upper}`,
    sql`(${airlines.icaoCode} >= ${upper} AND ${airlines.icaoCode} < ${prefixEnd(upper)})`,
    sql`(${airlines.name} COLLATE NOCASE >= ${lower} AND ${airlines.name} COLLATE NOCASE < ${prefixEnd(lower)})`,
  ];
  if (countries.length) parts.push(sql`${airlines.country} IN (${sql.join(countries.map((c) => sql`${c}`), sql`, `)})`);
  return sql`(${sql.join(parts, sql` OR `)})`;
}

const ftsCondition = (text: string) =>
  sql`${airlines.id} IN (SELECT rowid FROM airlines_fts WHERE airlines_fts MATCH ${ftsPhrase(text)})`;

const ORDER: Record<SortBy, SQL[]> = {
  name: [sql`${airlines.name} COLLATE NOCASE ASC`, sql`${airlines.id} ASC`],
  'name-desc': [sql`${airlines.name} COLLATE NOCASE DESC`, sql`${airlines.id} DESC`],
  country: [sql`${airlines.country} ASC`, sql`${airlines.name} COLLATE NOCASE ASC`, sql`${airlines.id} ASC`],
  popularity: [sql`${airlines.popularity} DESC`, sql`${airlines.name} COLLATE NOCASE ASC`, sql`${airlines.id} ASC`],
};

export async function searchAirlines(db: Db, p: SearchParams): Promise<{ rows: AirlineRow[]; total: number }> {
  const text = p.query?.trim() ?? '';
  const conditions: SQL[] = [];
  const long = length(text) >= TRIGRAM;
  if (text) conditions.push(long ? ftsCondition(text) : shortTextCondition(text));
  if (p.category) conditions.push(eq(airlines.category, p.category));
  if (p.region) conditions.push(eq(airlines.region, p.region));
  const where = conditions.length ? and(...conditions) : undefined;

  const page = db
    .select()
    .from(airlines)
    .where(where)
    .orderBy(...ORDER[p.sortBy])
    .limit(p.limit ?? -1)
    .offset(p.offset);
  // The FTS index alone can count a text-only search, without touching the airlines rows.
  const count =
    long && !p.category && !p.region
      ? db.select({ n: sql<number>`count(*)` }).from(sql`airlines_fts`).where(sql`airlines_fts MATCH ${ftsPhrase(text)}`)
      : db.select({ n: sql<number>`count(*)` }).from(airlines).where(where);
  const [rows, counted] = await db.batch([page, count]);
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

export const featuredAirlines = (db: Db) =>
  db
    .select()
    .from(airlines)
    .where(eq(airlines.featured, true))
    .orderBy(...ORDER.name)
    .limit(1000);
