// IL_ASL: Israel's Aviation Services Law (Compensation and Assistance for Flight Cancellation or Change of
// Conditions), 5772-2012 (חוק שירותי תעופה (פיצוי וסיוע בשל ביטול טיסה או שינוי בתנאיה), התשע"ב-2012).
// Sources and what could not be confirmed: docs/rights-sources.md.
//
// - Scope, s.1 "flight": a flight taking off from Israel or to it, stopovers included, on any carrier.
// - s.1 "cancelled flight": a flight that did not take place, or took off at least 8 hours after the time on the
//   ticket (domestic flights: 3 hours, Aviation Services Regulations (Domestic Flights) 5773-2013, reg. 1). A
//   shorter delay gives assistance (from 2 hours) but no monetary compensation.
// - Monetary compensation (s.6 and the First Schedule) for a cancelled flight or denied boarding, by distance
//   (up to 2,000 km; 2,000 to 4,500 km; over 4,500 km), in shekels, indexed every year under s.13 (the Ministry of
//   Transport's notices, e.g. https://he.mot.gov.il/index.php?option=com_content&view=article&id=2568:hakika-rata1941&catid=121:hakika-c&Itemid=71
//   for 1 Jan 2017). The figures in force on each date were not confirmed from an official notice, so `amount`
//   is null with the reason; the law's commencement date was not confirmed either, so it is applied to flights
//   from 1 Jan 2017, the first date an official document read shows it in force.
import type { Journey, RegimeResult } from './common';
import { applying, hours, notApplicable } from './common';

const LAW = 'Aviation Services Law 5772-2012 (Israel)';
export const IL_ASL_FROM = '2017-01-01';

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
    return notApplicable(
      'IL_ASL',
      'ILS',
      `${LAW}, s.13`,
      'AirDesk applies the law to flights from 1 January 2017, the first date an official notice it read shows it in force.',
    );
  const domestic = from && to;
  const cancelledAfter = domestic ? 3 : 8;
  const bands = 'by distance (up to 2,000 km, 2,000 to 4,500 km, over 4,500 km), in shekels indexed every year (s.13)';
  const noFigure =
    "the indexed sums in force on the flight's date could not be confirmed from an official notice, so no amount is given";

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
          citation: `${LAW}, s.1 and 5`,
          reason: `A delay of ${hours(h)} (under ${cancelledAfter} h) gives assistance (food and drink from 2 hours) but no monetary compensation.`,
        });
      return applying('IL_ASL', 'ILS', {
        citation: `${LAW}, s.1 and 6; First Schedule`,
        reason: `A flight ${hours(h)} late (${cancelledAfter} h or more) counts as cancelled: compensation is owed ${bands}, unless the carrier proves the exemptions of s.6(e); ${noFigure}. (The delay counted is of the take-off; AirDesk reads the arrival delay you gave.)`,
      });
    }
    case 'cancellation':
    case 'denied_boarding':
      if (j.cause === 'extraordinary_proven' && j.incident === 'cancellation')
        return applying('IL_ASL', 'ILS', {
          amount: 0,
          citation: `${LAW}, s.6(e)`,
          reason:
            'The carrier has shown circumstances beyond its control, so no monetary compensation is owed for the cancellation; a refund or an alternative ticket and assistance remain.',
        });
      return applying('IL_ASL', 'ILS', {
        citation: `${LAW}, s.${j.incident === 'cancellation' ? '6' : '4 and 6'}; First Schedule`,
        reason: `${j.incident === 'cancellation' ? 'A cancelled flight' : 'Denied boarding'} gives monetary compensation ${bands}; ${noFigure}.`,
      });
    case 'moved_earlier':
      return applying('IL_ASL', 'ILS', {
        citation: `${LAW}, s.1 and 6`,
        reason:
          'A flight brought forward may give the rights of a change of conditions; AirDesk gives no amount for it.',
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
