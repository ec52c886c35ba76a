// IL_ASL: Israel's Aviation Services Law (Compensation and Assistance for Flight Cancellation or Change of
// Conditions), 5772-2012 (חוק שירותי תעופה (פיצוי וסיוע בשל ביטול טיסה או שינוי בתנאיה), התשע"ב-2012).
// Sources and what could not be confirmed: docs/rights-sources.md (research/rights-texts.md section 2).
//
// - Scope, s.1 "flight": a flight taking off from Israel or to it, stopovers included, on any carrier. The
//   statutory passenger notice excludes free tickets and special fares not available to the public, and a passenger
//   moved to another flight who still arrived at the time on the original ticket (facts AirDesk does not hold).
// - In force from 16 Aug 2012 (the commencement section, s.24, was not read; the date is reported consistently by
//   Haaretz, INN and kosh-law.com in 2012).
// - s.1 "cancelled flight": a flight that did not take place, or took off at least 8 hours after the time on the
//   ticket (domestic flights: 3 hours, Aviation Services Regulations (Domestic Flights) 5773-2013, reg. 1). A
//   shorter delay gives assistance (from 2 hours) but no monetary compensation.
// - Monetary compensation (First Schedule) for a cancelled flight or denied boarding, by distance: NIS 1,250 up to
//   2,000 km, 2,000 up to 4,500 km, 3,000 beyond, as enacted in 2012 (the Israel Consumer Council's publication).
//   s.13 indexes them every 1 January; the latest official notice found (the Ministry of Transport's, for
//   1 Jan 2017, https://he.mot.gov.il/index.php?option=com_content&view=article&id=2568:hakika-rata1941&catid=121:hakika-c&Itemid=71)
//   has its table in an attachment that was not read. So the 2012 sums are given, with a reason saying they are
//   indexed (from 2017 the sum in force may be higher). Domestic sums (reg. 2 of the Domestic Flights Regulations)
//   were not read: null.
// - The notice periods (at least 14 days: nothing; 7 to 13 days: nothing with an alternative at most 2 h early and
//   4 h late; under 7 days: 1 h and 2 h) and the halving for an accepted alternative were read only in secondary
//   sources, which disagree on the halving limits (4 / 5 / 6 h or 2 / 3 / 4 h by band): AirDesk halves only where
//   both readings agree, and gives no amount where they differ.
import type { Journey, RegimeResult } from './common';
import { applying, formatAmount, hours, notApplicable } from './common';

const LAW = 'Aviation Services Law 5772-2012 (Israel)';
export const IL_ASL_FROM = '2012-08-16';

/** First Schedule as enacted (2012), NIS, by distance band; indexed yearly under s.13. */
export const IL_BASE_SUMS = [1_250, 2_000, 3_000] as const;
/** Halving limits (hours late at the final destination) as two secondary readings give them, by band. */
const HALF_WITHIN_READINGS = [
  [4, 5, 6],
  [2, 3, 4],
] as const;

const band = (km: number) => (km <= 2000 ? 0 : km <= 4500 ? 1 : 2);
const BAND_WORDS = ['up to 2,000 km', '2,000 to 4,500 km', 'over 4,500 km'] as const;
/**
 * What the reason says of the 2012 sum. The first official update read took effect on 1 Jan 2017 (against the index
 * of January 2012, so none is known before it); from then on the sum in force was updated by a table not read.
 */
const indexedText = (date: string) =>
  date < '2017-01-01'
    ? 'the First Schedule sum as enacted in 2012, indexed every 1 January (s.13); the first official update found took effect on 1 January 2017'
    : 'the First Schedule sum as enacted in 2012; it is indexed every 1 January (s.13), so the sum in force on your flight\u2019s date may be higher (the latest official update found took effect on 1 January 2017, and its table was not read)';
const noticeOf = (n: number) => (n === 1 ? "1 day's notice" : `${n} days' notice`);

export function assessIlAsl(j: Journey): RegimeResult {
  const from = j.departure.country === 'IL';
  const to = j.arrival.country === 'IL';
  if (!from && !to)
    return notApplicable(
      'IL_ASL',
      'ILS',
      `${LAW}, s.1`,
      'The law covers flights taking off from or landing in Israel.',
    );
  if (j.date < IL_ASL_FROM)
    return notApplicable('IL_ASL', 'ILS', LAW, 'The law applies to flights from 16 August 2012.');
  const domestic = from && to;
  const cancelledAfter = domestic ? 3 : 8;
  const b = band(j.distanceKm);
  const base = IL_BASE_SUMS[b];
  const sumText = `${formatAmount(base, 'ILS')} (${BAND_WORDS[b]}), ${indexedText(j.date)}`;
  const domesticNull =
    'Domestic flights have their own sums (Aviation Services Regulations (Domestic Flights) 5773-2013, reg. 2), which were not read, so no amount is given.';

  switch (j.incident) {
    case 'delay': {
      const h = j.arrivalDelayHours;
      if (h === undefined)
        return applying('IL_ASL', 'ILS', {
          citation: `${LAW}, s.1 and 6`,
          reason: `A flight that took off ${cancelledAfter} hours or more late counts as cancelled and gives compensation; how late it was decides.`,
          missing: ['arrivalDelayHours'],
        });
      if (h < cancelledAfter)
        return applying('IL_ASL', 'ILS', {
          amount: 0,
          citation: `${LAW}, s.1 and 7`,
          reason: `A delay of ${hours(h)} (under ${cancelledAfter} h) gives assistance (food and drink from 2 hours; from 5 hours a choice of an alternative ticket or a refund) but no monetary compensation.`,
        });
      if (j.cause === 'extraordinary_proven') return exempt();
      const late = `A flight ${hours(h)} late (${cancelledAfter} h or more) counts as cancelled (s.1); AirDesk reads the arrival delay you gave for how late it took off.`;
      if (domestic)
        return applying('IL_ASL', 'ILS', { citation: `${LAW}, s.1 and 18`, reason: `${late} ${domesticNull}` });
      return applying('IL_ASL', 'ILS', {
        amount: base,
        citation: `${LAW}, s.1 and 6; First Schedule`,
        reason: `${late} Compensation: ${sumText}.`,
      });
    }
    case 'cancellation':
      if (j.cause === 'extraordinary_proven') return exempt();
      return cancellation(j, domestic, base, sumText, domesticNull);
    case 'denied_boarding':
      if (domestic)
        return applying('IL_ASL', 'ILS', {
          citation: `${LAW}, s.5 and 18`,
          reason: `Denied boarding gives monetary compensation. ${domesticNull}`,
        });
      return withAlternative(j, base, `${LAW}, s.5 and 6; First Schedule`, 'Denied boarding', sumText);
    case 'moved_earlier':
      return applying('IL_ASL', 'ILS', {
        citation: `${LAW}, s.8`,
        reason:
          'A flight brought forward gives the rights of s.8 (advanced flight), which was not read; AirDesk gives no amount for it.',
      });
    default:
      return notApplicable(
        'IL_ASL',
        'ILS',
        `${LAW}, s.1`,
        j.incident.startsWith('baggage')
          ? 'The law does not cover baggage; the Montreal Convention does.'
          : 'The law covers cancellation, long delay, denied boarding and changes of conditions.',
      );
  }
}

