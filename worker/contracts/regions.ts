// The directory's regions and how a company's country gives its region (docs/product.md#constants). The region
// of a company is always derived from its country through this file: the seed data, the import command and the
// API all call regionOf(), so a country can never sit in two regions.
//
// Country names are English short names (ISO 3166 style, without "the", "Republic of" and the like). A few
// common alternative spellings are accepted through ALIASES and turned into the canonical name by
// canonicalCountry(), so an imported "USA" or "Turkey" lands on the same (name, country) key as the seed.
// The table and the choices behind it: country-regions.ts.
import { COUNTRY_REGIONS } from './country-regions';

export { COUNTRY_REGIONS };

export const REGIONS = [
  'north-america',
  'europe',
  'asia',
  'middle-east',
  'south-america',
  'africa',
  'pacific',
] as const;

export type Region = (typeof REGIONS)[number];

/** Display labels; "pacific" is shown as Australia & Oceania (docs/product.md#constants). */
export const REGION_LABELS: Record<Region, string> = {
  'north-america': 'North America',
  europe: 'Europe',
  asia: 'Asia',
  'middle-east': 'Middle East',
  'south-america': 'South America',
  africa: 'Africa',
  pacific: 'Australia & Oceania',
};

/**
 * Other spellings an operator's CSV may use, mapped to the canonical name above. Kept short on purpose:
 * only unambiguous, common variants. Anything else is rejected so a typo cannot create a second country.
 */
const ALIASES: Readonly<Record<string, string>> = {
  usa: 'United States',
  us: 'United States',
  'united states of america': 'United States',
  uk: 'United Kingdom',
  'great britain': 'United Kingdom',
  uae: 'United Arab Emirates',
  turkey: 'Türkiye',
  turkiye: 'Türkiye',
  'czech republic': 'Czechia',
  korea: 'South Korea',
  'republic of korea': 'South Korea',
  'korea, republic of': 'South Korea',
  'russian federation': 'Russia',
  'viet nam': 'Vietnam',
  'lao pdr': 'Laos',
  burma: 'Myanmar',
  macao: 'Macau',
  'ivory coast': "Côte d'Ivoire",
  'cote d’ivoire': "Côte d'Ivoire",
  "cote d'ivoire": "Côte d'Ivoire",
  'côte d’ivoire': "Côte d'Ivoire",
  'cape verde': 'Cabo Verde',
  swaziland: 'Eswatini',
  'democratic republic of the congo': 'DR Congo',
  'republic of the congo': 'Congo',
  'east timor': 'Timor-Leste',
  'the bahamas': 'Bahamas',
  'the gambia': 'Gambia',
  'the netherlands': 'Netherlands',
  holland: 'Netherlands',
  curacao: 'Curaçao',
  reunion: 'Réunion',
  'saint barthelemy': 'Saint Barthélemy',
  'st barths': 'Saint Barthélemy',
  'sao tome and principe': 'São Tomé and Príncipe',
  'federated states of micronesia': 'Micronesia',
  macedonia: 'North Macedonia',
  vatican: 'Vatican City',
};

// Lower-cased lookup built on first use (canonical names match case-insensitively too), not at import: the
// SPA imports this module for REGIONS and REGION_LABELS, and a bundler drops the unused tables only when
// nothing at the top level runs.
let lookup: ReadonlyMap<string, string> | undefined;
const LOOKUP = () =>
  (lookup ??= new Map([
    ...Object.keys(COUNTRY_REGIONS).map((c): [string, string] => [c.toLowerCase(), c]),
    ...Object.entries(ALIASES),
  ]));

const normalise = (s: string) => s.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/** The canonical spelling of a country, or undefined when the table does not know it. */
export function canonicalCountry(country: string): string | undefined {
  return LOOKUP().get(normalise(country));
}

/** The region of a country (canonical name or a known alias, any case), or undefined when unknown. */
export function regionOf(country: string): Region | undefined {
  const canonical = canonicalCountry(country);
  return canonical === undefined ? undefined : COUNTRY_REGIONS[canonical];
}
