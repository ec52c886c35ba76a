// BR_ANAC: Brazil, ANAC Resolution No. 400 of 13 Dec 2016 (Condições Gerais de Transporte Aéreo), in force for
// tickets bought from 14 Mar 2017 (AirDesk reads it by the flight date). Sources and what could not be confirmed:
// docs/rights-sources.md.
//
// - Scope: public air transport, domestic and international, to, from and within Brazil.
// - Art. 24: denied boarding (preterição): the carrier pays at once, by bank transfer, voucher or cash, 250 SDR
//   (DES) on a domestic flight and 500 SDR on an international one, besides the rebooking, refund or other
//   transport of Art. 21. The only fixed sum of the Resolution.
// - Delay and cancellation: assistance at 1 h (communication), 2 h (food), 4 h (lodging and transfer) (Art. 26 and
//   27) and rebooking or a refund: no fixed sum, `amount` null with the reason (damages are for the courts).
import type { Effective, Journey, RegimeResult } from './common';
import { applying, formatAmount, inForce, notApplicable } from './common';

const RES = 'ANAC Resolution No. 400/2016';

interface AnacRule {
  domestic: number;
  international: number;
}

export const ANAC_BOARDING_RULES: readonly Effective<AnacRule>[] = [
  { from: '2017-03-14', to: null, rule: { domestic: 250, international: 500 } },
];

export function assessBrAnac(j: Journey): RegimeResult {
  const from = j.departure.country === 'BR';
  const to = j.arrival.country === 'BR';
  if (!from && !to)
    return notApplicable(
      'BR_ANAC',
      'SDR',
      `${RES}, Art. 1`,
      'Resolution 400 covers flights to, from and within Brazil.',
    );
  const rule = inForce(ANAC_BOARDING_RULES, j.date);
  if (!rule)
    return notApplicable('BR_ANAC', 'SDR', RES, 'Resolution 400 applies to tickets bought from 14 March 2017.');
  const domestic = from && to;

  switch (j.incident) {
    case 'denied_boarding': {
      const amount = domestic ? rule.domestic : rule.international;
      return applying('BR_ANAC', 'SDR', {
        amount,
        citation: `${RES}, Art. 24(${domestic ? 'I' : 'II'})`,
        reason: `Denied boarding on ${domestic ? 'a domestic' : 'an international'} flight: ${formatAmount(amount, 'SDR')}, paid at once by bank transfer, voucher or cash (in reais at the day's rate), besides rebooking, a refund or other transport (Art. 21).`,
      });
    }
    case 'delay':
    case 'cancellation':
    case 'moved_earlier':
      return applying('BR_ANAC', 'BRL', {
        citation: `${RES}, Art. 21, 26 and 27`,
        reason:
          'Resolution 400 gives assistance (communication from 1 hour, food from 2, lodging and transfers from 4) and rebooking or a refund, but no fixed sum for a delay or a cancellation.',
      });
    case 'baggage_delayed':
    case 'baggage_lost':
    case 'baggage_damaged':
      return applying('BR_ANAC', 'BRL', {
        citation: `${RES}, Art. 32 and 33`,
        reason: 'Resolution 400 sets how the carrier returns a bag or pays for it, but no fixed sum.',
      });
    default:
      return notApplicable(
        'BR_ANAC',
        'SDR',
        RES,
        'AirDesk assesses Resolution 400 for denied boarding, delay, cancellation and baggage.',
      );
  }
}
