// Test data setup for the directory, reports and admin suites: rows written straight into D1.
// Every behaviour under test still goes through call() (the real Worker entry point).
import { env } from 'cloudflare:workers';
import { regionOf } from '../directory/regions';

export interface SeedAirline {
  name: string;
  category?: 'commercial' | 'charter' | 'helicopter';
  country?: string;
  phone?: string;
  email?: string;
  website?: string;
  iataCode?: string;
  icaoCode?: string;
  featured?: boolean;
  popularity?: number;
}

const insertSql = `INSERT INTO airlines (name, category, country, region, phone, email, website, iata_code, icao_code, featured, popularity)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`;

const bind = (a: SeedAirline) => {
  const country = a.country ?? 'Germany';
  return env.DB.prepare(insertSql).bind(
    a.name,
    a.category ?? 'commercial',
    country,
    regionOf(country) ?? 'europe',
    a.phone ?? '',
    a.email ?? '',
    a.website ?? 'https://www.airline.example.com',
    a.iataCode ?? '',
    a.icaoCode ?? '',
    a.featured ? 1 : 0,
    a.popularity ?? 0,
  );
};

/** Inserts airlines (chunked batches) and answers their ids in order. */
export async function seedAirlines(list: SeedAirline[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < list.length; i += 200) {
    const results = await env.DB.batch<{ id: number }>(list.slice(i, i + 200).map(bind));
    for (const r of results) ids.push(r.results[0]!.id);
  }
  return ids;
}

export async function seedAirline(a: SeedAirline) {
  return (await seedAirlines([a]))[0]!;
}

/** A short random tag of letters, so each test's rows are found by a query no other row matches. */
export const tag = () => {
  const letters = 'bcdfghjklmnpqrstvwxz';
  let s = 'Q';
  for (let i = 0; i < 7; i++) s += letters[Math.floor(Math.random() * letters.length)];
  return s;
};
