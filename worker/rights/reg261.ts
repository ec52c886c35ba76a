// The compensation rules that EU261 and UK261 share (UK261 is Reg 261/2004 as retained and amended by
// SI 2019/278). Each regime's own module (eu261.ts, uk261.ts) supplies its scope, bands, amounts and citation.
//
// - Delay (Sturgeon C-402/07 and C-432/07, Nelson C-581/10): compensation when the passenger reaches the
//   final destination 3 h or more late; the carrier may halve it for a delay of 3 h to under 4 h on a
//   band (c) flight (Sturgeon para 63, applying Art. 7(2)(c)).
// - Cancellation (Art. 5(1)(c)): nothing when told at least 14 days before departure; told 7 to 13 days
//   before, nothing when re-routed to arrive less than 4 h late (leaving at most 2 h early); told under 7
//   days before, nothing when re-routed to arrive less than 2 h late (leaving at most 1 h early).
// - Denied boarding against the passenger's will (Art. 4(3)).
// - After re-routing, Art. 7(2): the carrier may halve the amount when the alternative arrives at most
//   2 h (band a), 3 h (band b) or 4 h (band c) after the scheduled arrival.
// - Extraordinary circumstances (Art. 5(3)) are for the carrier to prove, with all reasonable measures; the
//   amount is still given. Denied boarding has no such defence (Finnair C-22/11).
// - Downgrading (Art. 10(2)): 30% / 50% / 75% of the ticket price for that flight, within 7 days; the price is that
//   of the downgraded flight (Mennens, C-255/15): with `farePaid` the amount is that share, in the fare's currency.
// - Not re-routed (`rerouting: "none"`, a refund or own arrangements): Art. 7(2) needs an alternative that arrived,
//   so the full band amount is owed (docs/api.md "Facts a real case needs").
// - Art. 5(1)(c)(ii) and (iii) exempt the carrier only when the alternative left at most 2 h (told 7 to 13 days
//   before) or 1 h (told under 7 days before) before the original departure: `alternativeDepartedEarlierHours`.
// - A flight brought forward by more than an hour is cancelled (Azurair and Others, joined cases C-146/20,
//   C-188/20, C-196/20 and C-270/20, 21 Dec 2021, ECLI:EU:C:2021:1038): `incident: "moved_earlier"`.
// - `cause: "extraordinary_proven"`: the carrier has shown extraordinary circumstances (Art. 5(3)): nothing for a
//   delay or a cancellation (care, re-routing and refund remain). Denied boarding and downgrading have no such
//   defence (Art. 4(3) and 10; Finnair, C-22/11), so their amounts stay.
import type { Journey, RegimeResult } from './common';
import { formatAmount, hours, toCents } from './common';
import { cancellation } from './reg261-cancellation';
import { art7, causeNote, owed, result, type Reg261Config } from './reg261-result';

