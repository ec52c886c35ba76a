// US DOT: refunds and denied boarding on flights to, from or within the United States (its territories too).
// - 14 CFR Part 260, Refunds for Airline Fare and Ancillary Service Fees (89 FR 32760, 26 Apr 2024), in force
//   for refunds from 28 Oct 2024: https://www.ecfr.gov/current/title-14/chapter-II/subchapter-A/part-260
//   s.260.6: automatic refund of the fare when the carrier cancels or significantly changes a flight and the
//   passenger does not accept the alternative or other compensation. s.260.2 "significant change": departure
//   or arrival 3 h or more off schedule on a domestic itinerary, 6 h or more on an international one, another
//   airport, more connections, a downgrade, and more. "Prompt": 7 business days (credit card) or 20 calendar
//   days (other forms of payment), as in 49 U.S.C. 42305(b). s.260.5: the bag fee is refunded for a lost or
//   significantly delayed bag (12 h domestic; 15 to 30 h international, by flight length), after a
//   Mishandled Baggage Report.
// - 14 CFR Part 250, Oversales: https://www.ecfr.gov/current/title-14/chapter-II/subchapter-A/part-250
//   s.250.5: denied boarding involuntarily from a flight leaving a US airport: nothing when the alternative
//   arrives within 1 h; 200% of the one-way fare (1 to 2 h domestic, 1 to 4 h international) or 400% beyond,
//   up to the caps below (periodic revisions: 86 FR 2534 of 13 Jan 2021, in force 13 Apr 2021; 89 FR 84815,
//   FR Doc 2024-23588, from 22 Jan 2025). A percentage of the fare is not a fixed table: amount null.
// - 14 CFR Part 254, Domestic baggage liability: the minimum limit (USD 3,800 from 13 Apr 2021; 4,700 from
//   22 Jan 2025, same documents).
// The US has no compensation for delay itself.
// - Before Part 260 (flights before 28 Oct 2024): the DOT's Enforcement Notice of 3 April 2020 ("Enforcement Notice
//   Regarding Refunds by Carriers Given the Unprecedented Impact of the COVID-19 Public Health Emergency on Air
//   Travel", https://www.transportation.gov/briefing-room/enforcement-notice-regarding-refunds-carriers-given-unprecedented-impact-covid-19)
//   restates the carriers' longstanding obligation (49 U.S.C. 41712, unfair practices) to give a prompt refund
//   when the carrier cancels or significantly changes a flight to, within or from the US and the passenger does not
//   accept the alternative; the obligation does not cease when the disruption is outside the carrier's control. Its
//   second notice (12 May 2020) says "significant change" was then defined by each carrier's reasonable reading.
//   A refund, not a fixed table: amount null.
// - s.250.5 with the fare (`farePaid`, in USD): 200% of the one-way fare for an alternative planned to arrive more
//   than 1 h and less than 2 h (domestic) / 4 h (international) late, 400% beyond or when no alternative is
//   offered (s.250.5(a)(3); `rerouting: "none"`), each capped at the amount in force on the flight date. Caps
//   before 13 Apr 2021 are not recorded here: amount null with that reason.
import type { Effective, Journey, RegimeResult } from './common';
import { formatAmount, hours, inForce, notApplicable, toCents } from './common';
import { inUs } from './membership';

const P260 = '14 CFR Part 260';

export const PART_260_FROM = '2024-10-28';

interface OversalesCaps {
  twice: number;
  fourTimes: number;
  domesticBaggage: number;
}

export const OVERSALES_CAPS: readonly Effective<OversalesCaps>[] = [
  { from: '2021-04-13', to: '2025-01-21', rule: { twice: 775, fourTimes: 1550, domesticBaggage: 3800 } },
  { from: '2025-01-22', to: null, rule: { twice: 1075, fourTimes: 2150, domesticBaggage: 4700 } },
];

function base(fields: Partial<RegimeResult> & Pick<RegimeResult, 'citation' | 'reason'>): RegimeResult {
  return { regime: 'US_DOT', applies: true, amount: null, currency: 'USD', limit: null, missing: [], ...fields };
}

