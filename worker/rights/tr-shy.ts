// TR_SHY: Türkiye's Regulation on the Rights of Air Passengers (Havayolu ile Seyahat Eden Yolcuların Haklarına Dair
// Yönetmelik, SHY-YOLCU), Resmî Gazete No. 28131 of 3 Dec 2011,
// https://www.resmigazete.gov.tr/eskiler/2011/12/20111203-8.htm ; amended by Resmî Gazete No. 32748 of
// 10 Dec 2024 (in force on publication). Sources and what could not be confirmed: docs/rights-sources.md.
//
// - Scope, Art. 2(1)(a) (read in the Resmî Gazete text): flights of Turkish carriers to and from airports in
//   Türkiye, and flights of foreign carriers from airports in Türkiye, scheduled or not. The regulation applies
//   from 2012 (the 2011 text's commencement article was not read: the earliest date is not confirmed, see below).
// - Delay, Art. 7(3) added by the 2024 amendment: a flight delayed for technical or operational reasons, arriving
//   3 h or more late at the final destination, gives the Art. 8 compensation: EUR 100 on a domestic flight; on an
//   international one EUR 250 (1,500 km or less), 400 (1,500 to 3,500 km), 600 (over 3,500 km); paid in Turkish
//   lira at the Central Bank's selling rate on the day of payment. Before 10 Dec 2024 the regulation gave no
//   compensation for delay (care only): amount 0.
// - Cancellation and denied boarding (Art. 6 and 8 of the 2011 text): the same Art. 8 sums are reported, but the
//   conditions (notice, re-routing, extraordinary circumstances) were not read in the official text, so the amount
//   is null with the reason.
import type { Effective, Journey, RegimeResult } from './common';
import { applying, formatAmount, hours, inForce, notApplicable } from './common';
import { countryCode } from '../contracts/country-codes';

const LAW = 'SHY-YOLCU (Resmî Gazete 28131, 3 Dec 2011)';
const AMENDED = 'SHY-YOLCU as amended by Resmî Gazete 32748 (10 Dec 2024)';

export const TR_SHY_FROM = '2012-01-01';
export const TR_DELAY_FROM = '2024-12-10';

interface ShyRule {
  domestic: number;
  international: [number, number, number];
}

/** Art. 8 sums in EUR, for delays from the 2024 amendment. */
export const TR_DELAY_RULES: readonly Effective<ShyRule>[] = [
  { from: TR_DELAY_FROM, to: null, rule: { domestic: 100, international: [250, 400, 600] } },
];

const band = (km: number) => (km <= 1500 ? 0 : km <= 3500 ? 1 : 2);

export function trShyScope(j: Journey): { covered: boolean; reason: string } {
  const from = j.departure.country === 'TR';
  const to = j.arrival.country === 'TR';
  const turkish = countryCode(j.carrier.country) === 'TR';
  if (from)
    return {
      covered: true,
      reason: `The flight departs from ${j.departure.iataCode} in Türkiye (Art. 2(1)(a)).`,
    };
  if (to && turkish)
    return { covered: true, reason: `${j.carrier.name} is a Turkish carrier flying into Türkiye (Art. 2(1)(a)).` };
  return {
    covered: false,
    reason: to
      ? `Flights into Türkiye are covered only on a Turkish carrier, and ${j.carrier.name} is not one (Art. 2(1)(a)).`
      : 'The flight neither departs from Türkiye nor arrives there on a Turkish carrier (Art. 2(1)(a)).',
  };
}

export function assessTrShy(j: Journey): RegimeResult {
  if (j.date < TR_SHY_FROM)
    return notApplicable('TR_SHY', 'EUR', LAW, 'SHY-YOLCU applies to flights from 1 January 2012.');
  const scope = trShyScope(j);
  if (!scope.covered) return notApplicable('TR_SHY', 'EUR', `${LAW}, Art. 2(1)(a)`, scope.reason);
  const domestic = j.departure.country === 'TR' && j.arrival.country === 'TR';

  switch (j.incident) {
    case 'delay': {
      const rule = inForce(TR_DELAY_RULES, j.date);
      if (!rule)
        return applying('TR_SHY', 'EUR', {
          amount: 0,
          citation: `${LAW}, Art. 7`,
          reason:
            'Before 10 December 2024 SHY-YOLCU gave care for a delay (meals, a hotel when needed) but no compensation.',
        });
      if (j.cause === 'extraordinary_proven')
        return applying('TR_SHY', 'EUR', {
          amount: 0,
          citation: `${AMENDED}, Art. 7(3)`,
          reason:
            'The compensation is for delays with technical or operational reasons; the carrier has shown circumstances outside them, so none is owed (care remains).',
        });
      const h = j.arrivalDelayHours;
      if (h === undefined)
        return applying('TR_SHY', 'EUR', {
          citation: `${AMENDED}, Art. 7(3) and 8`,
          reason: 'The arrival delay at the final destination decides whether compensation is owed (from 3 hours).',
          missing: ['arrivalDelayHours'],
        });
      if (h < 3)
        return applying('TR_SHY', 'EUR', {
          amount: 0,
          citation: `${AMENDED}, Art. 7(3)`,
          reason: `An arrival ${hours(h)} late is under the 3 hours that give compensation; care may still be owed.`,
        });
      const amount = domestic ? rule.domestic : rule.international[band(j.distanceKm)];
      return applying('TR_SHY', 'EUR', {
        amount,
        citation: `${AMENDED}, Art. 7(3) and 8`,
        reason:
          `Arriving ${hours(h)} late on ${domestic ? 'a domestic' : 'an international'} flight delayed for technical or operational reasons: ${formatAmount(amount, 'EUR')}, paid in Turkish lira at the Central Bank's selling rate on the day of payment.` +
          (j.cause === 'extraordinary' || j.cause === 'unknown'
            ? ' It is owed when the delay had technical or operational reasons.'
            : ''),
      });
    }
    case 'cancellation':
    case 'moved_earlier':
    case 'denied_boarding':
      return applying('TR_SHY', 'EUR', {
        citation: `${LAW}, Art. ${j.incident === 'denied_boarding' ? '6' : '7'} and 8`,
        reason: `SHY-YOLCU Art. 8 sets EUR 100 for a domestic flight and EUR 250 / 400 / 600 by distance for an international one, but the conditions under which a ${j.incident === 'denied_boarding' ? 'denied boarding' : 'cancellation'} gives it could not be confirmed from the official text, so no amount is given; re-routing or a refund and care are owed.`,
      });
    default:
      return notApplicable(
        'TR_SHY',
        'EUR',
        `${LAW}, Art. 1`,
        j.incident.startsWith('baggage')
          ? 'SHY-YOLCU does not cover baggage; the Montreal Convention does.'
          : 'SHY-YOLCU covers denied boarding, cancellation and delay only.',
      );
  }
}
