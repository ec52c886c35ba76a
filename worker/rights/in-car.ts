// IN_CAR: India, DGCA Civil Aviation Requirements Section 3 (Air Transport), Series M, Part IV, "Facilities to be
// provided to passengers by airlines due to denied boarding, cancellation of flights and delays in flights",
// Issue I of 6 Aug 2010, effective 15 Aug 2010; Rev. 4 dated 25 Jan 2023, effective 15 Feb 2023. The figures below
// are Rev. 4's own words (the DGCA's PDF, https://www.dgca.gov.in/digigov-portal/Upload?flag=iframeAttachView&attachId=we1PSlOuQhYdHcwKKrm7ew%3D%3D ,
// quoted paragraph by paragraph in research/rights-texts.md section 3). Sources and what could not be confirmed:
// docs/rights-sources.md.
//
// - Scope, para 1.7 (all scheduled and non-scheduled operators) and 3.6.1 (foreign carriers pay their home
//   regulation's amounts or this CAR's): flights within, to and from India.
// - Para 1.4, 1.5: no compensation for cancellations and delays caused by extraordinary circumstances.
// - Denied boarding, 3.2.2: nothing if the alternate departs within 1 h of the original departure; 200% of the booked
//   one-way basic fare plus airline fuel charge, at most INR 10,000, if it departs within 24 h; 400%, at most
//   INR 20,000, beyond 24 h or with no alternate taken (then with a full refund).
// - Cancellation, 3.3.1-3.3.2: compensation only for a passenger told less than 24 h before departure (not "as per
//   3.3.1") or who missed a connection on the same ticket, and only when the airline gave no alternate flight the
//   passenger accepted: the full refund plus INR 5,000 / 7,500 / 10,000 for a block time up to 1 h / up to 2 h /
//   over 2 h, or the one-way basic fare plus fuel charge if that is less. 3.3.4: none in extraordinary circumstances.
// - Delay, 3.4: meals, an alternate flight or a refund (domestic, over 6 h), a hotel; no money. 3.4.4: none of it
//   is owed in extraordinary circumstances.
// - Downgrading, 3.5.1: 75% of the ticket with taxes (domestic); 30% / 50% / 75% by distance (international).
//
// Rev. 4 is the only revision read: its sums apply to flights from 15 Feb 2023; earlier flights fall under earlier
// revisions whose sums were not read, so their amounts stay null with the reason.
//
// `farePaid` is read as the CAR's measure: the booked one-way basic fare plus airline fuel charge (3.2.2, 3.3.2),
// or the ticket with taxes (3.5.1). The INR caps compare only with a fare in rupees.
import type { Effective, Journey, RegimeResult } from './common';
import { applying, formatAmount, hours, inForce, notApplicable, toCents } from './common';

const CAR = 'DGCA CAR Section 3, Series M, Part IV';
const REV4 = `${CAR}, Rev. 4`;
export const IN_CAR_FROM = '2010-08-15';
export const IN_REV4_FROM = '2023-02-15';
/** The downgrading reimbursement (para 3.5.1) came with Rev. 4. */
const IN_DOWNGRADE_FROM = IN_REV4_FROM;

interface CarRule {
  /** Para 3.2.2: percentage of the basic fare plus fuel charge and its INR cap, by the alternate's departure. */
  deniedWithin24h: { pct: number; cap: number };
  deniedBeyond24h: { pct: number; cap: number };
  /** Para 3.3.2 (a)-(c): INR caps for a block time up to 1 h, up to 2 h, over 2 h. */
  cancellation: [number, number, number];
}

/** Rev. 4 figures (paras 3.2.2 and 3.3.2); earlier revisions' sums were not read. */
export const IN_CAR_RULES: readonly Effective<CarRule>[] = [
  {
    from: IN_REV4_FROM,
    to: null,
    rule: {
      deniedWithin24h: { pct: 200, cap: 10_000 },
      deniedBeyond24h: { pct: 400, cap: 20_000 },
      cancellation: [5_000, 7_500, 10_000],
    },
  },
];

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;
const inr = (n: number) => formatAmount(n, 'INR');

