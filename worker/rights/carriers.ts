// The operating carrier's licence (which state granted its operating licence) and, for APPR, its size.
//
// Licence: EU261 and UK261 turn on whether the operating carrier is a "Community carrier" (licence granted
// by a Member State under Reg 1008/2008; EEA and Swiss carriers count the same way) or a "UK air carrier"
// (licence from the UK CAA). The default is the directory airline's country; LICENCE_OVERRIDES corrects a
// carrier whose licence is known to come from another state, each with the URL that says so. Where neither
// knows, the carrier counts as a third-country carrier, so no entitlement rests on a guessed licence.
import { countryCode } from '../contracts/country-codes';
import type { CarrierFacts } from './common';
import { inForce, type Effective } from './common';
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
// Recorded here only what a CTA page states, with the years it covers; otherwise the size is unknown and APPR's
// amount is null with "carrierSize" missing.

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

/** The size recorded for `carrier` on `date`, or undefined. */
export function ownApprSize(carrier: CarrierFacts, date: string): SizeEntry | undefined {
  if (!carrier.iataCode) return undefined;
  const always = ALWAYS_LARGE.find((e) => e.iataCode === carrier.iataCode);
  if (always) return always;
  return inForce(APPR_SIZES, date)?.find((e) => e.iataCode === carrier.iataCode);
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
