// APPR: Air Passenger Protection Regulations, SOR/2019-150 (Canada Gazette Part II, 10 July 2019),
// https://laws-lois.justice.gc.ca/eng/regulations/SOR-2019-150/ (s.19: .../section-19.html).
// Applies to flights to, from and within Canada, including connecting flights, on any carrier (s.1(2) and
// the Canada Transportation Act s.86.11). Compensation for delay and cancellation (s.19) is in force for
// flights from 15 Dec 2019; for denied boarding (s.20) from 15 Jul 2019.
//
// s.19(1): when the delay or cancellation is within the carrier's control and not required for safety
// (s.12(2)(d), 12(3)(d)) and the passenger was told 14 days or less before departure, by arrival delay at
// the destination on the original ticket: large carrier CAD 400 (3 h to under 6 h), 700 (6 h to under 9 h),
// 1,000 (9 h or more); small carrier CAD 125 / 250 / 500. s.19(2) (from 8 Sep 2022): CAD 400 / 125 when
// the ticket is refunded instead. Request within 1 year (s.19(3)); the carrier pays or explains within 30 days
// (s.19(4)). Outside the carrier's control (s.10) or required for safety (s.11): no compensation.
// s.20(2): denied boarding within the carrier's control: CAD 900 (under 6 h late), 1,800 (6 h to under 9 h),
// 2,400 (9 h or more), for every carrier size.
// `cause: "extraordinary_proven"` reads as outside the carrier's control (s.10). `rerouting: "none"` after a
// cancellation: the refunded-ticket amount of s.19(2) (CAD 400 large / 125 small), no arrival delay needed.
// The carrier's size is that of the operating carrier of the disrupted leg, except that a small carrier carrying
// passengers for a large one under a contract (code share, capacity purchase) has the large carrier's obligations
// (https://rppa-appr.ca/eng/large-and-small-airlines): see apprCarrierSize in carriers.ts. A carrier the CTA's lists
// do not name is sized by its published passenger counts (s.1(1): 2 million or more in each of the two preceding
// calendar years), each recorded with its source in carriers.ts (PASSENGER_COUNTS).
import type { Effective, Journey, RegimeResult } from './common';
import { formatAmount, hours, inForce, notApplicable } from './common';
import { apprCarrierSize } from './carriers';
import { inCanada } from './membership';

const LAW = 'Air Passenger Protection Regulations (SOR/2019-150)';

interface ApprDelayRule {
  large: [number, number, number];
  small: [number, number, number];
}
interface ApprBoardingRule {
  amounts: [number, number, number];
}

export const APPR_DELAY_RULES: readonly Effective<ApprDelayRule>[] = [
  { from: '2019-12-15', to: null, rule: { large: [400, 700, 1000], small: [125, 250, 500] } },
];
export const APPR_BOARDING_RULES: readonly Effective<ApprBoardingRule>[] = [
  { from: '2019-07-15', to: null, rule: { amounts: [900, 1800, 2400] } },
];

const tier = (h: number) => (h >= 9 ? 2 : h >= 6 ? 1 : 0);

function base(fields: Partial<RegimeResult> & Pick<RegimeResult, 'citation' | 'reason'>): RegimeResult {
  return { regime: 'APPR', applies: true, amount: null, currency: 'CAD', limit: null, missing: [], ...fields };
}

/** Safety and outside-control causes owe no compensation; unknown needs the cause. */
function causeGate(j: Journey, section: string): RegimeResult | undefined {
  if (j.cause === 'safety')
    return base({
      amount: 0,
      citation: `${LAW}, s.11`,
      reason:
        'A disruption required for safety gives no compensation under APPR; rebooking or a refund, and care, are still owed.',
    });
  if (j.cause === 'extraordinary' || j.cause === 'extraordinary_proven')
    return base({
      amount: 0,
      citation: `${LAW}, s.10`,
      reason:
        "A disruption outside the carrier's control gives no compensation under APPR; rebooking or a refund are still owed.",
    });
  if (j.cause === 'unknown')
    return base({
      citation: `${LAW}, ${section}`,
      reason:
        "APPR compensation depends on whether the cause was within the carrier's control and not required for safety.",
      missing: ['cause'],
    });
  return undefined;
}