export function assessInCar(j: Journey): RegimeResult {
  const from = j.departure.country === 'IN';
  const to = j.arrival.country === 'IN';
  if (!from && !to)
    return notApplicable('IN_CAR', 'INR', `${CAR}, para 1.7`, 'The CAR covers flights within, to and from India.');
  if (j.date < IN_CAR_FROM)
    return notApplicable('IN_CAR', 'INR', CAR, 'The CAR applies to flights from 15 August 2010.');
  const domestic = from && to;
  const beyondControl = j.cause === 'extraordinary_proven';
  const rule = inForce(IN_CAR_RULES, j.date);
  const earlierRevision = `The sums of the revision in force before 15 February 2023 were not read, so no amount is given.`;

  switch (j.incident) {
    case 'denied_boarding':
      return deniedBoarding(j, rule, earlierRevision);
    case 'cancellation':
    case 'moved_earlier':
      if (beyondControl)
        return applying('IN_CAR', 'INR', {
          amount: 0,
          citation: `${CAR}, para 3.3.4 and 1.4`,
          reason:
            "A cancellation caused by extraordinary circumstances beyond the airline's control gives no compensation; an alternative flight or a refund remains.",
        });
      return cancellation(j, rule, earlierRevision);
    case 'delay':
      return applying('IN_CAR', 'INR', {
        amount: 0,
        citation: `${CAR}, para 3.4${beyondControl ? '.4' : ''}`,
        reason: beyondControl
          ? 'The CAR sets no money compensation for a delay, and a delay caused by extraordinary circumstances does not oblige the airline to give meals or a hotel either (para 3.4.4).'
          : `A delay gives meals and refreshments (from 2, 3 or 4 hours by block time), ${domestic ? 'an alternative flight or a full refund when it exceeds 6 hours, ' : ''}and a hotel when it exceeds 24 hours (6 hours for a departure between 20:00 and 03:00); the CAR sets no money compensation for delay.`,
      });
    case 'downgrade':
      return downgrade(j, domestic);
    default:
      return notApplicable(
        'IN_CAR',
        'INR',
        CAR,
        j.incident.startsWith('baggage')
          ? 'This CAR does not cover baggage; the Montreal Convention or Indian carriage law does.'
          : 'This CAR covers denied boarding, cancellation, delay and downgrading.',
      );
  }
}

/** Para 3.2.2. The alternate's departure is read from `arrivalDelayHours` (how late the alternative arrived). */
function deniedBoarding(j: Journey, rule: CarRule | undefined, earlierRevision: string): RegimeResult {
  const none = j.rerouting === 'none';
  const h = j.arrivalDelayHours;
  const general =
    'Denied boarding against your will gives 200% of the booked one-way basic fare plus fuel charge (at most INR 10,000) when the alternate flight departs within 24 hours, 400% (at most INR 20,000) when it departs later or you take none (then with a full refund); nothing when it departs within 1 hour.';
  if (!rule)
    return applying('IN_CAR', 'INR', { citation: `${CAR}, para 3.2.2`, reason: `${general} ${earlierRevision}` });
  if (!none && h !== undefined && h <= 1)
    return applying('IN_CAR', 'INR', {
      amount: 0,
      citation: `${REV4}, para 3.2.2`,
      reason: `With the alternative ${hours(h)} late (within 1 hour), no denied-boarding compensation is owed.`,
    });
  const missing = [...(!none && h === undefined ? ['arrivalDelayHours'] : []), ...(j.farePaid ? [] : ['farePaid'])];
  if (missing.length) return applying('IN_CAR', 'INR', { citation: `${REV4}, para 3.2.2`, reason: general, missing });
  const fare = j.farePaid!;
  if (fare.currency !== 'INR')
    return applying('IN_CAR', 'INR', {
      citation: `${REV4}, para 3.2.2`,
      reason: `${general} The caps are in rupees: give the fare in INR.`,
      missing: ['farePaid'],
    });
  const beyond = none || h! > 24;
  const { pct, cap } = beyond ? rule.deniedBeyond24h : rule.deniedWithin24h;
  const amount = Math.min(toCents((fare.amount * pct) / 100), cap);
  const why = none
    ? 'with no alternate flight taken (para 3.2.2(c): a full refund as well)'
    : `with the alternative ${hours(h!)} late (${beyond ? 'more than' : 'within'} 24 hours; AirDesk reads how late it arrived for how late it departed)`;
  return applying('IN_CAR', 'INR', {
    amount,
    citation: `${REV4}, para 3.2.2(${none ? 'c' : beyond ? 'b' : 'a'})`,
    reason: `Denied boarding ${why}: ${pct}% of the one-way basic fare plus fuel charge of ${inr(fare.amount)}${amount === cap ? `, capped at ${inr(cap)}` : ''}: ${inr(amount)}.`,
  });
}

