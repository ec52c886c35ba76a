// The pieces every rule of EU261 and UK261 is answered with (reg261.ts): a regime's table of amounts and its
// re-routing thresholds, an answer in that regime's currency, the amount owed (halved where the rules allow it),
// and the note on who must prove the cause.
import type { Currency, Journey, RegimeId, RegimeResult } from './common';

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

export const art7 = (law: string, band: Band) => `${law}, Art. 7(1)(${band})`;

export function result(
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
export function owed(c: Reg261Config, half: boolean) {
  const full = c.rule.amounts[c.band];
  return half ? full / 2 : full;
}

/** Who must prove what about the cause, added to a reason where compensation is owed. */
export function causeNote(j: Journey): string {
  if (j.cause === 'extraordinary')
    return ' The carrier owes nothing only if it proves extraordinary circumstances and that it took all reasonable measures (Art. 5(3)).';
  if (j.cause === 'safety')
    return ' A technical or safety problem is not in itself an extraordinary circumstance (Wallentin-Hermann, C-549/07).';
  if (j.cause === 'unknown') return ' It is owed unless the carrier proves extraordinary circumstances (Art. 5(3)).';
  return '';
}