export function assessAppr(j: Journey): RegimeResult {
  if (!inCanada(j.departure.country) && !inCanada(j.arrival.country))
    return notApplicable('APPR', 'CAD', `${LAW}, s.1(2)`, 'APPR covers flights to, from and within Canada only.');
  const h = j.arrivalDelayHours;

  if (j.incident === 'delay' || j.incident === 'cancellation') {
    const rule = inForce(APPR_DELAY_RULES, j.date);
    if (!rule)
      return notApplicable(
        'APPR',
        'CAD',
        `${LAW}, s.19`,
        'APPR compensation for delays and cancellations applies to flights from 15 December 2019.',
      );
    const gate = causeGate(j, 's.19');
    const refunded = j.incident === 'cancellation' && j.rerouting === 'none';
    const missing = [
      ...(gate?.missing ?? []),
      ...(j.incident === 'cancellation' && j.noticeDays === undefined ? ['noticeDays'] : []),
      ...(h === undefined && !refunded ? ['arrivalDelayHours'] : []),
    ];
    if (gate && gate.amount === 0) return gate;
    if (j.noticeDays !== undefined && j.noticeDays > 14)
      return base({
        amount: 0,
        citation: `${LAW}, s.19(1)`,
        reason: 'Told more than 14 days before departure, no APPR compensation is owed.',
      });
    const size = apprCarrierSize(j.carrier, j.date, j.ticketCarrier);
    if (!size) missing.push('carrierSize');
    if (missing.length)
      return base({
        citation: `${LAW}, s.19(1)`,
        reason: `APPR pays CAD 400 / 700 / 1,000 (large carrier) or CAD 125 / 250 / 500 (small carrier) for an arrival 3 / 6 / 9 h late${refunded ? ', or CAD 400 / 125 when the ticket was refunded (s.19(2))' : ''}${size ? '' : `; ${j.carrier.name}'s size is decided by the CTA's list of large and small airlines or by its published passenger numbers (2 million or more in each of the two years before the flight, s.1(1)), and AirDesk has neither for this flight's year`}.`,
        missing,
      });
    const sizeNote = size!.note ? ` ${size!.note}` : '';
    if (refunded) {
      const amount = size!.size === 'large' ? 400 : 125;
      return base({
        amount,
        citation: `${LAW}, s.19(2)`,
        reason: `Cancelled and refunded instead of re-routed, with a ${size!.size} carrier: ${formatAmount(amount, 'CAD')}; request it within 1 year, and the carrier must pay or explain within 30 days.${sizeNote}`,
      });
    }
    const hh = h!;
    if (hh < 3)
      return base({
        amount: 0,
        citation: `${LAW}, s.19(1)`,
        reason: `An arrival ${hours(hh)} late is under the 3 hours that give APPR compensation.`,
      });
    const amount = rule[size!.size][tier(hh)];
    return base({
      amount,
      citation: `${LAW}, s.19(1)(${size!.size === 'large' ? 'a' : 'b'})(${['i', 'ii', 'iii'][tier(hh)]})`,
      reason:
        `Arriving ${hours(hh)} late with a ${size!.size} carrier gives ${formatAmount(amount, 'CAD')}; request it within 1 year, and the carrier must pay or explain within 30 days.${sizeNote}` +
        (j.incident === 'cancellation'
          ? ' If the ticket was refunded instead, the amount is CAD 400 (large) or 125 (small), s.19(2).'
          : ''),
    });
  }

  if (j.incident === 'denied_boarding') {
    const rule = inForce(APPR_BOARDING_RULES, j.date);
    if (!rule)
      return notApplicable(
        'APPR',
        'CAD',
        `${LAW}, s.20`,
        'APPR denied-boarding compensation applies to flights from 15 July 2019.',
      );
    const gate = causeGate(j, 's.20');
    if (gate && gate.amount === 0) return gate;
    if (j.rerouting === 'none' && !gate)
      return base({
        citation: `${LAW}, s.20(2)`,
        reason:
          'APPR pays CAD 900 / 1,800 / 2,400 for denied boarding by how late you reached your destination; for a traveller who took no alternative flight the Regulations name no amount, so none is given.',
      });
    const missing = [...(gate?.missing ?? []), ...(h === undefined ? ['arrivalDelayHours'] : [])];
    if (missing.length)
      return base({
        citation: `${LAW}, s.20(2)`,
        reason: 'APPR pays CAD 900 / 1,800 / 2,400 for denied boarding, by how late you reached your destination.',
        missing,
      });
    const amount = rule.amounts[tier(h!)];
    return base({
      amount,
      citation: `${LAW}, s.20(2)(${['a', 'b', 'c'][tier(h!)]})`,
      reason: `Denied boarding for a reason within the carrier's control, arriving ${hours(h!)} late: ${formatAmount(amount, 'CAD')}, payable as soon as possible.`,
    });
  }

  return notApplicable(
    'APPR',
    'CAD',
    LAW,
    j.incident.startsWith('baggage')
      ? 'APPR has no fixed amount for baggage; the Montreal Convention limits apply.'
      : 'APPR fixed compensation covers delay, cancellation and denied boarding only.',
  );
}
