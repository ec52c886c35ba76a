// The Montreal Convention 1999 (Convention for the Unification of Certain Rules for International Carriage by
// Air), ICAO Doc 9740, Montreal 28 May 1999, in force 4 Nov 2003 (ICAO keeps the text and the list of parties).
// - Applies to international carriage between two States Parties (Art. 1(2)); about 140 states are parties.
//   Also, through Regulation (EC) No 2027/97 as amended by Regulation (EC) No 889/2002, Art. 1 and 3(1)
//   (https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:31997R2027), to EU carriers' flights within
//   a single Member State.
// - Art. 19: delay of passengers and baggage; Art. 17(2)-(3): destroyed, lost or damaged checked baggage
//   (lost when not arrived 21 days after it should have). Damages are the proven loss up to the limits of
//   Art. 22 in SDR: there is no fixed amount, so `amount` is always null and `limit` carries the cap.
// - Limits revised by ICAO under Art. 24 (effective-dated below): 4,150 / 1,000 SDR originally; 4,694 /
//   1,131 from 30 Dec 2009; 5,346 / 1,288 from 28 Dec 2019 (ICAO State Letter LE 3/38.1-19/70, reported at
//   https://augustaabogados.com/en/revision-of-the-limits-of-liability-under-the-montreal-convention-1999/);
//   6,303 / 1,519 from 28 Dec 2024 (ICAO's fourth review, reported at
//   https://hwlebsworth.com.au/international-air-travel-liability-limits-increased). Where a state copied the
//   treaty text into its own law, its courts may still use an older figure until that law changes.
// - Art. 31(2): written complaint within 7 days of receipt for damaged baggage, within 21 days of the bag
//   being placed at the passenger's disposal for delayed baggage. Art. 35(1): action within 2 years of the
//   arrival (or the date the aircraft ought to have arrived).
import type { Effective, Journey, RegimeResult } from './common';
import { inForce, notApplicable, thousands } from './common';
import { carrierLicence } from './carriers';
import { inEu, sovereignOf } from './membership';

const MC = 'Montreal Convention 1999';

interface MontrealLimits {
  delay: number; // Art. 22(1), SDR per passenger
  baggage: number; // Art. 22(2), SDR per passenger
}

export const MONTREAL_LIMITS: readonly Effective<MontrealLimits>[] = [
  { from: '2003-11-04', to: '2009-12-29', rule: { delay: 4150, baggage: 1000 } },
  { from: '2009-12-30', to: '2019-12-27', rule: { delay: 4694, baggage: 1131 } },
  { from: '2019-12-28', to: '2024-12-27', rule: { delay: 5346, baggage: 1288 } },
  { from: '2024-12-28', to: null, rule: { delay: 6303, baggage: 1519 } },
];

export function montrealScope(j: Journey): { covered: boolean; reason: string; via: string } {
  const a = sovereignOf(j.departure.country);
  const b = sovereignOf(j.arrival.country);
  if (a !== b)
    return {
      covered: true,
      via: MC,
      reason:
        'International carriage between two states (the Convention applies where both are States Parties, as most are).',
    };
  if (inEu(a, j.date) && carrierLicence(j.carrier, j.date).bloc === 'EU')
    return {
      covered: true,
      via: `${MC} with Regulation (EC) No 2027/97 as amended by Regulation (EC) No 889/2002, Art. 3(1)`,
      reason: 'An EU carrier on a flight within one EU state.',
    };
  return {
    covered: false,
    via: MC,
    reason: 'A domestic flight is not international carriage under the Montreal Convention; national law applies.',
  };
}

export function assessMontreal(j: Journey): RegimeResult {
  const limits = inForce(MONTREAL_LIMITS, j.date);
  if (!limits)
    return notApplicable(
      'MONTREAL',
      null,
      `${MC}, Art. 53(6)`,
      'The Montreal Convention entered into force on 4 November 2003.',
    );
  const scope = montrealScope(j);
  const isBaggage =
    j.incident === 'baggage_delayed' || j.incident === 'baggage_damaged' || j.incident === 'baggage_lost';
  if (!isBaggage && j.incident !== 'delay')
    return notApplicable(
      'MONTREAL',
      null,
      `${MC}, Art. 17 and 19`,
      'AirDesk assesses the Montreal Convention for delay and baggage; this incident is assessed under the other regimes.',
    );
  if (!scope.covered) return notApplicable('MONTREAL', null, `${MC}, Art. 1(2)`, scope.reason);

  const base: RegimeResult = {
    regime: 'MONTREAL',
    applies: true,
    amount: null,
    currency: null,
    limit: null,
    citation: '',
    reason: '',
    missing: [],
  };
  if (j.incident === 'delay')
    return {
      ...base,
      limit: { amount: limits.delay, currency: 'SDR' },
      citation: `${scope.via}, Art. 19 and 22(1)`,
      reason: `Proven losses caused by the delay are owed up to ${thousands(limits.delay)} SDR, unless the carrier shows it took all reasonable measures; sue within 2 years.`,
    };
  const art = j.incident === 'baggage_delayed' ? 'Art. 19 and 22(2)' : 'Art. 17(2) and 22(2)';
  const needsDate = j.incident !== 'baggage_lost' && j.baggageReceivedDate === undefined;
  const what = j.incident === 'baggage_delayed' ? 'delayed' : j.incident === 'baggage_damaged' ? 'damaged' : 'lost';
  const complaint =
    j.incident === 'baggage_damaged'
      ? ' Complain in writing within 7 days of receiving the bag (Art. 31(2)).'
      : j.incident === 'baggage_delayed'
        ? ' Complain in writing within 21 days of getting the bag back (Art. 31(2)).'
        : ' A bag not arrived 21 days after it was due counts as lost (Art. 17(3)).';
  return {
    ...base,
    limit: { amount: limits.baggage, currency: 'SDR' },
    citation: `${scope.via}, ${art}`,
    reason: `The proven loss for ${what} baggage is owed up to ${thousands(limits.baggage)} SDR.${complaint}`,
    missing: needsDate ? ['baggageReceivedDate'] : [],
  };
}
