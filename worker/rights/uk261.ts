// UK261: Regulation (EC) No 261/2004 as it forms part of UK law, amended by the Air Passenger Rights and Air
// Travel Organisers' Licensing (Amendment) (EU Exit) Regulations 2019, SI 2019/278, reg. 8:
// https://www.legislation.gov.uk/uksi/2019/278/regulation/8 ; consolidated text:
// https://www.legislation.gov.uk/eur/2004/261/contents . In force for flights from 1 Jan 2021 (before, the UK
// applied EU261 itself: see membership.ts).
//
// Scope, Art. 3(1) as amended: (a) departing from an airport in the UK, on any carrier; (b) departing from an
// airport outside the UK to (i) the UK on a UK or a Community (EU) carrier, or (ii) an EU member State on a UK
// carrier. The CAA says the same: http://www.caa.co.uk/passengers/resolving-travel-problems/delays-and-cancellations/cancellations/
// EEA and Swiss airports and carriers are not named by the UK text; nothing is stated for them here.
//
// Art. 7(1) as amended: (a) £220 for flights of 1,500 km or less; (b) £350 for flights between 1,500 and
// 3,500 km; (c) £520 otherwise (no intra-Community case). Art. 7(2): half after re-routing arriving at most
// 2 / 3 / 4 h late; a 3 to 4 h delay over 3,500 km: £260.
import type { Effective, Journey, RegimeResult } from './common';
import { inForce, notApplicable } from './common';
import { carrierLicence } from './carriers';
import { inEu, inUk } from './membership';
import { assess261 } from './reg261';
import type { Band, Reg261Rule } from './reg261-result';

export const UK261_LAW = 'UK261 (Regulation (EC) No 261/2004 as retained in UK law)';

export const UK261_RULES: readonly Effective<Reg261Rule>[] = [
  {
    from: '2021-01-01',
    to: null,
    rule: { amounts: { a: 220, b: 350, c: 520 }, currency: 'GBP', halfWithin: { a: 2, b: 3, c: 4 } },
  },
];

export function uk261Band(distanceKm: number): Band {
  if (distanceKm <= 1500) return 'a';
  if (distanceKm <= 3500) return 'b';
  return 'c';
}

export function uk261Scope(j: Journey): { covered: boolean; reason: string } {
  if (inUk(j.departure.country, j.date))
    return { covered: true, reason: `The flight departs from ${j.departure.iataCode} in the UK (Art. 3(1)(a)).` };
  const licence = carrierLicence(j.carrier, j.date);
  const ukCarrier = licence.bloc === 'UK';
  const euCarrier = licence.bloc === 'EU';
  if (inUk(j.arrival.country, j.date)) {
    if (ukCarrier || euCarrier)
      return { covered: true, reason: `${j.carrier.name} is a UK or EU carrier flying into the UK (Art. 3(1)(b)(i)).` };
    return {
      covered: false,
      reason: `A flight into the UK from abroad is covered only on a UK or EU carrier, and ${j.carrier.name} is not one (Art. 3(1)(b)).`,
    };
  }
  if (inEu(j.arrival.country, j.date)) {
    if (ukCarrier)
      return { covered: true, reason: `${j.carrier.name} is a UK carrier flying into the EU (Art. 3(1)(b)(ii)).` };
    return {
      covered: false,
      reason: 'A flight into the EU from outside the UK is covered by UK261 only on a UK carrier (Art. 3(1)(b)(ii)).',
    };
  }
  return {
    covered: false,
    reason: 'The flight neither departs from the UK nor arrives in the UK or the EU (Art. 3(1)).',
  };
}

export function assessUk261(j: Journey): RegimeResult {
  const rule = inForce(UK261_RULES, j.date);
  if (!rule)
    return notApplicable(
      'UK261',
      'GBP',
      'SI 2019/278, reg. 8',
      'UK261 covers flights from 1 January 2021; until 31 December 2020 the UK applied EU261.',
    );
  const scope = uk261Scope(j);
  if (!scope.covered) return notApplicable('UK261', 'GBP', `${UK261_LAW}, Art. 3(1)`, scope.reason);
  const band = uk261Band(j.distanceKm);
  return assess261(j, {
    regime: 'UK261',
    law: UK261_LAW,
    rule,
    band,
    downgradePercent: band === 'a' ? 30 : band === 'b' ? 50 : 75,
  });
}
