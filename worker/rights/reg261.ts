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
import type { Currency, Journey, RegimeId, RegimeResult } from './common';
import { formatAmount, hours, toCents } from './common';

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

/**
 * A cancellation (Art. 5(1)(c)), or a flight brought forward by `movedEarlierHours` (> 1 h: Azurair). A moved flight
 * is its own alternative: it left that many hours early and arrived early, so only the departure test of
 * Art. 5(1)(c)(ii) and (iii) can exempt the carrier, and the full amount is owed (Art. 7(2) speaks of a later arrival).
 */
function cancellation(j: Journey, c: Reg261Config, movedEarlierHours: number | undefined): RegimeResult {
  const { law, band } = c;
  const cur = c.rule.currency;
  const full = c.rule.amounts[band];
  const halfWithin = c.rule.halfWithin[band];
  const moved = movedEarlierHours !== undefined;
  const notRerouted = !moved && j.rerouting === 'none';
  const h = j.arrivalDelayHours;
  const cite = moved ? `; Azurair (C-146/20 and joined cases)` : '';
  if (j.cause === 'extraordinary_proven')
    return result(c, {
      amount: 0,
      citation: `${law}, Art. 5(3)`,
      reason:
        'The carrier has shown extraordinary circumstances, so no compensation is owed for the cancellation; a refund or re-routing (Art. 8) and care (Art. 9) remain.',
    });
  const missing = [
    ...(j.noticeDays === undefined ? ['noticeDays'] : []),
    ...(!moved && !notRerouted && j.noticeDays !== undefined && j.noticeDays < 14 && h === undefined
      ? ['arrivalDelayHours']
      : []),
  ];
  if (missing.length)
    return result(c, {
      citation: `${law}, Art. 5(1)(c) and 7${cite}`,
      reason: moved
        ? 'How early you were told of the new time decides the amount.'
        : 'How early you were told, and how late the alternative flight arrived, decide the amount.',
      missing,
    });
  const notice = j.noticeDays!;
  if (notice >= 14)
    return result(c, {
      amount: 0,
      citation: `${law}, Art. 5(1)(c)(i)${cite}`,
      reason: 'Told at least 14 days before departure, no compensation is owed; a refund or re-routing is (Art. 8).',
    });

  if (moved) {
    const e = movedEarlierHours;
    if (notice >= 7 && e <= 2)
      return result(c, {
        amount: 0,
        citation: `${law}, Art. 5(1)(c)(ii)${cite}`,
        reason: `Told ${notice} days before that the flight would leave ${hours(e)} earlier (at most 2 h), no compensation is owed.`,
      });
    return result(c, {
      amount: full,
      citation: `${law}, Art. 5(1)(c) and 7(1)(${band})${cite}`,
      reason: `Brought forward by ${hours(e)} with ${notice} days' notice, the flight counts as cancelled: ${formatAmount(full, cur)}.${causeNote(j)}`,
    });
  }

  if (notRerouted)
    return result(c, {
      amount: full,
      citation: `${law}, Art. 5(1)(c) and 7(1)(${band})`,
      reason:
        `Cancelled with ${notice} days' notice and not re-routed (a refund or your own arrangements): the full ${formatAmount(full, cur)}, with no Art. 7(2) reduction. ` +
        `The carrier owes nothing only if it offered an alternative leaving at most ${notice >= 7 ? '2 h' : '1 h'} early and arriving less than ${notice >= 7 ? '4 h' : '2 h'} late (Art. 5(1)(c)(${notice >= 7 ? 'ii' : 'iii'})).` +
        causeNote(j),
    });

  const hh = h!;
  const e = j.alternativeDepartedEarlierHours;
  const exemption =
    notice >= 7 && hh < 4
      ? { art: 'ii', arrive: '4 h', left: 2 }
      : notice < 7 && hh < 2
        ? { art: 'iii', arrive: '2 h', left: 1 }
        : undefined;
  if (exemption) {
    if (e === undefined)
      return result(c, {
        citation: `${law}, Art. 5(1)(c)(${exemption.art})`,
        reason: `The alternative arrived ${hours(hh)} late (under ${exemption.arrive}): nothing is owed if it left at most ${exemption.left} h before the original departure, so how early it left decides the amount.`,
        missing: ['alternativeDepartedEarlierHours'],
      });
    if (e <= exemption.left)
      return result(c, {
        amount: 0,
        citation: `${law}, Art. 5(1)(c)(${exemption.art})`,
        reason: `Told ${notice} days before, with an alternative leaving ${hours(e)} early (at most ${exemption.left} h) and arriving ${hours(hh)} late (under ${exemption.arrive}), no compensation is owed.`,
      });
  }
  const half = hh <= halfWithin;
  const amount = owed(c, half);
  const earlyNote =
    exemption && e !== undefined
      ? ` The alternative left ${hours(e)} early, more than the ${exemption.left} h of Art. 5(1)(c)(${exemption.art}), so the exemption does not apply.`
      : '';
  return result(c, {
    amount,
    citation: half ? `${law}, Art. 5(1)(c), 7(1)(${band}) and 7(2)(${band})` : `${law}, Art. 5(1)(c) and 7(1)(${band})`,
    reason:
      (half
        ? `Cancelled with ${notice} days' notice; the alternative arrived ${hours(hh)} late (at most ${halfWithin} h), so the carrier may halve ${formatAmount(full, cur)} to ${formatAmount(amount, cur)}.`
        : `Cancelled with ${notice} days' notice and the alternative arrived ${hours(hh)} late: ${formatAmount(amount, cur)}.`) +
      earlyNote +
      causeNote(j),
  });
}