const REFUND_TIMING = 'automatically within 7 business days (credit card) or 20 calendar days (other payment)';

export function assessUsDot(j: Journey): RegimeResult {
  const from = inUs(j.departure.country);
  const to = inUs(j.arrival.country);
  if (!from && !to)
    return notApplicable(
      'US_DOT',
      'USD',
      `${P260}, s.260.1`,
      'US DOT rules cover flights to, from or within the United States only.',
    );
  const domestic = from && to;
  const threshold = domestic ? 3 : 6;
  const part260 = j.date >= PART_260_FROM;
  const NOTICE = 'DOT Enforcement Notice on refunds, 3 April 2020 (49 U.S.C. 41712)';
  const before260 = () =>
    j.incident.startsWith('baggage')
      ? notApplicable(
          'US_DOT',
          'USD',
          P260,
          'The bag-fee refund rule (14 CFR Part 260) covers flights from 28 October 2024; ask the carrier under its own policy.',
        )
      : base({
          citation: NOTICE,
          reason:
            j.incident === 'cancellation'
              ? 'Before 28 October 2024 the carrier still owed a prompt refund of the fare when it cancelled the flight and you did not accept the alternative offered, even for reasons outside its control (DOT Enforcement Notice of 3 April 2020).'
              : "Before 28 October 2024 a refund was owed for a significant change you did not accept, as the carrier's own conditions defined it (DOT Enforcement Notices of 3 April and 12 May 2020).",
        });

  switch (j.incident) {
    case 'cancellation':
      if (!part260) return before260();
      return base({
        citation: `${P260}, s.260.6`,
        reason: `If you did not accept the alternative flight or other compensation offered, the fare is refunded ${REFUND_TIMING}.`,
      });
    case 'delay': {
      if (!part260) return before260();
      const h = j.arrivalDelayHours;
      if (h === undefined)
        return base({
          citation: `${P260}, s.260.2 and 260.6`,
          reason: `A delay of ${threshold} h or more on this ${domestic ? 'domestic' : 'international'} flight is a significant change that gives a refund if you did not travel.`,
          missing: ['arrivalDelayHours'],
        });
      if (h < threshold)
        return notApplicable(
          'US_DOT',
          'USD',
          `${P260}, s.260.2`,
          `A ${hours(h)} delay is under the ${threshold} h that make a significant change on ${domestic ? 'a domestic' : 'an international'} flight.`,
        );
      return base({
        citation: `${P260}, s.260.2 and 260.6`,
        reason: `A ${hours(h)} delay is a significant change: if you declined it and did not travel, the fare is refunded ${REFUND_TIMING}.`,
      });
    }
    case 'moved_earlier': {
      if (!part260) return before260();
      const e = j.alternativeDepartedEarlierHours;
      if (e === undefined)
        return base({
          citation: `${P260}, s.260.2 and 260.6`,
          reason: `A departure moved ${threshold} h or more on this ${domestic ? 'domestic' : 'international'} flight is a significant change that gives a refund if you did not accept it.`,
          missing: ['alternativeDepartedEarlierHours'],
        });
      if (e < threshold)
        return notApplicable(
          'US_DOT',
          'USD',
          `${P260}, s.260.2`,
          `A departure moved ${hours(e)} earlier is under the ${threshold} h that make a significant change on ${domestic ? 'a domestic' : 'an international'} flight.`,
        );
      return base({
        citation: `${P260}, s.260.2 and 260.6`,
        reason: `A departure moved ${hours(e)} earlier is a significant change: if you did not accept it, the fare is refunded ${REFUND_TIMING}.`,
      });
    }
    case 'downgrade':
      if (!part260) return before260();
      return base({
        citation: `${P260}, s.260.2 and 260.6`,
        reason: `A downgrade is a significant change: if you declined it, the fare is refunded ${REFUND_TIMING}.`,
      });
    case 'denied_boarding': {
      if (!from)
        return notApplicable(
          'US_DOT',
          'USD',
          '14 CFR 250.2',
          'The US oversales rule covers flights leaving a US airport only.',
        );
      return deniedBoarding(j, domestic);
    }
    case 'baggage_delayed':
    case 'baggage_lost': {
      if (!part260) return before260();
      const caps = inForce(OVERSALES_CAPS, j.date);
      const liability =
        j.incident === 'baggage_lost' && domestic && caps
          ? ` For the loss itself the carrier may not limit its liability below ${formatAmount(caps.domesticBaggage, 'USD')} (14 CFR Part 254).`
          : '';
      return base({
        citation: `${P260}, s.260.5`,
        reason: `After a Mishandled Baggage Report, the bag fee is refunded for a lost bag or one delivered more than ${domestic ? '12 h' : '15 to 30 h (by flight length)'} late.${liability}`,
      });
    }
    case 'baggage_damaged': {
      const caps = inForce(OVERSALES_CAPS, j.date);
      if (!domestic || !caps)
        return notApplicable(
          'US_DOT',
          'USD',
          '14 CFR Part 254',
          'Damage to a bag on an international flight falls under the Montreal Convention.',
        );
      return base({
        citation: '14 CFR Part 254',
        reason: `On a domestic flight the carrier owes the proven loss for a damaged bag and may not limit its liability below ${formatAmount(caps.domesticBaggage, 'USD')}.`,
      });
    }
    default:
      return notApplicable(
        'US_DOT',
        'USD',
        P260,
        'AirDesk assesses US DOT refunds for cancellations, significant changes, denied boarding and baggage.',
      );
  }
}

