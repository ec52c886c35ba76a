// The single country-to-region table of the directory (docs/product.md#constants). The region of a
// company is always derived from its country through this file: the seed data, the import command and the
// API all call regionOf(), so a country can never sit in two regions.
//
// Country names are English short names (ISO 3166 style, without "the", "Republic of" and the like). A few
// common alternative spellings are accepted through ALIASES and turned into the canonical name by
// canonicalCountry(), so an imported "USA" or "Turkey" lands on the same (name, country) key as the seed.
//
// Choices made here, so nobody has to rediscover them:
// - Central America, Mexico, the Caribbean, Greenland and Saint Pierre and Miquelon are north-america.
// - Türkiye is europe: it is a member of ECAC and Eurocontrol, its carriers fly under European air-traffic
//   rules, and travellers look for Turkish Airlines and Pegasus next to the European carriers.
// - Russia is europe (its carriers are based in Moscow and St Petersburg).
// - The South Caucasus (Armenia, Azerbaijan, Georgia) and Cyprus are europe (ECAC members); Central Asia
//   (Kazakhstan, Uzbekistan, ...) and Afghanistan are asia.
// - Egypt and the rest of North Africa are africa; middle-east is the Gulf, the Levant, Iraq, Iran, Yemen.
// - Overseas territories follow their geography, not their sovereign (Réunion is africa, French Polynesia
//   is pacific, Guadeloupe is north-america).

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

const NA: Region = 'north-america';
const EU: Region = 'europe';
const AS: Region = 'asia';
const ME: Region = 'middle-east';
const SA: Region = 'south-america';
const AF: Region = 'africa';
const PA: Region = 'pacific';

