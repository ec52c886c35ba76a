// A search text that names a place: "FRA" (an airport's IATA code) or "Frankfurt" (the start of an airport's
// city or name, 4 characters or more). It matches the airlines based in the place's country and the airlines
// that fly there (migration 0011: country_codes, and airport_airlines from OpenTravelData's airline-airport
// pairs). As CTEs of the search statement (directory/search-sql.ts), so a place costs no round trip:
//   pa: the airports the text names (primary key, or the NOCASE indexes of city and name)
//   pf: the airlines that fly to one of them (by IATA designator)
//   pb: the airlines based in one of their countries
import { sql, type SQL } from 'drizzle-orm';
import { airlines } from '../../schema';
import { startsWith } from './text-range';

const CODE = /^[a-z]{3}$/i;
/** Letters (any script), spaces, dots, apostrophes and hyphens: what a city or airport name is made of. */
const PLACE_NAME = /^[\p{L}][\p{L} .'-]{3,}$/u;

/** The airports `text` names, as a condition on the airports table, or undefined when it cannot name one. */
function airportCondition(text: string): SQL | undefined {
  if (CODE.test(text)) return sql`iata_code = ${text.toUpperCase()}`;
  if (PLACE_NAME.test(text)) return sql`(${startsWith(sql`city`, text)} OR ${startsWith(sql`name`, text)})`;
  return undefined;
}

/** The CTEs pa, pf and pb for `text`, or undefined when it cannot name a place. */
export function placeMatches(text: string): SQL | undefined {
  const condition = airportCondition(text);
  if (!condition) return undefined;
  return sql`pa AS MATERIALIZED (SELECT iata_code, country FROM airports WHERE ${condition}),
    pf AS MATERIALIZED (SELECT DISTINCT ${airlines.id} AS id FROM airport_airlines x
      JOIN ${airlines} ON ${airlines.iataCode} = x.airline WHERE x.airport IN (SELECT iata_code FROM pa)),
    pb AS MATERIALIZED (SELECT ${airlines.id} AS id FROM ${airlines} WHERE ${airlines.country} IN
      (SELECT cc.country FROM country_codes cc WHERE cc.iso IN (SELECT country FROM pa)))`;
}
