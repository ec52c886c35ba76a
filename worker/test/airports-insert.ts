// The statement that writes the airports into a test D1, shared by seed-airports.ts (inside workerd) and the
// template database the worker suite builds once per run in node (d1-template.ts), so both hold the same rows.

/** A row as worker/cli/airports-data.ts builds it (AirportSeedRow; that node module is not in the worker's project). */
interface AirportRow {
  iataCode: string;
  name: string;
  city: string;
  country: string;
  countryName: string;
  latitude: number;
  longitude: number;
  type: string;
  scheduled: boolean;
}

export const AIRPORT_INSERT =
  'INSERT OR IGNORE INTO airports (iata_code, name, city, country, country_name, latitude, longitude, type, scheduled) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)';

/** Rows per D1 batch. */
export const AIRPORT_BATCH = 500;

/** AIRPORT_INSERT's parameters for one row. */
export const airportParams = (r: AirportRow) => [
  r.iataCode,
  r.name,
  r.city,
  r.country,
  r.countryName,
  r.latitude,
  r.longitude,
  r.type,
  r.scheduled ? 1 : 0,
];
