// The operating carrier's licence (which state granted its operating licence) and, for APPR, its size.
//
// Licence: EU261 and UK261 turn on whether the operating carrier is a "Community carrier" (licence granted
// by a Member State under Reg 1008/2008; EEA and Swiss carriers count the same way) or a "UK air carrier"
// (licence from the UK CAA). The default is the directory airline's country; LICENCE_OVERRIDES corrects a
// carrier whose licence is known to come from another state, each with the URL that says so. Where neither
// knows, the carrier counts as a third-country carrier, so no entitlement rests on a guessed licence.
import { countryCode } from '../contracts/country-codes';
import type { CarrierFacts } from './common';
import { inForce, thousands, type Effective } from './common';
import { blocOn, type Bloc } from './membership';

export interface LicenceOverride {
  iataCode: string;
  name: string;
  licenceState: string; // ISO code of the state that granted the operating licence
  source: string; // URL of the page that says so
}

/**
 * Carriers whose licence state differs from the directory country. Empty until an entry can be sourced:
 * a carrier is added only with the URL of its regulator's register or its own conditions of carriage.
 */
export const LICENCE_OVERRIDES: readonly LicenceOverride[] = [];

export interface CarrierLicence {
  state: string | undefined; // ISO code, undefined when the directory country is unknown
  bloc: Bloc | undefined; // on the flight's date
  source: string; // 'directory country' or the override's URL
}

export function carrierLicence(
  carrier: CarrierFacts,
  date: string,
  overrides: readonly LicenceOverride[] = LICENCE_OVERRIDES,
): CarrierLicence {
  const o = carrier.iataCode ? overrides.find((x) => x.iataCode === carrier.iataCode) : undefined;
  const state = o ? o.licenceState : countryCode(carrier.country);
  return { state, bloc: state ? blocOn(state, date) : undefined, source: o ? o.source : 'directory country' };
}

/** A Community carrier under EU261 (EU, EEA or Swiss licence) on that date. */
export const isEu261Carrier = (l: CarrierLicence) => l.bloc === 'EU' || l.bloc === 'EEA' || l.bloc === 'CH';

// ---- APPR carrier size ----
//
// SOR/2019-150 s.1(1): a "large carrier" transported a worldwide total of two million passengers or more in
// each of the two preceding calendar years; all others are small. The CTA publishes the list each year
// (https://cta-otc.gc.ca/eng/notice/designation-large-and-small-airlines-2024-canadian-transportation-agency-update).
// Two sources decide, in this order: what a CTA page states, with the years it covers; then a carrier's own
// published passenger count per calendar year (PASSENGER_COUNTS below, each with the page that states it).
// Otherwise the size is unknown and APPR's amount is null with "carrierSize" missing.

export type CarrierSize = 'large' | 'small';

export interface SizeEntry {
  iataCode: string;
  name: string;
  size: CarrierSize;
  source: string;
  /** Why this size applies when it is not the operating carrier's own (a small carrier flying for a large one). */
  note?: string;
}

const RPPA = 'https://rppa-appr.ca/eng/large-and-small-airlines';

/** Flight date -> entries. Air Canada (with Jazz), WestJet and British Airways are named large throughout. */
export const APPR_SIZES: readonly Effective<readonly SizeEntry[]>[] = [
  {
    // The CTA's 2022 designation (passengers of 2020 and 2021): Flair and Swoop small; Sunwing, Air Transat
    // and Porter, large before the pandemic, small for 2022.
    from: '2022-01-01',
    to: '2022-12-31',
    rule: [
      { iataCode: 'F8', name: 'Flair Airlines', size: 'small', source: RPPA },
      { iataCode: 'WO', name: 'Swoop', size: 'small', source: RPPA },
      { iataCode: 'WG', name: 'Sunwing Airlines', size: 'small', source: RPPA },
      { iataCode: 'TS', name: 'Air Transat', size: 'small', source: RPPA },
      { iataCode: 'PD', name: 'Porter Airlines', size: 'small', source: RPPA },
    ],
  },
];

const ALWAYS_LARGE: readonly SizeEntry[] = [
  { iataCode: 'AC', name: 'Air Canada', size: 'large', source: RPPA },
  { iataCode: 'QK', name: 'Jazz (operating for Air Canada)', size: 'large', source: RPPA },
  { iataCode: 'WS', name: 'WestJet', size: 'large', source: RPPA },
  { iataCode: 'BA', name: 'British Airways', size: 'large', source: RPPA },
];

/** The size recorded for `carrier` on `date`: a CTA list first, then the carrier's published passenger counts. */
export function ownApprSize(
  carrier: CarrierFacts,
  date: string,
  counts: readonly CarrierTraffic[] = PASSENGER_COUNTS,
): SizeEntry | undefined {
  if (!carrier.iataCode) return undefined;
  const always = ALWAYS_LARGE.find((e) => e.iataCode === carrier.iataCode);
  if (always) return always;
  return (
    inForce(APPR_SIZES, date)?.find((e) => e.iataCode === carrier.iataCode) ?? sizeFromCounts(carrier, date, counts)
  );
}

