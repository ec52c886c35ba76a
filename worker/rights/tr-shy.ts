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
// - Article numbers (research/rights-texts.md 1.3): Art. 6 is the cancellation article (Art. 2(1)(a) refers to "6 ncı
//   maddede belirtilen uçuş iptalleri"), Art. 7 delay, Art. 8 compensation, Art. 9 refund or re-routing, Art. 10
//   care; the denied-boarding article's number was not read, so denied boarding cites Art. 8 alone.
// - Cancellation and denied boarding give the Art. 8 sums (EUR 100 domestic; 250 / 400 / 600 by distance), from
//   2012. The official wording of Art. 8 was not read; the regulator's own publications give the rules: SHGM's
//   passenger-rights brochure (web.shgm.gov.tr/documents/sivilhavacilik/files/pdf/yolcular_icin/yolcu_haklari_brosur.pdf,
//   read as quoted by seyruseferim.com) for the notice periods, and SHGM Circular HUD-2015/3 for schedule changes
//   and force majeure. Where the rule for a case was in none of them (re-routing limits for notice under seven
//   days), the amount is null with the reason.
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
    case 'denied_boarding':
      return trDeniedBoarding(j, domestic);
    case 'cancellation':
    case 'moved_earlier':
      return trCancellation(j, domestic);
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

/**
 * The Art. 8 sums for a cancellation or denied boarding, from the 2011 text (the same figures the 2024 amendment
 * extended to delay). The official wording of Art. 8 was not read; see docs/rights-sources.md.
 */
export const TR_ART8_RULES: readonly Effective<ShyRule>[] = [
  { from: TR_SHY_FROM, to: null, rule: { domestic: 100, international: [250, 400, 600] } },
];

const BROCHURE = "SHGM's passenger-rights brochure";
const CIRCULAR = 'SHGM Circular HUD-2015/3';
const REDUCTION =
  ' The 2011 text is reported to let the carrier halve the sum when it re-routes you; the conditions of that reduction were not found in an official publication, so the full sum is shown.';
const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;
const noticeOf = (n: number) => (n === 1 ? "1 day's notice" : `${n} days' notice`);

function art8Sum(j: Journey, domestic: boolean): { amount: number; what: string } {
  const rule = inForce(TR_ART8_RULES, j.date)!;
  const amount = domestic ? rule.domestic : rule.international[band(j.distanceKm)];
  const what = domestic
    ? 'a domestic flight'
    : `an international flight of ${j.distanceKm <= 1500 ? '1,500 km or less' : j.distanceKm <= 3500 ? '1,500 to 3,500 km' : 'more than 3,500 km'}`;
  return { amount, what };
}

/** Denied boarding against the passenger's will: the Art. 8 sum (volunteers get what they agreed). */
function trDeniedBoarding(j: Journey, domestic: boolean): RegimeResult {
  const { amount, what } = art8Sum(j, domestic);
  return applying('TR_SHY', 'EUR', {
    amount,
    citation: `${LAW}, Art. 8`,
    reason:
      `Denied boarding against your will on ${what}: ${formatAmount(amount, 'EUR')}, paid in Turkish lira, with a refund or re-routing and care.` +
      (j.rerouting === 'none' ? '' : REDUCTION),
  });
}

/**
 * Cancellation (Art. 6 and 8), by the notice rules SHGM publishes in its passenger-rights brochure: told at least two
 * weeks ahead, nothing; two weeks to seven days ahead, nothing if re-routing was offered leaving at most 2 h early
 * and arriving at most 4 h late. A schedule change told two weeks or less ahead is a cancellation (Circular
 * HUD-2015/3, point 4), so a flight brought forward follows the same rules.
 */