/** 14 CFR 250.5: involuntary denied boarding from a US airport, with the fare and the caps in force on the date. */
function deniedBoarding(j: Journey, domestic: boolean): RegimeResult {
  const caps = inForce(OVERSALES_CAPS, j.date);
  const h = j.arrivalDelayHours;
  const limit = domestic ? 2 : 4;
  const none = j.rerouting === 'none';
  if (!none && h !== undefined && h <= 1)
    return base({
      amount: 0,
      citation: '14 CFR 250.5(a)(1)',
      reason: 'An alternative planned to arrive within 1 hour of the original gives no denied-boarding compensation.',
    });
  const capText = caps ? ` (at most ${formatAmount(caps.twice, 'USD')} / ${formatAmount(caps.fourTimes, 'USD')})` : '';
  const general = `Involuntary denied boarding pays 200% or 400% of the one-way fare${capText}, by how late the alternative is planned to arrive.`;
  const missing = [...(!none && h === undefined ? ['arrivalDelayHours'] : []), ...(j.farePaid ? [] : ['farePaid'])];
  if (missing.length) return base({ citation: '14 CFR 250.5', reason: general, missing });
  const fare = j.farePaid!;
  if (fare.currency !== 'USD')
    return base({
      citation: '14 CFR 250.5',
      reason: `${general} The caps are in US dollars: give the fare in USD.`,
      missing: ['farePaid'],
    });
  if (!caps)
    return base({
      citation: '14 CFR 250.5',
      reason: `${general} The caps in force before 13 April 2021 are not recorded in AirDesk, so no amount is given.`,
    });
  const four = none || h! >= limit;
  const pct = four ? 400 : 200;
  const cap = four ? caps.fourTimes : caps.twice;
  const amount = Math.min(toCents((fare.amount * pct) / 100), cap);
  const para = four ? '250.5(a)(3)' : '250.5(a)(2)';
  const why = none
    ? 'with no alternative flight taken (s.250.5(a)(3): none offered that arrives in time)'
    : `with the alternative planned to arrive ${hours(h!)} late (${four ? `${limit} h or more` : `under ${limit} h`} on ${domestic ? 'a domestic' : 'an international'} trip)`;
  return base({
    amount,
    citation: `14 CFR ${para}`,
    reason: `Denied boarding ${why}: ${pct}% of the one-way fare of ${formatAmount(fare.amount, 'USD')}${amount === cap ? `, capped at ${formatAmount(cap, 'USD')}` : ''}: ${formatAmount(amount, 'USD')}, payable on the day.`,
  });
}
