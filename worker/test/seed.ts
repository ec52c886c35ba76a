// Test data setup for the directory, reports and admin suites: rows written straight into D1.
// Every behaviour under test still goes through call() (the real Worker entry point).
import { env } from 'cloudflare:workers';
import { regionOf } from '../contracts/regions';

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
  /** Place in the size ranking (airlines.size_rank); default none. */
  sizeRank?: number;
  complaintFormUrl?: string;
  /** Source pages of the contacts; default: the website's contact page for each contact given. */
  phoneSource?: string;
  emailSource?: string;
  complaintFormSource?: string;
  checkedAt?: string;
  /** The country (ISO code) a phone serves when not the home country, and what a form is for; default ''. */
  phoneRegion?: string;
  formScope?: string;
}

const insertSql = `INSERT INTO airlines (name, category, country, region, phone, email, website, iata_code, icao_code, featured, popularity,
  complaint_form_url, phone_source, email_source, complaint_form_source, contacts_checked_at, phone_region, form_scope, size_rank)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`;

const bind = (a: SeedAirline) => {
  const country = a.country ?? 'Germany';
  const website = a.website ?? 'https://www.airline.example.com';
  return env.DB.prepare(insertSql).bind(
    a.name,
    a.category ?? 'commercial',
    country,
    regionOf(country) ?? 'europe',
    a.phone ?? '',
    a.email ?? '',
    website,
    a.iataCode ?? '',
    a.icaoCode ?? '',
    a.featured ? 1 : 0,
    a.popularity ?? 0,
    a.complaintFormUrl ?? '',
    a.phoneSource ?? (a.phone ? `${website}/contact` : ''),
    a.emailSource ?? (a.email ? `${website}/contact` : ''),
    a.complaintFormSource ?? (a.complaintFormUrl ? `${website}/contact` : ''),
    a.checkedAt ?? (a.phone || a.email || a.complaintFormUrl ? '2026-11-20' : ''),
    a.phoneRegion ?? '',
    a.formScope ?? '',
    a.sizeRank ?? null,
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
  for (let i = 0; i < 7; i++) s += letters[Math.floor(Math.random() * letters.length)]!;
  return s;
};