function trCancellation(j: Journey, domestic: boolean): RegimeResult {
  const moved = j.incident === 'moved_earlier';
  if (j.cause === 'extraordinary_proven')
    return applying('TR_SHY', 'EUR', {
      amount: 0,
      citation: `${LAW}, Art. 6; ${CIRCULAR}, points 2 and 7`,
      reason:
        'The carrier has shown, with official documents, circumstances outside its control (a technical fault or an operational reason does not count), so no compensation is owed; a refund or re-routing and care remain.',
    });
  const { amount, what } = art8Sum(j, domestic);
  const cite = `${LAW}, Art. 6 and 8; ${BROCHURE}`;
  const h = moved ? 0 : j.arrivalDelayHours;
  const e = j.alternativeDepartedEarlierHours;
  const notRerouted = !moved && j.rerouting === 'none';
  const missing = [
    ...(j.noticeDays === undefined ? ['noticeDays'] : []),
    ...(j.noticeDays !== undefined && j.noticeDays < 14 && !notRerouted && h === undefined
      ? ['arrivalDelayHours']
      : []),
    ...(j.noticeDays !== undefined && j.noticeDays < 14 && !notRerouted && (h ?? 0) <= 4 && e === undefined
      ? ['alternativeDepartedEarlierHours']
      : []),
  ];
  const general = `A cancellation told less than two weeks before departure gives ${formatAmount(amount, 'EUR')} on ${what}, unless (told two weeks to seven days before) you were offered re-routing leaving at most 2 hours early and arriving at most 4 hours late.`;
  if (j.noticeDays !== undefined && j.noticeDays >= 14)
    return applying('TR_SHY', 'EUR', {
      amount: 0,
      citation: cite,
      reason: `Told ${days(j.noticeDays)} before departure (at least two weeks), no compensation is owed; a refund or re-routing is.`,
    });
  if (missing.length) return applying('TR_SHY', 'EUR', { citation: cite, reason: general, missing });
  const notice = j.noticeDays!;
  const late = notRerouted ? undefined : h!;
  const withinLimits = late !== undefined && late <= 4 && e! <= 2;
  const counted = moved
    ? `A departure moved ${hours(e!)} earlier, told ${days(notice)} before, counts as a cancellation (${CIRCULAR}, point 4): `
    : '';
  if (notRerouted)
    return applying('TR_SHY', 'EUR', {
      amount,
      citation: cite,
      reason: `Cancelled with ${noticeOf(notice)} and not re-routed (a refund or your own arrangements): ${formatAmount(amount, 'EUR')} on ${what}, paid in Turkish lira.${notice >= 7 ? ' The carrier owes nothing if it offered re-routing leaving at most 2 hours early and arriving at most 4 hours late.' : ''}`,
    });
  if (notice >= 7 && withinLimits)
    return applying('TR_SHY', 'EUR', {
      amount: 0,
      citation: cite,
      reason: moved
        ? `${counted}told two weeks to seven days before, a departure at most 2 hours earlier gives no compensation.`
        : `Told ${days(notice)} before, the alternative left ${hours(e!)} early and arrived ${hours(late)} late (at most 2 h and 4 h): no compensation is owed.`,
    });
  if (withinLimits)
    // Under seven days' notice the brochure read gives no re-routing limits; an alternative within the wider
    // two-weeks-to-seven-days limits might or might not exempt the carrier.
    return applying('TR_SHY', 'EUR', {
      citation: cite,
      reason: `${general} For notice under seven days the re-routing limits that would exempt the carrier were not found in an official publication, and your alternative (${hours(e!)} early, ${hours(late)} late) is close enough that they decide, so no amount is given.`,
    });
  return applying('TR_SHY', 'EUR', {
    amount,
    citation: cite,
    reason: `${counted || `Cancelled with ${noticeOf(notice)} and the alternative ${e !== undefined && e > 2 ? `leaving ${hours(e)} early` : `arriving ${hours(late!)} late`} (beyond ${e !== undefined && e > 2 ? '2 h early' : '4 h late'}): `}${formatAmount(amount, 'EUR')} on ${what}, paid in Turkish lira.${moved ? '' : REDUCTION}`,
  });
}