/** Canonical country name -> region. Every sovereign state plus the territories that have airlines. */
export const COUNTRY_REGIONS: Readonly<Record<string, Region>> = {
  // North America, Central America and the Caribbean
  'United States': NA,
  Canada: NA,
  Mexico: NA,
  Greenland: NA,
  'Saint Pierre and Miquelon': NA,
  Bermuda: NA,
  Belize: NA,
  'Costa Rica': NA,
  'El Salvador': NA,
  Guatemala: NA,
  Honduras: NA,
  Nicaragua: NA,
  Panama: NA,
  Anguilla: NA,
  'Antigua and Barbuda': NA,
  Aruba: NA,
  Bahamas: NA,
  Barbados: NA,
  'Bonaire, Sint Eustatius and Saba': NA,
  'British Virgin Islands': NA,
  'Cayman Islands': NA,
  Cuba: NA,
  Curaçao: NA,
  Dominica: NA,
  'Dominican Republic': NA,
  Grenada: NA,
  Guadeloupe: NA,
  Haiti: NA,
  Jamaica: NA,
  Martinique: NA,
  Montserrat: NA,
  'Puerto Rico': NA,
  'Saint Barthélemy': NA,
  'Saint Kitts and Nevis': NA,
  'Saint Lucia': NA,
  'Saint Martin': NA,
  'Saint Vincent and the Grenadines': NA,
  'Sint Maarten': NA,
  'Trinidad and Tobago': NA,
  'Turks and Caicos Islands': NA,
  'United States Virgin Islands': NA,

  // South America
  Argentina: SA,
  Bolivia: SA,
  Brazil: SA,
  Chile: SA,
  Colombia: SA,
  Ecuador: SA,
  'Falkland Islands': SA,
  'French Guiana': SA,
  Guyana: SA,
  Paraguay: SA,
  Peru: SA,
  Suriname: SA,
  Uruguay: SA,
  Venezuela: SA,

  // Europe (with Türkiye, Russia, Cyprus and the South Caucasus: see the header)
  Albania: EU,
  Andorra: EU,
  Armenia: EU,
  Austria: EU,
  Azerbaijan: EU,
  Belarus: EU,
  Belgium: EU,
  'Bosnia and Herzegovina': EU,
  Bulgaria: EU,
  Croatia: EU,
  Cyprus: EU,
  Czechia: EU,
  Denmark: EU,
  Estonia: EU,
  'Faroe Islands': EU,
  Finland: EU,
  France: EU,
  Georgia: EU,
  Germany: EU,
  Gibraltar: EU,
  Greece: EU,
  Guernsey: EU,
  Hungary: EU,
  Iceland: EU,
  Ireland: EU,
  'Isle of Man': EU,
  Italy: EU,
  Jersey: EU,
  Kosovo: EU,
  Latvia: EU,
  Liechtenstein: EU,
  Lithuania: EU,
  Luxembourg: EU,
  Malta: EU,
  Moldova: EU,
  Monaco: EU,
  Montenegro: EU,
  Netherlands: EU,
  'North Macedonia': EU,
  Norway: EU,
  Poland: EU,
  Portugal: EU,
  Romania: EU,
  Russia: EU,
  'San Marino': EU,
  Serbia: EU,
  Slovakia: EU,
  Slovenia: EU,
  Spain: EU,
  Sweden: EU,
  Switzerland: EU,
  Türkiye: EU,
  Ukraine: EU,
  'United Kingdom': EU,
  'Vatican City': EU,

  // Middle East
  Bahrain: ME,
  Iran: ME,
  Iraq: ME,
  Israel: ME,
  Jordan: ME,
  Kuwait: ME,
  Lebanon: ME,
  Oman: ME,
  Palestine: ME,
  Qatar: ME,
  'Saudi Arabia': ME,
  Syria: ME,
  'United Arab Emirates': ME,
  Yemen: ME,

  // Asia (Central, South, South-East and East Asia)
  Afghanistan: AS,
  Bangladesh: AS,
  Bhutan: AS,
  Brunei: AS,
  Cambodia: AS,
  China: AS,
  'Hong Kong': AS,
  India: AS,
  Indonesia: AS,
  Japan: AS,
  Kazakhstan: AS,
  Kyrgyzstan: AS,
  Laos: AS,
  Macau: AS,
  Malaysia: AS,
  Maldives: AS,
  Mongolia: AS,
  Myanmar: AS,
  Nepal: AS,
  'North Korea': AS,
  Pakistan: AS,
  Philippines: AS,
  Singapore: AS,
  'South Korea': AS,
  'Sri Lanka': AS,
  Taiwan: AS,
  Tajikistan: AS,
  Thailand: AS,
  'Timor-Leste': AS,
  Turkmenistan: AS,
  Uzbekistan: AS,
  Vietnam: AS,

  // Africa (with the Indian Ocean islands)
  Algeria: AF,
  Angola: AF,
  Benin: AF,
  Botswana: AF,
  'Burkina Faso': AF,
  Burundi: AF,
  'Cabo Verde': AF,
  Cameroon: AF,
  'Central African Republic': AF,
  Chad: AF,
  Comoros: AF,
  Congo: AF,
  "Côte d'Ivoire": AF,
  'DR Congo': AF,
  Djibouti: AF,
  Egypt: AF,
  'Equatorial Guinea': AF,
  Eritrea: AF,
  Eswatini: AF,
  Ethiopia: AF,
  Gabon: AF,
  Gambia: AF,
  Ghana: AF,
  Guinea: AF,
  'Guinea-Bissau': AF,
  Kenya: AF,
  Lesotho: AF,
  Liberia: AF,
  Libya: AF,
  Madagascar: AF,
  Malawi: AF,
  Mali: AF,
  Mauritania: AF,
  Mauritius: AF,
  Mayotte: AF,
  Morocco: AF,
  Mozambique: AF,
  Namibia: AF,
  Niger: AF,
  Nigeria: AF,
  Réunion: AF,
  Rwanda: AF,
  'São Tomé and Príncipe': AF,
  Senegal: AF,
  Seychelles: AF,
  'Sierra Leone': AF,
  Somalia: AF,
  'South Africa': AF,
  'South Sudan': AF,
  Sudan: AF,
  Tanzania: AF,
  Togo: AF,
  Tunisia: AF,
  Uganda: AF,
  Zambia: AF,
  Zimbabwe: AF,

  // Australia & Oceania
  'American Samoa': PA,
  Australia: PA,
  'Cook Islands': PA,
  Fiji: PA,
  'French Polynesia': PA,
  Guam: PA,
  Kiribati: PA,
  'Marshall Islands': PA,
  Micronesia: PA,
  Nauru: PA,
  'New Caledonia': PA,
  'New Zealand': PA,
  Niue: PA,
  'Northern Mariana Islands': PA,
  Palau: PA,
  'Papua New Guinea': PA,
  Samoa: PA,
  'Solomon Islands': PA,
  Tonga: PA,
  Tuvalu: PA,
  Vanuatu: PA,
  'Wallis and Futuna': PA,
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