// ---- APPR carrier size from published passenger counts ----
//
// s.1(1) counts passengers per CALENDAR year, worldwide, so only a count for a whole calendar year is recorded: a
// fiscal year (Emirates and Qatar to 31 March, Condor to 30 September, Qantas to 30 June) straddles two calendar
// years and is left out, never apportioned. Each count names the page it comes from and what that page says; a
// figure is never derived (from a growth rate, a monthly run-rate or a group total split by share). Where a page's
// count covers more than the operating carrier (Lufthansa Airlines' segment with its regional partners and
// Discover, SWISS with Edelweiss, United with its United Express flights), `says` records the scope; such a count
// is recorded only when it is many times the 2 million line (the smallest, SWISS with Edelweiss in 2023, is 19.3
// million), and only ever makes a carrier large: the other airlines in it cannot take the carrier's own traffic
// under 2 million. A small size is drawn only from a count of the carrier itself.

export const LARGE_CARRIER_PASSENGERS = 2_000_000;

export interface PassengerCount {
  year: number; // calendar year
  passengers: number;
  source: string; // URL of the page that states it
  says: string; // what that page says, in short
}

export interface CarrierTraffic {
  iataCode: string;
  name: string;
  counts: readonly PassengerCount[];
}

const LH_AR2024 =
  'https://report.lufthansagroup.com/2024/annual-report/en/combined-management-report/business-segments/passenger-airlines-business-segment/lufthansa-airlines';
const LX_AR2024 =
  'https://report.lufthansagroup.com/2024/annual-report/en/combined-management-report/business-segments/passenger-airlines-business-segment/swiss';
const BTS_2023 = 'https://data.bts.gov/stories/s/itj6-vfiw';
const TK_2023 =
  'https://www.dailysabah.com/business/transportation/flag-carrier-turkish-airlines-flew-834m-passengers-in-2023';

/** Published passenger counts by calendar year (docs/rights-sources.md, "APPR carrier size"). */
export const PASSENGER_COUNTS: readonly CarrierTraffic[] = [
  {
    iataCode: 'LH',
    name: 'Lufthansa',
    counts: [
      {
        year: 2023,
        passengers: 60_268_000,
        source: LH_AR2024,
        says: 'Lufthansa Group Annual Report 2024, table T031 "Key figures Lufthansa Airlines": passengers 60,268 thousand in 2023 (incl. regional partners and Discover Airlines).',
      },
      {
        year: 2024,
        passengers: 64_483_000,
        source: LH_AR2024,
        says: 'Same table: passengers 64,483 thousand in 2024 (incl. regional partners and Discover Airlines).',
      },
    ],
  },
  {
    iataCode: 'LX',
    name: 'SWISS',
    counts: [
      {
        year: 2023,
        passengers: 19_295_000,
        source: LX_AR2024,
        says: 'Lufthansa Group Annual Report 2024, table T032 "Key figures SWISS": passengers 19,295 thousand in 2023 (incl. Edelweiss Air).',
      },
      {
        year: 2024,
        passengers: 21_071_000,
        source: LX_AR2024,
        says: 'Same table: passengers 21,071 thousand in 2024 (incl. Edelweiss Air).',
      },
    ],
  },
  {
    iataCode: 'FI',
    name: 'Icelandair',
    counts: [
      {
        year: 2023,
        passengers: 4_300_000,
        source:
          'https://www.globenewswire.com/news-release/2024/01/08/2805690/0/en/Icelandair-Number-of-passengers-increased-by-17-in-2023.html',
        says: 'Icelandair release, 8 Jan 2024: "In the full year of 2023, the Company transported 4.3 million passengers".',
      },
      {
        year: 2024,
        passengers: 4_700_000,
        source: 'https://aerotelegraph.com/icelandair-steigert-sich-auf-fast-fuenf-millionen-passagiere',
        says: 'aeroTELEGRAPH: Icelandair "beförderte 2024 eine Rekordzahl von 4,7 Millionen Passagieren".',
      },
      {
        year: 2025,
        passengers: 5_061_000,
        source: 'https://fliegerweb.com/de/news/Airliner/Icelandair+pr%C3%A4sentiert+Dezemberzahlen-26592',
        says: 'fliegerweb, 7 Jan 2026: "Im Jahr 2025 konnte die Fluggesellschaft ... insgesamt 5,061 Millionen Fluggäste" carry.',
      },
    ],
  },
  {
    iataCode: 'TK',
    name: 'Turkish Airlines',
    counts: [
      {
        year: 2022,
        passengers: 71_800_000,
        source: TK_2023,
        says: 'Daily Sabah, 8 Jan 2024, on the filing to the Public Disclosure Platform (KAP): "Turkish Airlines carried some 71.8 million passengers in 2022".',
      },
      {
        year: 2023,
        passengers: 83_400_000,
        source: TK_2023,
        says: 'Same article: "carried some 83.4 million passengers throughout last year" (2023).',
      },
      {
        year: 2024,
        passengers: 85_200_000,
        source:
          'https://www.dailysabah.com/business/transportation/turkish-airlines-served-852-million-passengers-in-2024',
        says: 'Daily Sabah, 9 Jan 2025, on the KAP statement: passengers "rose slightly by 2.1% yearly to 85.2 million in 2024".',
      },
      {
        year: 2025,
        passengers: 92_600_000,
        source:
          'https://www.dailysabah.com/business/transportation/turkish-airlines-flew-record-926-million-passengers-in-2025',
        says: 'Daily Sabah, 9 Jan 2026: "The total count reached 92.6 million, up from 85.2 million in 2024" (with its AJet brand, as the consolidated results say).',
      },
    ],
  },
  {
    iataCode: 'UA',
    name: 'United Airlines',
    counts: [
      {
        year: 2022,
        passengers: 112_650_000,
        source: BTS_2023,
        says: 'US Bureau of Transportation Statistics (T-100 Market, enplanements): "United Air Lines increased by 19 percent, from 112.65 million in 2022 to 134.1 million in 2023".',
      },
      { year: 2023, passengers: 134_100_000, source: BTS_2023, says: 'Same BTS page: 134.1 million in 2023.' },
      {
        year: 2024,
        passengers: 173_600_000,
        source:
          'https://aeronewstv.com/en/article/2503-the-future-of-united-airlines-breaking-records-overcoming-challenges.html',
        says: 'AeroNewsTV on the 2024 earnings call: "The airline also carried a record-breaking 173.6 million passengers" (United with its United Express partners).',
      },
    ],
  },
  {
    iataCode: 'OO',
    name: 'SkyWest Airlines',
    counts: [
      {
        year: 2022,
        passengers: 39_940_000,
        source: BTS_2023,
        says: 'US Bureau of Transportation Statistics: "SkyWest Airlines decreased by 3.8 percent from 39.94 million in 2022 to 38.43 million in 2023".',
      },
      { year: 2023, passengers: 38_430_000, source: BTS_2023, says: 'Same BTS page: 38.43 million in 2023.' },
    ],
  },
];

