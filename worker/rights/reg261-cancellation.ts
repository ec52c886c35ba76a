// Cancellation under EU261 and UK261 (Art. 5(1)(c)), and a flight brought forward by more than an hour, which
// counts as cancelled (Azurair): the notice given, the alternative's departure and arrival, and Art. 7(2)'s
// halving decide the amount.
import type { Journey, RegimeResult } from './common';
import { formatAmount, hours, noticeText } from './common';
import { countText } from '../contracts/rights-words';
import { causeNote, owed, result, type Reg261Config } from './reg261-result';

/**
 * A cancellation (Art. 5(1)(c)), or a flight brought forward by `movedEarlierHours` (> 1 h: Azurair). A moved flight
 * is its own alternative: it left that many hours early and arrived early, so only the departure test of
 * Art. 5(1)(c)(ii) and (iii) can exempt the carrier, and the full amount is owed (Art. 7(2) speaks of a later arrival).
 */
export function cancellation(j: Journey, c: Reg261Config, movedEarlierHours: number | undefined): RegimeResult {
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
        reason: `Told ${countText(notice, 'day')} before that the flight would leave ${hours(e)} earlier (at most 2 h), no compensation is owed.`,
      });
    return result(c, {
      amount: full,
      citation: `${law}, Art. 5(1)(c) and 7(1)(${band})${cite}`,
      reason: `Brought forward by ${hours(e)} with ${noticeText(notice)}, the flight counts as cancelled: ${formatAmount(full, cur)}.${causeNote(j)}`,
    });
  }

  if (notRerouted)
    return result(c, {
      amount: full,
      citation: `${law}, Art. 5(1)(c) and 7(1)(${band})`,
      reason:
        `Cancelled with ${noticeText(notice)} and not re-routed (a refund or your own arrangements): the full ${formatAmount(full, cur)}, with no Art. 7(2) reduction. ` +
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
        reason: `Told ${countText(notice, 'day')} before, with an alternative leaving ${hours(e)} early (at most ${exemption.left} h) and arriving ${hours(hh)} late (under ${exemption.arrive}), no compensation is owed.`,
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
        ? `Cancelled with ${noticeText(notice)}; the alternative arrived ${hours(hh)} late (at most ${halfWithin} h), so the carrier may halve ${formatAmount(full, cur)} to ${formatAmount(amount, cur)}.`
        : `Cancelled with ${noticeText(notice)} and the alternative arrived ${hours(hh)} late: ${formatAmount(amount, cur)}.`) +
      earlyNote +
      causeNote(j),
  });
}
