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
// - Downgrading (Art. 10(2)): 30% / 50% / 75% of the ticket price for that flight: not a fixed table.
import type { Currency, Journey, RegimeId, RegimeResult } from './common';
import { formatAmount, hours } from './common';

export type Band = 'a' | 'b' | 'c';

export interface Reg261Rule {
  amounts: Record<Band, number>;
  currency: Currency;
  /** Art. 7(2) re-routing thresholds in hours (arrival at most this late: 50%). */
  halfWithin: Record<Band, number>;
}

export interface Reg261Config {
  regime: RegimeId;
  /** e.g. "Regulation (EC) No 261/2004" */
  law: string;
  rule: Reg261Rule;
  band: Band;
  /** Art. 10(2) share of the ticket price for a downgrade. */
  downgradePercent: 30 | 50 | 75;
}

const art7 = (law: string, band: Band) => `${law}, Art. 7(1)(${band})`;

function result(
  c: Reg261Config,
  fields: Partial<RegimeResult> & Pick<RegimeResult, 'citation' | 'reason'>,
): RegimeResult {
  return {
    regime: c.regime,
    applies: true,
    amount: null,
    currency: c.rule.currency,
    limit: null,
    missing: [],
    ...fields,
  };
}

/** The table amount, halved when the rules allow it. */
function owed(c: Reg261Config, half: boolean) {
  const full = c.rule.amounts[c.band];
  return half ? full / 2 : full;
}

function causeNote(j: Journey): string {
  if (j.cause === 'extraordinary')
    return ' The carrier owes nothing only if it proves extraordinary circumstances and that it took all reasonable measures (Art. 5(3)).';
  if (j.cause === 'safety')
    return ' A technical or safety problem is not in itself an extraordinary circumstance (Wallentin-Hermann, C-549/07).';
  if (j.cause === 'unknown') return ' It is owed unless the carrier proves extraordinary circumstances (Art. 5(3)).';
  return '';
}

export function assess261(j: Journey, c: Reg261Config): RegimeResult {
  const { law, band } = c;
  const cur = c.rule.currency;
  const full = c.rule.amounts[band];
  const halfWithin = c.rule.halfWithin[band];
  const h = j.arrivalDelayHours;

  switch (j.incident) {
    case 'delay': {
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

    case 'cancellation': {
      const missing = [
        ...(j.noticeDays === undefined ? ['noticeDays'] : []),
        ...(j.noticeDays !== undefined && j.noticeDays < 14 && h === undefined ? ['arrivalDelayHours'] : []),
      ];
      if (missing.length)
        return result(c, {
          citation: `${law}, Art. 5(1)(c) and 7`,
          reason: 'How early you were told, and how late the alternative flight arrived, decide the amount.',
          missing,
        });
      const notice = j.noticeDays!;
      if (notice >= 14)
        return result(c, {
          amount: 0,
          citation: `${law}, Art. 5(1)(c)(i)`,
          reason:
            'Told at least 14 days before departure, no compensation is owed; a refund or re-routing is (Art. 8).',
        });
      const hh = h!;
      if (notice >= 7 && hh < 4)
        return result(c, {
          amount: 0,
          citation: `${law}, Art. 5(1)(c)(ii)`,
          reason: `Told 7 to 13 days before, with an alternative arriving ${hours(hh)} late (under 4 h), nothing is owed if it left at most 2 h before the original; if it left earlier, ${formatAmount(hh <= halfWithin ? full / 2 : full, cur)} is.`,
        });
      if (notice < 7 && hh < 2)
        return result(c, {
          amount: 0,
          citation: `${law}, Art. 5(1)(c)(iii)`,
          reason: `Told under 7 days before, with an alternative arriving ${hours(hh)} late (under 2 h), nothing is owed if it left at most 1 h before the original; if it left earlier, ${formatAmount(full / 2, cur)} is.`,
        });
      const half = hh <= halfWithin;
      const amount = owed(c, half);
      return result(c, {
        amount,
        citation: half
          ? `${law}, Art. 5(1)(c), 7(1)(${band}) and 7(2)(${band})`
          : `${law}, Art. 5(1)(c) and 7(1)(${band})`,
        reason:
          (half
            ? `Cancelled with ${notice} days' notice; the alternative arrived ${hours(hh)} late (at most ${halfWithin} h), so the carrier may halve ${formatAmount(full, cur)} to ${formatAmount(amount, cur)}.`
            : `Cancelled with ${notice} days' notice and the alternative arrived ${hours(hh)} late: ${formatAmount(amount, cur)}.`) +
          causeNote(j),
      });
    }

    case 'denied_boarding': {
      if (j.cause === 'safety')
        return result(c, {
          amount: 0,
          citation: `${law}, Art. 2(j)`,
          reason:
            'Boarding refused on reasonable grounds such as health, safety or security, or inadequate travel documents, is not denied boarding that gives compensation.',
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
          (j.cause === 'extraordinary'
            ? ' Denied boarding has no extraordinary-circumstances defence (Finnair, C-22/11).'
            : ''),
      });
    }

    case 'downgrade':
      return result(c, {
        citation: `${law}, Art. 10(2)`,
        reason: `A downgrade is reimbursed at ${c.downgradePercent}% of the ticket price for that flight within 7 days; there is no fixed amount.`,
      });

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