/** What the counts say of one calendar year: 2 million or more, fewer, or nothing recorded. */
export function yearStanding(t: CarrierTraffic, year: number): 'large' | 'small' | undefined {
  const c = t.counts.find((x) => x.year === year);
  if (!c) return undefined;
  return c.passengers >= LARGE_CARRIER_PASSENGERS ? 'large' : 'small';
}

/**
 * The size the published counts give for a flight on `date` (year Y): large when each of Y-1 and Y-2 is 2 million
 * or more; small when either is recorded below; undefined otherwise (a year not recorded is never assumed).
 */
export function sizeFromCounts(
  carrier: CarrierFacts,
  date: string,
  table: readonly CarrierTraffic[] = PASSENGER_COUNTS,
): SizeEntry | undefined {
  const t = table.find((x) => x.iataCode === carrier.iataCode);
  if (!t) return undefined;
  const y = Number(date.slice(0, 4));
  const years = [y - 2, y - 1];
  const standing = years.map((year) => yearStanding(t, year));
  const counts = years.map((year) => t.counts.find((x) => x.year === year));
  if (standing.includes('small')) {
    const low = counts.find((c) => c && c.passengers < LARGE_CARRIER_PASSENGERS)!;
    return {
      iataCode: t.iataCode,
      name: t.name,
      size: 'small',
      source: low.source,
      note: `${carrier.name} carried ${thousands(low.passengers)} passengers in ${low.year}, under the 2 million a year of a large carrier (SOR/2019-150 s.1(1)), so it counts as a small carrier for ${y}.`,
    };
  }
  if (standing.every((s) => s === 'large')) {
    const [a, b] = counts as [PassengerCount, PassengerCount];
    return {
      iataCode: t.iataCode,
      name: t.name,
      size: 'large',
      source: `${a.source} ; ${b.source}`,
      note: `${carrier.name} counts as a large carrier: its published traffic was ${thousands(a.passengers)} passengers in ${a.year} and ${thousands(b.passengers)} in ${b.year}, 2 million or more in each of the two years before the flight (SOR/2019-150 s.1(1)).`,
    };
  }
  return undefined;
}

/**
 * The APPR size that decides the amount: the operating carrier's, except that when the ticket is from a large
 * carrier (`ticketCarrier`, the report's airline) and another carrier operated the disrupted leg for it, the large
 * carrier's obligations apply (the CTA: "If a small airline is carrying passengers on behalf of a large airline
 * under a contract, they would have to follow the large carrier obligations for those passengers",
 * https://rppa-appr.ca/eng/large-and-small-airlines). AirDesk takes a ticket from the report's airline on a leg
 * another carrier operated to be such a contract (code share or capacity purchase).
 */
export function apprCarrierSize(
  carrier: CarrierFacts,
  date: string,
  ticketCarrier?: CarrierFacts,
): SizeEntry | undefined {
  const ticket = ticketCarrier ? ownApprSize(ticketCarrier, date) : undefined;
  if (ticket?.size === 'large' && ticketCarrier && ticketCarrier.iataCode !== carrier.iataCode)
    return {
      ...ticket,
      note: `${carrier.name} operated the flight for ${ticketCarrier.name}, a large carrier, so the large carrier's amounts apply.`,
    };
  return ownApprSize(carrier, date);
}
