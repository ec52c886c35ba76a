// A search text that names a place: "FRA" (an airport's IATA code) or "Frankfurt" (the start of an airport's
// city or name, 4 letters or more). It matches the airlines based in the place's country and the airlines
// that fly there (migration 0011: country_codes, and airport_airlines from OpenTravelData's airline-airport
// pairs). As CTEs of the search statement (directory/search-sql.ts), so a place costs no round trip:
//   pa: the airports the text names: the primary key for a code, else airports_fts (migration 0013), which
//       folds case and diacritics as searchKey does, so "İstanbul", "Zurich" and "Sao Paulo" find IST, ZRH, GRU
//   pd: the airline designators that fly to one of them;  pc: their countries, as the directory names them
//   (pa serves only to tell whether the text named an airport at all)
// Most texts name no airport: pa is then empty after one index look-up, and so are pd and pc, and the
// statement's counts and tiers skip them (CASE on EXISTS pa), so a text that names no place costs nearly nothing.
import { sql, type SQL } from 'drizzle-orm';
import { airlines } from '../../schema';
import { ftsPhrase } from './fts';

const CODE = /^[a-z]{3}$/i;
/** Letters (any script), spaces, dots, apostrophes and hyphens: what a city or airport name is made of. */
const PLACE_NAME = /^[\p{L}][\p{L} .'-]{3,}$/u;
/** A prefix of fewer letters ("a.-.") would name every city that starts with its first letter. */
const MIN_LETTERS = 4;

/** The airports `key` (searchKey of the text) names, as a condition on the airports table, or undefined. */
function airportCondition(key: string): SQL | undefined {
  if (CODE.test(key)) return sql`iata_code = ${key.toUpperCase()}`;
  if (!PLACE_NAME.test(key) || (key.match(/\p{L}/gu) ?? []).length < MIN_LETTERS) return undefined;
  // The first word of the city or the name starts the phrase; the text's last word may be a prefix.
  const query = `{city name} : ^ ${ftsPhrase(key)} *`;
  return sql`rowid IN (SELECT rowid FROM airports_fts WHERE airports_fts MATCH ${query})`;
}

/**
 * The CTEs pa, pd and pc for `key`, or undefined when it cannot name a place. pd and pc read the airports
 * themselves rather than pa: SQLite copies a CTE's definition into every reference, so each level of CTE
 * within CTE multiplies what every statement costs to plan (docs/benchmarks.md).
 */
export function placeCtes(key: string): SQL | undefined {
  const condition = airportCondition(key);
  if (!condition) return undefined;
  const airports = sql`SELECT iata_code, country FROM airports WHERE ${condition}`;
  return sql`pa AS MATERIALIZED (${airports}),
    pd AS MATERIALIZED (SELECT DISTINCT airline FROM airport_airlines WHERE airport IN (SELECT iata_code FROM (${airports}))),
    pc AS MATERIALIZED (SELECT country FROM country_codes WHERE iso IN (SELECT country FROM (${airports})))`;
}

/**
 * Whether `key` names an airport, as a scalar SQL expression (1 or 0), for a statement without the place CTEs
 * (directory/narrow-search.ts): one look-up in the airports' own indexes.
 */
export function namesAirport(key: string): SQL {
  const condition = airportCondition(key);
  return condition ? sql`EXISTS (SELECT 1 FROM airports WHERE ${condition})` : sql`0`;
}

/** The row of airlines flies to the place / is based in its country (only with placeCtes). */
export const fliesThere = sql`${airlines.iataCode} IN (SELECT airline FROM pd)`;
export const basedThere = sql`${airlines.country} IN (SELECT country FROM pc)`;
/** The text named an airport (only with placeCtes). */
export const namesPlace = sql`EXISTS (SELECT 1 FROM pa)`;
