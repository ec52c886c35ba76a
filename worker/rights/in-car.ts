// IN_CAR: India, DGCA Civil Aviation Requirements Section 3 (Air Transport), Series M, Part IV, "Facilities to be
// provided to passengers by airlines due to denied boarding, cancellation of flights and delays in flights",
// Issue I of 6 Aug 2010, effective 15 Aug 2010, as revised (the downgrading reimbursement from 15 Feb 2023).
// Sources and what could not be confirmed: docs/rights-sources.md.
//
// - Scope, para 1.2-1.3: passengers on scheduled and non-scheduled flights and on foreign carriers operating to and
//   from India; the operating airline is bound.
// - Para 1.4: no compensation when the cancellation or delay was caused by extraordinary circumstances beyond the
//   airline's control.
// - Denied boarding: 200% of the booked one-way basic fare plus airline fuel charge (at most INR 10,000) when the
//   alternative departs within 24 h, else 400% (at most INR 20,000). The fare the CAR counts (basic fare plus fuel
//   charge) is not the fare a traveller pays, and the alternative's departure is not a fact AirDesk holds: no
//   amount.
// - Cancellation: a sum by block time (reported as INR 5,000 / 7,500 / 10,000 for up to 1 h / 1 to 2 h / over 2 h,
//   or the basic fare plus fuel charge if less) was not confirmed from the DGCA's own text, and block time is not a
//   fact AirDesk holds: no amount.
// - Delay: meals, an alternative flight or a refund, or a hotel, by the length of the delay; no money.
// - Downgrading (from 15 Feb 2023): reported as 75% of the ticket with taxes on a domestic flight, 30% / 50% / 75%
//   by distance on an international one; not confirmed from the DGCA's own text: no amount.
import type { Journey, RegimeResult } from './common';
import { applying, notApplicable } from './common';

const CAR = 'DGCA CAR Section 3, Series M, Part IV';
export const IN_CAR_FROM = '2010-08-15';
export const IN_DOWNGRADE_FROM = '2023-02-15';

export function assessInCar(j: Journey): RegimeResult {
  const from = j.departure.country === 'IN';
  const to = j.arrival.country === 'IN';
  if (!from && !to)
    return notApplicable('IN_CAR', 'INR', `${CAR}, para 1.2`, 'The CAR covers flights within, to and from India.');
  if (j.date < IN_CAR_FROM)
    return notApplicable('IN_CAR', 'INR', CAR, 'The CAR applies to flights from 15 August 2010.');
  const domestic = from && to;
  const beyondControl = j.cause === 'extraordinary_proven';

  switch (j.incident) {
    case 'denied_boarding':
      return applying('IN_CAR', 'INR', {
        citation: CAR,
        reason:
          'Denied boarding against your will gives 200% of the booked one-way basic fare plus fuel charge (at most INR 10,000) when the alternative leaves within 24 hours, 400% (at most INR 20,000) beyond; that fare and the alternative\u2019s departure decide the amount, so none is given here.',
      });
    case 'cancellation':
    case 'moved_earlier':
      if (beyondControl)
        return applying('IN_CAR', 'INR', {
          amount: 0,
          citation: `${CAR}, para 1.4`,
          reason:
            "A cancellation caused by extraordinary circumstances beyond the airline's control gives no compensation; an alternative flight or a refund remains.",
        });
      return applying('IN_CAR', 'INR', {
        citation: CAR,
        reason:
          'A cancellation without due notice gives an alternative flight or a full refund, and compensation set by the flight\u2019s block time; the sums could not be confirmed from the DGCA\u2019s own text, so none is given.',
      });
    case 'delay':
      return applying('IN_CAR', 'INR', {
        amount: 0,
        citation: CAR,
        reason:
          'A delay gives meals and refreshments, an alternative flight or a full refund, or a hotel, by its length; the CAR sets no money compensation for delay.',
      });
    case 'downgrade':
      if (j.date < IN_DOWNGRADE_FROM)
        return notApplicable('IN_CAR', 'INR', CAR, 'The CAR reimburses downgrading for flights from 15 February 2023.');
      return applying('IN_CAR', 'INR', {
        citation: CAR,
        reason: `An involuntary downgrade is reimbursed as a share of the ticket price with taxes (reported as ${domestic ? '75% on a domestic flight' : '30% / 50% / 75% by distance on an international flight'}); the share could not be confirmed from the DGCA\u2019s own text, so no amount is given.`,
      });
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