/** Para 3.3.1-3.3.2: compensation only when told less than 24 hours ahead and no alternate flight was accepted. */
function cancellation(j: Journey, rule: CarRule | undefined, earlierRevision: string): RegimeResult {
  const general =
    'A cancellation told less than 24 hours before departure (or a missed connection on the same ticket), with no alternate flight you accepted, gives a full refund and INR 5,000 / 7,500 / 10,000 for a block time up to 1 hour / up to 2 hours / over 2 hours, or the one-way basic fare plus fuel charge if that is less.';
  if (j.noticeDays === undefined)
    return applying('IN_CAR', 'INR', { citation: `${CAR}, para 3.3`, reason: general, missing: ['noticeDays'] });
  if (j.noticeDays >= 1)
    return applying('IN_CAR', 'INR', {
      amount: 0,
      citation: `${CAR}, para 3.3.1`,
      reason: `Told ${days(j.noticeDays)} before departure (at least 24 hours), the airline owes an alternative flight or a refund, as you choose, but no compensation (unless you missed a connection on the same ticket because of it, para 3.3.2).`,
    });
  if (j.rerouting !== 'none')
    return applying('IN_CAR', 'INR', {
      amount: 0,
      citation: `${CAR}, para 3.3.2`,
      reason:
        'Told less than 24 hours before, the airline owes either an alternate flight you accept or compensation with a full refund; you took the alternative, so no compensation is owed. Meals while you wait at the airport remain (para 3.8.1).',
    });
  if (!rule)
    return applying('IN_CAR', 'INR', { citation: `${CAR}, para 3.3.2`, reason: `${general} ${earlierRevision}` });
  if (!j.farePaid)
    return applying('IN_CAR', 'INR', { citation: `${REV4}, para 3.3.2`, reason: general, missing: ['farePaid'] });
  const fare = j.farePaid;
  if (fare.currency !== 'INR')
    return applying('IN_CAR', 'INR', {
      citation: `${REV4}, para 3.3.2`,
      reason: `${general} The sums are in rupees: give the fare in INR.`,
      missing: ['farePaid'],
    });
  const [a, b, c] = rule.cancellation;
  // The lowest sum is owed whatever the block time; below it the fare decides alone.
  if (fare.amount <= a)
    return applying('IN_CAR', 'INR', {
      amount: fare.amount,
      citation: `${REV4}, para 3.3.2`,
      reason: `Told less than 24 hours before and not re-routed: a full refund and the one-way basic fare plus fuel charge of ${inr(fare.amount)}, which is less than every block-time sum (${inr(a)} / ${inr(b)} / ${inr(c)}).`,
    });
  // The flight's block time (para 2.9) is not a fact AirDesk holds, so above the lowest sum it decides the amount.
  return applying('IN_CAR', 'INR', {
    citation: `${REV4}, para 3.3.2`,
    reason: `Told less than 24 hours before and not re-routed: a full refund and ${inr(a)} for a block time up to 1 hour, ${inr(Math.min(b, fare.amount))} up to 2 hours, ${inr(Math.min(c, fare.amount))} over 2 hours (each capped at your fare of ${inr(fare.amount)}); the flight's scheduled block time decides, so no single amount is given.`,
  });
}

/** Para 3.5.1, from Rev. 4. */
function downgrade(j: Journey, domestic: boolean): RegimeResult {
  if (j.date < IN_DOWNGRADE_FROM)
    return notApplicable('IN_CAR', 'INR', CAR, 'The CAR reimburses downgrading for flights from 15 February 2023.');
  const pct = domestic ? 75 : j.distanceKm <= 1500 ? 30 : j.distanceKm <= 3500 ? 50 : 75;
  const band = domestic
    ? 'a domestic flight'
    : `an international flight of ${j.distanceKm <= 1500 ? '1,500 km or less' : j.distanceKm <= 3500 ? '1,500 to 3,500 km' : 'more than 3,500 km'}`;
  const citation = `${REV4}, para 3.5.1(${domestic ? 'a' : 'b'})`;
  if (!j.farePaid)
    return applying('IN_CAR', 'INR', {
      citation,
      reason: `An involuntary downgrade on ${band} is reimbursed ${pct}% of the cost of the ticket including taxes; the fare decides the amount.`,
      missing: ['farePaid'],
    });
  const amount = toCents((j.farePaid.amount * pct) / 100);
  return applying('IN_CAR', j.farePaid.currency, {
    amount,
    citation,
    reason: `An involuntary downgrade on ${band}: ${pct}% of the ticket with taxes (${formatAmount(j.farePaid.amount, j.farePaid.currency)}): ${formatAmount(amount, j.farePaid.currency)}.`,
  });
}
