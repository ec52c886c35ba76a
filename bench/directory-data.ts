// Generated airlines for the API benchmarks: deterministic, realistic names, every country of regions.ts,
// written into a D1 that already has the real migrations (so every trigger and maintained row of the
// schema sees them the way a CSV import would), and the search index merged afterwards as the import does.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Miniflare } from 'miniflare';
import { buildAirportsSql, loadAirports } from '../worker/cli/airports-data';
import { COUNTRY_REGIONS, regionOf } from '../worker/contracts/regions';
import { OPTIMIZE_SEARCH_INDEX_SQL } from '../worker/directory/search-index';

export const ROOT = path.resolve(import.meta.dirname, '..');

let state = 20261120;
/** A seeded generator: the same airlines, queries and picks on every run. */
export const rnd = () => (state = (state * 48271) % 2147483647) / 2147483647;
export const pick = <T>(a: readonly T[]) => a[Math.floor(rnd() * a.length)]!;

const FIRST = `Atlantic Pacific Nordic Baltic Alpine Coastal Royal Global Sun Star Blue Sky Eagle Falcon Condor Phoenix
Orient Meridian Polar Tropical Desert Island Lake River Mountain Golden Silver Crystal Emerald Sapphire Jade Coral
Aurora Zenith Horizon Summit Harbor Capital Metro Continental Transworld Intercontinental Frontier Pioneer Liberty
Heritage Unity Victory Express Swift Rapid Jet Aero Avia Air Fly Wings Cloud Breeze Wind Thunder Comet Orbit
Andes Sahara Nile Danube Rhine Alps Himalaya Kalahari Pampas Tasman Caspian Aegean Adriatic Ionian Celtic Gulf
Savanna Tundra Steppe Atlas Olympus Everest Kilimanjaro Fuji Vesuvius Etna Sierra Cascade Rocky Appalachian
Highland Lowland Northern Southern Eastern Western Central Trans Euro Asia Africa America Oceanic Arctic Antarctic
Lion Tiger Leopard Jaguar Puma Panther Hawk Kestrel Osprey Albatross Pelican Heron Crane Stork Swan Raven Dove
Maple Cedar Pine Oak Palm Lotus Orchid Jasmine Rose Tulip Sakura Acacia Baobab Sequoia Cypress Olive Laurel`.split(
  /\s+/,
);
const MIDDLE = `Star Sky Blue Gold Sun Coast Wing Jet Line Link Way Bird Cloud Peak Bay Cape Port Gate Bridge
Valley Plains Ridge Shore Isle Reef Dune Crest Field Harbor Point Crown Flag Torch Beacon Compass Anchor Arrow`.split(
  /\s+/,
);
const KIND = [
  'Airways',
  'Airlines',
  'Air',
  'Aviation',
  'Jet',
  'Express',
  'Connect',
  'Charter',
  'Helicopters',
  'Air Taxi',
  'Aero',
  'Flights',
];
export const COUNTRIES = Object.keys(COUNTRY_REGIONS);
export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export interface Row {
  name: string;
  category: string;
  country: string;
  region: string;
  iata: string;
  icao: string;
  featured: number;
  popularity: number;
}

export function airlines(n: number): Row[] {
  const rows: Row[] = [];
  const used = new Set<string>();
  while (rows.length < n) {
    const kind = pick(KIND);
    const name = rnd() < 0.6 ? `${pick(FIRST)} ${pick(MIDDLE)} ${kind}` : `${pick(FIRST)} ${kind}`;
    const country = pick(COUNTRIES);
    const key = `${name}|${country}`;
    if (used.has(key)) continue;
    used.add(key);
    const category =
      kind === 'Helicopters'
        ? 'helicopter'
        : kind === 'Charter' || kind === 'Air Taxi'
          ? 'charter'
          : pick(['commercial', 'commercial', 'charter']);
    rows.push({
      name,
      category,
      country,
      region: regionOf(country)!,
      iata: rnd() < 0.4 ? pick(LETTERS.split('')) + pick((LETTERS + '0123456789').split('')) : '',
      icao: rnd() < 0.7 ? pick(LETTERS.split('')) + pick(LETTERS.split('')) + pick(LETTERS.split('')) : '',
      featured: rnd() < 0.001 ? 1 : 0,
      popularity: Math.floor(rnd() * rnd() * 500),
    });
  }
  return rows;
}

