// EU261: Regulation (EC) No 261/2004, https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32004R0261
// In force for flights from 17 Feb 2005 (Art. 19). The revision is not in force: Council position of 5 Jun 2025,
// Parliament's second reading of 21 Jan 2026 (3 h kept), then conciliation (not a trilogue), where a provisional
// agreement was reached on 15 Jun 2026 (European Parliament press release of 16 Jun 2026; 3 h kept, over 3,500 km
// EUR 300 for 3 to 4 h and EUR 600 beyond or for a cancellation, as reported). Not adopted or published in the
// Official Journal as of 29 Nov 2026 (docs/rights-sources.md#pending-law-workerrightspendingts): pending.ts tells the
// traveller where it would change the answer; once adopted it becomes a new entry of EU261_RULES from its date of
// application.
//
// Scope, Art. 3(1): (a) departing from an airport in a Member State, on any carrier; (b) departing from a
// third country to a Member State when the operating carrier is a Community carrier (unless the passenger
// received benefits or compensation and assistance in that third country). EEA and Swiss airports and carriers
// count the same (see membership.ts). The UK was inside until 31 Dec 2020.
//
// Art. 7(1): (a) EUR 250 for flights of 1,500 km or less; (b) EUR 400 for intra-Community flights over
// 1,500 km and other flights of 1,500 to 3,500 km; (c) EUR 600 otherwise. Art. 7(2): half after re-routing
// arriving at most 2 / 3 / 4 h late. Art. 10(2): downgrade 30% / 50% / 75% (flights between the European
// territory and the French overseas departments fall under the 75% case).
import type { Effective, Journey, RegimeResult } from './common';
import { inForce, notApplicable } from './common';
import { carrierLicence, isEu261Carrier } from './carriers';
import { inEu261Area } from './membership';
import { assess261 } from './reg261';
import type { Band, Reg261Rule } from './reg261-result';

export const EU261_LAW = 'Regulation (EC) No 261/2004';

export const EU261_RULES: readonly Effective<Reg261Rule>[] = [
  {
    from: '2005-02-17',
    to: null,
    rule: { amounts: { a: 250, b: 400, c: 600 }, currency: 'EUR', halfWithin: { a: 2, b: 3, c: 4 } },
  },
];

const FRENCH_OVERSEAS_DEPARTMENTS = new Set(['GP', 'GF', 'MQ', 'RE', 'YT']);

export function eu261Band(distanceKm: number, intraCommunity: boolean): Band {
  if (distanceKm <= 1500) return 'a';
  if (intraCommunity || distanceKm <= 3500) return 'b';
  return 'c';
}

export interface Eu261Scope {
  covered: boolean;
  reason: string;
  intraCommunity: boolean;
}

export function eu261Scope(j: Journey): Eu261Scope {
  const fromIn = inEu261Area(j.departure.country, j.date);
  const toIn = inEu261Area(j.arrival.country, j.date);
  const intraCommunity = fromIn && toIn;
  if (fromIn)
    return {
      covered: true,
      intraCommunity,
      reason: `The flight departs from ${j.departure.iataCode}, an airport where the Regulation applies (Art. 3(1)(a)).`,
    };
  if (toIn) {
    const licence = carrierLicence(j.carrier, j.date);
    if (isEu261Carrier(licence))
      return {
        covered: true,
        intraCommunity,
        reason: `${j.carrier.name} is an EU/EEA/Swiss carrier flying into ${j.arrival.iataCode} (Art. 3(1)(b)), unless you received benefits or compensation and assistance in the country of departure.`,
      };
    return {
      covered: false,
      intraCommunity,
      reason: `A flight into the EU from outside is covered only on an EU/EEA/Swiss carrier, and ${j.carrier.name} is not one (Art. 3(1)(b)).`,
    };
  }
  return {
    covered: false,
    intraCommunity,
    reason: 'The flight neither departs from nor arrives in the EU, the EEA or Switzerland (Art. 3(1)).',
  };
}

export function assessEu261(j: Journey): RegimeResult {
  const rule = inForce(EU261_RULES, j.date);
  if (!rule)
    return notApplicable(
      'EU261',
      'EUR',
      `${EU261_LAW}, Art. 19`,
      'The Regulation applies to flights from 17 February 2005.',
    );
  const scope = eu261Scope(j);
  if (!scope.covered) return notApplicable('EU261', 'EUR', `${EU261_LAW}, Art. 3(1)`, scope.reason);
  const band = eu261Band(j.distanceKm, scope.intraCommunity);
  const overseas =
    scope.intraCommunity &&
    FRENCH_OVERSEAS_DEPARTMENTS.has(j.departure.country) !== FRENCH_OVERSEAS_DEPARTMENTS.has(j.arrival.country);
  const downgradePercent = band === 'a' ? 30 : band === 'b' && !(overseas && j.distanceKm > 3500) ? 50 : 75;
  return assess261(j, { regime: 'EU261', law: EU261_LAW, rule, band, downgradePercent });
}