export function assess261(j: Journey, c: Reg261Config): RegimeResult {
  const { law, band } = c;
  const cur = c.rule.currency;
  const full = c.rule.amounts[band];
  const halfWithin = c.rule.halfWithin[band];
  const h = j.arrivalDelayHours;
  const notRerouted = j.rerouting === 'none';
  const proven = (what: string) =>
    result(c, {
      amount: 0,
      citation: `${law}, Art. 5(3)`,
      reason: `The carrier has shown extraordinary circumstances, so no compensation is owed for the ${what}; care (Art. 9) and a refund or re-routing (Art. 8) remain.`,
    });

  switch (j.incident) {
    case 'delay': {
      if (j.cause === 'extraordinary_proven') return proven('delay');
      if (h === undefined)
        return result(c, {
          citation: art7(law, band),
          reason: 'The arrival delay at the final destination decides whether compensation is owed.',
          missing: ['arrivalDelayHours'],
        });
      if (h < 3)
        return result(c, {
          amount: 0,
          citation: `${law}, Art. 6 and 7; Sturgeon (C-402/07)`,
          reason: `An arrival ${hours(h)} late is under the 3 hours that give compensation; meals and care may still be owed.`,
        });
      const half = band === 'c' && h < 4;
      const amount = owed(c, half);
      return result(c, {
        amount,
        citation: half
          ? `${art7(law, band)} and 7(2)(c); Sturgeon (C-402/07), para 63`
          : `${art7(law, band)}; Sturgeon (C-402/07)`,
        reason:
          (half
            ? `Arriving ${hours(h)} late on a flight over 3,500 km, the carrier may pay half of ${formatAmount(full, cur)}: ${formatAmount(amount, cur)}.`
            : `Arriving ${hours(h)} late at the final destination gives ${formatAmount(amount, cur)}.`) + causeNote(j),
      });
    }

    case 'moved_earlier': {
      const e = j.alternativeDepartedEarlierHours;
      const azurair = 'Azurair (C-146/20 and joined cases)';
      if (e === undefined)
        return result(c, {
          citation: `${law}, Art. 2(l) and 5(1); ${azurair}`,
          reason:
            'How many hours earlier the flight left decides the answer: brought forward by more than 1 hour, it counts as cancelled.',
          missing: ['alternativeDepartedEarlierHours'],
        });
      if (e <= 1)
        return result(c, {
          amount: 0,
          citation: `${law}, Art. 2(l) and 5(1); ${azurair}`,
          reason: `A flight brought forward by ${hours(e)} (1 hour or less) is not a cancellation, so no compensation is owed.`,
        });
      return cancellation(j, c, e);
    }

    case 'cancellation':
      return cancellation(j, c, undefined);

    case 'denied_boarding': {
      if (j.cause === 'safety')
        return result(c, {
          amount: 0,
          citation: `${law}, Art. 2(j)`,
          reason:
            'Boarding refused on reasonable grounds such as health, safety or security, or inadequate travel documents, is not denied boarding that gives compensation.',
        });
      const noDefence = j.cause === 'extraordinary' || j.cause === 'extraordinary_proven';
      const defenceNote = noDefence
        ? ' Denied boarding has no extraordinary-circumstances defence (Finnair, C-22/11).'
        : '';
      if (notRerouted)
        return result(c, {
          amount: full,
          citation: `${law}, Art. 4(3) and 7(1)(${band})`,
          reason: `Denied boarding against your will and not re-routed: the full ${formatAmount(full, cur)}, payable at once (Art. 7(2) halves it only after an alternative flight).${defenceNote}`,
        });
      if (h === undefined)
        return result(c, {
          citation: `${law}, Art. 4(3) and 7`,
          reason: 'The arrival delay of the alternative flight decides whether the carrier may halve the amount.',
          missing: ['arrivalDelayHours'],
        });
      const half = h <= halfWithin;
      const amount = owed(c, half);
      return result(c, {
        amount,
        citation: half ? `${law}, Art. 4(3), 7(1)(${band}) and 7(2)(${band})` : `${law}, Art. 4(3) and 7(1)(${band})`,
        reason:
          (half
            ? `Denied boarding; the alternative arrived ${hours(h)} late (at most ${halfWithin} h), so the carrier may halve ${formatAmount(full, cur)} to ${formatAmount(amount, cur)}.`
            : `Denied boarding against your will, arriving ${hours(h)} late: ${formatAmount(amount, cur)}, payable at once.`) +
          defenceNote,
      });
    }

    case 'downgrade': {
      const pct = c.downgradePercent;
      const fare = j.farePaid;
      if (!fare)
        return result(c, {
          citation: `${law}, Art. 10(2)`,
          reason: `A downgrade is reimbursed at ${pct}% of the price of the downgraded flight within 7 days; the fare paid decides the amount.`,
          missing: ['farePaid'],
        });
      const amount = toCents((fare.amount * pct) / 100);
      return result(c, {
        amount,
        currency: fare.currency,
        citation: `${law}, Art. 10(2)(${pct === 30 ? 'a' : pct === 50 ? 'b' : 'c'}); Mennens (C-255/15)`,
        reason: `Downgraded: ${pct}% of the fare of ${formatAmount(fare.amount, fare.currency)}, ${formatAmount(amount, fare.currency)}, reimbursed within 7 days (the price of the downgraded flight, without taxes and charges that do not depend on the class, Mennens C-255/15).`,
      });
    }

    default:
      return {
        regime: c.regime,
        applies: false,
        amount: null,
        currency: cur,
        limit: null,
        citation: `${law}, Art. 1`,
        reason: j.incident.startsWith('baggage')
          ? 'This regulation does not cover baggage; the Montreal Convention does.'
          : 'This regulation covers denied boarding, cancellation, long delay and downgrading only.',
        missing: [],
      };
  }
}