function exempt(): RegimeResult {
  return applying('IL_ASL', 'ILS', {
    amount: 0,
    citation: `${LAW}, s.6(e)`,
    reason:
      'The carrier has shown circumstances beyond its control, so no monetary compensation is owed; a refund or an alternative ticket and assistance remain.',
  });
}

function cancellation(
  j: Journey,
  domestic: boolean,
  base: number,
  sumText: string,
  domesticNull: string,
): RegimeResult {
  const cite = `${LAW}, s.6; First Schedule`;
  if (j.noticeDays === undefined)
    return applying('IL_ASL', 'ILS', {
      citation: cite,
      reason: 'How early you were told of the cancellation decides whether compensation is owed.',
      missing: ['noticeDays'],
    });
  const notice = j.noticeDays;
  if (notice >= 14)
    return applying('IL_ASL', 'ILS', {
      amount: 0,
      citation: `${LAW}, s.6`,
      reason: `Told ${notice} days before departure (at least 14), no monetary compensation is owed; a refund or an alternative ticket is.`,
    });
  if (domestic)
    return applying('IL_ASL', 'ILS', {
      citation: `${LAW}, s.6 and 18`,
      reason: `A cancellation with ${noticeOf(notice)} gives monetary compensation. ${domesticNull}`,
    });
  if (j.rerouting !== 'none') {
    const h = j.arrivalDelayHours;
    const limits = notice >= 7 ? { early: 2, late: 4 } : { early: 1, late: 2 };
    const e = j.alternativeDepartedEarlierHours;
    const missing = [
      ...(h === undefined ? ['arrivalDelayHours'] : []),
      ...((h === undefined || h <= limits.late) && e === undefined ? ['alternativeDepartedEarlierHours'] : []),
    ];
    if (missing.length)
      return applying('IL_ASL', 'ILS', {
        citation: cite,
        reason: `With ${noticeOf(notice)}, an alternative leaving at most ${limits.early} h early and arriving at most ${limits.late} h late exempts the carrier; how early it left and how late it arrived decide.`,
        missing,
      });
    if (h! <= limits.late && e! <= limits.early)
      return applying('IL_ASL', 'ILS', {
        amount: 0,
        citation: `${LAW}, s.6`,
        reason: `Told ${notice} day${notice === 1 ? '' : 's'} before, your alternative left ${hours(e!)} early and arrived ${hours(h!)} late (within ${limits.early} h and ${limits.late} h): no monetary compensation is owed.`,
      });
  }
  return withAlternative(j, base, cite, `A cancellation with ${noticeOf(notice)}`, sumText);
}

/** The First Schedule sum, halved for an accepted alternative where both secondary readings of the limits agree. */
function withAlternative(j: Journey, base: number, citation: string, what: string, sumText: string): RegimeResult {
  if (j.rerouting === 'none')
    return applying('IL_ASL', 'ILS', {
      amount: base,
      citation,
      reason: `${what}, with no alternative ticket taken: ${sumText}.`,
    });
  const h = j.arrivalDelayHours;
  if (h === undefined)
    return applying('IL_ASL', 'ILS', {
      citation,
      reason: `${what} gives ${sumText}; it may be halved when you took an alternative flight that landed soon enough, so how late it arrived decides.`,
      missing: ['arrivalDelayHours'],
    });
  const b = band(j.distanceKm);
  const halves = HALF_WITHIN_READINGS.map((r) => h <= r[b]);
  if (halves[0] !== halves[1])
    return applying('IL_ASL', 'ILS', {
      citation,
      reason: `${what} gives ${sumText}. With the alternative ${hours(h)} late, whether the carrier may halve it depends on limits that the sources read state differently (${HALF_WITHIN_READINGS[0][b]} h or ${HALF_WITHIN_READINGS[1][b]} h for this distance) and the statute's wording was not read, so no amount is given.`,
    });
  const amount = halves[0] ? base / 2 : base;
  return applying('IL_ASL', 'ILS', {
    amount,
    citation,
    reason: halves[0]
      ? `${what}, with an alternative flight that landed ${hours(h)} late (within the limit for halving): half of ${sumText}.`
      : `${what}, with the alternative ${hours(h)} late (too late for any halving): ${sumText}.`,
  });
}
