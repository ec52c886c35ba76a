// Which airports and carriers each regime's scope speaks of, effective-dated, keyed by ISO 3166-1 alpha-2
// code as OurAirports writes it (territories have their own codes: RE Réunion, GP Guadeloupe, ...).
//
// - EU: the territory "to which the Treaty applies" (Reg 261/2004 Art. 3(1)); that includes the outermost
//   regions (TFEU Art. 349 and 355(1)): Guadeloupe, French Guiana, Martinique, Réunion, Mayotte (since
//   1 Jan 2014), Saint-Martin, the Azores, Madeira and the Canary Islands (the last three are PT/ES in the data),
//   and Åland (AX). Not the overseas countries and territories (TFEU Annex II: French Polynesia, New Caledonia,
//   Saint-Barthélemy, Aruba, Curaçao, Sint Maarten, Bonaire, Greenland, ...) nor the Faroe Islands.
//   Accession dates matter for old flights: BG and RO from 1 Jan 2007, HR from 1 Jan 2013 + 6 months.
//   The UK was EU territory for Reg 261/2004 until the end of the transition period, 31 Dec 2020
//   (Withdrawal Agreement Art. 126-127); UK261 applies from 1 Jan 2021.
// - EEA (IS, LI, NO) and CH apply Reg 261/2004 through the EEA Agreement and the EU-Swiss air transport
//   agreement (Decision No 1/2006 of the Community/Switzerland Air Transport Committee, from 1 Dec 2006).
//   Svalbard (SJ) is outside the EEA Agreement. Gibraltar (GI): Art. 1(2) of Reg 261/2004 suspended its
//   application there, and it is not UK territory for UK261: no regime is stated for it.
//   The Crown Dependencies (JE, GG, IM) are neither EU nor UK territory for either regulation.
// - US: the states, DC and the territories count as the United States for 14 CFR Parts 250, 254 and 260.
import type { Effective } from './common';
import { inForce } from './common';

export type Bloc = 'EU' | 'EEA' | 'CH' | 'UK' | 'CA' | 'US';

const always = (bloc: Bloc): Effective<Bloc>[] => [{ from: null, to: null, rule: bloc }];
const since = (bloc: Bloc, from: string): Effective<Bloc>[] => [{ from, to: null, rule: bloc }];

const EU_FOUNDING_OR_EARLY = [
  'AT',
  'BE',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'SE',
  'SI',
  'SK',
];
const EU_OUTERMOST = ['GP', 'GF', 'MQ', 'RE', 'MF', 'AX']; // in the data under their own codes

export const MEMBERSHIP: Readonly<Record<string, readonly Effective<Bloc>[]>> = {
  ...Object.fromEntries(EU_FOUNDING_OR_EARLY.map((c) => [c, always('EU')])),
  ...Object.fromEntries(EU_OUTERMOST.map((c) => [c, always('EU')])),
  YT: since('EU', '2014-01-01'), // Mayotte became an outermost region on 1 Jan 2014
  BG: since('EU', '2007-01-01'),
  RO: since('EU', '2007-01-01'),
  HR: since('EU', '2013-07-01'),
  GB: [
    { from: null, to: '2020-12-31', rule: 'EU' },
    { from: '2021-01-01', to: null, rule: 'UK' },
  ],
  IS: always('EEA'),
  LI: always('EEA'),
  NO: always('EEA'),
  CH: since('CH', '2006-12-01'),
  CA: always('CA'),
  ...Object.fromEntries(['US', 'PR', 'VI', 'GU', 'AS', 'MP'].map((c) => [c, always('US')])),
};

/** The bloc of a country on a date, or undefined (a third country for every regime here). */
export function blocOn(country: string, date: string): Bloc | undefined {
  const table = MEMBERSHIP[country];
  return table ? inForce(table, date) : undefined;
}

/** EU261's "Member State" area: the EU plus the EEA states and Switzerland that apply the Regulation. */
export const inEu261Area = (country: string, date: string) => {
  const b = blocOn(country, date);
  return b === 'EU' || b === 'EEA' || b === 'CH';
};

/** UK261's "member State" (the EU proper; the UK regulation does not name the EEA states or Switzerland). */
export const inEu = (country: string, date: string) => blocOn(country, date) === 'EU';
export const inUk = (country: string, date: string) => blocOn(country, date) === 'UK';
export const inCanada = (country: string) => country === 'CA';
export const inUs = (country: string) => blocOn(country, '2000-01-01') === 'US';

/**
 * The state a territory belongs to, for the Montreal Convention's "international carriage" (two different
 * States Parties): Paris - Réunion is domestic carriage within France. Codes not listed are their own state.
 */
const SOVEREIGN: Readonly<Record<string, string>> = {
  GP: 'FR',
  GF: 'FR',
  MQ: 'FR',
  RE: 'FR',
  YT: 'FR',
  MF: 'FR',
  BL: 'FR',
  PM: 'FR',
  PF: 'FR',
  NC: 'FR',
  WF: 'FR',
  PR: 'US',
  VI: 'US',
  GU: 'US',
  AS: 'US',
  MP: 'US',
  UM: 'US',
  AW: 'NL',
  CW: 'NL',
  SX: 'NL',
  BQ: 'NL',
  GL: 'DK',
  FO: 'DK',
  AX: 'FI',
  SJ: 'NO',
  CX: 'AU',
  CC: 'AU',
  NF: 'AU',
};
export const sovereignOf = (country: string) => SOVEREIGN[country] ?? country;