/** A random 4 to 7 character piece of a company name: what a traveller types into the search box. */
export function fragment(rows: readonly Row[]) {
  const name = pick(rows).name.toLowerCase();
  const len = 4 + Math.floor(rnd() * 4);
  const at = Math.floor(rnd() * Math.max(1, name.length - len));
  return name.slice(at, at + len);
}

/** Every statement of migrations/*.sql in order, split as wrangler splits them. */
export function migrations() {
  const dir = path.join(ROOT, 'migrations');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .flatMap((f) => readFileSync(path.join(dir, f), 'utf8').split('--> statement-breakpoint'))
    .map((s) => s.trim())
    .filter((s) => s.replace(/--[^\n]*\n?/g, '').trim() !== '');
}

export type D1 = Awaited<ReturnType<Miniflare['getD1Database']>>;

export async function migrate(db: D1) {
  for (const stmt of migrations()) await db.prepare(stmt).run();
}

export async function seed(db: D1, rows: readonly Row[]) {
  // Generated data only, so the values are written as SQL literals: 200 rows per statement keeps the number
  // of calls through Miniflare's proxy small (binding 100,000 rows 9 at a time is slow and fragile).
  const lit = (v: string | number) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`);
  const statements: string[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    const values = rows
      .slice(i, i + 200)
      .map(
        (r) =>
          `(${[r.name, r.category, r.country, r.region, 'https://www.airline.example.com', r.iata, r.icao, r.featured, r.popularity, '', ''].map(lit).join(',')})`,
      );
    statements.push(
      `INSERT INTO airlines (name, category, country, region, website, iata_code, icao_code, featured, popularity, phone, email) VALUES ${values.join(',')}`,
    );
  }
  for (let i = 0; i < statements.length; i += 25)
    await db.batch(statements.slice(i, i + 25).map((sql) => db.prepare(sql)));
  // As the CSV import ends (upsert-sql.ts importSql): the search index merged after the bulk write.
  await db.prepare(OPTIMIZE_SEARCH_INDEX_SQL).run();
  // The airports, as `npm start` seeds them (the airline-airport pairs come with the migrations): a text that
  // starts a city's or an airport's name ("gold", "vict") or is an airport code then takes the place path of a
  // search, and the generated airlines' IATA designators fly where the real ones do.
  const airports = buildAirportsSql(loadAirports()).split(/;\n(?=INSERT)/);
  await db.batch(airports.map((s) => db.prepare(s)));
}

/** Cookies as a browser keeps them: later Set-Cookie headers replace earlier values of the same name. */
export class CookieJar {
  private readonly values = new Map<string, string>();
  take(res: { headers: { getSetCookie(): string[] } }) {
    for (const c of res.headers.getSetCookie()) {
      const pair = c.split(';')[0]!;
      const eq = pair.indexOf('=');
      this.values.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return this;
  }
  header() {
    return [...this.values].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Registers an account and starts its free trial through the API, as the SPA does; answers the Cookie header
 * of the signed-in subscriber. `ip` keeps the per-address registration limit of one account off another.
 */
export async function subscriber(mf: Miniflare, origin: string, email: string, ip: string) {
  const headers = { 'Content-Type': 'application/json', Origin: origin, 'CF-Connecting-IP': ip };
  const jar = new CookieJar();
  const reg = await mf.dispatchFetch(`${origin}/api/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: email, password: 'bench password 1' }),
  });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  jar.take(reg);
  await reg.arrayBuffer();
  const trial = await mf.dispatchFetch(`${origin}/api/subscription`, {
    method: 'POST',
    headers: { ...headers, Cookie: jar.header() },
    body: JSON.stringify({ orderId: 'free-trial' }),
  });
  if (trial.status !== 200) throw new Error(`trial: ${trial.status} ${await trial.text()}`);
  jar.take(trial);
  await trial.arrayBuffer();
  return jar.header();
}
